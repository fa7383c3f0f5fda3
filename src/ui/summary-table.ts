// One row per strategy: counts, the win rate with its conservative 95%
// interval, the mean score with its interval, and search effort percentiles.
import { meanInterval } from "../core/stats.ts";
import type { GameDef } from "../games/catalogue.ts";
import type { Arm } from "./charts/arm.ts";
import { fmtInt, fmtNumber, h, pct } from "./dom.ts";

export function summaryTable(game: GameDef | undefined, arms: Arm[]): HTMLTableElement {
  const scoreLabel = game ? `mean ${game.score.label}` : "mean score";
  return h("table", { class: "summary" },
    h("thead", {}, h("tr", {},
      ["strategy", "deals", "won", "lost", "unknown", "errors", "win rate", "95% interval", scoreLabel, "nodes p50 / p99", "ms p50 / p99"].map((t) => h("th", {}, t)))),
    h("tbody", {}, arms.map((a) => {
      const s = a.summary;
      const m = meanInterval(s.scoreHistogram);
      return h("tr", { "data-strategy": a.label },
        h("th", {}, h("span", { class: "swatch", style: `background:${a.colour}` }), a.label),
        h("td", { class: "deals" }, fmtInt(s.deals)),
        h("td", { class: "won" }, fmtInt(s.won)),
        h("td", { class: "lost" }, fmtInt(s.lost)),
        h("td", { class: "unknown" }, fmtInt(s.unknown)),
        h("td", { class: "errors" }, fmtInt(s.errors)),
        h("td", { class: "rate" }, s.deals ? pct(s.winRate, 3) : "–"),
        h("td", { class: "ci" }, s.deals ? `${pct(s.ci95[0], 3)} – ${pct(s.ci95[1], 3)}` : "–"),
        h("td", { class: "mean" }, m.n ? `${m.mean.toFixed(3)} ± ${((m.ci95[1] - m.ci95[0]) / 2).toFixed(3)}` : "–"),
        h("td", {}, s.deals ? `${fmtNumber(s.nodes.p50)} / ${fmtNumber(s.nodes.p99)}` : "–"),
        h("td", {}, s.deals ? `${fmtNumber(s.ms.p50)} / ${fmtNumber(s.ms.p99)}` : "–"),
      );
    })));
}
