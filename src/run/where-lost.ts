// Where a strategy lost a deal the solver wins: the last position of its line
// from which the thoughtful solver (every card known) still wins, and the move
// after it. The positions of one line that the solver can win from come first:
// a position one legal move before a winnable one is winnable too. So a
// bisection over the line finds the boundary with a solve at each probe;
// "won" is certain, "not won" may be a budget run out, and the verdict after
// the boundary says which (lost: proved; unknown: not won within the budget).

import { plural } from "../core/figures.ts";
import type { Budget, Engine, Verdict } from "../engine/engine.ts";
import type { GameDef } from "../games/catalogue.ts";
import { configureEngine, type DealSource } from "./play-deal.ts";
import type { RunSpec } from "./spec.ts";

export interface WhereLost {
  /** The solver's verdict on the deal itself. */
  fromDeal: Verdict;
  /**
   * When the solver wins the deal: the most moves of the line after which it
   * still wins (the line's length: the strategy stopped where a win was left).
   */
  lastWinnable?: number;
  /** The solver's verdict after one move more (absent when the strategy stopped in a winnable position). */
  after?: Verdict;
  /** Solves made. */
  probes: number;
}

/**
 * Where the line `moves` (a strategy's play of `deal`, lost) stopped being
 * winnable, each probe a solve within `budget` from the position after that
 * many moves of the line.
 */
export function whereLost(engine: Engine, game: GameDef, spec: RunSpec, deal: DealSource, moves: readonly number[], budget: Budget): WhereLost {
  configureEngine(engine, game, spec.settings);
  let probes = 0;
  const verdictAfter = (k: number): Verdict => {
    if ("seed" in deal) engine.dealSeed(spec.numbering, deal.seed);
    else engine.loadLayout(deal.layout);
    engine.start(false);
    for (let i = 0; i < k; i++) {
      if (!engine.isLegal(moves[i])) throw new Error(`move ${i + 1} (${moves[i]}) of the strategy's line is illegal in the solver's game`);
      engine.play(moves[i]);
    }
    probes++;
    return engine.solve(budget).result;
  };
  const fromDeal = verdictAfter(0);
  if (fromDeal !== "won") return { fromDeal, probes };
  const atEnd = verdictAfter(moves.length);
  if (atEnd === "won") return { fromDeal, lastWinnable: moves.length, probes };
  // The solver wins after `won` moves and does not after `notWon`.
  let won = 0;
  let notWon = moves.length;
  let after = atEnd;
  while (notWon - won > 1) {
    const mid = (won + notWon) >> 1;
    const v = verdictAfter(mid);
    if (v === "won") won = mid;
    else {
      notWon = mid;
      after = v;
    }
  }
  return { fromDeal, lastWinnable: won, after, probes };
}

/** The move after which the solver no longer wins (1-based), where one was found. */
export function lostMove(w: WhereLost): number | undefined {
  return w.after !== undefined && w.lastWinnable !== undefined ? w.lastWinnable + 1 : undefined;
}

/**
 * What was found, in words: `words` the line's moves in words, `within` the
 * budget of each solve as said after "within" ("the budget", "5 s").
 */
export function whereLostText(w: WhereLost, words: readonly string[], within: string): string {
  const solves = plural(w.probes, "solve");
  if (w.fromDeal === "lost") return `nowhere, the solver proves the deal itself lost (${solves})`;
  if (w.fromDeal !== "won") return `not found, the solver does not win the deal itself within ${within} (${solves})`;
  const move = lostMove(w);
  if (move === undefined) return `the solver still wins from the position the strategy stopped in (${solves})`;
  const before = move === 1 ? "from the deal" : `after move ${move - 1}`;
  const after = w.after === "lost" ? "the position is proved lost" : `it finds no win within ${within}`;
  return `move ${move} (${words[move - 1]}): the solver, every card known, wins ${before}; after it, ${after} (${solves})`;
}
