/**
 * The permissions the admin console checks (core/access.ts grants them per role). Editors get the
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
