// Depth-first search over any Game, with a transposition table of positions
// already reached, a node budget and a time budget.
//
// Verdicts: WON with the move list; LOST only when every position reachable
// from the deal was visited (the table only skips positions already reached,
// which is safe); UNKNOWN when a budget ran out first. The same loop keeps the
// best value() seen, which makes it a score maximiser too: in score mode a
// position whose bound() cannot beat the best found is not expanded (safe,
// since bound() is an upper bound), and a completed search proves the best.

import { Game } from "../games/game";
import { now } from "../engine/clock";
import { ttNewSearch, ttSeenOrInsert } from "./tt";
import { progressTick } from "./progress";

export const RESULT_WON: i32 = 0;
export const RESULT_LOST: i32 = 1;
export const RESULT_UNKNOWN: i32 = 2;
export const RESULT_ERROR: i32 = 3;

export const MAX_DEPTH: i32 = 20000;
const MOVE_SPACE: i32 = 1 << 20;
const MAX_BRANCH: i32 = 512; // no game generates more moves than this at once

const MOVES = new StaticArray<i32>(MOVE_SPACE);
const FRAME_NEXT = new StaticArray<i32>(MAX_DEPTH + 1);
const FRAME_END = new StaticArray<i32>(MAX_DEPTH + 1);
const PATH = new StaticArray<i32>(MAX_DEPTH + 1);

/** The winning line, or the line to the best position found. */
export const BEST_PATH = new StaticArray<i32>(MAX_DEPTH + 1);
export let bestLength: i32 = 0;
export let bestValue: i32 = 0;
export let bestScore: i32 = 0;
export let valueBound: i32 = 0;
export let proven: bool = false;
export let nodes: i64 = 0;

function keepBest<G extends Game>(g: G, depth: i32): void {
  bestValue = g.value();
  bestScore = g.score();
  bestLength = depth;
  for (let k = 0; k < depth; k++) unchecked((BEST_PATH[k] = PATH[k]));
}

/**
 * Searches from g's current position, which it leaves unchanged.
 * nodeBudget <= 0 and timeMs <= 0 mean no limit.
 */
export function search<G extends Game>(g: G, nodeBudget: i64, timeMs: f64, scoreMode: bool): i32 {
  const deadline = timeMs > 0 ? now() + timeMs : Infinity;
  const limit = nodeBudget > 0 ? nodeBudget : i64.MAX_VALUE;
  nodes = 0;
  proven = false;
  ttNewSearch();
  keepBest<G>(g, 0);
  valueBound = g.bound();
  if (g.won()) {
    proven = true;
    valueBound = bestValue;
    return RESULT_WON;
  }
  ttSeenOrInsert(g.key(), g.check());

  // Frame d's moves are MOVES[FRAME_NEXT[d] .. FRAME_END[d]); a child frame
  // starts where its parent's moves end.
  let depth = 0;
  let truncated = false; // some position was left unexpanded for lack of room
  unchecked((FRAME_NEXT[0] = 0));
  unchecked((FRAME_END[0] = g.searchMoves(MOVES, 0)));

  while (true) {
    const i = unchecked(FRAME_NEXT[depth]);
    if (i < unchecked(FRAME_END[depth])) {
      unchecked((FRAME_NEXT[depth] = i + 1));
      const m = unchecked(MOVES[i]);
      g.apply(m);
      unchecked((PATH[depth] = m));
      nodes++;
      if (g.won()) {
        keepBest<G>(g, depth + 1);
        for (let d = depth; d >= 0; d--) g.undo(unchecked(PATH[d]));
        proven = true;
        valueBound = bestValue;
        return RESULT_WON;
      }
      let out = nodes >= limit;
      if (!out && (nodes & 1023) == 0) {
        const t = now();
        out = t >= deadline;
        progressTick(t, nodes, bestScore);
      }
      if (out) {
        for (let d = depth; d >= 0; d--) g.undo(unchecked(PATH[d]));
        return RESULT_UNKNOWN;
      }
      // A transient position (Game.transient) has one parent, searched once: no entry.
      if (!g.transient() && ttSeenOrInsert(g.key(), g.check())) {
        g.undo(m);
        continue;
      }
      if (g.value() > bestValue) keepBest<G>(g, depth + 1);
      if (scoreMode && g.bound() <= bestValue) {
        g.undo(m);
        continue;
      }
      const top = unchecked(FRAME_END[depth]);
      if (depth + 1 >= MAX_DEPTH || top + MAX_BRANCH > MOVE_SPACE) {
        truncated = true;
        g.undo(m);
        continue;
      }
      depth++;
      unchecked((FRAME_NEXT[depth] = top));
      unchecked((FRAME_END[depth] = top + g.searchMoves(MOVES, top)));
    } else {
      if (depth == 0) break;
      depth--;
      g.undo(unchecked(PATH[depth]));
    }
  }
  if (truncated) return RESULT_UNKNOWN;
  proven = true;
  valueBound = bestValue;
  return RESULT_LOST;
}
