// The notification port (ctx.notify): its own module, so the context can name it without importing
// the senders, which take the context.

/** A text message to a mainland phone. `template` + `params` for providers that need registered templates. */
export interface SmsMessage {
  phone: string;
  text: string;
  template: string;
  params: Record<string, string>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  send(msg: SmsMessage): Promise<void>;
}

export interface MailProvider {
  readonly name: string;
  send(msg: MailMessage): Promise<void>;
}

/** What services use to reach people; the providers are chosen by configuration at start-up. */
export interface Notifier {
  sms?: SmsProvider;
  mail?: MailProvider;
}
