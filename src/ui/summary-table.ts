// One row per strategy: counts, the win rate with its conservative 95%
// interval, the mean score with its interval, and search effort percentiles.
import { meanInterval } from "../core/stats.ts";
import type { GameDef } from "../games/catalogue.ts";
import type { Arm } from "./charts/arm.ts";
import { effortText } from "../core/figures.ts";
import { decimalsFor, fmtInt, h, pct } from "./dom.ts";

export function summaryTable(game: GameDef | undefined, arms: Arm[]): HTMLTableElement {
  const scoreLabel = `mean ${game?.score.label ?? "score"} ± half its 95% interval`;
  return h(
    "table",
    { class: "summary" },
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        ["strategy", "deals", "won", "lost", "unknown", "errors", "win rate", "95% interval", scoreLabel, "nodes p50 / p99", "ms p50 / p99"].map((t) =>
          h("th", {}, t),
        ),
      ),
    ),
    h(
      "tbody",
      {},
      arms.map((a) => {
        const s = a.summary;
        const m = meanInterval(s.scoreHistogram);
        // As many decimals as each interval supports: 0.61962 ± 0.003 is 61.96%, not 61.962%.
        const rateDigits = decimalsFor(((s.ci95[1] - s.ci95[0]) / 2) * 100);
        const meanHalf = (m.ci95[1] - m.ci95[0]) / 2;
        const meanDigits = decimalsFor(meanHalf);
        return h(
          "tr",
          { "data-strategy": a.label },
          h("th", {}, h("span", { class: "swatch", style: `background:${a.colour}` }), a.label),
          h("td", { class: "deals" }, fmtInt(s.deals)),
          h("td", { class: "won" }, fmtInt(s.won)),
          h("td", { class: "lost" }, fmtInt(s.lost)),
          h("td", { class: "unknown" }, fmtInt(s.unknown)),
          h("td", { class: "errors" }, fmtInt(s.errors)),
          h("td", { class: "rate" }, s.deals ? pct(s.winRate, rateDigits) : "–"),
          h("td", { class: "ci" }, s.deals ? `${pct(s.ci95[0], rateDigits)} – ${pct(s.ci95[1], rateDigits)}` : "–"),
          h(
            "td",
            { class: "mean", title: "± half the width of the mean's 95% interval" },
            m.n ? `${m.mean.toFixed(meanDigits)} ± ${meanHalf.toFixed(meanDigits)}` : "–",
          ),
          // As the CLI writes them: exact, or with "≈" to the histogram's precision.
          h("td", { class: "nodes" }, s.deals ? `${effortText(s.nodes, "p50")} / ${effortText(s.nodes, "p99")}` : "–"),
          h("td", { class: "ms" }, s.deals ? `${effortText(s.ms, "p50")} / ${effortText(s.ms, "p99")}` : "–"),
        );
      }),
    ),
  );
}
