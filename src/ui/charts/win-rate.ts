// The win rate as deals accumulate, with its conservative 95% Wilson interval
// as a band, one line per strategy.
import { tickText } from "../dom.ts";
import { Chart, translucent } from "./setup.ts";
import type { Arm } from "./arm.ts";

type Point = { x: number; y: number };

export function winRateChart(canvas: HTMLCanvasElement): Chart<"line", Point[]> {
  return new Chart<"line", Point[]>(canvas, {
    type: "line",
    data: { datasets: [] },
    options: {
      parsing: false,
      normalized: true,
      elements: { point: { radius: 0 } },
      interaction: { mode: "nearest", axis: "x", intersect: false },
      plugins: {
        legend: { labels: { filter: (item) => !String(item.text).endsWith(" 95%") } },
        tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${(c.parsed.y! * 100).toFixed(3)}%` } },
      },
      scales: {
        x: { type: "linear", title: { display: true, text: "deals" }, beginAtZero: true },
        y: {
          type: "linear",
          title: { display: true, text: "win rate (95% interval shaded)" },
          ticks: { includeBounds: false, callback: (v) => tickText(v, true) },
        },
      },
    },
  });
}

export function drawWinRate(chart: Chart<"line", Point[]>, arms: Arm[]): void {
  chart.data.datasets = arms.flatMap((a) => {
    const curve = (a.curve ?? []).filter((p) => p.deals > 0);
    const band = { borderWidth: 0, pointRadius: 0, backgroundColor: translucent(a.colour, 0.18), borderColor: "transparent" };
    return [
      { label: `${a.label} upper 95%`, data: curve.map((p) => ({ x: p.deals, y: p.hi })), fill: "+1", ...band },
      { label: `${a.label} lower 95%`, data: curve.map((p) => ({ x: p.deals, y: p.lo })), fill: false, ...band },
      { label: a.label, data: curve.map((p) => ({ x: p.deals, y: p.rate })), borderColor: a.colour, backgroundColor: a.colour, borderWidth: 2, fill: false },
    ];
  });
  // Scale to the interval once a twentieth of the deals are in: the first
  // few deals' intervals span almost everything and would flatten the rest.
  let top = 0;
  for (const a of arms) {
    const curve = a.curve ?? [];
    const n = curve.length ? curve[curve.length - 1].deals : 0;
    for (const p of curve) if (p.deals > 0 && p.deals >= n / 20) top = Math.max(top, p.hi);
  }
  chart.options.scales!.y!.min = 0;
  chart.options.scales!.y!.max = top > 0 ? Math.min(1, top * 1.15) : 1;
  chart.update("none");
}
