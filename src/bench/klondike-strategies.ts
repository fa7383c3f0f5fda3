// The bench's Klondike strategy figures: playouts per second of every
// strategy of the catalogue (the solver aside), and the strong strategies'
// win rates with their 95% (Wilson) intervals on a fixed block of seeds,
// beside the best published program's 36.97% (Bjarnason, Fern & Tadepalli,
// ICAPS 2009, Ensemble-UCT, draw 3, on their game: the stock seen).

import { findGame } from "../games/catalogue.ts";
import { resolveSettings } from "../games/settings.ts";
import { wilson } from "../core/stats.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../run/spec.ts";
import { solverRun } from "./pool-runs.ts";

/**
 * The strong strategies and their games: bft-uct on Bjarnason, Fern and
 * Tadepalli's game (the stock seen), the one measured against their figure,
 * and hindsight on the player's own game (klondike-bg: the stock unseen).
 */
export const STRONG_STRATEGIES = [
  { strategy: "bft-uct", preset: "klondike-bft" },
  { strategy: "hindsight", preset: "klondike-bg" },
] as const;
export const PUBLISHED_BEST = { rate: 0.3697, halfWidth99: 0.0192, what: "Ensemble-UCT, Bjarnason, Fern & Tadepalli 2009, draw 3, the stock seen" };
/** The fixed block the strong strategies' rates are measured on: draw 3, sv 0..STRONG_DEALS-1. */
export const STRONG_DEALS = 100;

/** Deals a strategy plays for its rate: fewer for those that search at every move. */
function dealsFor(strategy: string): number {
  if (strategy === "hindsight" || strategy === "uct" || strategy === "bft-uct") return 10;
  if (strategy === "sampling") return 20;
  return strategy === "best-first" ? 100 : 2_000;
}

function klondikeSpec(game: string, preset: string, strategy: string): RunSpec {
  const { settings } = resolveSettings(findGame(game)!, preset, []);
  return { game, preset, settings, strategy, numbering: "sv", budget: { ...DEFAULT_BUDGET }, rngSeed: 0 };
}

export interface StrategyRate {
  game: string;
  preset: string;
  strategy: string;
  deals: number;
  won: number;
  playoutsPerSecond: number;
  meanScore: number;
}

/**
 * Playouts per second of every Klondike strategy on klondike-bg and on the
 * solitaire preset; those that need the stock seen (bft-random, bft-greedy)
 * on klondike-bft instead, once.
 */
export async function klondikeStrategyRates(workers: number, quick: boolean, log: (line: string) => void): Promise<StrategyRate[]> {
  const out: StrategyRate[] = [];
  for (const [game, basePreset] of [
    ["klondike", "klondike-bg"],
    ["solitaire", "solitaire"],
  ] as const) {
    for (const s of findGame(game)!.strategies.filter((x) => x.id !== "solver" && (!x.needsStockSeen || game === "klondike"))) {
      const preset = s.needsStockSeen ? "klondike-bft" : basePreset;
      const deals = Math.max(2, Math.round(dealsFor(s.id) / (quick ? 10 : 1)));
      const r = await solverRun(workers, klondikeSpec(game, preset, s.id), 0, deals);
      out.push({ game, preset, strategy: s.id, deals: r.deals, won: r.won, playoutsPerSecond: r.dealsPerSecond, meanScore: r.meanScore });
      log(
        `  ${`${preset} ${s.id}`.padEnd(24)} ${r.dealsPerSecond.toFixed(r.dealsPerSecond < 10 ? 2 : 0).padStart(9)} playouts/s   won ${r.won} of ${r.deals}   mean score ${r.meanScore.toFixed(1)}`,
      );
    }
  }
  return out;
}

/** The strong strategies' win rates, draw 3, sv 0..STRONG_DEALS-1 (no time limit), with their intervals and seconds per game. */
export async function strongStrategyRates(workers: number, quick: boolean, log: (line: string) => void) {
  const deals = quick ? 10 : STRONG_DEALS;
  const pct = (x: number) => `${(100 * x).toFixed(2)}%`;
  const out = [];
  for (const { strategy, preset } of STRONG_STRATEGIES) {
    const spec = klondikeSpec("klondike", preset, strategy);
    const r = await solverRun(workers, { ...spec, budget: { ...spec.budget, timeMs: 0 } }, 0, deals);
    const [lo, hi] = wilson(r.won, r.deals);
    const secondsPerGame = (r.wallSeconds * workers) / r.deals;
    log(
      `  ${strategy} on ${preset} draw 3, sv 0..${deals - 1}: won ${r.won} of ${r.deals} = ${pct(r.won / r.deals)} [${pct(lo)}, ${pct(hi)}]   ${secondsPerGame.toFixed(2)} s per game per worker`,
    );
    out.push({ strategy, preset, seeds: `sv 0..${deals - 1}`, deals: r.deals, won: r.won, rate: r.won / r.deals, ci95: [lo, hi], secondsPerGame });
  }
  log(`  goal: above ${pct(PUBLISHED_BEST.rate)} +- ${pct(PUBLISHED_BEST.halfWidth99)} (99%), ${PUBLISHED_BEST.what}`);
  return { rates: out, goal: PUBLISHED_BEST };
}
