import { nodemailer } from "../lazy";
import type { MailMessage, MailProvider } from "./notifier";

/** E-mail through any SMTP server (smtp:// or smtps:// URL with credentials), via nodemailer. */
export function smtpMail(config: { url: string; from: string }): MailProvider {
  const transport = nodemailer().createTransport(config.url);
  return {
    name: "smtp",
    async send(msg: MailMessage) {
      await transport.sendMail({ from: config.from, to: msg.to, subject: msg.subject, text: msg.text });
    },
  };
}
