import type { SubscriptionCriteria } from "@portal/db";
import { regionName } from "@portal/text";
import { invalid } from "../errors";
import type { TenderSearchInput } from "./query";
import { parseSearchBox } from "./query-syntax";

/**
 * A tender search as the criteria of a subscription (issue 32: "订阅此搜索" turns the list a person
 * is looking at into a subscription in one click). Pure: the subscription domain validates the result
 * as it validates any criteria (word lengths, the plan's limit).
 *
 * A subscription's keywords are alternatives, each a group of words that must all appear; the search
 * box ANDs its words and ORs within `a|b`. So `隧道 盾构|顶管 -监理` becomes the keywords
 * "隧道 盾构" and "隧道 顶管" with the exclusion "监理". Quoted phrases keep their words (the matcher
 * works on words, not on exact phrases). What a subscription cannot express is refused in Chinese
 * rather than silently widened: a search by 招标人/中标人 only, or more alternatives than it holds.
 */
/** The criteria a subscription stores (parseCriteria validates them), and a name taken from the search. */
export type SearchSubscription = SubscriptionCriteria & { name?: string };

/** At most as many keywords as a subscription holds (subscriptions/criteria.ts WORD_LIMIT). */
const KEYWORDS_MAX = 10;
const NAME_MAX = 60;

export function subscriptionOfSearch(input: TenderSearchInput): SearchSubscription {
  if (input.scope === "buyer" || input.scope === "winner")
    throw invalid("按招标人或中标人范围的搜索暂不能订阅，请把搜索范围改为全文或标题后再订阅");
  const box = parseSearchBox((input.keyword ?? "").trim());
  const required = [...box.all, ...(input.include ?? [])];
  // Every choice of one alternative per OR group, each with the required words.
  let groups: string[][] = [required];
  for (const alternatives of box.any) {
    groups = groups.flatMap((g) => alternatives.map((a) => [...g, a]));
    if (groups.length > KEYWORDS_MAX)
      throw invalid(`这个搜索的“或”组合超过 ${KEYWORDS_MAX} 种，订阅无法完整表达，请减少“|”的备选词后再订阅`);
  }
  const keywords = [...new Set(groups.filter((g) => g.length > 0).map((g) => g.join(" ")))];
  const region = input.city ?? input.province;
  const one = (v: string | undefined) => (v ? [v] : []);
  const name = ((input.keyword ?? "").trim() || (region && regionName(region)) || "").slice(0, NAME_MAX);
  return {
    ...(name ? { name } : {}),
    keywords,
    excludes: [...new Set([...box.not, ...(input.exclude ?? [])])],
    scope: input.scope === "title" ? "title" : "all",
    regions: one(region),
    categories: one(input.category),
    stages: one(input.stage),
    projectTypes: one(input.projectType),
    partyTypes: one(input.partyType),
    minAmount: input.minAmount ?? null,
    maxAmount: input.maxAmount ?? null,
  };
}
