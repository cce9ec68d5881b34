/** What the browser or API client brings to a login: used for the session record and device check. */
export interface ClientInfo {
  userAgent: string;
  ip: string;
  /** The long-lived known-device cookie, if any. */
  deviceToken?: string;
  /** The session the caller already had; it is revoked so every login starts a new one. */
  currentSessionId?: string;
}
