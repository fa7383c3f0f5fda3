// How good a position looks, for the solver's best-first searches, its
// move ordering (order.ts) and the strategies: the heuristic (cards up, the
// cards covering each suit's next card, built runs, free cells and empty
// piles, face-down cards) and the evaluations built on it.

import { TableauState } from "./state";
import { suitsFit } from "./rules";
import { CAP } from "./moves";
import { Weights, W_FREE, W_EMPTY, W_NEXT, W_NEXT_BUT_ONE, W_BUILT, W_UNDER_RUN, W_UNDER_BUILT, W_FACE_DOWN, W_WASTE, W_INVERSION } from "./profile";

/** The per-suit lowest foundation-order rank seen so far in a pile (heuristic's scratch). */
const SUIT_LOW = new StaticArray<i32>(4);
/** suitsFit(fitRule, a, b) for every suit pair, as bit a * 4 + b (the run suit rule last seen). */
let fitRule: i32 = -1;
let fitBits: u32 = 0;

// What scoring a pile needs to know of its position (prepare() sets it):
// the four suits' next ranks, and the rules' arithmetic.
let cxN0: i32 = 0;
let cxN1: i32 = 0;
let cxN2: i32 = 0;
let cxN3: i32 = 0;
/** The four next ranks in one word, a byte each, when all fit a byte (cxExact). */
let cxNexts: u32 = 0;
let cxExact: bool = false;
/** follows(c, below): rank(c) - rank(below) == cxStep. */
let cxStep: i32 = 0;
/** wait = cxSign * (rank - next); foundation-order rank = cxROff + cxSign * rank. */
let cxSign: i32 = 0;
let cxROff: i32 = 0;
let cxFit: u32 = 0;
// The weights prepare() takes from its Weights value, for the piles' and
// the rest's scores.
let wFree: i32 = 0;
let wEmpty: i32 = 0;
let wNext0: i32 = 0;
let wNext1: i32 = 0;
let wBuilt: i32 = 0;

/** Sets what pileScore() needs to know of t's position (its foundations and rules) and the weights w. */
export function prepare(t: TableauState, w: Weights): void {
  // Per suit, the rank its foundation needs next (one deck; two decks take
  // the lower of the two foundations, which is what is needed first).
  let n0 = t.nextRank(0),
    n1 = t.nextRank(1),
    n2 = t.nextRank(2),
    n3 = t.nextRank(3);
  if (t.decks == 2) {
    n0 = t.foundationDown ? max(n0, t.nextRank(4)) : min(n0, t.nextRank(4));
    n1 = t.foundationDown ? max(n1, t.nextRank(5)) : min(n1, t.nextRank(5));
    n2 = t.foundationDown ? max(n2, t.nextRank(6)) : min(n2, t.nextRank(6));
    n3 = t.foundationDown ? max(n3, t.nextRank(7)) : min(n3, t.nextRank(7));
  }
  cxN0 = n0;
  cxN1 = n1;
  cxN2 = n2;
  cxN3 = n3;
  const down = t.foundationDown;
  const runSuit = t.runSuit;
  if (runSuit != fitRule) {
    let bits: u32 = 0;
    for (let a = 0; a < 4; a++) for (let b = 0; b < 4; b++) if (suitsFit(runSuit, a, b)) bits |= 1 << (a * 4 + b);
    fitRule = runSuit;
    fitBits = bits;
  }
  cxFit = fitBits;
  cxStep = t.buildUp ? 1 : -1;
  cxSign = down ? -1 : 1;
  cxROff = down ? 14 : 0;
  wFree = w.get(W_FREE);
  wEmpty = w.get(W_EMPTY);
  wNext0 = w.get(W_NEXT);
  wNext1 = w.get(W_NEXT_BUT_ONE);
  wBuilt = w.get(W_BUILT);
  cxNexts = (<u32>(n0 & 0xff)) | ((<u32>(n1 & 0xff)) << 8) | ((<u32>(n2 & 0xff)) << 16) | ((<u32>(n3 & 0xff)) << 24);
  // The next ranks exactly and the rules' arithmetic, fmix-ed into the
  // foundations' key, with the weights' key (every weight).
  let r = (<u64>cxNexts) | ((<u64>(cxFit & 0xffff)) << 32) | ((<u64>(cxStep & 3)) << 48) | ((<u64>(cxSign & 3)) << 50) | ((<u64>(cxROff & 31)) << 52);
  r = (r ^ (r >> 33)) * 0xc4ceb9fe1a85ec53;
  cxKey = t.foundKey ^ (r ^ (r >> 29)) ^ w.key ^ (t.decks == 2 ? 0x5bd1e9955bd1e995 : 0);
  cxExact = n0 >= 0 && n0 < 256 && n1 >= 0 && n1 < 256 && n2 >= 0 && n2 < 256 && n3 >= 0 && n3 < 256;
}

/**
 * Pile p's part of the heuristic (after prepare() for its position): the
 * cards over each suit's next card, built pairs and blockers, in one pass
 * without branches on the cards, every term the same as card by card:
 * - a card whose suit's foundation needs it next (wait 0) costs W_NEXT a
 *   card over it and 4, one that is next but one (wait 1) W_NEXT_BUT_ONE a
 *   card over it;
 * - built (W_BUILT each): pairs of cards where the upper one follows the
 *   lower one by the run rule (rank one step in the build direction, suits
 *   by runSuit);
 * - blockers (-8 each): cards with a card of their suit below them in the
 *   pile that must go up first (the lowest foundation-order rank per suit
 *   so far: keeping min(low, r) is "if low < r a blocker, else low = r").
 * Any byte value is taken as the arithmetic of rank() and follows() takes it
 * (a strategy's model may hold HIDDEN cards). An empty pile scores 0.
 */
export function scorePile(t: TableauState, p: i32, n: i32): i32 {
  if (n <= 0) return 0;
  const low = changetype<usize>(SUIT_LOW);
  store<u64>(low, 0x0000006300000063);
  store<u64>(low, 0x0000006300000063, 8);
  const base = changetype<usize>(t.cards) + <usize>(p * CAP);
  const exact = cxExact;
  const nexts = cxNexts;
  const sign = cxSign;
  const rOff = cxROff;
  const step = cxStep;
  const fit = cxFit;
  const next0 = wNext0;
  const next1 = wNext1;
  let h = 0;
  let built = 0;
  let blockers = 0;
  let below: i32 = 0xff;
  for (let i = 0; i < n; i++) {
    const c = <i32>load<u8>(base + <usize>i);
    const s = c & 3;
    const rank = (c >> 2) + 1;
    const next = exact ? <i32>((nexts >> ((<u32>s) << 3)) & 0xff) : s == 0 ? cxN0 : s == 1 ? cxN1 : s == 2 ? cxN2 : cxN3;
    const wait = sign * (rank - next);
    const over = n - 1 - i;
    h -= select<i32>(next0 * over + 4, 0, wait == 0) + select<i32>(next1 * over, 0, wait == 1);
    if (below != 0xff) built += (<i32>((c >> 2) - (below >> 2) == step)) & (<i32>((fit >> (<u32>((s << 2) | (below & 3)))) & 1));
    below = c;
    const r = rOff + sign * rank;
    const at = low + ((<usize>s) << 2);
    const l = load<i32>(at);
    blockers += <i32>(l < r);
    store<i32>(at, min(l, r));
  }
  return h + built * wBuilt - blockers * 8;
}

// pileScore()'s values kept by what they depend on: the pile's cards (its
// key, TableauState.pileKey), the foundations (TableauState.foundKey), the
// rules' arithmetic and the weights (prepare()'s cxKey). A search scores the same piles again and
// again (each position's parent and siblings share all but two), so most
// are found here. Direct-mapped: a new value takes its slot. Two piles
// whose 64-bit keys met would share a score: that could only reorder moves
// or best-first's queue, never change a verdict, and the fingerprint checks
// that no search visits other nodes than before.
const PILE_CACHE_BITS: u64 = 12;
const PILE_CACHE_KEYS = new StaticArray<u64>(1 << (<i32>PILE_CACHE_BITS));
const PILE_CACHE_VALUES = new StaticArray<i32>(1 << (<i32>PILE_CACHE_BITS));
/** prepare()'s context as a key: the foundations' key, the rules' arithmetic and the weights' key. */
let cxKey: u64 = 0;

/** scorePile(), looked up first among the values kept; an empty pile scores 0. */
@inline export function pileScore(t: TableauState, p: i32): i32 {
  return pileScoreOf(t, p, unchecked(t.len[p]), unchecked(t.pileKey[p]));
}

/** pileScore() of pile p's first n cards, whose key (TableauState.pileKey's) is `key` (inlined: a lookup, mostly found). */
@inline export function pileScoreOf(t: TableauState, p: i32, n: i32, key: u64): i32 {
  if (n == 0) return 0;
  let k = key ^ cxKey;
  k = (k ^ (k >> 33)) * 0xff51afd7ed558ccd;
  k ^= k >> 29;
  // Key 0 marks an empty slot: the one key that hashes to it is never kept.
  const i = <i32>(k >> (64 - PILE_CACHE_BITS));
  if (unchecked(PILE_CACHE_KEYS[i]) == k && k != 0) return unchecked(PILE_CACHE_VALUES[i]);
  return scoreAndKeep(t, p, n, k, i);
}

/** pileScoreOf() not found: scorePile(), kept in slot i under k. */
function scoreAndKeep(t: TableauState, p: i32, n: i32, k: u64, i: i32): i32 {
  const v = scorePile(t, p, n);
  unchecked((PILE_CACHE_KEYS[i] = k));
  unchecked((PILE_CACHE_VALUES[i] = v));
  return v;
}

/** The heuristic's terms outside the piles: cards up, free cells and empty piles, face-down cards. */
export function restScore(t: TableauState): i32 {
  return restScoreOf(t.onFound, t.freeCells(), t.emptyPiles(), t.faceDown());
}

/** restScore() from its counts (scoreUnplayed has a child's without playing it). */
@inline export function restScoreOf(up: i32, free: i32, empty: i32, down: i32): i32 {
  // Face-down cards: each one is a card nothing can be done with yet.
  return up * 64 + free * wFree + empty * wEmpty + (free + 1) * (empty + 1) * 4 - down * 10;
}

/**
 * How close the position looks to a win (higher is closer), by weights w:
 * cards up, the cards still covering each suit's next card, built runs, free
 * cells and empty piles, face-down cards: restScore() and every pile's
 * pileScore(). Written for speed (the dive orders every node's moves by it
 * and best-first scores every new position with it); order() scores the
 * positions a move leads to from the parent's pile scores, rescoring only
 * the piles it changes.
 */
export function heuristic(t: TableauState, w: Weights): i32 {
  prepare(t, w);
  let h = restScore(t);
  const nPiles = t.nPiles;
  for (let p = 0; p < nPiles; p++) h += pileScore(t, p);
  return h;
}

/**
 * The heuristic less the weights' other terms, each counted only where its
 * weight is not 0:
 * - W_UNDER_RUN per card under its pile's top run (fc-solve's "cards under
 *   sequences"): a card there must move again before the game is won,
 *   whatever it lies on;
 * - W_UNDER_BUILT per card under its pile's built stretch (its top cards in
 *   build order): it cannot go up or be built on before the stretch is taken
 *   apart, one card at a time where no cells help;
 * - W_FACE_DOWN per face-down card and W_WASTE per card on the waste: where
 *   the stock is dealt once, a card turned over onto the waste is buried for
 *   good (only its top plays);
 * - W_INVERSION per card over a lower card of its pile: built up, a pile
 *   builds the wrong way for the foundations.
 */
export function evaluate(t: TableauState, w: Weights): i32 {
  let v = heuristic(t, w);
  const underRun = w.get(W_UNDER_RUN);
  if (underRun != 0) v -= underRun * cardsUnderRuns(t);
  const underBuilt = w.get(W_UNDER_BUILT);
  if (underBuilt != 0) v -= underBuilt * cardsUnderBuilt(t);
  const faceDown = w.get(W_FACE_DOWN);
  if (faceDown != 0) v -= faceDown * t.faceDown();
  const waste = w.get(W_WASTE);
  if (waste != 0) v -= waste * t.turned;
  const inversion = w.get(W_INVERSION);
  if (inversion != 0) v -= inversion * overLower(t);
  return v;
}

/** Cards lying under their pile's top run, over every pile. */
export function cardsUnderRuns(t: TableauState): i32 {
  let under = 0;
  for (let p = 0; p < t.nPiles; p++) under += underRun(t, p);
  return under;
}

/** Cards lying under pile p's top run. */
@inline export function underRun(t: TableauState, p: i32): i32 {
  const n = unchecked(t.len[p]);
  return n > 1 ? n - t.runLength(p) : 0;
}

/** Cards lying under their pile's built stretch (its top cards in build order), over every pile. */
function cardsUnderBuilt(t: TableauState): i32 {
  let under = 0;
  for (let p = 0; p < t.nPiles; p++) under += unchecked(t.len[p]) - t.stretchLength(p, t.buildSuit);
  return under;
}

/** Cards lying over a card of lower rank (any suit) in their pile, over every pile. */
export function overLower(t: TableauState): i32 {
  let n = 0;
  for (let p = 0; p < t.nPiles; p++) {
    const base = p * CAP;
    const len = unchecked(t.len[p]);
    let low = 0x7fffffff;
    for (let k = 0; k < len; k++) {
      const r = t.rank(unchecked(t.cards[base + k]));
      if (r > low) n++;
      else low = r;
    }
  }
  return n;
}
