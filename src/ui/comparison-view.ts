// Strategies compared on the same seeds: win rates and mean scores side by
// side with their 95% intervals, and for every two strategies the paired view:
// the deals one wins and the other does not, with McNemar's test, and the
// deals one scores better on, with the sign test. Seeds link to the viewer.

import { plural } from "../core/figures.ts";
import { mcnemar, meanInterval } from "../core/stats.ts";
import type { GameDef } from "../games/catalogue.ts";
import type { Arm } from "./charts/arm.ts";
import { chartCard, type Chart, type ChartNames } from "./charts/setup.ts";
import { drawSideBySide, sideBySideChart } from "./charts/side-by-side.ts";
import { fmtInt, h, pValueText } from "./dom.ts";
import type { PairCounts } from "./paired.ts";

export interface PairRow {
  a: string;
  b: string;
  counts: PairCounts;
  /** The viewer's address for a seed, played by arm a or b. */
  link(seed: number, by: "a" | "b"): string;
}

export class ComparisonView {
  readonly element: HTMLElement;
  private readonly table = h("div", { class: "pairs", id: "paired-view" });
  private rates: Chart<"bar", number[], string> | undefined;
  private means: Chart<"bar", number[], string> | undefined;

  constructor(
    private readonly game: GameDef | undefined,
    names: ChartNames,
  ) {
    const rate = chartCard("compare-rates", "Win rates side by side (95% conservative interval)", names, () => this.rates);
    const mean = chartCard("compare-means", `Mean ${game?.score.label ?? "score"} side by side (95% interval)`, names, () => this.means);
    this.element = h(
      "section",
      { class: "panel comparison", id: "comparison" },
      h("h2", {}, "Strategy comparison"),
      h("div", { class: "chart-grid" }, rate.card, mean.card),
      h("h3", {}, "Paired on the same deals"),
      h(
        "p",
        { class: "help" },
        "McNemar's test on the deals exactly one of the two wins (unknown and error count as not won): exact binomial when fewer than 25 such deals, else chi-square with continuity correction. ",
        "The sign test does the same for deals one scores better on (error deals left out).",
      ),
      this.table,
    );
    this.rates = sideBySideChart(rate.canvas, "win rate", true);
    this.means = sideBySideChart(mean.canvas, `mean ${game?.score.label ?? "score"}`, false);
  }

  charts(): Record<string, Chart> {
    return { compareRates: this.rates!, compareMeans: this.means! } as Record<string, Chart>;
  }

  /**
   * `shared`: the same arms' figures on the seeds their runs share (null for an
   * arm that shares none), drawn beside each arm's own.
   */
  update(arms: Arm[], pairs: PairRow[], note = "", shared?: { label: string; arms: (Arm | null)[] }): void {
    const rate = (a: Arm | null) => (a ? { label: a.label, colour: a.colour, value: a.summary.winRate, ci95: a.summary.ci95 } : null);
    const mean = (a: Arm | null) => {
      if (!a) return null;
      const m = meanInterval(a.summary.scoreHistogram);
      return { label: a.label, colour: a.colour, value: m.mean, ci95: m.ci95 };
    };
    const series = (bar: typeof rate) => [
      { label: shared ? "each run's full range" : "", bars: arms.map(bar) },
      ...(shared ? [{ label: shared.label, bars: shared.arms.map(bar) }] : []),
    ];
    drawSideBySide(this.rates!, series(rate));
    drawSideBySide(this.means!, series(mean));
    const better = this.game ? `${this.game.score.better === "higher" ? "more" : "fewer"} ${this.game.score.label}` : "a better score";
    this.table.replaceChildren(
      note ? h("p", { class: "help" }, note) : "",
      pairs.length === 0 ? h("p", { class: "help" }, "No two strategies here play the same deals.") : "",
      ...pairs.map((p) => {
        const wins = mcnemar(p.counts.onlyA, p.counts.onlyB);
        const scores = mcnemar(p.counts.aBetter, p.counts.bBetter);
        const seeds = (list: number[], by: "a" | "b") =>
          list.length
            ? h("span", { class: "seeds" }, " e.g. seeds ", ...list.flatMap((s, i) => [i ? ", " : "", h("a", { href: p.link(s, by) }, String(s))]))
            : "";
        const test = (t: ReturnType<typeof mcnemar>) =>
          `${pValueText(t.pValue)} (${t.method === "exact" ? "exact binomial" : `chi-square ${t.statistic!.toFixed(2)}`})`;
        return h(
          "table",
          { class: "pair", "data-a": p.a, "data-b": p.b },
          h("caption", {}, `${p.a} vs ${p.b}: ${plural(p.counts.paired, "deal")} played by both`),
          h(
            "tbody",
            {},
            h(
              "tr",
              {},
              h("th", {}, `${p.a} wins, ${p.b} does not`),
              h("td", { class: "only-a" }, fmtInt(p.counts.onlyA)),
              h("td", {}, seeds(p.counts.onlyASeeds, "a")),
            ),
            h(
              "tr",
              {},
              h("th", {}, `${p.b} wins, ${p.a} does not`),
              h("td", { class: "only-b" }, fmtInt(p.counts.onlyB)),
              h("td", {}, seeds(p.counts.onlyBSeeds, "b")),
            ),
            h("tr", {}, h("th", {}, "McNemar's test"), h("td", { class: "mcnemar", colspan: 2 }, test(wins))),
            h(
              "tr",
              {},
              h("th", {}, `${better}`),
              h(
                "td",
                { class: "scores", colspan: 2 },
                `${p.a} on ${plural(p.counts.aBetter, "deal")}, ${p.b} on ${fmtInt(p.counts.bBetter)}, tied ${fmtInt(p.counts.tied)}; sign test ${test(scores)}`,
              ),
            ),
          ),
        );
      }),
    );
  }

  destroy(): void {
    this.rates?.destroy();
    this.means?.destroy();
  }
}
