import { useEffect, useState } from "react";
import { post } from "~/lib/request";

export interface AiQuota {
  freeLeft: number;
  freeLimit: number;
  pointsPerUse: number;
  balance: number;
  tokensUsed: number;
  tokensCap: number;
}

/** The user's free uses today and what the next one costs, asked again after each generation. */
export function useAiQuota(enabled: boolean) {
  const [quota, setQuota] = useState<AiQuota | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    void tick;
    post<AiQuota>("/api/aiWrite/quota", {}, { silent: true })
      .then((r) => setQuota(r.data))
      .catch(() => setQuota(null));
  }, [enabled, tick]);
  return { quota, refresh: () => setTick((n) => n + 1) };
}

export function QuotaLine({ quota }: { quota: AiQuota | null }) {
  if (!quota) return null;
  return (
    <p className="ai-quota">
      {quota.freeLeft > 0
        ? `今日还可免费生成 ${quota.freeLeft} 次（共 ${quota.freeLimit} 次）`
        : `今日免费次数已用完，每次生成消耗 ${quota.pointsPerUse} 积分（余额 ${quota.balance}）`}
    </p>
  );
}
