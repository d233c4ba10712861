/** Texts of the Download Apps page and the home page's app section. */
import { bank } from '@domain/bank';
import { BVN_USSD_CODE } from '@domain/constants';

export type StoreId = 'google-play' | 'app-store';

const STORE_NAMES: Record<StoreId, { overline: string; name: string }> = {
  'google-play': { overline: 'Get it on', name: 'Google Play' },
  'app-store': { overline: 'Download on the', name: 'App Store' },
};

/** The app's listings set in domain/bank.ts; a store without one gets no badge. */
export const storeLinks: { store: StoreId; url: string; overline: string; name: string }[] = (
  Object.keys(STORE_NAMES) as StoreId[]
).flatMap((store) => {
  const url = bank.appListings[store];
  return url ? [{ store, url, ...STORE_NAMES[store] }] : [];
});

export type AppFeatureIcon = 'account' | 'transfer' | 'mortgage' | 'identity' | 'savings' | 'security';

export const appsTexts = {
  meta: {
    description:
      'Download the AG Mortgage Bank app for Android and iPhone: open an account, save, pay your mortgage, transfer money and link your BVN and NIN.',
  },
  lead: 'Bank, save and pay your mortgage from your phone, any time.',
  intro: {
    title: 'The AG Mortgage Bank app',
    text: 'One app for your savings, your mortgage and your everyday transfers. It is free to download and works on Android and iPhone. Sign in with your account number and the password you set when you first open the app.',
  },
  features: [
    {
      icon: 'account',
      title: 'Open an account',
      text: 'Open a savings account with your BVN in a few minutes, no branch visit needed.',
    },
    {
      icon: 'savings',
      title: 'Watch your savings grow',
      text: 'See your balance, interest and statements for every account, including Save-4-It and Family Savings.',
    },
    {
      icon: 'mortgage',
      title: 'Pay your mortgage',
      text: 'See what you owe, when the next instalment is due, and pay it from your account.',
    },
    {
      icon: 'transfer',
      title: 'Send and receive money',
      text: 'Transfer to any Nigerian bank account, buy airtime and pay bills.',
    },
    {
      icon: 'identity',
      title: 'Link your BVN and NIN',
      text: 'The Central Bank of Nigeria requires both on every account; link them in the app or on our Self Service Portal.',
    },
    {
      icon: 'security',
      title: 'Safe by design',
      text: 'Your password, a device check and a one-time code protect every payment.',
    },
  ] satisfies { icon: AppFeatureIcon; title: string; text: string }[],
  bvn: {
    title: 'Have your BVN ready',
    text: `You need your Bank Verification Number (BVN) to open an account in the app. Don’t know it? Dial ${BVN_USSD_CODE} from the phone number you registered with your bank.`,
  },
  internetBanking: {
    title: 'On a computer?',
    text: 'You can open an account, link your BVN and NIN and work out a mortgage repayment on this website too.',
  },
  tracker: {
    title: 'Mortgage application tracker',
    text: 'We are building a tracker into the app so you can follow your mortgage application from documents to offer letter.',
    cta: 'Find out more',
  },
} as const;
