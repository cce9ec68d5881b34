import { useEffect, useRef } from "react";

/** The parts of ECharts the statistics charts use, loaded in the browser only when a chart is on the page. */
async function loadECharts() {
  const [core, charts, components, renderers] = await Promise.all([
    import("echarts/core"),
    import("echarts/charts"),
    import("echarts/components"),
    import("echarts/renderers"),
  ]);
  core.use([
    charts.BarChart,
    charts.LineChart,
    charts.PieChart,
    components.GridComponent,
    components.TooltipComponent,
    components.LegendComponent,
    renderers.SVGRenderer,
  ]);
  return core;
}

/**
 * One ECharts chart in a box of fixed height (so nothing moves when it draws). Its data is also in
 * the page as a table for screen readers and for visitors without script (`children`).
 */
export function EChart({
  option,
  height = 320,
  label,
  children,
}: {
  option: Record<string, unknown>;
  height?: number;
  label: string;
  children?: React.ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let chart: { setOption(o: unknown): void; resize(): void; dispose(): void } | undefined;
    const onResize = () => chart?.resize();
    void loadECharts().then((echarts) => {
      if (disposed || !box.current) return;
      chart = echarts.init(box.current, undefined, { renderer: "svg" });
      chart.setOption({ textStyle: { fontFamily: "inherit" }, ...option });
      window.addEventListener("resize", onResize);
    });
    return () => {
      disposed = true;
      window.removeEventListener("resize", onResize);
      chart?.dispose();
    };
  }, [option]);
  return (
    <figure className="echart" aria-label={label}>
      <div ref={box} style={{ height }} aria-hidden="true" />
      <figcaption className="sr-only">{children}</figcaption>
    </figure>
  );
}
