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
// M also parks the positions met at the depth limit where its game can
// (begin, park, resume, restore; parked.ts).

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

/** A move source that parks nothing (parked.ts): a position at the depth limit ends the hope of a proof. */
export class NoParking<G> {
  begin(g: G): void {}
  park(g: G): bool {
    return false;
  }
  resume(g: G): bool {
    return false;
  }
  restore(g: G): void {}
}

/** The game's own search moves, in its own order. */
export class GameMoves<G extends Game> extends NoParking<G> {
  moves(g: G, out: StaticArray<i32>, at: i32): i32 {
    return g.searchMoves(out, at);
  }
}

/** Tests: the deepest line a walk follows (MAX_DEPTH, or fewer so that tiny deals reach the limit). */
let depthLimit: i32 = MAX_DEPTH;
export function limitSearchDepth(depth: i32): void {
  depthLimit = depth > 0 && depth < MAX_DEPTH ? depth : MAX_DEPTH;
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

/** What a walk ended with. */
const WALK_DONE: i32 = 0; // every position under its start searched (or parked)
const WALK_WON: i32 = 1;
const WALK_OUT: i32 = 2; // a budget ran out

/** The running search's budgets and counts, shared by its walks. */
class Walking {
  nodes: i64 = 0;
  limit: i64 = 0;
  deadline: f64 = Infinity;
  scoreMode: bool = false;
  /** Some position was left unexpanded for lack of room, and not parked. */
  truncated: bool = false;
  /** A parked position's walk found a value above the best line's (which it cannot report). */
  beyondBest: bool = false;
}
const WALKING = new Walking();

function loop<G extends Game, M>(g: G, ms: M, nodeBudget: i64, timeMs: f64, scoreMode: bool, tableNodes: i64): SearchResult {
  const r = RESULT;
  const w = WALKING;
  w.deadline = timeMs > 0 ? now() + timeMs : Infinity;
  w.limit = nodeBudget > 0 ? nodeBudget : i64.MAX_VALUE;
  w.nodes = 0;
  w.scoreMode = scoreMode;
  w.truncated = false;
  w.beyondBest = false;
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
  ms.begin(g);
  let v = walk<G, M>(g, ms, true);
  // Positions parked at the depth limit (the move source keeps them, where
  // its game can: parked.ts), each searched from itself with the same table.
  // Why the walks together are complete: every position a walk reaches is
  // entered in the table then (a transient one has one parent, reached
  // once), and is either expanded by that walk, or parked and expanded as
  // the root of a later walk; one skipped as already in the table was
  // reached earlier, so it was or will be expanded too. With nothing left
  // parked and nothing lost for want of room, every position reachable by
  // the search's moves was expanded, as one walk without a limit would.
  // (A position the full table forgot is reached and expanded again: time,
  // never a verdict.) A win found from a parked position has no line from
  // the deal to report: the search says unknown then.
  let resumed = false;
  while (v == WALK_DONE && !w.truncated && ms.resume(g)) {
    resumed = true;
    v = walk<G, M>(g, ms, false);
  }
  if (resumed) ms.restore(g);
  r.nodes = w.nodes;
  if (v == WALK_WON && !resumed) {
    r.proven = true;
    r.valueBound = r.bestValue;
    r.verdict = RESULT_WON;
    return r;
  }
  if (v != WALK_DONE || w.truncated) {
    r.verdict = RESULT_UNKNOWN;
    return r;
  }
  r.proven = !w.beyondBest;
  r.valueBound = r.bestValue;
  r.verdict = RESULT_LOST;
  return r;
}

/**
 * Searches every position under g's (a root: the deal, or a parked
 * position) not yet in the table, leaving g as it found it. From the deal
 * it keeps the best line (keepBest) and ends at a win with the line in
 * RESULT; from a parked position its lines are not the deal's, so it only
 * notes a value above the best line's.
 */
function walk<G extends Game, M>(g: G, ms: M, fromDeal: bool): i32 {
  const r = RESULT;
  const w = WALKING;
  // Frame d's moves are MOVES[FRAME_NEXT[d] .. FRAME_END[d]); a child frame
  // starts where its parent's moves end.
  let depth = 0;
  unchecked((FRAME_NEXT[0] = 0));
  unchecked((FRAME_END[0] = ms.moves(g, MOVES, 0)));

  while (true) {
    const i = unchecked(FRAME_NEXT[depth]);
    if (i < unchecked(FRAME_END[depth])) {
      unchecked((FRAME_NEXT[depth] = i + 1));
      const m = unchecked(MOVES[i]);
      g.apply(m);
      unchecked((PATH[depth] = m));
      w.nodes++;
      if (g.won()) {
        if (fromDeal) keepBest<G>(g, depth + 1);
        for (let d = depth; d >= 0; d--) g.undo(unchecked(PATH[d]));
        return WALK_WON;
      }
      let out = w.nodes >= w.limit;
      if (!out && (w.nodes & 1023) == 0) {
        const t = now();
        out = t >= w.deadline;
        progressTick(t, w.nodes, r.bestScore);
      }
      if (out) {
        for (let d = depth; d >= 0; d--) g.undo(unchecked(PATH[d]));
        return WALK_OUT;
      }
      // A transient position (Game.transient) has one parent, searched once: no entry.
      if (!g.transient() && ttSeenOrInsert(g.key(), g.check())) {
        g.undo(m);
        continue;
      }
      if (g.value() > r.bestValue) {
        if (fromDeal) keepBest<G>(g, depth + 1);
        else w.beyondBest = true;
      }
      if (w.scoreMode && g.bound() <= r.bestValue) {
        g.undo(m);
        continue;
      }
      const top = unchecked(FRAME_END[depth]);
      if (depth + 1 >= depthLimit || top + MAX_BRANCH > MOVE_SPACE) {
        // No room to go deeper: parked, to be searched from itself later, or lost to the search.
        if (!ms.park(g)) w.truncated = true;
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
  return WALK_DONE;
}
