import { formatYuan } from "~/lib/money";

/** The drawing half of ChinaMap, fetched after hydration with ECharts and the map (ADR 0034). */

export interface ProvinceFigure {
  code: string;
  name: string;
  count: number;
  amountYuan: number;
}

export type Metric = "count" | "amount";

type Chart = {
  setOption(o: unknown, notMerge?: boolean): void;
  resize(): void;
  dispose(): void;
  on(event: string, handler: (p: { data?: { code?: string } }) => void): void;
};

/**
 * Each province's own map in the same package (its cities, or a municipality's districts, with
 * their GB/T 2260 codes as feature ids), fetched when the map is drilled into.
 */
const PROVINCE_MAPS: Record<string, () => Promise<unknown>> = {
  "110000": () => import("echarts4/map/json/province/beijing.json"),
  "120000": () => import("echarts4/map/json/province/tianjin.json"),
  "130000": () => import("echarts4/map/json/province/hebei.json"),
  "140000": () => import("echarts4/map/json/province/shanxi.json"),
  "150000": () => import("echarts4/map/json/province/neimenggu.json"),
  "210000": () => import("echarts4/map/json/province/liaoning.json"),
  "220000": () => import("echarts4/map/json/province/jilin.json"),
  "230000": () => import("echarts4/map/json/province/heilongjiang.json"),
  "310000": () => import("echarts4/map/json/province/shanghai.json"),
  "320000": () => import("echarts4/map/json/province/jiangsu.json"),
  "330000": () => import("echarts4/map/json/province/zhejiang.json"),
  "340000": () => import("echarts4/map/json/province/anhui.json"),
  "350000": () => import("echarts4/map/json/province/fujian.json"),
  "360000": () => import("echarts4/map/json/province/jiangxi.json"),
  "370000": () => import("echarts4/map/json/province/shandong.json"),
  "410000": () => import("echarts4/map/json/province/henan.json"),
  "420000": () => import("echarts4/map/json/province/hubei.json"),
  "430000": () => import("echarts4/map/json/province/hunan.json"),
  "440000": () => import("echarts4/map/json/province/guangdong.json"),
  "450000": () => import("echarts4/map/json/province/guangxi.json"),
  "460000": () => import("echarts4/map/json/province/hainan.json"),
  "500000": () => import("echarts4/map/json/province/chongqing.json"),
  "510000": () => import("echarts4/map/json/province/sichuan.json"),
  "520000": () => import("echarts4/map/json/province/guizhou.json"),
  "530000": () => import("echarts4/map/json/province/yunnan.json"),
  "540000": () => import("echarts4/map/json/province/xizang.json"),
  "610000": () => import("echarts4/map/json/province/shanxi1.json"),
  "620000": () => import("echarts4/map/json/province/gansu.json"),
  "630000": () => import("echarts4/map/json/province/qinghai.json"),
  "640000": () => import("echarts4/map/json/province/ningxia.json"),
  "650000": () => import("echarts4/map/json/province/xinjiang.json"),
  "710000": () => import("echarts4/map/json/province/taiwan.json"),
  "810000": () => import("echarts4/map/json/province/xianggang.json"),
  "820000": () => import("echarts4/map/json/province/aomen.json"),
};

type Geo = { features: { id?: string; properties: { name: string } }[] };

/** The shapes' names by our codes (the feature id; the name itself where a feature has no id). */
const namesOf = (geo: Geo) => new Map(geo.features.map((f) => [f.id ?? f.properties.name, f.properties.name]));

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
  const geo = (china.default ?? china) as unknown as Geo;
  if (!core.getMap("china")) core.registerMap("china", geo as never);
  // The map's short names (广东, 内蒙古) by our GB/T 2260 codes: its features carry the same codes.
  const names = namesOf(geo);
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

function optionOf(metric: Metric, figures: ProvinceFigure[], names: Map<string, string>, map = "china") {
  const national = map === "china";
  const value = (f: ProvinceFigure) => (metric === "count" ? f.count : f.amountYuan);
  return {
    textStyle: { fontFamily: "inherit" },
    tooltip: {
      trigger: "item",
      formatter: (p: { name: string; data?: ProvinceFigure & { value: number } }) =>
        p.data?.count !== undefined
          ? `${p.data.name}<br/>公告 ${p.data.count.toLocaleString("zh-CN")} 条<br/>中标金额 ${yi(p.data.amountYuan)}<br/><span style="color:#888">${national ? "点击查看该省各市" : "点击查看该地公告"}</span>`
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
        map,
        roam: false,
        zoom: national ? 1.15 : 1,
        top: 20,
        label: { show: false },
        emphasis: { label: { show: true }, itemStyle: { areaColor: "#faad14" } },
        select: { disabled: true },
        itemStyle: { borderColor: "#fff", areaColor: "#f2f3f5" },
        data: figures
          .map((f) => ({ f, name: names.get(f.code) ?? names.get(f.name) }))
          .filter((x) => x.name)
          .map(({ f, name }) => ({ ...f, name, fullName: f.name, value: value(f) })),
      },
    ],
  };
}

/**
 * Draws the map into `el`; `pick` gets the code of the shape clicked. `show` draws the national map,
 * or with `region` a province's map of its cities (fetched the first time).
 */
export async function drawChinaMap(el: HTMLElement, pick: (code: string) => void) {
  const { core, names } = await loadMap();
  const chart = core.init(el, undefined, { renderer: "svg" }) as unknown as Chart;
  chart.on("click", (p) => {
    if (p.data?.code) pick(p.data.code);
  });
  const regionNames = new Map<string, Map<string, string>>([["china", names]]);
  return {
    show: async (metric: Metric, figures: ProvinceFigure[], region = "china") => {
      if (!regionNames.has(region)) {
        const load = PROVINCE_MAPS[region];
        if (!load) return;
        const mod = (await load()) as { default?: Geo } & Geo;
        const geo = mod.default ?? mod;
        if (!core.getMap(region)) core.registerMap(region, geo as never);
        regionNames.set(region, namesOf(geo));
      }
      chart.setOption(optionOf(metric, figures, regionNames.get(region) as Map<string, string>, region), true);
    },
    resize: () => chart.resize(),
    dispose: () => chart.dispose(),
  };
}
export type DrawnMap = Awaited<ReturnType<typeof drawChinaMap>>;
