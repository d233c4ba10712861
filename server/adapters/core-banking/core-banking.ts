export interface OpenAccountRequest {
  /** Our application's id: the core opens at most one account per id, however often asked. */
  applicationId: string;
  accountName: string;
  productCode: string;
  branchCode: string;
  customer: {
    acctType: 'Individual' | 'Corporate';
    lastname: string;
    firstname: string;
    middlename: string;
    gender: string;
    birthDate: string;
    phoneNo: string;
    email: string;
    bvnNo: string;
    nin: string;
  };
  /** For a corporate account: the company it is opened for; `customer` is then its signatory. */
  business?: { name: string; cacNumber: string };
}

/** An account as the core holds it: its holder's e-mail and phone on record, and what is linked. */
export interface CoreAccount {
  accountNumber: string;
  accountName: string;
  productCode: string;
  /** '' when the core holds none. */
  email: string;
  /** 13 digits, or '' when the core holds none. */
  phoneNo: string;
  bvnLinked: boolean;
  ninLinked: boolean;
}

/** The core did not answer in time or refused to: the account may or may not exist yet. */
export class CoreBankingUnavailableError extends Error {
  override name = 'CoreBankingUnavailableError';

  // In development the server and the app each load their own copy of this module: recognise the
  // error by its name, not by the class object.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'CoreBankingUnavailableError';
  }
}

export interface CoreBanking {
  readonly name: 'local' | 'http';
  /** Opens (or finds, for an id seen before) the account; the signal gives up waiting. */
  openAccount(request: OpenAccountRequest, options: { signal: AbortSignal }): Promise<{ accountNumber: string }>;
  /** The account with this number, or null when the core has none. */
  findAccount(accountNumber: string, options: { signal: AbortSignal }): Promise<CoreAccount | null>;
  /** Records the BVN and NIN against the account (the central bank's linking); linking again changes nothing. */
  linkIdentity(request: { accountNumber: string; bvnNo: string; nin: string }, options: { signal: AbortSignal }): Promise<void>;
  /** Changes the holder's e-mail or phone on record (confirmed by the customer with a code first). */
  updateContact(request: { accountNumber: string; email?: string; phoneNo?: string }, options: { signal: AbortSignal }): Promise<void>;
}

export const CORE_BANKING_STATES = ['up', 'down', 'slow'] as const;
export type CoreBankingState = (typeof CORE_BANKING_STATES)[number];

/** The local core can be switched down or slow (POST /dev/core-banking) to show the delayed path. */
export interface SwitchableCoreBanking extends CoreBanking {
  readonly state: CoreBankingState;
  setState(state: CoreBankingState): void;
}

export function isSwitchable(core: CoreBanking): core is SwitchableCoreBanking {
  return 'setState' in core;
}
