import { randomInt, timingSafeEqual } from "node:crypto";
import type { Ctx } from "../context";
import { IMAGE_CODE_ALPHABET } from "./captcha-alphabet";
import { drawImageCode } from "./captcha-picture";
import { consumeTicket, issueTicket } from "./tickets";
import { hashToken, newToken } from "./tokens";

/**
 * Image codes (图形验证码): four characters drawn into a PNG (captcha-picture.ts), the answer stored
 * hashed for five minutes and good for one check only, right or wrong. They slow scripted code sending
 * and password guessing; they are one layer, the throttles are the real limit (ADR 0030).
 */
export const ICODE_TTL_MS = 5 * 60_000;

type ImageCodeWitness = (icodeId: string, answer: string) => void;
let witness: ImageCodeWitness | undefined;

/**
 * Test harnesses only: tells `fn` each new code's answer, so tests never read the picture (that
 * would only prove the picture is machine-readable). The server sets it only when started with
 * IMAGE_CODE_TEST_FILE, which it announces with a warning; nothing else calls it.
 */
export function witnessImageCodes(fn: ImageCodeWitness | undefined) {
  witness = fn;
}

function answerHash(id: string, answer: string) {
  return hashToken(`icode:${id}:${answer.trim().toUpperCase()}`);
}

export async function newImageCode(ctx: Ctx): Promise<{ icodeId: string; image: string }> {
  const answer = Array.from({ length: 4 }, () => IMAGE_CODE_ALPHABET[randomInt(IMAGE_CODE_ALPHABET.length)]).join("");
  // The id is the ticket token; the answer hash is bound to it so answers cannot be moved between ids.
  const token = newToken();
  await issueTicket(ctx, { kind: "icode", ttlMs: ICODE_TTL_MS, token, data: { answer: answerHash(token, answer) } });
  witness?.(token, answer);
  return { icodeId: token, image: `data:image/png;base64,${drawImageCode(answer).toString("base64")}` };
}

/** True once for the right answer; the code is used up by any check. */
export async function checkImageCode(ctx: Ctx, icodeId: string | undefined | null, answer: string | undefined | null): Promise<boolean> {
  if (!icodeId || !answer) return false;
  const ticket = await consumeTicket(ctx, "icode", icodeId);
  if (!ticket || typeof ticket.data.answer !== "string") return false;
  const a = Buffer.from(ticket.data.answer);
  const b = Buffer.from(answerHash(icodeId, answer));
  return a.length === b.length && timingSafeEqual(a, b);
}
