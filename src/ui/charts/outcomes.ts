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
        // Linear counts: on a log scale 36 and 7 look alike. setOutcomesScale offers the log scale for a handful of wins beside millions of losses.
        y: LINEAR,
      },
    },
  });
}

const LINEAR = { type: "linear" as const, min: 0, title: { display: true, text: "deals" }, ticks: { precision: 0 } };
const LOG = {
  type: "logarithmic" as const,
  min: 0.5,
  title: { display: true, text: "deals (log scale)" },
  ticks: { callback: (v: string | number) => (Number.isInteger(Math.log10(Number(v))) ? Number(v).toLocaleString("en-US") : "") },
};

/** Counts on a linear scale (the default) or a log one. */
export function setOutcomesScale(chart: Chart<"bar", number[], string>, log: boolean): void {
  chart.options.scales!.y = log ? LOG : LINEAR;
  chart.update("none");
}

export function drawOutcomes(chart: Chart<"bar", number[], string>, arms: Arm[]): void {
  chart.data.datasets = arms.map((a) => ({ label: a.label, backgroundColor: a.colour, data: OUTCOMES.map((k) => a.summary[k]) }));
  chart.update("none");
}
