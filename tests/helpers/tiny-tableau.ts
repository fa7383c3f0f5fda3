// The tiny games of the exhaustive tests: a tableau game's tiny preset from
// the catalogue (every suit cut to a few ranks, few piles), dealt by its seeds,
// and the check every tiny deal goes through: a brute force over the reference
// rules (no pruning) gives the truth, the engine's solver must give the same
// verdict (and, when lost, the same best score), and a win, written out as a
// player's moves, must replay under the reference.
import { expect } from "vitest";
import type { Engine } from "../../src/engine/engine.ts";
import type { Layout } from "../../src/core/layout.ts";
import { svDeal } from "../../src/core/numbering.ts";
import { findGame } from "../../src/games/catalogue.ts";
import { resolveSettings } from "../../src/games/settings.ts";
import { TableauReference } from "../../src/games/reference/tableau.ts";
import { rulesToEngine, type TableauRules } from "../../src/games/tableau-rules.ts";
import { bruteForce } from "./brute-force.ts";

export interface TinyFamily {
  rules: TableauRules;
  /** The layout of sv seed `seed`, as `solitaire-lab run` deals it. */
  deal(seed: number): Layout;
}

/** A game's preset with `key=value` overrides, exactly as the CLI and the dashboard resolve them. */
export function tinyFamily(gameId: string, preset: string, overrides: string[] = []): TinyFamily {
  const game = findGame(gameId)!;
  const { settings } = resolveSettings(game, preset, overrides);
  const spec = game.dealSpec(settings);
  return { rules: game.tableauRules!(settings), deal: (seed) => svDeal(seed, spec) };
}

/**
 * Solves one tiny deal both ways and checks they agree; returns whether it is
 * won. With `tooBig` the brute force may run out of states: then nothing is
 * checked and the answer is undefined. With `bestUnclaimed` a loss need not
 * claim its best score even with the dive (a search past its depth limit
 * does not claim a value first seen from a parked position, which has no
 * line from the deal: solver/search.ts).
 */
export function checkTinyDeal(
  engine: Engine,
  layout: Layout,
  rules: TableauRules,
  maxStates: number,
  where: string,
  tooBig?: undefined,
  bestUnclaimed?: boolean,
): boolean;
export function checkTinyDeal(engine: Engine, layout: Layout, rules: TableauRules, maxStates: number, where: string, tooBig: "skip"): boolean | undefined;
export function checkTinyDeal(
  engine: Engine,
  layout: Layout,
  rules: TableauRules,
  maxStates: number,
  where: string,
  tooBig?: "skip",
  bestUnclaimed = false,
): boolean | undefined {
  const truth = bruteForce(
    () => new TableauReference(layout, rules),
    maxStates,
    (g) => g.clone(true),
  );
  if (!truth.complete && tooBig === "skip") return undefined;
  expect(truth.complete, "brute force must finish").toBe(true);
  engine.selectGame(4);
  engine.setSettings(rulesToEngine(rules));
  // Twice: as the solver runs, and without its dive, which decides nearly
  // every tiny deal itself; then the later phases and their pruning must.
  for (const withoutDive of [false, true]) {
    const at = withoutDive ? `${where} (without the dive)` : where;
    engine.skipDive(withoutDive);
    engine.loadLayout(layout);
    engine.start(false);
    const r = engine.solve({ nodes: 0, timeMs: 0, ttMiB: 8 });
    engine.skipDive(false);
    expect(r.result, at).toBe(truth.won ? "won" : "lost");
    const check = new TableauReference(layout, rules);
    for (const m of r.moves) check.apply(m);
    if (truth.won) {
      expect(r.proven, at).toBe(true);
      expect(check.won(), at).toBe(true);
    } else if (!withoutDive && !bestUnclaimed) {
      expect(r.proven, at).toBe(true);
      expect(r.score, at).toBe(truth.best);
    } else {
      // A lost verdict's best line is the dive's when a dead end is found
      // right after it (solver/tableau.ts): without the dive it may fall short,
      // and then it must not claim to be the best.
      expect(r.score, at).toBe(check.score());
      expect(r.proven ? r.score === truth.best : r.score <= truth.best, at).toBe(true);
    }
  }
  return truth.won;
}
