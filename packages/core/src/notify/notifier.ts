import { schema } from "@portal/db";
import type { Ctx } from "../context";
import type { MailMessage, SmsMessage } from "./port";

export type { MailMessage, MailProvider, Notifier, SmsMessage, SmsProvider } from "./port";

/**
 * Sends through the configured provider, or keeps the message in the outbox table when there is
 * none (the default: nothing leaves the machine, administrators read it there). A provider failure
 * is recorded without the message body, so no code lingers for a message that was never stored.
 */
export async function sendSms(ctx: Ctx, msg: SmsMessage): Promise<void> {
  const provider = ctx.notify?.sms;
  if (!provider) return store(ctx, "sms", msg.phone, "", msg.text, "outbox", "stored");
  try {
    await provider.send(msg);
  } catch (err) {
    ctx.log.error({ provider: provider.name, err: String(err) }, "sms delivery failed");
    await store(ctx, "sms", msg.phone, "", "（内容不保存）", provider.name, "failed", String(err).slice(0, 500));
    throw err;
  }
}

export async function sendMail(ctx: Ctx, msg: MailMessage): Promise<void> {
  const provider = ctx.notify?.mail;
  if (!provider) return store(ctx, "email", msg.to, msg.subject, msg.text, "outbox", "stored");
  try {
    await provider.send(msg);
  } catch (err) {
    ctx.log.error({ provider: provider.name, err: String(err) }, "mail delivery failed");
    await store(ctx, "email", msg.to, msg.subject, "（内容不保存）", provider.name, "failed", String(err).slice(0, 500));
    throw err;
  }
}

async function store(
  ctx: Ctx,
  channel: "sms" | "email",
  recipient: string,
  subject: string,
  body: string,
  provider: string,
  status: "stored" | "failed",
  error?: string,
) {
  await ctx.db.insert(schema.outbox).values({ channel, recipient, subject, body, provider, status, error, createdAt: ctx.now() });
}
