// Best-first search, the one the solver and the strategies share: expand the
// most promising position first (priority: the game's heuristic, or the
// caller's evaluation, less DEPTH_WEIGHT per move from the root), skipping
// positions already reached (the transposition table). Depth-first search can
// sink its whole budget into the first bad decision; best-first finds wins of
// the open tableau games in a few thousand positions. Unbounded in depth, it
// is a complete search: when no open position is left, every reachable
// position was expanded, and the deal is proven lost.
//
// It is bounded by a node budget, a deadline, a depth (positions that deep are
// not expanded) and the memory it is given for its open positions: records
// packed from the end of that memory down, the heap (heap.ts) from its start
// up. When they would meet, the search stops undecided (RESULT_NO_ROOM).
//
// Games searched this way provide, besides Game: heuristic(): i32 (higher is
// closer to a win), packedSize(): i32, pack(ptr): void, unpack(ptr): void.
// The caller says which moves to try and how good a position is (below).

import { Game } from "../games/game";
import { now } from "../engine/clock";
import { ttNewSearch, ttSeenOrInsert } from "./tt";
import { heapPush, heapPop } from "./heap";
import { progressTick } from "./progress";
import { BEST_PATH, MAX_DEPTH, RESULT_LOST, RESULT_UNKNOWN, RESULT_WON } from "./search";

/** The search ran out of room for open positions (not a verdict). */
export const RESULT_NO_ROOM: i32 = 4;

/**
 * What a caller adds to the search, as a class E with these methods (the
 * search is compiled for it, so the calls are direct):
 * - rootMoves(g, out): the moves tried from the root, into out[0..]; returns how many;
 * - moves(g, out): the moves tried from any other position;
 * - reached(g, first): told of every position the search reaches (the
 *   root's move number `first` leads to it), before it is checked for a win;
 * - priority(g): how promising the position just reached (and new) looks;
 * - key(g) and check(g): the position's key and check in the transposition
 *   table (positions with one key and check count as one).
 */

/** The solver's: the game's search moves and its heuristic. */
export class Solving<G extends Game> {
  rootMoves(g: G, out: StaticArray<i32>): i32 {
    return g.searchMoves(out, 0);
  }
  moves(g: G, out: StaticArray<i32>): i32 {
    return g.searchMoves(out, 0);
  }
  reached(g: G, first: i32): void {}
  priority(g: G): i32 {
    return g.heuristic();
  }
  key(g: G): u64 {
    return g.key();
  }
  check(g: G): u32 {
    return g.check();
  }
}

const MOVES = new StaticArray<i32>(1024);
const NONE: u32 = 0xffffffff;

export let bfNodes: i64 = 0;
export let bfLength: i32 = 0;
export let bfBestValue: i32 = 0;
export let bfBestScore: i32 = 0;

// The best position short of a win, as the record it was reached from and the
// move (NONE: the root): its line is traced once, when the search ends, so
// that keeping it costs two stores per new best value.
let bestRec: u32 = 0;
let bestMove: i32 = 0;
/** The score at the end of the line in BEST_PATH. */
export let bfLineScore: i32 = 0;

/**
 * Priority = evaluation - DEPTH_WEIGHT * depth: a little weight on short lines
 * (as weighted A* does) cut the nodes FreeCell ms 1..300 needed by 18%.
 */
const DEPTH_WEIGHT: i32 = 2;

// A record: parent record (u32), the move from the parent (i32), the depth
// (low 20 bits) and the root's move index it descends from (high 12 bits),
// then the packed position.
const HEADER: usize = 12;
const DEPTH_BITS: u32 = 20;

// What the last search wrote of its memory: the heap's most entries, and records.
let heapPeak: usize = 0;
let records: usize = 0;

/**
 * Searches from g's current position, in `bytes` of memory at `region`; the
 * line is in BEST_PATH (bfLength moves): the win, or else the line to the
 * position of the best value seen (bfBestScore is the score there). Leaves g at an arbitrary
 * position: the caller restores it. `nodeBudget` <= 0: no limit.
 * `clean`: zero the memory written before returning (memory the
 * transposition table lent, which reads it as buckets again).
 * `depthWeight`: priority off per move from the root (the portfolio's searches vary it).
 */
export function bestFirst<G extends Game, E>(
  g: G, e: E, region: usize, bytes: usize, nodeBudget: i64, deadline: f64, maxDepth: i32, clean: bool, depthWeight: i32 = DEPTH_WEIGHT,
): i32 {
  const r = loop<G, E>(g, e, region, bytes, nodeBudget, deadline, <u32>maxDepth, depthWeight);
  // Short of a win, the records still hold the line to the best position.
  if (r != RESULT_WON) {
    const recordBytes = recordSize<G>(g);
    if (bestRec == NONE) bfLength = 0;
    else tracePath(region + bytes, recordBytes, bestRec, bestMove);
  }
  if (clean) {
    const recordBytes = recordSize<G>(g);
    memory.fill(region, 0, heapPeak << 3);
    memory.fill(region + bytes - records * recordBytes, 0, records * recordBytes);
  }
  return r;
}

@inline function recordSize<G extends Game>(g: G): usize {
  return (HEADER + <usize>g.packedSize() + 7) & ~7;
}

/** Record i, counted from the end of the region down. */
@inline function recordAt(end: usize, recordBytes: usize, i: u32): usize {
  return end - (<usize>i + 1) * recordBytes;
}

function loop<G extends Game, E>(
  g: G, e: E, region: usize, bytes: usize, nodeBudget: i64, deadline: f64, maxDepth: u32, depthWeight: i32,
): i32 {
  const recordBytes = recordSize<G>(g);
  const end = region + bytes;
  let heapCount: usize = 0;
  heapPeak = 0;
  records = 0;
  const limit = nodeBudget > 0 ? nodeBudget : i64.MAX_VALUE;
  bfNodes = 0;
  bfLength = 0;
  ttNewSearch();
  bfBestValue = g.value();
  bfBestScore = g.score();
  bestRec = NONE;
  bfLineScore = bfBestScore;
  ttSeenOrInsert(e.key(g), e.check(g));

  // The root.
  if (recordBytes + 8 > bytes) return RESULT_NO_ROOM;
  const root = recordAt(end, recordBytes, 0);
  store<u32>(root, NONE);
  store<i32>(root, 0, 4);
  store<u32>(root, 0, 8);
  g.pack(root + HEADER);
  records = 1;
  heapPush(region, heapCount++, g.heuristic(), 0);
  heapPeak = 1;

  while (heapCount > 0) {
    const rec = heapPop(region, heapCount--);
    const at = recordAt(end, recordBytes, rec);
    const word = load<u32>(at, 8);
    const depth = word & ((1 << DEPTH_BITS) - 1);
    if (depth >= maxDepth) continue;
    g.unpack(at + HEADER);
    const isRoot = rec == 0;
    const n = isRoot ? e.rootMoves(g, MOVES) : e.moves(g, MOVES);
    const childDepth = depth + 1;
    for (let i = 0; i < n; i++) {
      const m = unchecked(MOVES[i]);
      const first = isRoot ? <u32>i : word >> DEPTH_BITS;
      g.apply(m);
      bfNodes++;
      e.reached(g, <i32>first);
      const v = g.value();
      if (v > bfBestValue) {
        bfBestValue = v;
        bfBestScore = g.score();
        // A line longer than BEST_PATH holds cannot be reported (never seen: lines run to hundreds).
        if (childDepth <= <u32>MAX_DEPTH) {
          bestRec = rec;
          bestMove = m;
          bfLineScore = bfBestScore;
        }
      }
      if (g.won()) {
        tracePath(end, recordBytes, rec, m);
        return RESULT_WON;
      }
      if (!ttSeenOrInsert(e.key(g), e.check(g))) {
        // Room for the record and one more heap entry?
        if ((records + 1) * recordBytes + ((heapCount + 1) << 3) > bytes) {
          g.undo(m);
          return RESULT_NO_ROOM;
        }
        const child = recordAt(end, recordBytes, <u32>records);
        store<u32>(child, rec);
        store<i32>(child, m, 4);
        store<u32>(child, childDepth | (first << DEPTH_BITS), 8);
        g.pack(child + HEADER);
        heapPush(region, heapCount++, e.priority(g) - depthWeight * <i32>childDepth, <u32>records);
        records++;
        if (heapCount > heapPeak) heapPeak = heapCount;
      }
      g.undo(m);
      if (bfNodes >= limit) return RESULT_UNKNOWN;
      if ((bfNodes & 1023) == 0) {
        const t = now();
        if (t >= deadline) return RESULT_UNKNOWN;
        progressTick(t, bfNodes, bfBestScore);
      }
    }
  }
  return RESULT_LOST;
}

/** The moves from the root to record `rec`, then `last`, into BEST_PATH. */
function tracePath(end: usize, recordBytes: usize, rec: u32, last: i32): void {
  let n = 1;
  let r = rec;
  while (load<u32>(recordAt(end, recordBytes, r)) != NONE) {
    n++;
    r = load<u32>(recordAt(end, recordBytes, r));
  }
  bfLength = n;
  unchecked((BEST_PATH[n - 1] = last));
  let k = n - 2;
  r = rec;
  while (load<u32>(recordAt(end, recordBytes, r)) != NONE) {
    unchecked((BEST_PATH[k--] = load<i32>(recordAt(end, recordBytes, r), 4)));
    r = load<u32>(recordAt(end, recordBytes, r));
  }
}
