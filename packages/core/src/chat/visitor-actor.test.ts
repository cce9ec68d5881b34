// Chat visitors are an actor kind of their own (issue 31): the visitor's verbs take who they act for
// from ctx.actor, so no caller can pass another visitor's identity, and anyone else is refused first.
import { describe, expect, it } from "vitest";
import { requireChatVisitor } from "../access";
import { type Actor, type Ctx, silentLogger } from "../context";
import { leaveChatContact, liveConversationId, markVisitorRead, openChat, sendVisitorMessage } from "./visitor";

// No database: every verb must refuse before it reads anything.
const ctxOf = (actor: Actor): Ctx => ({
  actor,
  db: undefined as never,
  cache: undefined as never,
  now: () => new Date(),
  log: silentLogger,
});

describe("the chat visitor actor", () => {
  it("is the signed-in user, or a browser known by its chat cookie", () => {
    expect(requireChatVisitor(ctxOf({ kind: "user", userId: "u1", sessionId: "s1", roles: [], ip: "127.0.0.1" }))).toEqual({
      userId: "u1",
    });
    expect(requireChatVisitor(ctxOf({ kind: "chatVisitor", tokenHash: "h1", ip: "127.0.0.1" }))).toEqual({ tokenHash: "h1" });
  });

  it("refuses a visitor's verbs to an anonymous caller without a chat cookie, and to a job", async () => {
    for (const actor of [
      { kind: "anonymous", ip: "127.0.0.1" },
      { kind: "system", job: "test" },
    ] as Actor[]) {
      const ctx = ctxOf(actor);
      const verbs = [
        () => openChat(ctx),
        () => sendVisitorMessage(ctx, { kind: "text", body: "你好" }),
        () => leaveChatContact(ctx, { contact: "13800000000" }),
        () => markVisitorRead(ctx, 1),
        () => liveConversationId(ctx),
      ];
      for (const verb of verbs) await expect(verb()).rejects.toMatchObject({ kind: "Unauthenticated" });
    }
  });
});
