// The depth-first solver as a solve: its search (search.ts) from a game's
// position, its line written to the caller's move area, and the outcome the
// host reads.

import { Game } from "../games/game";
import { depthFirst } from "./search";
import { Outcome } from "./result";

/** Score bound in the game's own score, from the solver's value bound. */
function scoreFromValue<G extends Game>(g: G, v: i32): i32 {
  // value() is score() for games scored upwards and total - score() for
  // Accordion's piles; both are affine, so map through the current pair.
  const sv = g.value();
  const sc = g.score();
  return sc == sv ? v : sc + sv - v;
}

const OUTCOME = new Outcome();

/**
 * The depth-first solver (search.ts) from g's position, trying the moves
 * `ms` gives; its line goes to `line`. `tableNodes`: as depthFirst's.
 */
export function solveDepthFirst<G extends Game, M>(g: G, ms: M, nodeBudget: i64, timeMs: f64, line: StaticArray<i32>, tableNodes: i64 = 0): Outcome {
  const r = depthFirst<G, M>(g, ms, nodeBudget, timeMs, true, tableNodes);
  for (let i = 0; i < r.length; i++) unchecked((line[i] = r.line[i]));
  return OUTCOME.set(r.verdict, <f64>r.nodes, r.length, r.bestScore, scoreFromValue<G>(g, r.valueBound), r.proven);
}
