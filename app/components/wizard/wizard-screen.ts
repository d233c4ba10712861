import type { AccountPayload } from '@domain/account-result';

/** The e-mail link, opened: not used yet, used by another browser, lapsed or replaced, unknown. */
export const LINK_STATES = ['ready', 'used', 'expired', 'invalid'] as const;
export type LinkState = (typeof LINK_STATES)[number];

export type WizardValues = Record<string, string | string[]>;

/** What the page shows, decided on the server so that every step works without JavaScript. */
export type WizardScreen =
  | {
      kind: 'step';
      step: number;
      values: WizardValues;
      errors: Record<string, string>;
      emailVerified: boolean;
      /** Step 5: the record's id (the upload goes to its address) and the documents the server keeps already. */
      documents?: { customerId: string; uploaded: readonly string[] };
    }
  | {
      kind: 'otp';
      values: WizardValues;
      signupToken: string;
      codeSeconds: number;
      resendAfterSeconds: number;
      notice: string;
      error?: string;
    }
  | {
      kind: 'emailSent';
      customerId: string;
      email?: string;
      acctType?: string;
      notice?: string;
      emailChange?: { email: string; maskedPhone: string };
      error?: string;
    }
  | { kind: 'verifyLink'; psc: string; state: LinkState; stage?: 'linkSent' | 'codeSent'; error?: string }
  | { kind: 'opened'; payload: AccountPayload }
  | { kind: 'completed'; payload: AccountPayload };
