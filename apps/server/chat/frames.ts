import { z } from "zod";

/**
 * What browsers may send over the chat sockets (issue 12). Every frame is a JSON object with a type
 * `t` and an optional `ref` the server echoes in its error, so the sender knows which one failed.
 */
const ref = z.string().max(40).optional();
const id = z.string().uuid();
const kind = z.enum(["text", "image"]).default("text");
const body = z.string().min(1).max(4000);
const upTo = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const visitorFrame = z.discriminatedUnion("t", [
  z.object({
    t: z.literal("hello"),
    ref,
    source: z.string().max(2000).optional(),
    page: z.string().max(2000).optional(),
    bid: z.string().max(100).optional(),
    guestId: z.string().max(40).optional(),
  }),
  z.object({ t: z.literal("message"), ref, kind, body }),
  z.object({ t: z.literal("typing"), ref }),
  z.object({ t: z.literal("read"), ref, upTo }),
  z.object({ t: z.literal("ping"), ref }),
]);

export const agentFrame = z.discriminatedUnion("t", [
  z.object({ t: z.literal("presence"), ref, status: z.enum(["online", "away"]) }),
  z.object({ t: z.literal("accept"), ref, id }),
  z.object({ t: z.literal("message"), ref, id, kind, body }),
  z.object({ t: z.literal("typing"), ref, id }),
  z.object({ t: z.literal("read"), ref, id, upTo }),
  z.object({ t: z.literal("transfer"), ref, id, to: id }),
  z.object({ t: z.literal("close"), ref, id }),
  z.object({ t: z.literal("ping"), ref }),
]);

export type VisitorFrame = z.infer<typeof visitorFrame>;
export type AgentFrame = z.infer<typeof agentFrame>;

/** The frame, or null for anything that is not one of ours (not JSON, unknown type, bad fields). */
export function parseFrame<T>(schema: z.ZodType<T>, raw: string): T | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
