import type { TenderAttachment } from "@portal/db/schema";

/** What the detail page shows of an attachment and of our copy of it: never the storage key. */
export function attachmentView(att: TenderAttachment) {
  return {
    name: att.name,
    url: att.url,
    mirror: att.mirror ?? null,
    size: att.size ?? null,
    type: att.type ?? null,
    error: att.error ?? null,
  };
}
