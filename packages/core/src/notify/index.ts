// Notifications (DESIGN §8 notifier port): an SMS or a mail to one person, sent by the configured
// provider or kept in the outbox table when there is none. No permission check here: each caller
// sends on behalf of its own verb (a login code, an invitation, a subscription delivery).
export { type MailMessage, type SmsMessage, sendMail, sendSms } from "./notifier";
