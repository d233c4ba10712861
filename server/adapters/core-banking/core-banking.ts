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
  /** The BVN came with its holder's consent and the NIN is that holder's: the core records both as linked at opening. */
  identityVerified?: boolean;
}

/** active: money moves freely; frozen: nothing leaves it (a reason code says why); closed: it held nothing and is gone. */
export const CORE_ACCOUNT_STATUSES = ['active', 'frozen', 'closed'] as const;
export type CoreAccountStatus = (typeof CORE_ACCOUNT_STATUSES)[number];

/** Why the bank restricts an account; the core keeps the code beside the freeze. */
type RestrictionReason = 'APPLICATION_DECLINED';

/** The account's money as the core holds it, in kobo (integers: 100 kobo to the naira). */
export interface CoreBalance {
  /** Every posting summed. */
  ledgerKobo: number;
  /** What the holder may take out: nothing while the account is frozen or closed. */
  availableKobo: number;
}

/** One posting: positive kobo for money in, negative for money out, and the balance after it. */
export interface CorePosting {
  postedAt: string;
  narration: string;
  reference: string;
  amountKobo: number;
  balanceKobo: number;
}

/** The postings of a period of bank days (Lagos time, both ends included), oldest first. */
export interface CoreStatement {
  from: string;
  to: string;
  openingKobo: number;
  closingKobo: number;
  postings: CorePosting[];
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
  status: CoreAccountStatus;
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
  linkIdentity(
    request: { accountNumber: string; bvnNo: string; nin: string },
    options: { signal: AbortSignal },
  ): Promise<void>;
  /**
   * Changes the holder's e-mail or phone on record (confirmed by the customer with a code first), or
   * the account's name (a correction compliance made under maker-checker).
   */
  updateContact(
    request: { accountNumber: string; email?: string; phoneNo?: string; accountName?: string },
    options: { signal: AbortSignal },
  ): Promise<void>;
  /** The account's balance, or null when the core has no such account. */
  getBalance(accountNumber: string, options: { signal: AbortSignal }): Promise<CoreBalance | null>;
  /** The postings between two bank days (yyyy-mm-dd, Lagos time, both included), or null when no such account. */
  getStatement(
    request: { accountNumber: string; from: string; to: string },
    options: { signal: AbortSignal },
  ): Promise<CoreStatement | null>;
  /**
   * Stops money leaving the account for a reason: the core closes it when it holds nothing, and
   * freezes it otherwise (the balance is paid out by the branch). Asking again answers the same.
   */
  restrictAccount(
    request: { accountNumber: string; reason: RestrictionReason },
    options: { signal: AbortSignal },
  ): Promise<{ status: Exclude<CoreAccountStatus, 'active'> }>;
}

export const CORE_BANKING_STATES = ['up', 'down', 'slow'] as const;
export type CoreBankingState = (typeof CORE_BANKING_STATES)[number];

/** The local core can be switched down or slow (POST /dev/core-banking) to show the delayed path. */
export interface SwitchableCoreBanking extends CoreBanking {
  readonly state: CoreBankingState;
  setState(state: CoreBankingState): void;
  /** Money in or out of an account, as the bank's tellers and channels post it (POST /dev/core-banking/postings). */
  post(posting: LedgerPosting): Promise<void>;
}

/** A posting to the local ledger: positive kobo in, negative out; the reference is unique. */
export interface LedgerPosting {
  accountNumber: string;
  amountKobo: number;
  narration: string;
  reference: string;
  postedAt?: Date;
}

export function isSwitchable(core: CoreBanking): core is SwitchableCoreBanking {
  return 'setState' in core;
}
