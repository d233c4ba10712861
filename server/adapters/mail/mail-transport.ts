export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post for newsletters. */
  headers?: Record<string, string>;
}

export interface MailTransport {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
  /** Lets go of what the transport holds open (a mail server's connections), at shutdown. */
  close?(): void;
}
