import {
  type Ctx,
  deliveriesPaged,
  getProfile,
  listSubscriptions,
  messagesPaged,
  myCompanies,
  myOrgInvitations,
  subscriptionAllowance,
} from "@portal/core";
import { filterCities, regionChildren, regionName } from "@portal/text";
import type { MessagesData } from "~/features/accounts/MessagesPanel";
import type { SubscriptionsData } from "~/features/subscriptions/SubscriptionsPanel";

/** Provinces with their cities, for the region pickers (subscriptions, manual tender entry), built once. */
let regionTree: SubscriptionsData["regions"] | null = null;
export function regions(): SubscriptionsData["regions"] {
  regionTree ??= regionChildren().map((p) => ({
    value: p.code,
    label: p.name,
    children: filterCities(p.code).map((c) => ({ value: c.code, label: c.name })),
  }));
  return regionTree;
}

/** 我的订阅 of the personal centre: subscriptions, the plan's allowance, recent deliveries. */
export async function subscriptionsTab(ctx: Ctx, focus: string | null): Promise<SubscriptionsData> {
  const [records, allowance, deliveries, companies, profile] = await Promise.all([
    listSubscriptions(ctx),
    subscriptionAllowance(ctx),
    deliveriesPaged(ctx, { current: 1, size: 10 }),
    myCompanies(ctx),
    getProfile(ctx),
  ]);
  const codes = new Set(records.flatMap((s) => s.criteria.regions));
  return {
    records,
    ...allowance,
    deliveries: deliveries.records,
    regions: regions(),
    regionNames: Object.fromEntries([...codes].map((c) => [c, regionName(c) ?? c])),
    companies: companies.map((c) => ({ id: c.id, name: c.name })),
    hasEmail: Boolean(profile.email),
    focus: focus && records.some((s) => s.id === focus) ? focus : null,
  };
}

export async function messagesTab(ctx: Ctx): Promise<MessagesData> {
  const [r, invitations] = await Promise.all([messagesPaged(ctx, { current: 1, size: 10 }), myOrgInvitations(ctx)]);
  return { records: r.records, total: r.total, invitations };
}
