// The run page's "How far from perfect" section, for a run with the solver
// among its strategies: per strategy, the share of proven-winnable deals it
// loses with its 95% interval, and the deals it loses that another strategy
// wins, each opening in the viewer (src/run/shortfall.ts); and the export of
// the run's winnable deals graded easy / medium / hard (src/run/difficulty.ts),
// each with a solution solved again in the viewer's worker.

import type { Verdict } from "../engine/engine.ts";
import { VERDICTS } from "../engine/engine.ts";
import { findGame } from "../games/catalogue.ts";
import { dealListJson, type ListedDeal } from "../run/deal-list.ts";
import { definition, grade, grading } from "../run/difficulty.ts";
import { shortfall, SOLVER_ID, type ShortfallReport } from "../run/shortfall.ts";
import pkg from "../../package.json" with { type: "json" };
import { plural } from "../core/figures.ts";
import { download, fmtInt, h, pct } from "./dom.ts";
import { seedsText, specFor, storedDeals, totalDeals, type Experiment } from "./experiment.ts";
import { exportName } from "./export.ts";
import { engineFingerprint } from "./provenance-browser.ts";
import { runStore } from "./run-store.ts";
import { playDeal } from "./viewer-worker.ts";

const LIST_SEEDS = 8;

/** Every strategy's verdict by seed, from the stored chunks. */
async function storedVerdicts(exp: Experiment): Promise<Map<string, Map<number, Verdict>>> {
  const store = await runStore();
  const out = new Map<string, Map<number, Verdict>>();
  for (const s of exp.strategies) {
    const m = new Map<number, Verdict>();
    for await (const c of store.chunks(exp.id, s)) for (let i = 0; i < c.count; i++) m.set(c.seedLo + i, VERDICTS[c.result[i]]);
    out.set(s, m);
  }
  return out;
}

/** The report as a line and a table; `link` opens a seed in the viewer played by a strategy. */
export function shortfallTable(r: ShortfallReport, link: (strategy: string, seed: number) => string): HTMLElement[] {
  return [
    h(
      "p",
      { class: "help" },
      `${fmtInt(r.winnable)} of ${plural(r.seeds, "deal")} proven winnable (${fmtInt(r.winnableBySolver)} by the solver, the rest by a strategy's win).`,
    ),
    h(
      "table",
      {},
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", {}, "strategy"),
          h("th", {}, "winnable deals lost"),
          h("th", {}, "share (95% interval)"),
          h("th", {}, "lost, but another strategy wins"),
        ),
      ),
      h(
        "tbody",
        {},
        ...r.strategies.map((s) =>
          h(
            "tr",
            { "data-strategy": s.strategy },
            h("td", {}, s.strategy),
            h("td", { class: "num" }, fmtInt(s.lost)),
            h("td", { class: "num" }, s.winnable ? `${pct(s.share)} [${pct(s.ci95[0])}, ${pct(s.ci95[1])}]` : "– (no winnable deal yet)"),
            h(
              "td",
              { class: "lost-others-win" },
              `${fmtInt(s.lostOthersWinCount)}${s.lostOthersWin.length ? ": " : ""}`,
              ...s.lostOthersWin.flatMap((seed, i) => [
                i ? ", " : "",
                h("a", { href: link(s.strategy, seed), title: `${s.strategy}'s play of seed ${seed}` }, String(seed)),
              ]),
              s.lostOthersWinCount > s.lostOthersWin.length ? ", …" : "",
            ),
          ),
        ),
      ),
    ),
  ];
}

export interface PerfectView {
  element: HTMLElement;
  /**
   * Recomputes the table from what is stored: on opening, when the run's
   * status changes, and while it runs (`live`: the figures are those of the
   * deals decided so far) whenever due() says so.
   */
  refresh(live?: boolean): Promise<void>;
  /** Whether a count while the run goes on is due: a few seconds after the last, longer when counting takes long. */
  due(): boolean;
  /** The last report, for the tests. */
  report(): ShortfallReport | undefined;
}

/** The section, or undefined when the run has no solver beside a strategy. */
export function perfectView(exp: Experiment, viewerLink: (strategy: string) => (seed: number) => string): PerfectView | undefined {
  const game = findGame(exp.game);
  if (!game || !exp.strategies.includes(SOLVER_ID) || exp.strategies.length < 2) return undefined;
  const table = h("div", { id: "perfect-table", class: "table-wrap" }, h("p", { class: "help" }, "Counting…"));
  const note = h("span", { class: "help", id: "graded-note" });
  const g = grading(game);
  const missing = [g.easy, g.strong].filter((s): s is string => s !== undefined && !exp.strategies.includes(s));
  const gradedButton = h(
    "button",
    { type: "button", id: "export-graded", disabled: missing.length > 0, onclick: () => void exportGraded() },
    "Winnable deals graded (JSON)",
  );
  let last: ShortfallReport | undefined;
  let asked = 0;
  let counting = false;
  let countedAt = -Infinity;
  let countMs = 0;

  async function refresh(live = false): Promise<void> {
    const ask = ++asked;
    counting = true;
    const t0 = performance.now();
    const v = await storedVerdicts(exp).finally(() => (counting = false));
    countedAt = performance.now();
    countMs = countedAt - t0;
    if (ask !== asked) return; // a later count is on its way: never let an older one overwrite it
    last = shortfall(
      [...v].map(([strategy, results]) => ({ strategy, results })),
      LIST_SEEDS,
    );
    if (!last) return;
    if (last.seeds === 0) {
      // No deal has every strategy's verdict yet (they take turns over blocks of seeds): say what is coming.
      const played = exp.strategies.map((s) => `${s} ${plural(v.get(s)?.size ?? 0, "deal")}`).join(", ");
      table.replaceChildren(
        h(
          "p",
          { class: "help", id: "perfect-coming" },
          live || storedDeals(exp) < totalDeals(exp)
            ? `The verdicts are coming: the table fills in as the solver and every strategy finish the same deals (so far ${played}).`
            : `No deal has been played by the solver and every strategy (${played}).`,
        ),
      );
      return;
    }
    table.replaceChildren(
      ...(live ? [h("p", { class: "help", id: "perfect-so-far" }, "So far: the deals every strategy has finished; the run goes on.")] : []),
      ...shortfallTable(last, (strategy, seed) => viewerLink(strategy)(seed)),
    );
  }

  const due = () => !counting && performance.now() - countedAt > Math.max(3000, 5 * countMs);

  async function exportGraded(): Promise<void> {
    gradedButton.disabled = true;
    try {
      const v = await storedVerdicts(exp);
      const won = (s: string | undefined, seed: number) => s !== undefined && v.get(s)?.get(seed) === "won";
      const graded: { seed: number; d: NonNullable<ReturnType<typeof grade>> }[] = [];
      for (const seed of [...v.get(SOLVER_ID)!.keys()].sort((a, b) => a - b)) {
        const d = grade(won(g.easy, seed), won(g.strong, seed), won(SOLVER_ID, seed));
        if (d) graded.push({ seed, d });
      }
      const deals: ListedDeal[] = [];
      for (const { seed, d } of graded) {
        note.textContent = `Solving ${fmtInt(deals.length + 1)} of ${fmtInt(graded.length)}…`;
        const winner = d === "easy" ? g.easy : d === "medium" ? g.strong! : SOLVER_ID;
        for (const strategy of [SOLVER_ID, winner]) {
          const p = await playDeal(specFor(exp, strategy), { seed });
          if (p.replay.problem) throw new Error(`seed ${seed}, ${strategy}: ${p.replay.problem}`);
          if (p.play.result !== "won") continue;
          deals.push({ seed, difficulty: d, solvedBy: strategy, solution: p.replay.words });
          break;
        }
      }
      const text = dealListJson(
        {
          kind: "winnable-deals",
          lab: "solitaire-lab",
          version: pkg.version,
          engine: await engineFingerprint(),
          game: exp.game,
          preset: exp.preset,
          settings: exp.settings,
          numbering: exp.numbering,
          seeds: seedsText(exp.seeds),
          examined: v.get(SOLVER_ID)!.size,
          difficulty: "any",
          wanted: graded.length,
          found: deals.length,
          grading: g,
          definition: definition(g),
          budget: exp.budget,
          created: new Date().toISOString(),
        },
        deals,
      );
      download(`${exportName(exp)}-graded.json`, new Blob([text], { type: "application/json" }));
      note.textContent = `${plural(deals.length, "winnable deal")} saved (${["easy", "medium", "hard"].map((d) => `${fmtInt(deals.filter((x) => x.difficulty === d).length)} ${d}`).join(", ")}).`;
    } catch (e) {
      note.textContent = `Export failed: ${e instanceof Error ? e.message : String(e)}`;
    } finally {
      gradedButton.disabled = false;
    }
  }

  const element = h(
    "section",
    { class: "panel", id: "perfect-view" },
    h("h2", {}, "How far from perfect"),
    h(
      "p",
      { class: "help" },
      "A deal is proven winnable when the solver wins it or any strategy does (every win is replayed through the reference rules). Each strategy's share of those deals it loses:",
    ),
    table,
    h("h3", {}, "Winnable deals, graded"),
    h(
      "p",
      { class: "help" },
      `Easy: ${definition(g).easy}. Medium: ${definition(g).medium}. Hard: ${definition(g).hard}. Each deal comes with a solution in words.`,
      missing.length ? ` Add ${missing.join(" and ")} to the strategies to grade this game's deals.` : "",
    ),
    h("div", { class: "buttons" }, gradedButton, note),
  );
  return { element, refresh, due, report: () => last };
}
