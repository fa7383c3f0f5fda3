// Strategies side by side: win rates, or mean scores, as bars with their 95%
// intervals as whiskers; a second series (runs compared on the seeds they
// share, beside each run's full range) is drawn lighter beside the first.
import { tickText } from "../dom.ts";
import { Chart, translucent, whiskerIntervals } from "./setup.ts";

export interface SideBySideBar {
  label: string;
  colour: string;
  value: number;
  ci95: [number, number];
}

/** Bars of one kind, one per label (null: none for that label). */
export interface BarSeries {
  label: string;
  bars: (SideBySideBar | null)[];
}

export function sideBySideChart(canvas: HTMLCanvasElement, axis: string, percent: boolean): Chart<"bar", number[], string> {
  const tick = (v: number | string) => tickText(v, percent);
  return new Chart<"bar", number[], string>(canvas, {
    type: "bar",
    data: { labels: [], datasets: [] },
    options: {
      plugins: {
        legend: { display: false, labels: { boxWidth: 14 } },
        tooltip: {
          callbacks: {
            label: (c: { chart: Chart; datasetIndex: number; dataIndex: number; parsed: { y: number | null } }) => {
              const iv = whiskerIntervals.get(c.chart)?.[c.datasetIndex]?.[c.dataIndex] ?? [0, 0];
              return `${tick(c.parsed.y!)}  (95% ${tick(iv[0])} – ${tick(iv[1])})`;
            },
          },
        },
      },
      scales: { y: { beginAtZero: true, title: { display: true, text: axis }, ticks: { callback: tick } } },
    },
  });
}

export function drawSideBySide(chart: Chart<"bar", number[], string>, series: BarSeries[]): void {
  const first = series[0].bars;
  chart.data.labels = first.map((b) => b?.label ?? "");
  chart.data.datasets = series.map((x, k) => ({
    label: x.label,
    data: x.bars.map((b) => b?.value ?? NaN),
    backgroundColor: x.bars.map((b, i) => (k === 0 ? (b?.colour ?? "") : translucent(first[i]?.colour ?? "#888888", 0.45))),
    borderColor: x.bars.map((_, i) => first[i]?.colour ?? ""),
    borderWidth: k === 0 ? 0 : 2,
  }));
  whiskerIntervals.set(
    chart as unknown as Chart,
    series.map((x) => x.bars.map((b) => b?.ci95 ?? (null as unknown as [number, number]))),
  );
  chart.options.plugins!.legend!.display = series.length > 1;
  // Leave room for the whiskers above the tallest bar.
  chart.options.scales!.y!.suggestedMax = Math.max(0, ...series.flatMap((x) => x.bars.map((b) => b?.ci95[1] ?? 0)));
  chart.update("none");
}
