// How the tableau games are solved: three complete searches in turn,
// 1. a short depth-first dive with moves in the order of the heuristic value
//    of the position each leads to (most won deals fall in a few hundred nodes);
// 2. best-first search, until it decides or its room for open positions runs out;
// 3. depth-first search over the whole table for what is left of the budgets.
// Any of them decides: a win, or all reachable positions exhausted (lost).
// The line found is then written as a player's moves (stock turns spelt out).

import { Tableau } from "../games/tableau/position";
import { ORDER_HEURISTIC, ORDER_STATIC } from "../games/tableau/evaluate";
import { now } from "../engine/clock";
import { ttReclaim } from "./tt";
import { bestFirst, bfNodes, bfLength, bfBestScore, RESULT_NO_ROOM } from "./bestfirst";
import { BEST_PATH, RESULT_LOST, RESULT_WON, RESULT_UNKNOWN } from "./search";
import { outcome, solveDepthFirst } from "./outcome";

/** Node limit of the opening depth-first dive. */
const DIVE_NODES: i64 = 4000;

const ROOT = new StaticArray<u8>(1024);
const LINE = new StaticArray<i32>(1 << 15);
/** The dive's line, kept while the later phases search: the score reported is the score at the end of the line reported. */
const DIVE_LINE = new StaticArray<i32>(1 << 15);

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
  if (r != RESULT_UNKNOWN || (nodeBudget > 0 && spent >= nodeBudget) || (timeMs > 0 && now() >= deadline)) return r;
  const diveLength = outcome.length;
  const diveScore = outcome.score;
  for (let i = 0; i < diveLength; i++) unchecked((DIVE_LINE[i] = line[i]));

  // 2. Best-first. It keeps no line to its best position short of a win, so
  // its best score is only a bound; the line reported short of a win is the dive's.
  r = bestFirst<Tableau>(t, nodeBudget > 0 ? nodeBudget - spent : 0, deadline);
  t.unpack(root);
  spent += bfNodes;
  if (r != RESULT_NO_ROOM) {
    outcome.nodes = <f64>spent;
    if (r == RESULT_WON) {
      outcome.length = bfLength;
      outcome.score = bfBestScore;
      for (let i = 0; i < bfLength; i++) unchecked((line[i] = BEST_PATH[i]));
    } else {
      outcome.length = diveLength;
      outcome.score = diveScore;
      for (let i = 0; i < diveLength; i++) unchecked((line[i] = DIVE_LINE[i]));
    }
    // Lost: every position was seen, so the best score is known (a bound all the same).
    outcome.bound = r == RESULT_LOST ? max(bfBestScore, diveScore) : t.winValue();
    outcome.proven = outcome.score == outcome.bound;
    return r;
  }

  // 3. Depth-first over the whole table; short of a verdict, the better of its line and the dive's.
  ttReclaim();
  if (nodeBudget > 0 && spent >= nodeBudget) {
    outcome.nodes = <f64>spent;
    outcome.length = diveLength;
    outcome.score = diveScore;
    outcome.bound = t.winValue();
    outcome.proven = false;
    for (let i = 0; i < diveLength; i++) unchecked((line[i] = DIVE_LINE[i]));
    return RESULT_UNKNOWN;
  }
  r = solveDepthFirst<Tableau>(t, nodeBudget > 0 ? nodeBudget - spent : 0, remainingMs(timeMs, deadline), line);
  outcome.nodes += <f64>spent;
  if (r == RESULT_UNKNOWN && outcome.score < diveScore) {
    outcome.length = diveLength;
    outcome.score = diveScore;
    for (let i = 0; i < diveLength; i++) unchecked((line[i] = DIVE_LINE[i]));
  }
  return r;
}
