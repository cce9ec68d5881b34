import type { TenderReextraction } from "@portal/core";
import { useRevalidator } from "react-router";
import { Button } from "~/components/form/Button";
import { Tag } from "~/components/form/Tag";

const STATES = {
  running: { text: "进行中", color: "blue" },
  stopped: { text: "已中断，服务重启后继续", color: "orange" },
  finished: { text: "已完成", color: "green" },
} as const;

const n = (v: number) => v.toLocaleString("zh-CN");

/**
 * 字段重新识别: after the extraction rules change, stored notices are re-extracted in the
 * background (staff corrections kept). Staff see how far it has got and which fields it changed,
 * so a rule change that moves many values is noticed.
 */
export function ReextractPanel({ data }: { data: TenderReextraction }) {
  const { revalidate, state: loading } = useRevalidator();
  const { version, run } = data;
  return (
    <section aria-labelledby="reextract-title" style={{ marginTop: 24 }}>
      <h3 id="reextract-title">字段重新识别</h3>
      {!run ? (
        <p className="muted">
          当前抽取规则为第 {version} 版。暂无重新识别记录：规则升级后，服务启动时会在后台按新规则重新识别已入库的公告。
        </p>
      ) : (
        <>
          <p>
            <Tag color={STATES[run.state].color}>{STATES[run.state].text}</Tag> 抽取规则第 {run.fromVersion} 版 → 第 {run.toVersion} 版
            {run.toVersion !== version && `（当前为第 ${version} 版）`}，开始于 {run.startedAt}
            {run.finishedAt && `，完成于 ${run.finishedAt}`}。已完成 {n(run.done)} / 共 {n(run.total)} 条
            {run.failed > 0 && `，失败 ${n(run.failed)} 条`}，其中 {n(run.changedNotices)} 条公告的字段有变化。人工更正的字段保持不变。{" "}
            {run.state !== "finished" && (
              <Button size="small" loading={loading === "loading"} onClick={() => void revalidate()}>
                刷新
              </Button>
            )}
          </p>
          {run.changed.length > 0 && (
            <p>
              有变化的字段（公告数）：
              {run.changed.map((c, i) => (
                <span key={c.field}>
                  {i > 0 && "、"}
                  {c.label} {n(c.count)}
                </span>
              ))}
            </p>
          )}
          {run.lastError && <p className="muted">最近一次错误：{run.lastError}</p>}
        </>
      )}
    </section>
  );
}
