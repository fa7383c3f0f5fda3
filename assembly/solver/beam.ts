// Beam search, for the two-deck games whose wins lie hundreds of moves deep
// (Spider): level by level from the root, every position of a level is
// expanded, and of its children only the `width` best of each stage (the
// caller's grouping: in Spider, deals left) make the next level. As KDE
// KPat's Spider solver does: a stage of its own for each number of deals
// left keeps the positions that have dealt, whose runs the deal has just
// broken, from being crowded out by those that have not.
//
// A position is kept once in the whole search (the transposition table), and
// a child already kept takes no room in a level: without that, a unit moved
// to and fro filled the beam with the same positions level after level, and
// the beams won a quarter as many 1-suit Spider deals
// (docs/notes/spider-solver.md).
// A beam whose stages' best have not improved for `stall` levels stops (it
// only wanders).
//
// It is not a complete search: a win is a win, but a beam that dies proves
// nothing unless no child was ever dropped (`bmDropped`: for want of width,
// or a stall) and the caller's moves were all the moves.
//
// Memory, all in the region it is given: the current and the next level's
// packed positions, one bounded min-heap per stage of the children chosen so
// far (priority and a candidate: parent slot, move, key, check, value, score
// and the child packed, so that making the next level unpacks and plays
// nothing again: a full unpack rehashes the whole position), and, from
// the end of the region down, one record per position kept (parent record,
// move) for the line back to the root. It allocates nothing.

import { Game } from "../games/game";
import { now } from "../engine/clock";
import { ttNewSearch, ttEndSearch, ttSeen, ttSeenOrInsert } from "./tt";
import { SearchResult, MAX_DEPTH, RESULT_LOST, RESULT_UNKNOWN, RESULT_WON, RESULT_NO_ROOM } from "./result";

/**
 * What a caller adds, as a class E (compiled in, direct calls):
 * - moves(g, out): the moves tried from g, into out[0..]; returns how many;
 * - priority(g, level): how promising g looks (higher is better), g being
 *   `level` moves from the root;
 * - stage(g): g's group, 0 .. stages - 1 (positions compete within a group);
 * - key(g): g's key in the transposition table.
 */

const MOVES = new StaticArray<i32>(1024);
const NONE: u32 = 0xffffffff;
/** A candidate's head: parent slot u32, move i32, key u64, check u32, value i32, score i32, padding; the child packed after it. */
const CAND_HEAD: usize = 32;
const MAX_STAGES: i32 = 16;
/** Levels at most: lines must fit the result's line, with room for a player's turns. */
const MAX_LEVELS: i32 = 8000;
const HEAP_COUNT = new StaticArray<i32>(MAX_STAGES);
/** Each stage's best priority kept so far. */
const STAGE_BEST = new StaticArray<i32>(MAX_STAGES);

/** The search's result: its line, nodes, the best score kept and whether any child was dropped. */
const RESULT = new SearchResult(MAX_DEPTH + 1);
// Kept as the search goes (in RESULT when it ends).
let bmNodes: i64 = 0;
let bmLength: i32 = 0;
/** Some child was left out for want of width, or the beam stalled (a wider one may do better). */
let bmDropped: bool = false;
/** The best value() of a position kept and its score. */
let bmBestValue: i32 = 0;
let bmBestScore: i32 = 0;
let bestRecord: u32 = 0;
let bestPriority: i32 = 0;
let recordsEnd: usize = 0;
// The position a caller's priority() is asked about: its parent's record and the move to it.
let askedParent: u32 = 0;
let askedMove: i32 = 0;
// What the last search wrote, for the caller's clean-up: the levels, heaps
// and candidates up to writtenEnd, and `records` records below recordsEnd.
let writtenEnd: usize = 0;
let records: u32 = 0;

/** Record i, counted down from the end of the region. */
@inline function recordAt(end: usize, i: u32): usize {
  return end - ((<usize>i + 1) << 3);
}

/**
 * Searches from g's position with `width` positions per stage and level, in
 * `bytes` at `region`, and returns its result: the line to the win, or short
 * of one the line to the best position kept (its score: bestScore), and
 * whether any child was dropped. Leaves g at an arbitrary position: the
 * caller restores it. The verdict: WON, LOST (the beam died with nothing
 * dropped), UNKNOWN (a budget ran out, or the beam died having dropped
 * children, or stalled for `stall` levels, 0: never) or NO_ROOM (the region
 * is full). Zeroes what it wrote when `clean` (memory the transposition
 * table lent). `tableNodes`: as tt.ts's ttNewSearch.
 */
export function beamSearch<G extends Game, E>(
  g: G,
  e: E,
  region: usize,
  bytes: usize,
  width: i32,
  stages: i32,
  nodeBudget: i64,
  deadline: f64,
  stall: i32,
  clean: bool,
  tableNodes: i64 = 0,
): SearchResult {
  const r = loop<G, E>(g, e, region, bytes, width, stages, nodeBudget, deadline, stall, tableNodes);
  // Short of a win, the line to the best position kept (before the memory goes).
  if (r != RESULT_WON && bmNodes > 0) trace(recordsEnd, bestRecord, 0);
  // Only what was written: zeroing all of a large lent region took longer
  // than a short beam.
  if (clean && writtenEnd > region) {
    memory.fill(region, 0, writtenEnd - region);
    memory.fill(recordsEnd - ((<usize>records) << 3), 0, (<usize>records) << 3);
  }
  ttEndSearch();
  const res = RESULT;
  res.verdict = r;
  res.nodes = bmNodes;
  res.length = bmLength;
  res.bestValue = bmBestValue;
  res.bestScore = bmBestScore;
  res.score = bmBestScore;
  res.dropped = bmDropped;
  return res;
}

function loop<G extends Game, E>(
  g: G,
  e: E,
  region: usize,
  bytes: usize,
  width: i32,
  stages: i32,
  nodeBudget: i64,
  deadline: f64,
  stall: i32,
  tableNodes: i64,
): i32 {
  const posBytes = (<usize>g.packedSize() + 7) & ~7;
  const slots = <usize>width * <usize>stages;
  // Layout: level A, level B, heaps (u64 each), candidates (CAND_HEAD bytes, then the child packed).
  const levelA = region;
  const levelB = region + slots * posBytes;
  const heaps = levelB + slots * posBytes;
  const cands = heaps + (slots << 3);
  const candBytes = CAND_HEAD + posBytes;
  const fixedEnd = cands + slots * candBytes;
  const end = region + bytes;
  recordsEnd = end;
  writtenEnd = region;
  records = 0;
  bmNodes = 0;
  bmLength = 0;
  bmDropped = false;
  if (fixedEnd + 8 > end || stages > MAX_STAGES) return RESULT_NO_ROOM;
  const limit = nodeBudget > 0 ? nodeBudget : i64.MAX_VALUE;
  writtenEnd = fixedEnd;
  ttNewSearch(tableNodes);
  ttSeenOrInsert(e.key(g), e.check(g));
  bmBestValue = g.value();
  bmBestScore = g.score();
  bestRecord = 0;
  askedParent = NONE;
  bestPriority = e.priority(g, 0);

  // The root: level A slot 0, record 0.
  g.pack(levelA);
  store<u32>(recordAt(end, 0), NONE);
  store<i32>(recordAt(end, 0), 0, 4);
  records = 1;
  let cur = levelA;
  let next = levelB;
  let curCount: usize = 1;
  let curFirstRecord: u32 = 0;
  let level = 0;
  let improved = 0; // the last level where some stage's best improved
  for (let s = 0; s < stages; s++) unchecked((STAGE_BEST[s] = i32.MIN_VALUE));

  while (curCount > 0) {
    if (++level > MAX_LEVELS || (stall > 0 && level - improved > stall)) {
      bmDropped = true;
      break;
    }
    for (let s = 0; s < stages; s++) unchecked((HEAP_COUNT[s] = 0));
    // Expand every position of the level; keep the best children per stage.
    for (let slot: usize = 0; slot < curCount; slot++) {
      g.unpack(cur + slot * posBytes);
      const n = e.moves(g, MOVES);
      for (let i = 0; i < n; i++) {
        const m = unchecked(MOVES[i]);
        g.apply(m);
        bmNodes++;
        if (g.won()) {
          trace(end, curFirstRecord + <u32>slot, m);
          return RESULT_WON;
        }
        // A position kept at an earlier level takes no room in this one. A
        // child no better than the worst of its stage's full heap is left
        // out whether seen or not; whether it was seen then matters only to
        // bmDropped, so the table is asked only while that is unset (the
        // table and check() were most of a Spider beam's time).
        const stage = e.stage(g);
        askedParent = curFirstRecord + <u32>slot;
        askedMove = m;
        const priority = e.priority(g, level);
        if (unchecked(HEAP_COUNT[stage]) >= width && worstKept(heaps, width, stage) >= priority) {
          if (!bmDropped && !ttSeen(e.key(g), e.check(g))) bmDropped = true;
        } else {
          const key = e.key(g);
          const check = e.check(g);
          const idx = ttSeen(key, check) ? NONE : offer(heaps, width, stage, priority);
          if (idx != NONE) {
            const c = cands + <usize>idx * candBytes;
            store<u32>(c, <u32>slot);
            store<i32>(c, m, 4);
            store<u64>(c, key, 8);
            store<u32>(c, check, 16);
            store<i32>(c, g.value(), 20);
            store<i32>(c, g.score(), 24);
            g.pack(c + CAND_HEAD);
          }
        }
        g.undo(m);
        if (bmNodes >= limit || ((bmNodes & 1023) == 0 && now() >= deadline)) return RESULT_UNKNOWN;
      }
    }
    // The chosen children become the next level (each new position once).
    let nextCount: usize = 0;
    const firstRecord = records;
    for (let s = 0; s < stages; s++) {
      const h = heaps + ((<usize>s * <usize>width) << 3);
      const count = unchecked(HEAP_COUNT[s]);
      for (let k = 0; k < count; k++) {
        const entry = load<u64>(h + ((<usize>k) << 3));
        const c = cands + ((<usize>entry) & 0xffffffff) * candBytes;
        const parent = load<u32>(c);
        const m = load<i32>(c, 4);
        if (ttSeenOrInsert(load<u64>(c, 8), load<u32>(c, 16))) continue;
        const rec = recordAt(end, records);
        if (rec < fixedEnd) return RESULT_NO_ROOM;
        store<u32>(rec, curFirstRecord + parent);
        store<i32>(rec, m, 4);
        const pr = <i32>(<u32>(entry >> 32)) - 0x40000000;
        if (pr > unchecked(STAGE_BEST[s])) {
          unchecked((STAGE_BEST[s] = pr));
          improved = level;
        }
        // The best kept: by value, then by priority (the line reported short of a win).
        const v = load<i32>(c, 20);
        if (v >= bmBestValue) {
          if (v > bmBestValue || pr > bestPriority) {
            bmBestValue = v;
            bmBestScore = load<i32>(c, 24);
            bestPriority = pr;
            bestRecord = records;
          }
        }
        memory.copy(next + nextCount * posBytes, c + CAND_HEAD, posBytes);
        nextCount++;
        records++;
      }
    }
    curFirstRecord = firstRecord;
    curCount = nextCount;
    const swap = cur;
    cur = next;
    next = swap;
  }
  return bmDropped ? RESULT_UNKNOWN : RESULT_LOST;
}

/** The priority of the worst child stage s's heap keeps (the heap's root). */
@inline function worstKept(heaps: usize, width: i32, s: i32): i32 {
  return <i32>(<u32>(load<u64>(heaps + ((<usize>s * <usize>width) << 3)) >> 32)) - 0x40000000;
}

/**
 * Offers a child at `priority` to stage s's heap: a min-heap of at most
 * `width` entries, priority << 32 | candidate index, so the worst kept is at
 * the root and a better child replaces it. Returns the candidate index the
 * caller writes the child to, or NONE if it was not kept.
 */
function offer(heaps: usize, width: i32, s: i32, priority: i32): u32 {
  const h = heaps + ((<usize>s * <usize>width) << 3);
  const count = unchecked(HEAP_COUNT[s]);
  const p = <u64>(<u32>(priority + 0x40000000));
  if (count < width) {
    const idx = <u32>(s * width + count);
    // Sift up (min-heap).
    const entry = (p << 32) | (<u64>idx);
    let i = count;
    while (i > 0) {
      const up = (i - 1) >> 1;
      const v = load<u64>(h + ((<usize>up) << 3));
      if (v <= entry) break;
      store<u64>(h + ((<usize>i) << 3), v);
      i = up;
    }
    store<u64>(h + ((<usize>i) << 3), entry);
    unchecked((HEAP_COUNT[s] = count + 1));
    return idx;
  }
  bmDropped = true;
  const root = load<u64>(h);
  if (root >> 32 >= p) return NONE;
  // Replace the worst, reusing its candidate slot; sift down.
  const idx = <u32>(root & 0xffffffff);
  const entry = (p << 32) | (<u64>idx);
  let i = 0;
  while (true) {
    const l = 2 * i + 1;
    if (l >= count) break;
    let c = l;
    if (l + 1 < count && load<u64>(h + ((<usize>(l + 1)) << 3)) < load<u64>(h + ((<usize>l) << 3))) c = l + 1;
    const v = load<u64>(h + ((<usize>c) << 3));
    if (v >= entry) break;
    store<u64>(h + ((<usize>i) << 3), v);
    i = c;
  }
  store<u64>(h + ((<usize>i) << 3), entry);
  return idx;
}

/**
 * From within a caller's priority(g, level): the line from the root to g
 * into out (its first `out.length` moves); returns its length (0 at the root).
 */
export function beamLineHere(out: StaticArray<i32>): i32 {
  if (askedParent == NONE) return 0;
  let n = 1;
  let r = askedParent;
  while (load<u32>(recordAt(recordsEnd, r)) != NONE) {
    n++;
    r = load<u32>(recordAt(recordsEnd, r));
  }
  let k = n - 1;
  if (k < out.length) unchecked((out[k] = askedMove));
  k--;
  r = askedParent;
  while (load<u32>(recordAt(recordsEnd, r)) != NONE) {
    if (k < out.length) unchecked((out[k] = load<i32>(recordAt(recordsEnd, r), 4)));
    k--;
    r = load<u32>(recordAt(recordsEnd, r));
  }
  return n;
}

/** The moves from the root to record `rec`, then `last` (if not 0), as the result's line; sets bmLength. */
function trace(end: usize, rec: u32, last: i32): void {
  let n = last != 0 ? 1 : 0;
  let r = rec;
  while (load<u32>(recordAt(end, r)) != NONE) {
    n++;
    r = load<u32>(recordAt(end, r));
  }
  bmLength = n;
  let k = n - 1;
  if (last != 0) unchecked((RESULT.line[k--] = last));
  r = rec;
  while (load<u32>(recordAt(end, r)) != NONE) {
    unchecked((RESULT.line[k--] = load<i32>(recordAt(end, r), 4)));
    r = load<u32>(recordAt(end, r));
  }
}
