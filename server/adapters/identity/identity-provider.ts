/** What a BVN look-up returns, in the product's words (the shape of the contract's BvnData). */
export interface BvnRecord {
  bvnNo: string;
  firstname: string;
  lastname: string;
  middlename: string;
  /** '' when the provider's record has none: the form then asks for it. */
  gender: 'Male' | 'Female' | '';
  /** yyyy-mm-dd */
  birthDate: string;
  /** 13 digits (2348031234567), or '' when the record carries none. */
  phoneNo: string;
  nin: string;
  email: string;
}

export interface BvnLookup {
  record: BvnRecord;
  /**
   * The phone the holder registered, where the consent code goes. Usually the record's phone; a
   * provider may know one without returning it in the data.
   */
  consentPhone: string;
  /**
   * The holder's photo as the provider returns it: a base64 image (NIBSS's record carries a JPEG;
   * Dojah's field is `image`), '' when none came. Kept out of `record`, which fills the customer's
   * form: only staff see it, redrawn on the server (server/back-office/applications/application-bvn-record.ts).
   */
  photo: string;
}

export interface NinRecord {
  nin: string;
  firstname: string;
  lastname: string;
  middlename: string;
  gender: 'Male' | 'Female' | '';
  birthDate: string;
  phoneNo: string;
}

/** The provider did not answer (down, slow, out of credit): nothing is concluded about the person. */
export class IdentityProviderUnavailableError extends Error {
  override name = 'IdentityProviderUnavailableError';

  // In development the server and the app each load their own copy of this module: recognise the
  // error by its name, not by the class object.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof Error && value.name === 'IdentityProviderUnavailableError';
  }
}

/** BVN and NIN look-ups. `null` means the number is not known to the provider. */
export interface IdentityProvider {
  readonly name: 'sandbox' | 'dojah';
  lookupBvn(bvnNo: string): Promise<BvnLookup | null>;
  lookupNin(nin: string): Promise<NinRecord | null>;
}
