// The engine's fingerprint, Stockfish style: one node total over every game
// of the catalogue, the solver and every strategy, on fixed seeds at fixed
// node budgets (never a time budget), so it depends only on what the engine
// does. A change that alters it without meaning to is a bug; one that means to
// updates the expected total in tests/helpers/fingerprint-total.ts and says why.

import type { Engine } from "../engine/engine.ts";
import { GAMES, type GameDef, type StrategyDef } from "../games/catalogue.ts";
import { requireStrategy, resolveSettings, strategyRefusal } from "../games/settings.ts";
import { runChunk } from "../run/chunk.ts";
import type { RunSpec } from "../run/spec.ts";

/** Node budget of each solver search, and the table it searches with. */
const SOLVER_BUDGET = { nodes: 20_000, timeMs: 0, ttMiB: 16 };

/** Deals per part: the solver and a strategy, on seeds 0..n-1 of every preset. */
const SOLVER_DEALS = 6;
const STRATEGY_DEALS = 12;
/** Strategies that search at every move (their records say so) are sampled more thinly. */
const SEARCHING_STRATEGY_DEALS = 2;

export interface Fingerprint {
  total: number;
  parts: { name: string; nodes: number }[];
}

/** Strategies that count only the moves they play (their nodes say little per deal), over more deals. */
const WIDE = new Set(["bft-random", "bft-greedy"]);
const WIDE_DEALS = 200;

function dealsFor(strategy: StrategyDef): number {
  if (strategy.id === "solver") return SOLVER_DEALS;
  if (WIDE.has(strategy.id)) return WIDE_DEALS;
  return strategy.searches ? SEARCHING_STRATEGY_DEALS : STRATEGY_DEALS;
}

/**
 * Parts beyond the grid, where the grid's 20,000-node budget ends before a
 * phase starts working: two-deck Spider's beams win 1-suit deals in about
 * 100,000 nodes (the grid's Spider parts spend their budget before any beam
 * gets far); Klondike's searches for wins only start after 504,000 nodes
 * (klondike-bg draw 3 sv 3 is won by them at 712,606), and their beams after
 * 2,404,000 (the `klondike` preset's sv 72 is won by them at 2,420,728);
 * Emperor's beams win sv 14 built down at 394,581 nodes (the grid's Emperor
 * parts spend their 20,000 nodes in the dive and the first beams), and built
 * up sv 38 at 4,603,900, in their second round (the Emperor profile's
 * rounds, profile.ts: the first has half the budget, at most 6,000,000, then
 * best-first 500,000).
 * The hole games' restarts need more than the grid's budget (each starts at
 * 8,192 nodes and takes at most a half, without cells an eighth, of it):
 * Worm Hole sv 5 and Black Hole sv 26 reach them. Gaps without the fixed
 * suit wins no deal within the grid's budget: its best-first search wins sv 5
 * of `one-deal` in 187,387 nodes (the grid's 16 MiB table).
 */
const EXTRA_PARTS: { game: string; preset: string; set: string[]; strategy: string; nodes: number; deals: number; first?: number }[] = [
  { game: "spider", preset: "spider", set: ["layout=standard", "suits=1"], strategy: "solver", nodes: 200_000, deals: 2 },
  { game: "klondike", preset: "klondike-bg", set: ["draw=3"], strategy: "solver", nodes: 800_000, deals: 4 },
  { game: "klondike", preset: "klondike", set: [], strategy: "solver", nodes: 2_500_000, deals: 1, first: 72 },
  { game: "emperor", preset: "emperor", set: ["build=down"], strategy: "solver", nodes: 3_000_000, deals: 1, first: 14 },
  { game: "emperor", preset: "emperor", set: ["build=up"], strategy: "solver", nodes: 8_000_000, deals: 1, first: 38 },
  { game: "worm-hole", preset: "standard", set: [], strategy: "solver", nodes: 1_000_000, deals: 1, first: 5 },
  { game: "black-hole", preset: "standard", set: [], strategy: "solver", nodes: 1_000_000, deals: 1, first: 26 },
  { game: "gaps", preset: "one-deal", set: [], strategy: "solver", nodes: 500_000, deals: 1, first: 5 },
];

/**
 * The rules-record game's presets are data (Solvitaire's records, read by one
 * code path): the fingerprint plays a sample that covers the rule families
 * they use (cells, same-suit building, a staircase, a stock turned, aces up)
 * rather than all 42, which would double its time.
 */
const PRESETS_SAMPLED: Record<string, string[]> = { tableau: ["defaults", "bakers-game", "alpha-star", "somerset", "thirtysix", "klondike"] };

/** Each strategy plays with its quick settings (its record's): hindsight's defaults would outweigh the rest. */
function spec(game: GameDef, preset: string, strategy: StrategyDef): RunSpec {
  const { settings } = resolveSettings(game, preset);
  const own = strategy.settings.length
    ? { strategySettings: { ...Object.fromEntries(strategy.settings.map((s) => [s.key, s.default])), ...strategy.quickSettings } }
    : {};
  return { game: game.id, preset, settings, strategy: strategy.id, ...own, numbering: game.numberings[0], budget: { ...SOLVER_BUDGET }, rngSeed: 1 };
}

/** Every game, every preset, the solver and every strategy. */
export function fingerprint(engine: Engine): Fingerprint {
  const jobs: { name: string; spec: RunSpec; deals: number; first?: number }[] = [];
  for (const game of GAMES) {
    for (const preset of PRESETS_SAMPLED[game.id] ?? Object.keys(game.presets)) {
      for (const strategy of game.strategies) {
        const deals = dealsFor(strategy);
        const s = spec(game, preset, strategy);
        if (strategyRefusal(game, strategy, s.settings)) continue; // it cannot play this preset (the CLI refuses it too)
        jobs.push({ name: `${game.id} ${preset} ${strategy.id}, seeds 0..${deals - 1}`, spec: s, deals });
      }
    }
  }
  for (const x of EXTRA_PARTS) {
    const game = GAMES.find((g) => g.id === x.game)!;
    const { settings } = resolveSettings(game, x.preset, x.set);
    const s: RunSpec = { ...spec(game, x.preset, requireStrategy(game, x.strategy)), settings, budget: { ...SOLVER_BUDGET, nodes: x.nodes } };
    const first = x.first ?? 0;
    jobs.push({
      name: `${x.game} ${x.preset} ${x.set.join(" ")} ${x.strategy} at ${x.nodes} nodes, seeds ${first}..${first + x.deals - 1}`,
      spec: s,
      deals: x.deals,
      first,
    });
  }
  const parts = jobs.map((j) => ({ name: j.name, nodes: runChunk(engine, j.spec, j.first ?? 0, j.deals).nodes.reduce((a, b) => a + b, 0) }));
  return { total: parts.reduce((a, p) => a + p.nodes, 0), parts };
}
