// Won / lost / unknown / error counts, one bar group per outcome and one bar per strategy.
import { Chart } from "./setup.ts";
import type { Arm } from "./arm.ts";

export const OUTCOMES = ["won", "lost", "unknown", "errors"] as const;

export function outcomesChart(canvas: HTMLCanvasElement): Chart<"bar", number[], string> {
  return new Chart<"bar", number[], string>(canvas, {
    type: "bar",
    data: { labels: ["won", "lost", "unknown", "error"], datasets: [] },
    options: {
      scales: {
        // A log scale shows a handful of wins next to millions of losses.
        y: { type: "logarithmic", min: 0.5, title: { display: true, text: "deals (log scale)" }, ticks: { callback: (v) => (Number.isInteger(Math.log10(Number(v))) ? Number(v).toLocaleString("en-US") : "") } },
      },
    },
  });
}

export function drawOutcomes(chart: Chart<"bar", number[], string>, arms: Arm[]): void {
  chart.data.datasets = arms.map((a) => ({ label: a.label, backgroundColor: a.colour, data: OUTCOMES.map((k) => a.summary[k]) }));
  chart.update("none");
}
