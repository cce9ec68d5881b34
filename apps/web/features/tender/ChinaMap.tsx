import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "~/components/Link";
import type { DrawnMap as Drawn, Metric, ProvinceFigure } from "./china-map-chart";

const HEIGHT = 460;

type CityFigure = ProvinceFigure;

/**
 * 各省公告数 on a map of China, coloured by notice count or winning amount. A province with cities
 * on record opens its own map (its cities, a municipality's districts), whose shapes open the tender
 * list of that place; 返回全国 goes back. The compact list under it holds the provinces' figures as
 * links, for screen readers, keyboards and visitors without script (the map box keeps its height
 * meanwhile); each list's city row carries the cities' figures.
 */
export function ChinaMap({
  provinces,
  cities,
}: {
  provinces: (ProvinceFigure & { short: string })[];
  cities: Record<string, CityFigure[]>;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<Drawn>();
  const [metric, setMetric] = useState<Metric>("count");
  const [region, setRegion] = useState<string | null>(null);
  const navigate = useNavigate();
  // The click handler is made once with the chart; it reads the place in view from here.
  const now = useRef({ region, cities });
  now.current = { region, cities };

  useEffect(() => {
    let disposed = false;
    let made: Drawn | undefined;
    const onResize = () => made?.resize();
    const pick = (code: string) => {
      const { region: at, cities: known } = now.current;
      if (!at && known[code]) setRegion(code);
      else navigate(`/tender?province=${at ?? code}${at ? `&city=${code}` : ""}`);
    };
    void import("./china-map-chart")
      .then((m) => (box.current ? m.drawChinaMap(box.current, pick) : undefined))
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
    void drawn?.show(metric, region ? (cities[region] ?? []) : provinces, region ?? undefined);
  }, [drawn, metric, provinces, cities, region]);

  const province = region ? provinces.find((p) => p.code === region) : undefined;
  return (
    <figure className="china-map" aria-label="各省公告数地图">
      <fieldset className="china-map-switch">
        <legend className="sr-only">地图着色</legend>
        {(["count", "amount"] as const).map((m) => (
          <button key={m} type="button" aria-pressed={metric === m} onClick={() => setMetric(m)} disabled={!drawn}>
            {m === "count" ? "按公告数" : "按中标金额"}
          </button>
        ))}
        {province && (
          <>
            <button type="button" onClick={() => setRegion(null)}>
              返回全国
            </button>
            <Link to={`/tender?province=${province.code}`}>{province.short}全部公告</Link>
          </>
        )}
      </fieldset>
      <div className="china-map-box" style={{ height: HEIGHT }}>
        <div ref={box} className="china-map-canvas" aria-hidden="true" />
        {!drawn && <p className="china-map-hint muted">地图加载中…（各省数字见下方列表）</p>}
      </div>
      <figcaption>
        {/* In the loader's order: most notices first. A province's link opens its list, whose city row has the same figures as its map. */}
        <ul className="province-list" aria-label="各省公告数与中标金额">
          {provinces.map(
            (p) =>
              p.count > 0 && (
                <li key={p.code}>
                  <Link to={`/tender?province=${p.code}`}>{p.short}</Link>{" "}
                  <span className="muted">{p.count.toLocaleString("zh-CN")} 条</span>
                </li>
              ),
          )}
        </ul>
      </figcaption>
    </figure>
  );
}
