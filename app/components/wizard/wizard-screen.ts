import type { AccountPayload } from '@domain/account-result';

export type WizardValues = Record<string, string | string[]>;

/** What the page shows, decided on the server so that every step works without JavaScript. */
export type WizardScreen =
  | { kind: 'step'; step: number; values: WizardValues; errors: Record<string, string>; emailVerified: boolean }
  | { kind: 'otp'; values: WizardValues; signupToken: string; codeSeconds: number; resendAfterSeconds: number; notice: string; error?: string }
  | { kind: 'emailSent'; customerId: string; email?: string; acctType?: string; notice?: string; emailChange?: { email: string; maskedPhone: string }; error?: string }
  | { kind: 'verifyLink'; psc: string; state: 'ready' | 'expired' | 'invalid' | 'verified' }
  | { kind: 'opened'; payload: AccountPayload }
  | { kind: 'completed'; payload: AccountPayload };
