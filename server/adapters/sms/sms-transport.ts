export interface OutgoingSms {
  /** International form without the plus, e.g. 2348031234567. */
  to: string;
  text: string;
}

export interface SmsTransport {
  readonly name: string;
  send(sms: OutgoingSms): Promise<void>;
}
