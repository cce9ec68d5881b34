// The kernel's access checks (DESIGN §3): every domain asks here whether the actor may act.
import type { Ctx } from "./context";
import { forbidden, unauthenticated } from "./errors";

/**
 * What each staff role may do. Permissions are checked on the server for every admin call;
 * the console only hides what a role cannot use.
 */
export const ROLE_PERMISSIONS = {
  admin: ["*"],
  editor: ["content:read", "content:write", "content:publish", "media:upload", "learning:write", "ai:write"],
  operator: [
    "content:read",
    "tender:read",
    "tender:write",
    "chat:answer",
    "outbox:read",
    "order:read",
    "order:write",
    "analytics:read",
    "user:manage",
  ],
} as const satisfies Record<string, readonly string[]>;

export type Role = keyof typeof ROLE_PERMISSIONS;
export const ROLE_LABELS: Record<Role, string> = { admin: "管理员", editor: "编辑", operator: "运营" };

/**
 * The permissions the admin console checks (ROLE_PERMISSIONS above grants them per role). Editors get the
 * content ones; settings, staff and the audit log are for administrators only.
 */
export const PERM = {
  contentRead: "content:read",
  contentWrite: "content:write",
  contentPublish: "content:publish",
  mediaUpload: "media:upload",
  settings: "settings:write",
  staff: "staff:manage",
  /** 用户管理: find, disable / enable end-user accounts, reset their second factor, grant membership. */
  users: "user:manage",
  audit: "audit:read",
  outbox: "outbox:read",
  orders: "order:read",
  learning: "learning:write",
  analytics: "analytics:read",
  ai: "ai:write",
} as const;

export type AdminPermission = (typeof PERM)[keyof typeof PERM];

export function hasPermission(roles: readonly string[], permission: string): boolean {
  return roles.some((role) => {
    const granted = (ROLE_PERMISSIONS as Record<string, readonly string[]>)[role] ?? [];
    return granted.includes("*") || granted.includes(permission);
  });
}

/** The acting user's id; anonymous callers get 401. */
export function requireUser(ctx: Ctx): string {
  if (ctx.actor.kind !== "user") throw unauthenticated();
  return ctx.actor.userId;
}

/** Who is chatting with customer service: a signed-in user, or a browser known by its chat cookie. */
export type ChatVisitor = { userId: string } | { tokenHash: string };

/**
 * The chat visitor acting: the signed-in user, or a browser with a chat cookie (actor kind
 * `chatVisitor`); anyone else gets 401. The visitor's verbs take who they act for from here, never
 * from an argument, so a caller cannot speak for another visitor.
 */
export function requireChatVisitor(ctx: Ctx): ChatVisitor {
  if (ctx.actor.kind === "user") return { userId: ctx.actor.userId };
  if (ctx.actor.kind === "chatVisitor") return { tokenHash: ctx.actor.tokenHash };
  throw unauthenticated();
}

/**
 * Only the site itself passes: a job, a seed, a script (`ctx.actor.kind === "system"`). For verbs
 * no request may run (purges, scheduled runs, demo seeding); users get 403, anonymous callers 401.
 */
export function requireSystem(ctx: Ctx): void {
  if (ctx.actor.kind === "system") return;
  if (ctx.actor.kind !== "user") throw unauthenticated();
  throw forbidden();
}

/** Staff with the permission pass; other users get 403, anonymous callers 401. System jobs pass. */
export function requirePermission(ctx: Ctx, permission: string): void {
  if (ctx.actor.kind === "system") return;
  if (ctx.actor.kind !== "user") throw unauthenticated();
  if (!hasPermission(ctx.actor.roles, permission)) throw forbidden();
}
