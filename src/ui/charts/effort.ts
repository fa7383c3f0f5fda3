// Search effort: the share of deals finished within x nodes (or x ms), x on a
// log scale, one cumulative curve per strategy.
import { cumulativeCurve, type LogHistogram } from "../../core/stats.ts";
import type { Tally } from "../../run/tally.ts";
import { Chart } from "./setup.ts";
import type { Arm } from "./arm.ts";
import { staircase, type Point } from "./staircase.ts";
import { fmtInt } from "../dom.ts";
export type EffortMeasure = "nodes" | "ms";

const AXIS: Record<EffortMeasure, string> = { nodes: "search nodes per deal (log scale)", ms: "milliseconds per deal (log scale)" };

export function effortChart(canvas: HTMLCanvasElement, measure: EffortMeasure): Chart<"line", Point[]> {
  return new Chart<"line", Point[]>(canvas, {
    type: "line",
    data: { datasets: [] },
    options: {
      parsing: false,
      elements: { point: { radius: 0 } },
      interaction: { mode: "nearest", axis: "x", intersect: false },
      // Each bucket's edge has two points (the share below, then within); the tooltip names the second. Nodes are counts: whole numbers.
      plugins: { tooltip: { filter: (c) => c.dataIndex % 2 === 0, callbacks: { label: (c) => `${c.dataset.label}: ${(c.parsed.y! * 100).toFixed(1)}% of deals within ${measure === "nodes" ? `${fmtInt(c.parsed.x!)} nodes` : `${c.parsed.x!.toPrecision(3)} ms`}` } } },
      scales: {
        // Labels only at powers of ten, unrotated, so they never overlap.
        x: { type: "logarithmic", title: { display: true, text: AXIS[measure] }, ticks: { maxRotation: 0, autoSkip: true, callback: (v) => (Number.isInteger(Math.log10(Number(v))) ? Number(v).toLocaleString("en-US") : "") } },
        y: { type: "linear", min: 0, max: 1, title: { display: true, text: "share of deals within" }, ticks: { callback: (v) => `${Math.round(Number(v) * 100)}%` } },
      },
    },
  });
}

const histogram = (t: Tally, m: EffortMeasure): LogHistogram => (m === "nodes" ? t.nodes : t.ms);

export function drawEffort(chart: Chart<"line", Point[]>, measure: EffortMeasure, arms: Arm[]): void {
  chart.data.datasets = arms.map((a) => ({
    label: a.label,
    borderColor: a.colour,
    backgroundColor: a.colour,
    borderWidth: 2,
    // A log axis has no place for 0; those deals still count in the share.
    data: staircase(cumulativeCurve(histogram(a.tally, measure)).filter((p) => p.x > 0)),
  }));
  // The axis starts below every curve's first step, so no deal is cut off at the left.
  const firsts = chart.data.datasets.map((d) => d.data[0]?.x).filter((x): x is number => x !== undefined);
  chart.options.scales!.x!.min = firsts.length ? Math.min(...firsts) : undefined;
  chart.update("none");
}
