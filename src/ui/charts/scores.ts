// The score distribution in the game's own score (cards discarded, piles
// left, points...), one bar per strategy; wide score ranges are binned.
import type { ScoreDef } from "../../games/catalogue.ts";
import { Chart } from "./setup.ts";
import type { Arm } from "./arm.ts";

const MAX_BARS = 60;

export function scoresChart(canvas: HTMLCanvasElement, score: ScoreDef): Chart<"bar", number[], string> {
  return new Chart<"bar", number[], string>(canvas, {
    type: "bar",
    data: { labels: [], datasets: [] },
    options: {
      scales: {
        x: { title: { display: true, text: `${score.label} (${score.better} is better)` } },
        y: { beginAtZero: true, title: { display: true, text: "deals" } },
      },
    },
  });
}

/** Bins over [min, max]: single values when they fit, else equal ranges. */
export function scoreBins(score: ScoreDef): { lo: number; hi: number; label: string }[] {
  const span = score.max - score.min + 1;
  const width = Math.ceil(span / MAX_BARS);
  const bins = [];
  for (let lo = score.min; lo <= score.max; lo += width) {
    const hi = Math.min(score.max, lo + width - 1);
    bins.push({ lo, hi, label: lo === hi ? String(lo) : `${lo}–${hi}` });
  }
  return bins;
}

export function drawScores(chart: Chart<"bar", number[], string>, score: ScoreDef, arms: Arm[]): void {
  const bins = scoreBins(score);
  chart.data.labels = bins.map((b) => b.label);
  chart.data.datasets = arms.map((a) => {
    const counts = new Array<number>(bins.length).fill(0);
    const width = bins.length ? bins[0].hi - bins[0].lo + 1 : 1;
    for (const [value, n] of Object.entries(a.summary.scoreHistogram)) {
      const i = Math.floor((Number(value) - score.min) / width);
      if (i >= 0 && i < counts.length) counts[i] += n;
    }
    return { label: a.label, backgroundColor: a.colour, data: counts };
  });
  chart.update("none");
}
