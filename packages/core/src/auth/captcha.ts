import { randomInt, timingSafeEqual } from "node:crypto";
import svgCaptcha from "svg-captcha";
import type { Ctx } from "../context";
import { consumeTicket, issueTicket } from "./tickets";
import { hashToken, newToken } from "./tokens";

/**
 * Image codes (图形验证码): four characters drawn as distorted glyph outlines with noise curves
 * (svg-captcha ships its own font, so no system font is needed), the answer stored hashed for five
 * minutes and good for one check only, right or wrong. They slow scripted code sending and password
 * guessing; they are one layer, the throttles are the real limit.
 */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I
export const ICODE_TTL_MS = 5 * 60_000;

// The package's default export draws a given text (lib/index.js); its typings only declare create(),
// which picks the text with Math.random. Our answers come from the CSPRNG above.
const drawText = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;

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
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  // The id is the ticket token; the answer hash is bound to it so answers cannot be moved between ids.
  const token = newToken();
  await issueTicket(ctx, { kind: "icode", ttlMs: ICODE_TTL_MS, token, data: { answer: answerHash(token, answer) } });
  witness?.(token, answer);
  return { icodeId: token, image: `data:image/svg+xml;base64,${Buffer.from(drawImageCode(answer)).toString("base64")}` };
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

/**
 * The picture: every glyph is a filled outline path, jittered and rotated by svg-captcha, among noise
 * curves. The paths are shuffled, so neither the markup's order nor any text element gives the answer.
 */
export function drawImageCode(answer: string): string {
  const svg = drawText(answer, { width: 120, height: 40, fontSize: 44, noise: 3, color: true, background: "#f3f6fb" });
  const paths = svg.match(/<path[^>]*\/>/g) ?? [];
  for (let i = paths.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  const head = svg.slice(0, svg.indexOf("<path"));
  return `${head}${paths.join("")}</svg>`;
}
