// How the tableau games are solved: three complete searches in turn,
// 1. a short depth-first dive with moves in the order of the heuristic value
//    of the position each leads to (most won deals fall in a few hundred nodes);
// 2. best-first search (bestfirst.ts), until it decides or its room for open positions runs out;
// 3. depth-first search over the whole table for what is left of the budgets.
// Any of them decides: a win, or all reachable positions exhausted (lost).
// The line found is then written as a player's moves (stock turns spelt out).

import { Tableau } from "../games/tableau/position";
import { ORDER_HEURISTIC, ORDER_STATIC } from "../games/tableau/evaluate";
import { now } from "../engine/clock";
import { ttLend, ttLentBytes, ttReclaim } from "./tt";
import { bestFirst, Solving, bfNodes, bfLength, bfBestScore, RESULT_NO_ROOM } from "./bestfirst";
import { BEST_PATH, RESULT_WON, RESULT_UNKNOWN } from "./search";
import { outcome, solveDepthFirst } from "./outcome";

/** Node limit of the opening depth-first dive. */
const DIVE_NODES: i64 = 4000;

const ROOT = new StaticArray<u8>(1024);
const SOLVING = new Solving<Tableau>();
const LINE = new StaticArray<i32>(1 << 15);

/** Solves from t's position, which it leaves unchanged; the line goes to `line` as a player's moves. */
export function solveTableau(t: Tableau, nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): i32 {
  const r = decide(t, nodeBudget, timeMs, LINE);
  outcome.length = outcome.length > 0 ? t.expand(LINE, outcome.length, line) : 0;
  return r;
}

/** Milliseconds left before the deadline (0: no time limit). */
function remainingMs(timeMs: f64, deadline: f64): f64 {
  return timeMs > 0 ? max(1.0, deadline - now()) : 0;
}

function decide(t: Tableau, nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): i32 {
  const deadline = timeMs > 0 ? now() + timeMs : Infinity;
  const root = changetype<usize>(ROOT);
  t.pack(root);

  // 1. The dive.
  t.ordering = ORDER_HEURISTIC;
  const dive = nodeBudget > 0 && nodeBudget < DIVE_NODES ? nodeBudget : DIVE_NODES;
  let r = solveDepthFirst<Tableau>(t, dive, remainingMs(timeMs, deadline), line);
  t.ordering = ORDER_STATIC;
  let spent = <i64>outcome.nodes;
  let bestScoreSeen = outcome.score;
  if (r != RESULT_UNKNOWN || (nodeBudget > 0 && spent >= nodeBudget) || (timeMs > 0 && now() >= deadline)) return r;

  // 2. Best-first.
  // Its open positions in memory the transposition table lends.
  r = bestFirst<Tableau, Solving<Tableau>>(t, SOLVING, ttLend(), ttLentBytes(), nodeBudget > 0 ? nodeBudget - spent : 0, deadline, i32.MAX_VALUE, true);
  t.unpack(root);
  spent += bfNodes;
  if (bfBestScore > bestScoreSeen) bestScoreSeen = bfBestScore;
  if (r != RESULT_NO_ROOM) {
    outcome.nodes = <f64>spent;
    outcome.length = r == RESULT_WON ? bfLength : 0;
    outcome.score = bestScoreSeen;
    outcome.proven = r != RESULT_UNKNOWN;
    outcome.bound = outcome.proven ? outcome.score : t.winValue();
    for (let i = 0; i < outcome.length; i++) unchecked((line[i] = BEST_PATH[i]));
    return r;
  }

  // 3. Depth-first over the whole table.
  ttReclaim();
  if (nodeBudget > 0 && spent >= nodeBudget) {
    outcome.nodes = <f64>spent;
    return RESULT_UNKNOWN;
  }
  r = solveDepthFirst<Tableau>(t, nodeBudget > 0 ? nodeBudget - spent : 0, remainingMs(timeMs, deadline), line);
  outcome.nodes += <f64>spent;
  if (outcome.score < bestScoreSeen && r == RESULT_UNKNOWN) outcome.score = bestScoreSeen;
  return r;
}
