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
import { ttNewSearch, ttEndSearch, ttSeenOrInsert } from "./tt";
import { heapPush, heapPop } from "./heap";
import { progressTick } from "./progress";
import { SearchResult, MAX_DEPTH, RESULT_LOST, RESULT_UNKNOWN, RESULT_WON, RESULT_NO_ROOM } from "./result";

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

/**
 * The search's result: nodes, its line (the win, or short of one the line to
 * the position of the best value seen), the best value and the score there
 * (bestScore), and the score at the line's end (score).
 */
const RESULT = new SearchResult(MAX_DEPTH + 1);
// Kept as the search goes (in RESULT when a turn or the search ends).
let bfNodes: i64 = 0;
let bfLength: i32 = 0;
let bfBestValue: i32 = 0;
let bfBestScore: i32 = 0;
/** The score at the end of the line RESULT.line will hold. */
let bfLineScore: i32 = 0;

// The best position short of a win, as the record it was reached from and the
// move (NONE: the root): its line is traced once, when the search ends, so
// that keeping it costs two stores per new best value.
let bestRec: u32 = 0;
let bestMove: i32 = 0;

/**
 * Priority = evaluation - DEPTH_WEIGHT * depth: a little weight on short lines
 * (as weighted A* does) cut the nodes FreeCell needed by nearly a fifth
 * (docs/notes/freecell-speed.md). A caller may ask for another weight
 * (bestFirst's depthWeight).
 */
export const DEPTH_WEIGHT: i32 = 2;

// A record: parent record (u32), the move from the parent (i32), the depth
// (low 20 bits) and the root's move index it descends from (high 12 bits),
// then the packed position.
const HEADER: usize = 12;
const DEPTH_BITS: u32 = 20;

// What the last search wrote of its memory: the heap's most entries, and records.
let heapPeak: usize = 0;
let records: usize = 0;

/**
 * Searches from g's current position, in `bytes` of memory at `region`, and
 * returns its result: the win, or else the line to the position of the best
 * value seen. Leaves g at an arbitrary position: the caller restores it.
 * `nodeBudget` <= 0: no limit. `clean`: zero the memory written before
 * returning (memory the transposition table lent, which reads it as buckets
 * again). `depthWeight`: priority off per move from the root (the
 * portfolio's searches vary it). `tableNodes`: as tt.ts's ttNewSearch.
 */
export function bestFirst<G extends Game, E>(
  g: G,
  e: E,
  region: usize,
  bytes: usize,
  nodeBudget: i64,
  deadline: f64,
  maxDepth: i32,
  clean: bool,
  depthWeight: i32 = DEPTH_WEIGHT,
  tableNodes: i64 = 0,
): SearchResult {
  let r = bfBegin<G, E>(g, e, region, bytes, tableNodes);
  if (r == RESULT_UNKNOWN) r = bfResume<G, E>(g, e, nodeBudget, deadline, maxDepth, depthWeight).verdict;
  return bfEnd<G>(g, r, clean);
}

// The search in parts, so that it can stop at a node budget and go on later
// where it stopped (the portfolio, portfolio.ts, gives it turns): bfBegin,
// then bfResume as often as wanted while it answers RESULT_UNKNOWN, then
// bfEnd. Between turns the caller may move g anywhere and run other
// searches, but no other best-first search, and must keep the transposition
// table's current search (tt.ts's second table) and the memory given.

// Where the search stands between turns.
let atRegion: usize = 0;
let atBytes: usize = 0;
let heapCount: usize = 0;
/** The record being expanded when a turn ended (NONE: none), its moves in MOVES[0..expandN), expandNext the next to try. */
let expandRec: u32 = NONE;
let expandN: i32 = 0;
let expandNext: i32 = 0;

/** The last search's result (as bestFirst and bfEnd returned it). */
export function bestFirstResult(): SearchResult {
  return RESULT;
}

/** Starts a search from g's position in `bytes` at `region`: RESULT_UNKNOWN to go on with bfResume, or RESULT_NO_ROOM. */
export function bfBegin<G extends Game, E>(g: G, e: E, region: usize, bytes: usize, tableNodes: i64 = 0): i32 {
  const recordBytes = recordSize<G>(g);
  atRegion = region;
  atBytes = bytes;
  heapCount = 0;
  heapPeak = 0;
  records = 0;
  expandRec = NONE;
  bfNodes = 0;
  bfLength = 0;
  ttNewSearch(tableNodes);
  bfBestValue = g.value();
  bfBestScore = g.score();
  bestRec = NONE;
  bfLineScore = bfBestScore;
  ttSeenOrInsert(e.key(g), e.check(g));
  if (recordBytes + 8 > bytes) return RESULT_NO_ROOM;
  // The root.
  const root = recordAt(region + bytes, recordBytes, 0);
  store<u32>(root, NONE);
  store<i32>(root, 0, 4);
  store<u32>(root, 0, 8);
  g.pack(root + HEADER);
  records = 1;
  heapPush(region, heapCount++, g.heuristic(), 0);
  heapPeak = 1;
  return RESULT_UNKNOWN;
}

/**
 * Goes on for up to `nodeBudget` more nodes (<= 0: no limit) and until
 * `deadline`; the result's verdict and nodes so far (its line waits for bfEnd).
 */
export function bfResume<G extends Game, E>(g: G, e: E, nodeBudget: i64, deadline: f64, maxDepth: i32, depthWeight: i32): SearchResult {
  const limit = nodeBudget > 0 ? bfNodes + nodeBudget : i64.MAX_VALUE;
  RESULT.verdict = loop<G, E>(g, e, atRegion, atBytes, limit, deadline, <u32>maxDepth, depthWeight);
  RESULT.nodes = bfNodes;
  return RESULT;
}

/** Ends the search with verdict r: its result, short of a win the line to the best position; `clean` as bestFirst's. */
export function bfEnd<G extends Game>(g: G, r: i32, clean: bool): SearchResult {
  const recordBytes = recordSize<G>(g);
  // Short of a win, the records still hold the line to the best position.
  if (r != RESULT_WON) {
    if (bestRec == NONE) bfLength = 0;
    else tracePath(atRegion + atBytes, recordBytes, bestRec, bestMove);
  }
  if (clean) {
    memory.fill(atRegion, 0, heapPeak << 3);
    memory.fill(atRegion + atBytes - records * recordBytes, 0, records * recordBytes);
  }
  ttEndSearch();
  const res = RESULT;
  res.verdict = r;
  res.nodes = bfNodes;
  res.length = bfLength;
  res.bestValue = bfBestValue;
  res.bestScore = bfBestScore;
  res.score = bfLineScore;
  return res;
}

/** Bytes of one record: its header and the packed position, 8-aligned. */
@inline function recordSize<G extends Game>(g: G): usize {
  return (HEADER + <usize>g.packedSize() + 7) & ~7;
}

/** Record i, counted from the end of the region down. */
@inline function recordAt(end: usize, recordBytes: usize, i: u32): usize {
  return end - (<usize>i + 1) * recordBytes;
}

function loop<G extends Game, E>(g: G, e: E, region: usize, bytes: usize, limit: i64, deadline: f64, maxDepth: u32, depthWeight: i32): i32 {
  const recordBytes = recordSize<G>(g);
  const end = region + bytes;
  let count = heapCount;
  while (true) {
    // The record to expand: the one a turn ended in, or the best open one.
    let rec: u32;
    let n: i32;
    let i: i32;
    let word: u32;
    if (expandRec != NONE) {
      rec = expandRec;
      expandRec = NONE;
      word = load<u32>(recordAt(end, recordBytes, rec), 8);
      g.unpack(recordAt(end, recordBytes, rec) + HEADER);
      n = expandN;
      i = expandNext;
    } else {
      if (count == 0) break;
      rec = heapPop(region, count--);
      const at = recordAt(end, recordBytes, rec);
      word = load<u32>(at, 8);
      const depth = word & ((1 << DEPTH_BITS) - 1);
      if (depth >= maxDepth) continue;
      g.unpack(at + HEADER);
      n = rec == 0 ? e.rootMoves(g, MOVES) : e.moves(g, MOVES);
      i = 0;
    }
    const isRoot = rec == 0;
    const childDepth = (word & ((1 << DEPTH_BITS) - 1)) + 1;
    for (; i < n; i++) {
      const m = unchecked(MOVES[i]);
      const first = isRoot ? <u32>i : word >> DEPTH_BITS;
      g.apply(m);
      bfNodes++;
      e.reached(g, <i32>first);
      const v = g.value();
      if (v > bfBestValue) {
        bfBestValue = v;
        bfBestScore = g.score();
        // A line longer than the result holds cannot be reported (never seen: lines run to hundreds).
        if (childDepth <= <u32>MAX_DEPTH) {
          bestRec = rec;
          bestMove = m;
          bfLineScore = bfBestScore;
        }
      }
      if (g.won()) {
        heapCount = count;
        tracePath(end, recordBytes, rec, m);
        return RESULT_WON;
      }
      if (!ttSeenOrInsert(e.key(g), e.check(g))) {
        // Room for the record and one more heap entry?
        if ((records + 1) * recordBytes + ((count + 1) << 3) > bytes) {
          g.undo(m);
          heapCount = count;
          return RESULT_NO_ROOM;
        }
        const child = recordAt(end, recordBytes, <u32>records);
        store<u32>(child, rec);
        store<i32>(child, m, 4);
        store<u32>(child, childDepth | (first << DEPTH_BITS), 8);
        g.pack(child + HEADER);
        heapPush(region, count++, e.priority(g) - depthWeight * <i32>childDepth, <u32>records);
        records++;
        if (count > heapPeak) heapPeak = count;
      }
      g.undo(m);
      let out = bfNodes >= limit;
      if (!out && (bfNodes & 1023) == 0) {
        const t = now();
        out = t >= deadline;
        progressTick(t, bfNodes, bfBestScore);
      }
      if (out) {
        // The rest of this record's moves wait for the next turn.
        if (i + 1 < n) {
          expandRec = rec;
          expandN = n;
          expandNext = i + 1;
        }
        heapCount = count;
        return RESULT_UNKNOWN;
      }
    }
  }
  heapCount = count;
  return RESULT_LOST;
}

/** The moves from the root to record `rec`, then `last`, as the result's line. */
function tracePath(end: usize, recordBytes: usize, rec: u32, last: i32): void {
  let n = 1;
  let r = rec;
  while (load<u32>(recordAt(end, recordBytes, r)) != NONE) {
    n++;
    r = load<u32>(recordAt(end, recordBytes, r));
  }
  bfLength = n;
  unchecked((RESULT.line[n - 1] = last));
  let k = n - 2;
  r = rec;
  while (load<u32>(recordAt(end, recordBytes, r)) != NONE) {
    unchecked((RESULT.line[k--] = load<i32>(recordAt(end, recordBytes, r), 4)));
    r = load<u32>(recordAt(end, recordBytes, r));
  }
}
