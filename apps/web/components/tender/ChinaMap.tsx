import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "~/components/Link";
import { formatYuan } from "~/lib/money";
import { shortProvinceName } from "~/lib/region-name";

export interface ProvinceFigure {
  code: string;
  name: string;
  count: number;
  amountYuan: number;
}

type Metric = "count" | "amount";
type Chart = {
  setOption(o: unknown, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
  on(event: string, handler: (p: { data?: { code?: string } }) => void): void;
};

const HEIGHT = 460;

/**
 * ECharts with its map series and the national map of ECharts 4.9 (package `echarts4`, the
 * compressed GeoJSON ECharts still decodes; ECharts adds 南海诸岛 to the map named "china"): both
 * fetched in the browser only, when this component is on the page (ADR 0034).
 */
async function loadMap() {
  const [core, charts, components, renderers, china] = await Promise.all([
    import("echarts/core"),
    import("echarts/charts"),
    import("echarts/components"),
    import("echarts/renderers"),
    import("echarts4/map/json/china.json"),
  ]);
  core.use([charts.MapChart, components.TooltipComponent, components.VisualMapComponent, renderers.SVGRenderer]);
  const geo = (china.default ?? china) as unknown as { features: { id: string; properties: { name: string } }[] };
  if (!core.getMap("china")) core.registerMap("china", geo as never);
  // The map's short names (广东, 内蒙古) by our GB/T 2260 codes: its features carry the same codes.
  const names = new Map(geo.features.map((f) => [f.id, f.properties.name]));
  return { core, names };
}

const yi = (yuan: number) => (yuan >= 1e8 ? `${(yuan / 1e8).toFixed(2)} 亿元` : formatYuan(yuan));

const COLOURS = ["#dbe6fd", "#a8c1fb", "#6f97f5", "#1456f0", "#0a2d8c"];
/** Two significant digits: 1,234 → 1,200, so a legend reads in round numbers. */
const nice = (v: number) => {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(v)) - 1);
  return Math.ceil(v / step) * step;
};

/**
 * Five classes cut at the quintiles of the provinces that have any, so one province with many
 * times the others' notices (the demo's 湖北) does not wash every other province out to one pale
 * shade, as a linear scale does; 0 is a class of its own.
 */
function classes(values: number[], label: (v: number) => string, unit = "") {
  const sorted = values.filter((v) => v > 0).sort((a, b) => a - b);
  const cuts = [...new Set([0.2, 0.4, 0.6, 0.8].map((q) => nice(sorted[Math.floor(q * (sorted.length - 1))] ?? 1)))];
  const pieces: Record<string, unknown>[] = [{ max: 0, label: "暂无", color: "#e4e6ea" }];
  let low = 0;
  cuts.forEach((cut, i) => {
    pieces.push({ gt: low, lte: cut, label: i === 0 ? `≤ ${label(cut)}${unit}` : `${label(low)}–${label(cut)}${unit}`, color: COLOURS[i] });
    low = cut;
  });
  pieces.push({ gt: low, label: `> ${label(low)}${unit}`, color: COLOURS[cuts.length] ?? COLOURS[4] });
  return pieces.reverse();
}

function optionOf(metric: Metric, figures: ProvinceFigure[], names: Map<string, string>) {
  const value = (f: ProvinceFigure) => (metric === "count" ? f.count : f.amountYuan);
  return {
    textStyle: { fontFamily: "inherit" },
    tooltip: {
      trigger: "item",
      formatter: (p: { name: string; data?: ProvinceFigure & { value: number } }) =>
        p.data
          ? `${p.data.name}<br/>公告 ${p.data.count.toLocaleString("zh-CN")} 条<br/>中标金额 ${yi(p.data.amountYuan)}<br/><span style="color:#888">点击查看该省公告</span>`
          : `${p.name}：暂无公告`,
    },
    visualMap: {
      type: "piecewise",
      left: 8,
      bottom: 8,
      itemWidth: 14,
      itemHeight: 10,
      textStyle: { fontSize: 12 },
      pieces: metric === "count" ? classes(figures.map(value), String, " 条") : classes(figures.map(value), yi),
    },
    series: [
      {
        type: "map",
        map: "china",
        roam: false,
        zoom: 1.15,
        top: 20,
        label: { show: false },
        emphasis: { label: { show: true }, itemStyle: { areaColor: "#faad14" } },
        select: { disabled: true },
        itemStyle: { borderColor: "#fff", areaColor: "#f2f3f5" },
        data: figures.filter((f) => names.has(f.code)).map((f) => ({ ...f, name: names.get(f.code), fullName: f.name, value: value(f) })),
      },
    ],
  };
}

/**
 * 各省公告数 on a map of China, coloured by notice count or winning amount; a province opens the
 * tender list of that province. The compact list under it holds the same figures as links: for
 * screen readers, keyboards and visitors without script (the map box keeps its height meanwhile).
 */
export function ChinaMap({ provinces }: { provinces: ProvinceFigure[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<{ chart: Chart; names: Map<string, string> }>();
  const [metric, setMetric] = useState<Metric>("count");
  const navigate = useNavigate();

  useEffect(() => {
    let disposed = false;
    let made: Chart | undefined;
    const onResize = () => made?.resize();
    void loadMap().then(({ core, names }) => {
      if (disposed || !box.current) return;
      made = core.init(box.current, undefined, { renderer: "svg" }) as unknown as Chart;
      made.on("click", (p) => {
        if (p.data?.code) navigate(`/tender?province=${p.data.code}`);
      });
      window.addEventListener("resize", onResize);
      setChart({ chart: made, names });
    });
    return () => {
      disposed = true;
      window.removeEventListener("resize", onResize);
      made?.dispose();
    };
  }, [navigate]);

  useEffect(() => {
    chart?.chart.setOption(optionOf(metric, provinces, chart.names), true);
  }, [chart, metric, provinces]);

  const listed = provinces.filter((p) => p.count > 0).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
  return (
    <figure className="china-map" aria-label="各省公告数地图">
      <fieldset className="china-map-switch">
        <legend className="sr-only">地图着色</legend>
        {(["count", "amount"] as const).map((m) => (
          <button key={m} type="button" aria-pressed={metric === m} onClick={() => setMetric(m)} disabled={!chart}>
            {m === "count" ? "按公告数" : "按中标金额"}
          </button>
        ))}
      </fieldset>
      <div className="china-map-box" style={{ height: HEIGHT }}>
        <div ref={box} className="china-map-canvas" aria-hidden="true" />
        {!chart && <p className="china-map-hint muted">地图加载中…（需要浏览器启用脚本；各省数字见下方列表）</p>}
      </div>
      <figcaption>
        <ul className="province-list" aria-label="各省公告数与中标金额">
          {listed.map((p) => (
            <li key={p.code}>
              <Link to={`/tender?province=${p.code}`} title={`${p.name}：中标金额 ${yi(p.amountYuan)}`}>
                {shortProvinceName(p.name)}
              </Link>{" "}
              <span className="muted">{p.count.toLocaleString("zh-CN")} 条</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
