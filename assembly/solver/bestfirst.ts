// Best-first search: expand the most promising position first (the game's
// heuristic()), skipping positions already reached (the transposition table).
// Depth-first search can sink its whole budget into the first bad decision;
// best-first finds wins of the open tableau games in a few thousand
// positions. It is still a complete search: when no open position is left,
// every reachable position was expanded, and the deal is proven lost.
//
// Open positions are packed into memory lent by the table (half of its size);
// when that runs out the search stops undecided and the caller falls back to
// depth-first search over the whole table.
//
// Games searched this way provide, besides Game: heuristic(): i32 (higher is
// closer to a win), packedSize(): i32, pack(ptr): void, unpack(ptr): void.

import { Game } from "../games/game";
import { now } from "../engine/clock";
import { ttLend, ttLentBytes, ttNewSearch, ttSeenOrInsert } from "./tt";
import { BEST_PATH, RESULT_LOST, RESULT_UNKNOWN, RESULT_WON } from "./search";

/** The search ran out of room for open positions (not a verdict). */
export const RESULT_NO_ROOM: i32 = 4;

const MOVES = new StaticArray<i32>(1024);
const NONE: u32 = 0xffffffff;

export let bfNodes: i64 = 0;
export let bfLength: i32 = 0;
export let bfBestValue: i32 = 0;
export let bfBestScore: i32 = 0;

/**
 * Priority = heuristic - DEPTH_WEIGHT * depth: a little weight on short lines
 * (as weighted A* does) cut the nodes FreeCell ms 1..300 needed by 18%.
 */
const DEPTH_WEIGHT: i32 = 2;

// A record: parent record (u32), the move from the parent (i32), the depth
// (u32), then the packed position.
const HEADER: usize = 12;

/**
 * Searches from g's current position; on a win the line is in BEST_PATH
 * (bfLength moves). Leaves g at an arbitrary position: the caller re-deals.
 */
export function bestFirst<G extends Game>(g: G, nodeBudget: i64, deadline: f64): i32 {
  const r = loop<G>(g, nodeBudget, deadline);
  // Hand the lent memory back clean: the table reads it as buckets again.
  memory.fill(usedFrom, 0, usedTo - usedFrom);
  memory.fill(heapLow, 0, heapHigh - heapLow);
  return r;
}

// The parts of the lent memory this search wrote (records, and the heap's lowest point).
let usedFrom: usize = 0;
let usedTo: usize = 0;
let heapLow: usize = 0;
let heapHigh: usize = 0;

function loop<G extends Game>(g: G, nodeBudget: i64, deadline: f64): i32 {
  const region = ttLend();
  const regionBytes = ttLentBytes();
  const recordBytes = (HEADER + <usize>g.packedSize() + 7) & ~7;
  // Records grow up from the start of the region, the heap (u64 entries) down from its end.
  let recordTop: usize = 0;
  let heapCount: usize = 0;
  const heapEnd = region + regionBytes;
  usedFrom = region;
  usedTo = region;
  heapLow = heapEnd;
  heapHigh = heapEnd;
  const limit = nodeBudget > 0 ? nodeBudget : i64.MAX_VALUE;
  bfNodes = 0;
  bfLength = 0;
  pushes = 0; // ties go by push order within this search only, whatever ran before
  ttNewSearch();
  bfBestValue = g.value();
  bfBestScore = g.score();
  ttSeenOrInsert(g.key());

  // The root.
  store<u32>(region, NONE);
  store<i32>(region, 0, 4);
  store<u32>(region, 0, 8);
  g.pack(region + HEADER);
  recordTop = recordBytes;
  usedTo = region + recordTop;
  heapPush(heapEnd, heapCount++, g.heuristic(), 0);
  heapLow = heapEnd - 8;

  while (heapCount > 0) {
    const top = heapPop(heapEnd, heapCount--);
    const rec = <u32>(top & 0xffffffff);
    const at = region + <usize>rec;
    g.unpack(at + HEADER);
    const childDepth = load<u32>(at, 8) + 1;
    const n = g.searchMoves(MOVES, 0);
    for (let i = 0; i < n; i++) {
      const m = unchecked(MOVES[i]);
      g.apply(m);
      bfNodes++;
      if (g.won()) {
        bfBestValue = g.value();
        bfBestScore = g.score();
        tracePath(region, rec, m);
        return RESULT_WON;
      }
      if (!ttSeenOrInsert(g.key())) {
        const v = g.value();
        if (v > bfBestValue) {
          bfBestValue = v;
          bfBestScore = g.score();
        }
        // Room for the record and one more heap entry?
        if (region + recordTop + recordBytes + 8 * (heapCount + 1) > heapEnd) {
          g.undo(m);
          return RESULT_NO_ROOM;
        }
        const child = region + recordTop;
        store<u32>(child, rec);
        store<i32>(child, m, 4);
        store<u32>(child, childDepth, 8);
        g.pack(child + HEADER);
        heapPush(heapEnd, heapCount++, g.heuristic() - DEPTH_WEIGHT * <i32>childDepth, <u32>recordTop);
        recordTop += recordBytes;
        usedTo = region + recordTop;
        const low = heapEnd - 8 * heapCount;
        if (low < heapLow) heapLow = low;
      }
      g.undo(m);
      if (bfNodes >= limit || ((bfNodes & 1023) == 0 && now() >= deadline)) return RESULT_UNKNOWN;
    }
  }
  return RESULT_LOST;
}

/** The moves from the root to record `rec`, then `last`, into BEST_PATH. */
function tracePath(region: usize, rec: u32, last: i32): void {
  let n = 1;
  let r = rec;
  while (load<u32>(region + <usize>r) != NONE) {
    n++;
    r = load<u32>(region + <usize>r);
  }
  bfLength = n;
  unchecked((BEST_PATH[n - 1] = last));
  let k = n - 2;
  r = rec;
  while (load<u32>(region + <usize>r) != NONE) {
    unchecked((BEST_PATH[k--] = load<i32>(region + <usize>r, 4)));
    r = load<u32>(region + <usize>r);
  }
}

// ---- a binary max-heap of u64 entries (priority << 32 | record offset),
// stored downwards from `end`: entry i at end - 8 * (i + 1). Later entries
// win ties (a little depth-first, which finds wins sooner).

let pushes: u32 = 0;

@inline function slot(end: usize, i: usize): usize {
  return end - ((i + 1) << 3);
}

function heapPush(end: usize, count: usize, priority: i32, record: u32): void {
  // Priority in the high bits (offset by 2^31 to sort unsigned), then the push
  // order so that among equals the newest comes first, then the record.
  pushes++;
  let p = priority + (1 << 23); // 24 bits of priority, 8 of push order, 32 of record
  if (p < 0) p = 0;
  if (p > (1 << 24) - 1) p = (1 << 24) - 1;
  const entry = ((<u64>p) << 40) | ((<u64>(pushes & 0xff)) << 32) | <u64>record;
  let i = count;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    const p = load<u64>(slot(end, parent));
    if (p >= entry) break;
    store<u64>(slot(end, i), p);
    i = parent;
  }
  store<u64>(slot(end, i), entry);
}

function heapPop(end: usize, count: usize): u64 {
  const top = load<u64>(slot(end, 0));
  const last = load<u64>(slot(end, count - 1));
  const n = count - 1;
  let i: usize = 0;
  while (true) {
    const l: usize = 2 * i + 1;
    if (l >= n) break;
    let c = l;
    if (l + 1 < n && load<u64>(slot(end, l + 1)) > load<u64>(slot(end, l))) c = l + 1;
    const v = load<u64>(slot(end, c));
    if (v <= last) break;
    store<u64>(slot(end, i), v);
    i = c;
  }
  if (n > 0) store<u64>(slot(end, i), last);
  return top;
}
