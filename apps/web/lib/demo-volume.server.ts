import { demoVolumeProgress } from "@portal/core";

/**
 * While a first start is still loading the demo's generated tender notices (after its first page,
 * issue 34), the pages whose numbers grow meanwhile say so. Null the rest of the time.
 */
export function demoVolumeNote(): { short: string; long: string } | null {
  const p = demoVolumeProgress();
  if (!p || p.total === 0) return null;
  const share = Math.min(99, Math.floor((p.loaded / p.total) * 100));
  return {
    short: `演示数据载入中 ${share}%`,
    long: `演示数据载入中：已载入 ${p.loaded.toLocaleString("zh-CN")} / ${p.total.toLocaleString("zh-CN")} 条生成的招标公告，公告数与筛选计数会随之增加。`,
  };
}
