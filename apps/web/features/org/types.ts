import type { myOrganizations, organizationDetail, pendingOrgInvitations } from "@portal/core";

export type OrgDetail = Awaited<ReturnType<typeof organizationDetail>>;
export type OrgMember = OrgDetail["members"][number];
export type PendingInvitation = Awaited<ReturnType<typeof pendingOrgInvitations>>[number];
export type OrgSummary = Awaited<ReturnType<typeof myOrganizations>>[number];

export const ROLE_TEXT = { admin: "管理员", member: "成员" } as const;

/** Runs an API call; a failure has already been shown as a toast by lib/request, so it is swallowed here. */
export async function attempt<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch {
    return undefined;
  }
}
