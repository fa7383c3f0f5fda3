// The check every tiny tableau deal goes through: a brute force over the
// reference rules (no pruning) gives the truth, the engine's solver must give
// the same verdict (and, when lost, the same best score), and a win, written
// out as a player's moves, must replay under the reference.
import { expect } from "vitest";
import { makeCard, type Card } from "../../src/core/cards.ts";
import type { Engine } from "../../src/engine/engine.ts";
import type { Layout } from "../../src/core/layout.ts";
import { TableauReference } from "../../src/games/reference/tableau.ts";
import { rulesToEngine, type TableauRules } from "../../src/games/tableau-rules.ts";
import { bruteForce } from "./brute-force.ts";

/** One deck cut to the ranks 1..ranks, in order. */
export function tinyDeck(ranks: number): Card[] {
  const deck: Card[] = [];
  for (let r = 1; r <= ranks; r++) for (let s = 0; s < 4; s++) deck.push(makeCard(r, s));
  return deck;
}

/** Solves one tiny deal both ways and checks they agree; returns whether it is won. */
export function checkTinyDeal(engine: Engine, layout: Layout, rules: TableauRules, maxStates: number, where: string): boolean {
  const truth = bruteForce(() => new TableauReference(layout, rules), maxStates, (g) => g.clone());
  expect(truth.complete, "brute force must finish").toBe(true);
  engine.selectGame(4);
  engine.setSettings(rulesToEngine(rules));
  engine.loadLayout(layout);
  engine.start(false);
  const r = engine.solve({ nodes: 0, timeMs: 0, ttMiB: 8 });
  expect(r.result, where).toBe(truth.won ? "won" : "lost");
  expect(r.proven, where).toBe(true);
  if (truth.won) {
    const check = new TableauReference(layout, rules);
    for (const m of r.moves) check.apply(m);
    expect(check.won(), where).toBe(true);
  } else expect(r.score, where).toBe(truth.best);
  return truth.won;
}
