// Strategies side by side: win rates, or mean scores, as bars with their 95%
// intervals as whiskers.
import { tickText } from "../dom.ts";
import { Chart, whiskerIntervals } from "./setup.ts";

export interface SideBySideBar {
  label: string;
  colour: string;
  value: number;
  ci95: [number, number];
}

export function sideBySideChart(canvas: HTMLCanvasElement, axis: string, percent: boolean): Chart<"bar", number[], string> {
  const tick = (v: number | string) => tickText(v, percent);
  return new Chart<"bar", number[], string>(canvas, {
    type: "bar",
    data: { labels: [], datasets: [] },
    options: {
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (c: { chart: Chart; dataIndex: number; parsed: { y: number | null } }) => {
              const iv = whiskerIntervals.get(c.chart)?.[0]?.[c.dataIndex] ?? [0, 0];
              return `${tick(c.parsed.y!)}  (95% ${tick(iv[0])} – ${tick(iv[1])})`;
            },
          },
        },
      },
      scales: { y: { beginAtZero: true, title: { display: true, text: axis }, ticks: { callback: tick } } },
    },
  });
}

export function drawSideBySide(chart: Chart<"bar", number[], string>, bars: SideBySideBar[]): void {
  chart.data.labels = bars.map((b) => b.label);
  chart.data.datasets = [{ label: "", data: bars.map((b) => b.value), backgroundColor: bars.map((b) => b.colour) }];
  whiskerIntervals.set(chart as unknown as Chart, [bars.map((b) => b.ci95)]);
  // Leave room for the whiskers above the tallest bar.
  chart.options.scales!.y!.suggestedMax = Math.max(0, ...bars.map((b) => b.ci95[1]));
  chart.update("none");
}
