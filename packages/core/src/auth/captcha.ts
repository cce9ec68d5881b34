import { randomInt, timingSafeEqual } from "node:crypto";
import type { Ctx } from "../context";
import { consumeTicket, issueTicket } from "./tickets";
import { hashToken, newToken } from "./tokens";

/**
 * Image codes (图形验证码): four characters drawn as an SVG with noise, the answer stored hashed for
 * five minutes and good for one check only, right or wrong. They slow scripted code sending and
 * password guessing; they are one layer, the throttles are the real limit.
 */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I
export const ICODE_TTL_MS = 5 * 60_000;

function answerHash(id: string, answer: string) {
  return hashToken(`icode:${id}:${answer.trim().toUpperCase()}`);
}

export async function newImageCode(ctx: Ctx): Promise<{ icodeId: string; image: string }> {
  const answer = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  // The id is the ticket token; the answer hash is bound to it so answers cannot be moved between ids.
  const token = newToken();
  await issueTicket(ctx, { kind: "icode", ttlMs: ICODE_TTL_MS, token, data: { answer: answerHash(token, answer) } });
  return { icodeId: token, image: `data:image/svg+xml;base64,${Buffer.from(drawSvg(answer)).toString("base64")}` };
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

function drawSvg(text: string): string {
  const w = 120;
  const h = 40;
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="#f3f6fb"/>`];
  for (let i = 0; i < 5; i++) {
    const color = `hsl(${randomInt(360)},55%,${randomInt(45, 70)}%)`;
    parts.push(
      `<path d="M${randomInt(w)} ${randomInt(h)} Q${randomInt(w)} ${randomInt(h)} ${randomInt(w)} ${randomInt(h)}" stroke="${color}" stroke-width="1.5" fill="none"/>`,
    );
  }
  const glyphs: string[] = [];
  [...text].forEach((ch, i) => {
    const x = 14 + i * 26 + randomInt(-3, 4);
    const y = 28 + randomInt(-4, 5);
    const rot = randomInt(-25, 26);
    const color = `hsl(${randomInt(360)},65%,${randomInt(25, 40)}%)`;
    glyphs.push(
      `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y})" font-family="Verdana,Arial,sans-serif" font-size="24" font-weight="bold" fill="${color}">${ch}</text>`,
    );
  });
  // Document order is shuffled; only the x positions give the reading order.
  glyphs.sort(() => randomInt(3) - 1);
  parts.push(...glyphs);
  for (let i = 0; i < 30; i++) parts.push(`<circle cx="${randomInt(w)}" cy="${randomInt(h)}" r="1" fill="#8894a8"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join("")}</svg>`;
}
