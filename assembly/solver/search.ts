// Depth-first search over any Game, with a transposition table of positions
// already reached, a node budget and a time budget.
//
// Verdicts: WON with the move list; LOST only when every position reachable
// from the deal was visited (the table only skips positions already reached,
// which is safe); UNKNOWN when a budget ran out first. The same loop keeps the
// best value() seen, which makes it a score maximiser too: in score mode a
// position whose bound() cannot beat the best found is not expanded (safe,
// since bound() is an upper bound), and a completed search proves the best.
//
// The moves tried at each position come from the caller's move source M, a
// class with moves(g, out, at): i32 (compiled in, a direct call): the game's
// search moves (GameMoves), or the tableau's in an order the caller chooses.

import { Game } from "../games/game";
import { now } from "../engine/clock";
import { ttNewSearch, ttEndSearch, ttSeenOrInsert } from "./tt";
import { progressTick } from "./progress";
import { SearchResult, MAX_DEPTH, RESULT_WON, RESULT_LOST, RESULT_UNKNOWN } from "./result";

const MOVE_SPACE: i32 = 1 << 20;
const MAX_BRANCH: i32 = 512; // no game generates more moves than this at once

const MOVES = new StaticArray<i32>(MOVE_SPACE);
const FRAME_NEXT = new StaticArray<i32>(MAX_DEPTH + 1);
const FRAME_END = new StaticArray<i32>(MAX_DEPTH + 1);
const PATH = new StaticArray<i32>(MAX_DEPTH + 1);

/** The game's own search moves, in its own order. */
export class GameMoves<G extends Game> {
  moves(g: G, out: StaticArray<i32>, at: i32): i32 {
    return g.searchMoves(out, at);
  }
}

/** The depth-first search's result: its line is the win, or the line to the best position found. */
const RESULT = new SearchResult(MAX_DEPTH + 1);

/** Keeps g's position, `depth` moves down PATH, as the best found. */
function keepBest<G extends Game>(g: G, depth: i32): void {
  const r = RESULT;
  r.bestValue = g.value();
  r.bestScore = g.score();
  r.score = r.bestScore;
  r.length = depth;
  for (let k = 0; k < depth; k++) unchecked((r.line[k] = PATH[k]));
}

/**
 * Searches from g's current position, which it leaves unchanged, trying the
 * moves `ms` gives. nodeBudget <= 0 and timeMs <= 0 mean no limit;
 * `tableNodes` (0: none) bounds the table the search uses to what that many
 * nodes fill (tt.ts's ttNewSearch).
 */
export function depthFirst<G extends Game, M>(g: G, ms: M, nodeBudget: i64, timeMs: f64, scoreMode: bool, tableNodes: i64 = 0): SearchResult {
  const r = loop<G, M>(g, ms, nodeBudget, timeMs, scoreMode, tableNodes);
  ttEndSearch();
  return r;
}

function loop<G extends Game, M>(g: G, ms: M, nodeBudget: i64, timeMs: f64, scoreMode: bool, tableNodes: i64): SearchResult {
  const r = RESULT;
  const deadline = timeMs > 0 ? now() + timeMs : Infinity;
  const limit = nodeBudget > 0 ? nodeBudget : i64.MAX_VALUE;
  let nodes: i64 = 0;
  r.nodes = 0;
  r.proven = false;
  ttNewSearch(tableNodes);
  keepBest<G>(g, 0);
  r.valueBound = g.bound();
  if (g.won()) {
    r.proven = true;
    r.valueBound = r.bestValue;
    r.verdict = RESULT_WON;
    return r;
  }
  ttSeenOrInsert(g.key(), g.check());

  // Frame d's moves are MOVES[FRAME_NEXT[d] .. FRAME_END[d]); a child frame
  // starts where its parent's moves end.
  let depth = 0;
  let truncated = false; // some position was left unexpanded for lack of room
  unchecked((FRAME_NEXT[0] = 0));
  unchecked((FRAME_END[0] = ms.moves(g, MOVES, 0)));

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
        r.nodes = nodes;
        r.proven = true;
        r.valueBound = r.bestValue;
        r.verdict = RESULT_WON;
        return r;
      }
      let out = nodes >= limit;
      if (!out && (nodes & 1023) == 0) {
        const t = now();
        out = t >= deadline;
        progressTick(t, nodes, r.bestScore);
      }
      if (out) {
        for (let d = depth; d >= 0; d--) g.undo(unchecked(PATH[d]));
        r.nodes = nodes;
        r.verdict = RESULT_UNKNOWN;
        return r;
      }
      // A transient position (Game.transient) has one parent, searched once: no entry.
      if (!g.transient() && ttSeenOrInsert(g.key(), g.check())) {
        g.undo(m);
        continue;
      }
      if (g.value() > r.bestValue) keepBest<G>(g, depth + 1);
      if (scoreMode && g.bound() <= r.bestValue) {
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
      unchecked((FRAME_END[depth] = top + ms.moves(g, MOVES, top)));
    } else {
      if (depth == 0) break;
      depth--;
      g.undo(unchecked(PATH[depth]));
    }
  }
  r.nodes = nodes;
  if (truncated) {
    r.verdict = RESULT_UNKNOWN;
    return r;
  }
  r.proven = true;
  r.valueBound = r.bestValue;
  r.verdict = RESULT_LOST;
  return r;
}
