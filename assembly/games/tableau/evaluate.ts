// How good a position or a move looks: the heuristic (best-first search, the
// opening dive, the strategies) and the order a depth-first search tries moves in.

import { emperorGame } from "./emperor";

/** Static order, Emperor: points off a talon move per card it turns over onto the waste. */
const BURIED: i32 = 4;
import { Tableau, CELL0, FOUND0, TALON, STOCK, srcOf, dstOf, countOf, talonIndexOf } from "./position";
import { UNIT_RUNS } from "./rule-table";

/** Move orders: a static score per kind of move, or the heuristic of the position each leads to. */
export const ORDER_STATIC: i32 = 0;
export const ORDER_HEURISTIC: i32 = 1;
/** The static order with a seeded random amount (0 .. orderNoise) added to each move's score. */
export const ORDER_SHUFFLED: i32 = 2;

// The shuffled order's generator (xorshift32) and spread, set by orderShuffle().
let orderState: u32 = 1;
let orderNoise: i32 = 0;

/** Shuffled orders from here on start from `seed` and add up to `noise` to each static score. */
export function orderShuffle(seed: u32, noise: i32): void {
  orderState = seed != 0 ? seed : 0x9e3779b9;
  orderNoise = noise;
}

@inline function nextNoise(): i32 {
  let x = orderState;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  orderState = x;
  return <i32>((<u64>x * <u64>orderNoise) >> 32);
}

const SORT_KEYS = new StaticArray<i32>(1024);

// Noise added to the heuristic order's keys (the portfolio's restarts,
// solver/portfolio.ts): a hash of the position reached and a seed, masked
// (0: none). A hash of the position, not of the path, so a restart orders a
// position the same way however it gets there.
let noiseMask: u64 = 0;
let noiseSeed: u64 = 0;

/** Sets the heuristic order's noise: keys vary by up to `mask` (0: none), by `seed`. */
export function setOrderNoise(seed: u64, mask: u64): void {
  noiseSeed = seed;
  noiseMask = mask;
}

@inline function noise(t: Tableau): i32 {
  let k = t.key() ^ noiseSeed;
  k = (k ^ (k >> 33)) * 0xff51afd7ed558ccd;
  k ^= k >> 33;
  return <i32>(k & noiseMask);
}

/** Sorts out[at..at+n) into search order, by t.ordering. */
export function order(t: Tableau, out: StaticArray<i32>, at: i32, n: i32): void {
  if (t.ordering == ORDER_SHUFFLED) {
    for (let i = 0; i < n; i++) unchecked((SORT_KEYS[i] = staticScore(t, unchecked(out[at + i])) + nextNoise()));
  } else if (t.ordering != ORDER_STATIC) {
    for (let i = 0; i < n; i++) {
      const m = unchecked(out[at + i]);
      t.apply(m);
      const v = cellsGame(t) ? cellsEvaluate(t) : heuristic(t);
      unchecked((SORT_KEYS[i] = noiseMask != 0 ? v + noise(t) : v));
      t.undo(m);
    }
  } else for (let i = 0; i < n; i++) unchecked((SORT_KEYS[i] = staticScore(t, unchecked(out[at + i]))));
  sortByKeys(out, at, n);
}

/**
 * Foundation moves, cells to piles, building, spaces, cells last; bonuses for
 * what the move uncovers. Among moves off a pile, one that turns up a
 * face-down card comes first (the progress Klondike-like games turn on:
 * without this bonus, moving a run's tail to expose a face-up card outranked
 * it, and the search dug a 744-move line on klondike-bg sv 173 instead of the
 * 86-node win).
 */
function staticScore(t: Tableau, m: i32): i32 {
  const src = srcOf(m);
  const dst = dstOf(m);
  let score = 0;
  if (dst == STOCK) score = 20; // turning or dealing the stock: when nothing better is left
  else if (src >= FOUND0 && src < TALON) score = 30; // a foundation card back down
  else if (dst >= FOUND0) score = 1000;
  else if (dst >= CELL0) score = 100;
  else if (unchecked(t.len[dst]) == 0) score = 200;
  else score = src == TALON ? 650 : src >= CELL0 ? 700 : 500;
  if (src == TALON && talonIndexOf(m) != t.turned - 1) {
    score -= 5; // needs turning
    // Turned once (Emperor): each card turned over on the way is buried in the waste for good.
    if (emperorGame(t)) score -= BURIED * (talonIndexOf(m) - t.turned);
  }
  if (src < CELL0) {
    const left = unchecked(t.len[src]) - countOf(m);
    if (left == 0) score += 60; // empties a pile
    else if (left == unchecked(t.down[src])) score += 200; // turns up a face-down card
    else if (left > unchecked(t.down[src])) {
      // The card uncovered: the sooner it can go up, the better.
      const u = t.at(src, left - 1);
      const f = t.foundationFor(u);
      if (f >= 0) score += 80;
      else score += 40 - distanceToFoundation(t, u);
    }
  }
  return score;
}

/** Insertion sort of out[at..at+n) by SORT_KEYS, stable, descending. */
function sortByKeys(out: StaticArray<i32>, at: i32, n: i32): void {
  for (let i = 1; i < n; i++) {
    const m = unchecked(out[at + i]);
    const s = unchecked(SORT_KEYS[i]);
    let j = i - 1;
    while (j >= 0 && unchecked(SORT_KEYS[j]) < s) {
      unchecked((out[at + j + 1] = out[at + j]));
      unchecked((SORT_KEYS[j + 1] = SORT_KEYS[j]));
      j--;
    }
    unchecked((out[at + j + 1] = m));
    unchecked((SORT_KEYS[j + 1] = s));
  }
}

/** How many cards of c's suit must reach the foundation before c can. */
function distanceToFoundation(t: Tableau, c: u8): i32 {
  const s = <i32>(c & 3);
  let best = 99;
  for (let f = s; f < t.nFound; f += 4) {
    const d = t.foundationDown ? t.nextRank(f) - t.rank(c) : t.rank(c) - t.nextRank(f);
    if (d >= 0 && d < best) best = d;
  }
  return best > 30 ? 30 : best;
}

/**
 * How close the position looks to a win (higher is closer): cards up, the
 * cards still covering each suit's next card, built runs, free cells and
 * empty piles, face-down cards.
 */
export function heuristic(t: Tableau): i32 {
  // Per suit, the rank its foundation needs next (one deck; two decks take
  // the lower of the two foundations, which is what is needed first).
  let n0 = t.nextRank(0), n1 = t.nextRank(1), n2 = t.nextRank(2), n3 = t.nextRank(3);
  if (t.decks == 2) {
    n0 = t.foundationDown ? max(n0, t.nextRank(4)) : min(n0, t.nextRank(4));
    n1 = t.foundationDown ? max(n1, t.nextRank(5)) : min(n1, t.nextRank(5));
    n2 = t.foundationDown ? max(n2, t.nextRank(6)) : min(n2, t.nextRank(6));
    n3 = t.foundationDown ? max(n3, t.nextRank(7)) : min(n3, t.nextRank(7));
  }
  const down = t.foundationDown;
  let h = t.onFound * 64;
  let built = 0;
  let blockers = 0;
  for (let p = 0; p < t.nPiles; p++) {
    const n = unchecked(t.len[p]);
    // Lowest foundation-order rank of each suit seen so far from the bottom.
    let m0 = 99, m1 = 99, m2 = 99, m3 = 99;
    let below: u8 = 0xff;
    for (let i = 0; i < n; i++) {
      const c = t.at(p, i);
      const s = <i32>(c & 3);
      const rank = t.rank(c);
      const next = s == 0 ? n0 : s == 1 ? n1 : s == 2 ? n2 : n3;
      // How many cards of the suit must go up before this one (0: it is next).
      const wait = down ? next - rank : rank - next;
      const over = n - 1 - i;
      if (wait == 0) h -= 12 * over + 4;
      else if (wait == 1) h -= 5 * over;
      if (below != 0xff && t.follows(c, below, t.runSuit)) built++;
      below = c;
      const r = down ? 14 - rank : rank;
      const low = s == 0 ? m0 : s == 1 ? m1 : s == 2 ? m2 : m3;
      if (low < r) blockers++;
      else if (s == 0) m0 = r;
      else if (s == 1) m1 = r;
      else if (s == 2) m2 = r;
      else m3 = r;
    }
  }
  const free = t.freeCells();
  const empty = t.emptyPiles();
  // Face-down cards: each one is a card nothing can be done with yet.
  return h + built * 6 - blockers * 8 + free * 16 + empty * 40 + (free + 1) * (empty + 1) * 4 - t.faceDown() * 10;
}

/** FreeCell and Inverted FreeCell's kind of game: cells, no stock, runs moving as units (the solver's own evaluation, cellsEvaluate). */
@inline export function cellsGame(t: Tableau): bool {
  return t.nCells > 0 && t.draw == 0 && t.unit == UNIT_RUNS && !t.dealToPiles;
}

/** Points off per card lying under its pile's top run (cellsEvaluate). */
const UNDER_WEIGHT: i32 = 8;

/**
 * The solver's evaluation in FreeCell and Inverted FreeCell (cellsGame):
 * the heuristic less UNDER_WEIGHT for each card under its pile's top run
 * (fc-solve's "cards under sequences"): a card there must move again before
 * the game is won, whatever it lies on.
 */
export function cellsEvaluate(t: Tableau): i32 {
  let under = 0;
  for (let p = 0; p < t.nPiles; p++) {
    const n = unchecked(t.len[p]);
    if (n > 1) under += n - t.runLength(p);
  }
  return heuristic(t) - UNDER_WEIGHT * under;
}
