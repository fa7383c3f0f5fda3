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
      plugins: {
        tooltip: {
          filter: (c) => c.dataIndex % 2 === 0,
          callbacks: {
            label: (c) =>
              `${c.dataset.label}: ${(c.parsed.y! * 100).toFixed(1)}% of deals within ${measure === "nodes" ? `${fmtInt(c.parsed.x!)} nodes` : `${c.parsed.x!.toPrecision(3)} ms`}`,
          },
        },
      },
      scales: {
        // Unrotated labels, few enough never to overlap: at powers of ten over two decades or more, at
        // 1, 2 and 5 over less, at every tick within one decade (34 to 76 nodes had no label at all).
        x: {
          type: "logarithmic",
          title: { display: true, text: AXIS[measure] },
          ticks: {
            maxRotation: 0,
            autoSkip: true,
            includeBounds: false,
            callback(v) {
              const x = Number(v);
              const power = 10 ** Math.floor(Math.log10(x) + 1e-9);
              const mantissa = x / power;
              // Only round values (27.5 or 29 would crowd the 30 beside them).
              if (Math.abs(mantissa - Math.round(mantissa)) > 1e-6) return "";
              const decades = Math.log10(this.max / this.min);
              const m = Math.round(mantissa);
              const shown = decades >= 2 ? m === 1 : decades >= 0.8 ? m === 1 || m === 2 || m === 5 : true;
              return shown ? x.toLocaleString("en-US", { maximumSignificantDigits: 3 }) : "";
            },
          },
        },
        y: {
          type: "linear",
          min: 0,
          max: 1,
          title: { display: true, text: "share of deals within" },
          ticks: { callback: (v) => `${Math.round(Number(v) * 100)}%` },
        },
      },
    },
  });
}

const histogram = (t: Tally, m: EffortMeasure): LogHistogram => (m === "nodes" ? t.nodes : t.ms);

/** The largest 1, 2 or 5 times a power of ten at or below x: an axis start that gets a label. */
export function roundBelow(x: number): number {
  const power = 10 ** Math.floor(Math.log10(x));
  const m = x / power;
  return (m >= 5 ? 5 : m >= 2 ? 2 : 1) * power;
}

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
  chart.options.scales!.x!.min = firsts.length ? roundBelow(Math.min(...firsts)) : undefined;
  chart.update("none");
}
