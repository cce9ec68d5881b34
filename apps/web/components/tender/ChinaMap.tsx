import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "~/components/Link";
import type { DrawnMap as Drawn, Metric, ProvinceFigure } from "./china-map-chart";

const HEIGHT = 460;

/**
 * 各省公告数 on a map of China, coloured by notice count or winning amount; a province opens the
 * tender list of that province. The compact list under it holds the same figures as links: for
 * screen readers, keyboards and visitors without script (the map box keeps its height meanwhile).
 */
export function ChinaMap({ provinces }: { provinces: (ProvinceFigure & { short: string })[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn>();
  const [metric, setMetric] = useState<Metric>("count");
  const navigate = useNavigate();

  useEffect(() => {
    let disposed = false;
    let made: Drawn | undefined;
    const onResize = () => made?.resize();
    void import("./china-map-chart")
      .then((m) => (box.current ? m.drawChinaMap(box.current, (code) => navigate(`/tender?province=${code}`)) : undefined))
      .then((d) => {
        if (!d) return;
        if (disposed) return d.dispose();
        made = d;
        window.addEventListener("resize", onResize);
        setDrawn(d);
      });
    return () => {
      disposed = true;
      window.removeEventListener("resize", onResize);
      made?.dispose();
    };
  }, [navigate]);

  useEffect(() => {
    drawn?.show(metric, provinces);
  }, [drawn, metric, provinces]);

  // In the loader's order: most notices first.
  const listed = provinces.filter((p) => p.count > 0);
  return (
    <figure className="china-map" aria-label="各省公告数地图">
      <fieldset className="china-map-switch">
        <legend className="sr-only">地图着色</legend>
        {(["count", "amount"] as const).map((m) => (
          <button key={m} type="button" aria-pressed={metric === m} onClick={() => setMetric(m)} disabled={!drawn}>
            {m === "count" ? "按公告数" : "按中标金额"}
          </button>
        ))}
      </fieldset>
      <div className="china-map-box" style={{ height: HEIGHT }}>
        <div ref={box} className="china-map-canvas" aria-hidden="true" />
        {!drawn && <p className="china-map-hint muted">地图加载中…（各省数字见下方列表）</p>}
      </div>
      <figcaption>
        <ul className="province-list" aria-label="各省公告数与中标金额">
          {listed.map((p) => (
            <li key={p.code}>
              <Link to={`/tender?province=${p.code}`}>{p.short}</Link> <span className="muted">{p.count.toLocaleString("zh-CN")} 条</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
