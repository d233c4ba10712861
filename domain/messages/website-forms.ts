/**
 * Texts of the website's own forms: newsletter (un)subscription, contact, whistle-blowing and the
 * downloadable forms (specification 4, 5, 7 and 8). Quoted texts are verbatim; the rest is ours and
 * may be reworded by the bank.
 */
export const websiteFormTexts = {
  common: {
    optional: '(optional)',
    errorSummaryTitle: 'There is a problem',
    sending: 'Sending...',
    copy: 'Copy',
    copied: 'Copied',
  },

  subscribe: {
    invalidEmail: 'Please provide a valid email address',
    /** Mongoose-style, as the footer form splits it on commas and colons and shows the last part. */
    validationFailed: (field: string, message: string) => `Subscriber validation failed: ${field}: ${message}`,
  },

  unsubscribe: {
    title: 'Unsubscribe from our newsletter',
    metaDescription: 'Stop receiving the newsletter of AG Mortgage Bank with one click.',
    lead: 'You can stop our newsletter at any time. It takes one click.',
    confirmQuestion: 'Do you want to stop receiving our newsletter at this address?',
    confirmButton: 'Unsubscribe',
    working: 'Unsubscribing...',
    done: 'You are unsubscribed. We will not send you our newsletter again.',
    doneDetail: 'Changed your mind? Subscribe again at any time with the form at the bottom of every page.',
    invalidLink: 'This unsubscribe link is not valid. Please use the link in the latest newsletter e-mail we sent you.',
    missingLink: 'Open the unsubscribe link from one of our newsletter e-mails to stop the newsletter.',
    backHome: 'Back to the home page',
  },

  contact: {
    title: 'Contact Us',
    metaDescription:
      'Call, e-mail or write to AG Mortgage Bank: branches, phone, e-mail, opening hours and a message form answered within two working days.',
    lead: 'Questions about an account, a mortgage or the National Housing Fund? Write to us and we reply within two working days.',
    formHeading: 'Send us a message',
    formLead: 'Fields marked (optional) can be left empty. Everything else is needed to answer you.',
    fields: {
      name: { label: 'Full name' },
      email: { label: 'E-mail address', hint: 'We reply to this address.' },
      phone: {
        label: 'Phone number',
        hint: 'A Nigerian number, for example 0803 123 4567, if you would like a call back.',
      },
      subject: { label: 'What is your message about?', placeholder: 'Choose a subject' },
      message: {
        label: 'Your message',
        hint: 'Please do not write your BVN, NIN, PIN or passwords here. We will never ask for them.',
      },
    },
    subjects: {
      'account-opening': 'Account opening',
      mortgage: 'Mortgage',
      nhf: 'National Housing Fund (NHF)',
      complaint: 'Complaint',
      other: 'Other',
    },
    errors: {
      name: 'Enter your full name',
      nameTooLong: 'Your name must be 100 characters or fewer',
      email: 'Please provide a valid email address',
      emailRequired: 'Enter your e-mail address, so that we can reply',
      phone: 'Enter a Nigerian phone number, for example 0803 123 4567',
      subject: 'Choose what your message is about',
      messageTooShort: 'Your message must be at least 10 characters',
      messageTooLong: 'Your message must be 3,000 characters or fewer',
    },
    submit: 'Send message',
    success:
      'Thank you. Your message has been sent. We have e-mailed you a confirmation and will reply within two working days.',
    maskedNotice:
      'For your safety we hid the long numbers in your message that looked like a BVN, NIN or account number, keeping only their last four digits.',
    sendAnother: 'Send another message',
    visitHeading: 'Visit, call or write',
    headOffice: 'Head office',
    phone: 'Phone',
    email: 'E-mail',
    hoursHeading: 'Opening hours',
    /** SAMPLE: the bank's banking hours, to be confirmed by the bank. */
    hours: [
      { days: 'Monday to Friday', time: '8:00 am to 4:00 pm' },
      { days: 'Saturday, Sunday and public holidays', time: 'Closed' },
    ],
    branchesHeading: 'Our branches',
    whistleBlowerTeaser: 'Want to report fraud or wrongdoing confidentially?',
    whistleBlowerLink: 'Use our whistle-blower page',
  },

  whistleBlower: {
    title: 'Whistle Blower',
    metaDescription:
      'Report fraud, bribery or misconduct at AG Mortgage Bank confidentially, anonymously if you wish, and follow your report with a reference and secret.',
    lead: 'Seen fraud, bribery or misconduct involving the bank, its staff or its partners? Tell us. You do not have to give your name.',
    promisesHeading: 'Our promise to you',
    promises: [
      {
        title: 'Confidential',
        text: 'Your report is encrypted as soon as it arrives. Only the bank’s whistle-blowing officers can read it, and the notice our staff receive carries only its reference, never its content.',
      },
      {
        title: 'Anonymous if you wish',
        text: 'Name and contact details are optional. We do not store your internet address with your report. Follow it with your reference and secret instead.',
      },
      {
        title: 'No retaliation',
        text: 'Nobody who reports in good faith will be dismissed, demoted, harassed or disadvantaged for it, even if the report turns out to be mistaken. Retaliation against a whistle-blower is itself misconduct that we investigate.',
      },
    ],
    formHeading: 'Make a report',
    formLead: 'Tell us as much as you can. Fields marked (optional) can be left empty.',
    aboutYouHeading: 'About you (optional)',
    aboutYouHint:
      'Leave these empty to report anonymously. If you give a way to reach you, an officer may contact you privately with questions.',
    fields: {
      category: { label: 'What are you reporting?', placeholder: 'Choose a category' },
      whatHappened: {
        label: 'What happened?',
        hint: 'Describe what you saw or know: what was done, where, and how you know.',
      },
      whenHappened: {
        label: 'When did it happen?',
        hint: 'A date or a rough time, for example "March 2025" or "every month since last year".',
      },
      whoInvolved: { label: 'Who was involved?', hint: 'Names, roles or departments, if you know them.' },
      evidence: {
        label: 'What evidence is there?',
        hint: 'Describe documents, messages, records or witnesses that could confirm your report, and where they can be found. Do not paste confidential documents here.',
      },
      reporterName: { label: 'Your name' },
      reporterContact: { label: 'How can we reach you?', hint: 'An e-mail address or phone number.' },
    },
    categories: {
      fraud: 'Fraud',
      bribery: 'Bribery or corruption',
      misconduct: 'Misconduct',
      'data-breach': 'Data breach',
      other: 'Other',
    },
    errors: {
      category: 'Choose what you are reporting',
      whatHappenedTooShort: 'Tell us what happened in at least 20 characters',
      whatHappenedTooLong: 'Your description must be 5,000 characters or fewer',
      whenHappened: 'Tell us when it happened, even roughly',
      reporterContact: 'Enter an e-mail address or a phone number, or leave this empty to stay anonymous',
      tooLong: (limit: number) => `This must be ${limit.toLocaleString('en-NG')} characters or fewer`,
    },
    submit: 'Send report',
    received: {
      title: 'Your report has been received',
      lead: 'Thank you for speaking up. Keep the reference and the secret below: with both you can check the status of your report on this page.',
      reference: 'Reference',
      secret: 'Secret',
      onceWarning:
        'This is the only time we show the secret. We keep only a scrambled copy of it, so we cannot show it again or recover it. Write it down or save it somewhere safe now.',
    },
    status: {
      heading: 'Check the status of a report',
      lead: 'Enter the reference and secret you were given when you made your report.',
      reference: { label: 'Reference', hint: 'For example WB-7K3Q-9XPM' },
      secret: { label: 'Secret' },
      submit: 'Check status',
      referenceRequired: 'Enter the reference of your report',
      secretRequired: 'Enter the secret of your report',
      notFound: 'We could not find a report with this reference and secret. Check both and try again.',
      result: (reference: string) => `Status of report ${reference}`,
      receivedOn: 'Received on',
      updatedOn: 'Last updated on',
      bankMessage: 'A message from the whistle-blowing officer',
      labels: {
        received: 'Received',
        under_review: 'Under review',
        closed: 'Closed',
      },
      explanations: {
        received: 'Your report has arrived and is waiting for a whistle-blowing officer.',
        under_review: 'A whistle-blowing officer is looking into your report.',
        closed: 'The review of your report is finished. Thank you for speaking up.',
      },
    },
  },

  downloads: {
    title: 'Download Resource',
    metaDescription:
      'Download the account-opening, reference, mandate, NHF and mortgage application forms of AG Mortgage Bank as PDF files to print and fill in.',
    lead: 'Print the form you need, fill it in with a pen and bring it to any of our branches with the documents it lists.',
    download: 'Download',
    fileDetails: (size: string) => `PDF, ${size}`,
    loading: 'Downloading...',
    succeeded: 'Downloaded. Check your downloads folder.',
    failed: 'The download failed. Please check your connection and try again.',
    tryLink: 'Or open the file directly',
    helpHeading: 'Need help with a form?',
    helpText: 'Our staff at any branch will help you fill it in, or contact us and we will guide you.',
    helpLink: 'Contact us',
    notFound: 'No downloadable form has this id.',
  },

  emails: {
    greeting: 'Hello,',
    signOff: (bankName: string) => `Warm regards,\n${bankName}`,
    footer: ({ bankName, address, phone }: { bankName: string; address: string; phone: string }) =>
      `${bankName}, ${address}. ${phone}. Licensed by the Central Bank of Nigeria.`,
    subscribed: {
      subject: (bankName: string) => `Welcome to the ${bankName} newsletter`,
      heading: 'You are subscribed',
      body: [
        'Thank you for subscribing to our newsletter. Once a month we will send you product news, rates and tips on owning your home.',
        'If you did not ask for this, or change your mind later, one click stops it:',
      ],
      unsubscribe: 'Unsubscribe',
    },
    contactToBank: {
      subject: (subject: string, name: string) => `Website message: ${subject}, from ${name}`,
      heading: 'A message from the website contact form',
      intro: 'Reply to the sender’s e-mail address below.',
      labels: {
        name: 'Name',
        email: 'E-mail',
        phone: 'Phone',
        subject: 'Subject',
        message: 'Message',
        receivedAt: 'Received',
      },
    },
    contactAcknowledgement: {
      subject: (bankName: string) => `We have received your message - ${bankName}`,
      heading: 'We have received your message',
      body: (subject: string) => [
        `Thank you for contacting us about "${subject}". A member of our customer care team will reply within two working days.`,
        'If you did not send this message, you can ignore this e-mail.',
      ],
    },
    whistleBlowerToBank: {
      subject: (reference: string) => `New whistle-blower report ${reference}`,
      heading: 'A whistle-blower report has arrived',
      body: (reference: string) => [
        `Reference: ${reference}`,
        'For the reporter’s protection this e-mail does not carry the report. Open it in the whistle-blowing case register.',
      ],
    },
  },
} as const;
