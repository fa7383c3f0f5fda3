// The bench's "Spider and Emperor strategies": each strategy of their own
// (random, greedy, lookahead, Emperor's sampling and Spider's hindsight) played
// over consecutive sv seeds, Spider's standard layout in 4, 2 and 1 suits and
// Emperor in both readings: win rate with its 95% Wilson interval, mean score
// and playouts per second. Nobody has published these figures for programs
// that see only what a player sees; Spider's hindsight has the lab's goals
// beside it (and, in 4 suits, a human's published count).

import { wilson } from "../core/stats.ts";
import { findGame } from "../games/catalogue.ts";
import { resolveSettings } from "../games/settings.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../run/spec.ts";
import { solverRun } from "./pool-runs.ts";

/** The variants measured: a name, the game and its setting overrides. */
export const OWN_STRATEGY_VARIANTS: [string, string, string[]][] = [
  ["spider standard, 1 suit", "spider", ["layout=standard", "suits=1"]],
  ["spider standard, 2 suits", "spider", ["layout=standard", "suits=2"]],
  ["spider standard, 4 suits", "spider", ["layout=standard", "suits=4"]],
  ["emperor build=up", "emperor", ["build=up"]],
  ["emperor build=down", "emperor", ["build=down"]],
];
export const OWN_STRATEGIES = ["random", "greedy", "lookahead", "sampling", "hindsight"] as const;

/** Seeds each strategy plays (lookahead searches at every move, sampling and hindsight on samples: fewer). */
const SEEDS: Record<(typeof OWN_STRATEGIES)[number], number> = { random: 1_000, greedy: 1_000, lookahead: 200, sampling: 40, hindsight: 100 };

/** Spider's hindsight: the goals of a strong player (a human's count beside 4 suits: 48.7% of 306 games without undo). */
const HINDSIGHT_GOALS: Record<string, string> = {
  "spider standard, 1 suit": "goal at least 97%",
  "spider standard, 2 suits": "goal at least 80%",
  "spider standard, 4 suits": "goal at least 50% (a human: 48.7% of 306)",
};

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** Runs the section, logging a line per variant and strategy; returns the figures. */
export async function ownStrategyRates(workers: number, quick: boolean, log: (line: string) => void): Promise<Record<string, unknown>> {
  log("");
  log(`Spider and Emperor strategies, sv seeds from 0 (${workers} workers; goals: none published for programs; Spider's hindsight has the lab's beside it)`);
  const figures: Record<string, unknown> = {};
  for (const [name, id, overrides] of OWN_STRATEGY_VARIANTS) {
    const r0 = resolveSettings(findGame(id)!, undefined, overrides);
    // Sampling is Emperor's only (assembly/strategies/tableau/lookahead.ts says why), hindsight Spider's.
    for (const s of OWN_STRATEGIES.filter((x) => findGame(id)!.strategies.some((d) => d.id === x))) {
      const deals = quick ? SEEDS[s] / 20 : SEEDS[s];
      const spec: RunSpec = {
        game: id,
        preset: r0.preset,
        settings: r0.settings,
        strategy: s,
        numbering: "sv",
        budget: { ...DEFAULT_BUDGET },
        rngSeed: 0,
      };
      const r = await solverRun(workers, spec, 0, deals);
      const [lo, hi] = wilson(r.won, r.deals);
      figures[`${name} ${s}`] = { ...r, winRate: r.won / r.deals, interval: [lo, hi] };
      log(
        `  ${`${name} ${s}`.padEnd(36)} won ${String(r.won).padStart(4)} of ${String(r.deals).padEnd(5)} ${pct(r.won / r.deals).padStart(6)} [${pct(lo)}, ${pct(hi)}]` +
          `   mean score ${r.meanScore.toFixed(1).padStart(5)}   ${r.dealsPerSecond.toFixed(r.dealsPerSecond < 10 ? 2 : 0).padStart(7)} playouts/s` +
          (s === "hindsight" ? `   ${(workers / r.dealsPerSecond).toFixed(1)} s of a core a game; ${HINDSIGHT_GOALS[name] ?? ""}` : ""),
      );
    }
  }
  return figures;
}
