export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailTransport {
  readonly name: string;
  send(email: OutgoingEmail): Promise<void>;
}
