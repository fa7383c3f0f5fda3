// What the last solve or play gave, as the host reads it (index.ts copies it
// out): nodes, the length of the line (written to the caller's move area),
// the score, its bound and whether it is proven.

import { Game } from "../games/game";
import { search, nodes, bestLength, bestScore, valueBound, proven, BEST_PATH } from "./search";

export class Outcome {
  nodes: f64 = 0;
  length: i32 = 0;
  score: i32 = 0;
  bound: i32 = 0;
  proven: bool = false;
}

export const outcome = new Outcome();

/** Score bound in the game's own score, from the solver's value bound. */
function scoreFromValue<G extends Game>(g: G, v: i32): i32 {
  // value() is score() for games scored upwards and total - score() for
  // Accordion's piles; both are affine, so map through the current pair.
  const sv = g.value();
  const sc = g.score();
  return sc == sv ? v : sc + sv - v;
}

/** The depth-first solver (search.ts) from g's position; its line goes to `line`. */
export function solveDepthFirst<G extends Game>(g: G, nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): i32 {
  const r = search<G>(g, nodeBudget, timeMs, true);
  outcome.nodes = <f64>nodes;
  outcome.length = bestLength;
  outcome.score = bestScore;
  outcome.bound = scoreFromValue<G>(g, valueBound);
  outcome.proven = proven;
  for (let i = 0; i < bestLength; i++) unchecked((line[i] = BEST_PATH[i]));
  return r;
}
