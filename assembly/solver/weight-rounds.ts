// Best-first in rounds of different depth weights, for the games of single
// cards, no cells and no stock where any card builds on any suit (Streets and
// Alleys, Beleaguered Castle): each round a fresh best-first search
// (bestfirst.ts) with its own weight on short lines, on its share of the
// budgets; the last round has the rest and is the complete search of the
// solver (its "lost" is the proof, as before).
//
// Why: which weight finds a deal's win fast is erratic there. On the deals
// that 2 s left unknown over sv 0..199, at 3 M nodes a deal: weight 2 (the
// default) / 8 / 20 / 40 won 0 / 5 / 8 / 8 of Beleaguered Castle's 10; weight 20
// won 15 of Streets and Alleys' 23 but lost 3 deals weight 2 wins (sv 19, 69,
// 175), weight 10 won sv 19 and 69 in under 0.5 M, weight 2 sv 175 in 0.6 M.
// So two short rounds tried their luck first (weights 10 and 2), and the last
// and longest round is the weight that wins most (20).
// With their own evaluation (heuristic.ts's openEvaluate: less 16 a card under
// a pile's built stretch), at 3 M nodes a deal over sv 0..199, rounds of
// 10 / 2 / 20 left 6 and 2 unknown (9 and 3 before) but spent more nodes on
// the wins (short rounds missed what the last found); 20 / 10 / 20 leaves the
// same 6 and 2 in 42.6 M and 14.4 M nodes in all (51.7 M and 18.2 M before).
// Weights 8 and 32 a card: 6 / 2 and 7 / 3 unknown, with wins of the 16's lost.
// A loss needs every position expanded whatever the order, so a loss is
// proved in a round whose share holds its whole state space: the last
// round's 70% (the hardest loss proved at 2 s before the rounds took 1.28 M
// nodes), or a short round's 15% for the many small ones.

import { Tableau } from "../games/tableau/tableau";
import { openGame } from "../games/tableau/kinds";
import { DEPTH_WEIGHT } from "./bestfirst";

const WEIGHTS: StaticArray<i32> = [20, 10, 20];
/** Percent of the budgets left at the first round that each round but the last gets. */
const SHARES: StaticArray<i32> = [15, 15];
/** Without a node or time budget, the early rounds' shares are of this many nodes. */
const NOMINAL_NODES: i64 = 3000000;

/** How many rounds of best-first the solver runs in t's game (1: one, with the default weight). */
export function weightRounds(t: Tableau): i32 {
  return openGame(t) ? WEIGHTS.length : 1;
}

/** Round k's depth weight. */
export function roundWeight(t: Tableau, k: i32): i32 {
  return openGame(t) ? unchecked(WEIGHTS[k]) : DEPTH_WEIGHT;
}

/**
 * Round k's node budget (not the last round), of `nodesLeft` (0: no node
 * budget) at the first round; 0 (none) when only time bounds the search.
 */
export function roundNodes(k: i32, nodesLeft: i64, timed: bool): i64 {
  if (nodesLeft <= 0 && timed) return 0;
  // At least a node: 0 would mean no limit.
  return max<i64>(1, ((nodesLeft > 0 ? nodesLeft : NOMINAL_NODES) * <i64>unchecked(SHARES[k])) / 100);
}

/** Round k's time (not the last round), of `msLeft` (0: no time budget) at the first round; 0: none. */
export function roundMs(k: i32, msLeft: f64): f64 {
  return msLeft > 0 ? (msLeft * <f64>unchecked(SHARES[k])) / 100 : 0;
}
