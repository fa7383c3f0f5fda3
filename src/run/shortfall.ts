// How far each strategy falls short of perfect play: of the deals proven
// winnable among the seeds every compared run played, the share a strategy
// loses (with its 95% Wilson interval), and the deals it loses that another
// strategy wins. A deal is proven winnable when the solver won it or any
// strategy won it (every win is replayed through the reference before it is
// recorded, so a strategy's win is a proof too). Pure: the CLI and the
// dashboard both use it.

import { plural } from "../core/figures.ts";
import { wilson } from "../core/stats.ts";
import type { Verdict } from "../engine/engine.ts";

/** One run's verdicts by seed. */
export interface StrategyResults {
  /** The strategy (or a label naming it, as the dashboard's comparison of runs does). */
  strategy: string;
  results: ReadonlyMap<number, Verdict>;
  /** Whether these are the thoughtful solver's verdicts (default: strategy is "solver"). */
  solver?: boolean;
}

export interface Shortfall {
  strategy: string;
  /** Proven-winnable deals among the seeds compared. */
  winnable: number;
  /** Of those, the deals this strategy did not win. */
  lost: number;
  /** lost / winnable, with its 95% Wilson interval. */
  share: number;
  ci95: [number, number];
  /** Seeds this strategy does not win that another strategy (not the solver) wins, ascending, at most `listMax`. */
  lostOthersWin: number[];
  /** How many such seeds there are in all. */
  lostOthersWinCount: number;
}

export interface ShortfallReport {
  /** Seeds every run compared holds. */
  seeds: number;
  winnable: number;
  /** Proven winnable by the solver's verdict (the rest of `winnable` only by a strategy's win). */
  winnableBySolver: number;
  strategies: Shortfall[];
}

export const SOLVER_ID = "solver";

/**
 * The report over the seeds that every run holds; undefined unless one run
 * is the solver's (without the thoughtful verdict there is no "perfect" to
 * fall short of).
 */
export function shortfall(runs: readonly StrategyResults[], listMax = 20): ShortfallReport | undefined {
  const isSolver = (r: StrategyResults) => r.solver ?? r.strategy === SOLVER_ID;
  const solver = runs.find(isSolver);
  if (!solver || runs.length < 2) return undefined;
  const seeds = [...solver.results.keys()].filter((s) => runs.every((r) => r.results.has(s))).sort((a, b) => a - b);
  const players = runs.filter((r) => !isSolver(r));
  let winnable = 0;
  let bySolver = 0;
  const out: Shortfall[] = players.map((r) => ({
    strategy: r.strategy,
    winnable: 0,
    lost: 0,
    share: 0,
    ci95: [0, 1],
    lostOthersWin: [],
    lostOthersWinCount: 0,
  }));
  for (const seed of seeds) {
    const solverWon = solver.results.get(seed) === "won";
    const wins = players.map((r) => r.results.get(seed) === "won");
    const winners = wins.filter(Boolean).length;
    if (!solverWon && winners === 0) continue;
    winnable++;
    if (solverWon) bySolver++;
    players.forEach((_, i) => {
      const s = out[i];
      s.winnable++;
      if (wins[i]) return;
      s.lost++;
      if (winners > 0) {
        s.lostOthersWinCount++;
        if (s.lostOthersWin.length < listMax) s.lostOthersWin.push(seed);
      }
    });
  }
  for (const s of out) {
    s.share = s.winnable ? s.lost / s.winnable : 0;
    s.ci95 = wilson(s.lost, s.winnable);
  }
  return { seeds: seeds.length, winnable, winnableBySolver: bySolver, strategies: out };
}

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

/** The report as lines of text (the CLI summary). */
export function shortfallLines(r: ShortfallReport): string[] {
  const lines = [
    `how far from perfect: ${r.winnable.toLocaleString("en-US")} of ${plural(r.seeds, "deal")} proven winnable (${r.winnableBySolver.toLocaleString("en-US")} by the solver, the rest by a strategy's win)`,
  ];
  const w = Math.max(...r.strategies.map((s) => s.strategy.length));
  for (const s of r.strategies) {
    const others = s.lostOthersWinCount
      ? `; ${s.lostOthersWinCount.toLocaleString("en-US")} of them won by another strategy: seeds ${s.lostOthersWin.join(", ")}${s.lostOthersWinCount > s.lostOthersWin.length ? ", ..." : ""}`
      : "";
    lines.push(
      s.winnable
        ? `  ${s.strategy.padEnd(w)}  loses ${plural(s.lost, "winnable deal")}: ${pct(s.share)}   95% CI [${pct(s.ci95[0])}, ${pct(s.ci95[1])}]${others}`
        : `  ${s.strategy.padEnd(w)}  no winnable deal to lose`,
    );
  }
  return lines;
}
