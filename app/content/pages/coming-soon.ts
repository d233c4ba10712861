/** Texts of the Coming Soon page: the one place for features announced but not yet launched. */
export const comingSoonTexts = {
  meta: {
    description:
      'The mortgage application tracker is coming soon to the AG Mortgage Bank app. Here is what it will do and what you can do today.',
  },
  lead: 'The mortgage application tracker is coming soon to our mobile app.',
  feature: {
    title: 'Mortgage application tracker',
    text: 'Follow your mortgage application from your phone, step by step, without calling the branch.',
    points: [
      'See which documents we have received and which are still needed',
      'Know when your property valuation and title search are done',
      'Get a notification when your offer letter is ready',
      'Message your mortgage adviser from the app',
    ],
  },
  meanwhile: {
    title: 'What you can do today',
    items: [
      {
        to: '/loan-calculator',
        label: 'Work out your monthly repayment',
        text: 'Use the Mortgage Calculator before you apply.',
      },
      {
        to: '/contact',
        label: 'Talk to a mortgage adviser',
        text: 'Call, write or visit a branch for the status of your application.',
      },
      { to: '/newsletter', label: 'Read our newsletter', text: 'We announce new features there first.' },
    ],
  },
} as const;
