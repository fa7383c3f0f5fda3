// How good a position or a move looks: the heuristic (best-first search, the
// opening dive, the strategies) and the order a depth-first search tries moves in.

import { emperorGame } from "./emperor";
import { suitsFit } from "./rules";

/** Static order, Emperor: points off a talon move per card it turns over onto the waste. */
const BURIED: i32 = 4;
import { Tableau, CELL0, FOUND0, TALON, STOCK, CAP, ZP, ZC, srcOf, dstOf, countOf, talonIndexOf } from "./position";
import { UNIT_RUNS, UNIT_SINGLE, SUIT_ANY } from "./rule-table";

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

/** The shuffled order's next amount, 0 .. orderNoise. */
@inline function nextNoise(): i32 {
  let x = orderState;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  orderState = x;
  return <i32>((<u64>x * <u64>orderNoise) >> 32);
}

const SORT_KEYS = new StaticArray<i32>(1024);
/** order(): the parent position's pileScore() per pile. */
const PILE_SCORES = new StaticArray<i32>(16); // MAX_PILES (position.ts imports this file, so not the name here)
/** order(), FreeCell's kind of game: the parent's cards under its top run per pile. */
const PILE_UNDER = new StaticArray<i32>(16);

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

/** The heuristic order's noise for t's position. */
@inline function noise(t: Tableau): i32 {
  return noiseOfKey(t.key());
}

/** The heuristic order's noise for a position's key. */
@inline function noiseOfKey(key: u64): i32 {
  let k = key ^ noiseSeed;
  k = (k ^ (k >> 33)) * 0xff51afd7ed558ccd;
  k ^= k >> 33;
  return <i32>(k & noiseMask);
}

/** Sorts out[at..at+n) into search order, by t.ordering. */
export function order(t: Tableau, out: StaticArray<i32>, at: i32, n: i32): void {
  if (t.ordering == ORDER_SHUFFLED) {
    for (let i = 0; i < n; i++) unchecked((SORT_KEYS[i] = staticScore(t, unchecked(out[at + i])) + nextNoise()));
  } else if (t.ordering != ORDER_STATIC) {
    // heuristic() of each child, from the parent's pile scores: a move
    // between piles and cells that puts no card up (a run removed to the
    // foundations shows in onFound) changes only its source and target
    // piles, and leaves the foundations, so prepare()'s context, as they
    // were; the rest is scored again (restScore). Any other move: heuristic().
    prepare(t);
    const nPiles = t.nPiles;
    let piles = 0;
    for (let p = 0; p < nPiles; p++) {
      const v = pileScore(t, p);
      unchecked((PILE_SCORES[p] = v));
      piles += v;
    }
    const up = t.onFound;
    const cells = cellsGame(t);
    // FreeCell's kind of game: the parent's cards under runs per pile, so
    // that a quick child's count (below) rescores only the two piles it changes.
    let under = 0;
    if (cells) {
      for (let p = 0; p < nPiles; p++) {
        const u = underRun(t, p);
        unchecked((PILE_UNDER[p] = u));
        under += u;
      }
    }
    // FreeCell's kind of game with nothing face down and no runs removed:
    // a move between piles and cells is scored without being played (scoreUnplayed).
    const unplayed = cells && !t.removeRuns && t.faceDown() == 0;
    if (unplayed) {
      unFree = t.freeCells();
      unEmpty = t.emptyPiles();
    }
    for (let i = 0; i < n; i++) {
      const m = unchecked(out[at + i]);
      const src = srcOf(m);
      const dst = dstOf(m);
      if (unplayed && src < FOUND0 && dst < FOUND0) {
        const h = scoreUnplayed(t, src, dst, countOf(m), piles, under);
        // The checked build (tests) plays the move too: both values must agree.
        if (!ASC_NO_ASSERT) assert(h == scorePlayed(t, m, piles, under, up, cells), "order: a move scored unplayed differs from the move played");
        unchecked((SORT_KEYS[i] = h));
      } else unchecked((SORT_KEYS[i] = scorePlayed(t, m, piles, under, up, cells)));
    }
  } else for (let i = 0; i < n; i++) unchecked((SORT_KEYS[i] = staticScore(t, unchecked(out[at + i]))));
  sortByKeys(out, at, n);
}

/**
 * order()'s key for move m, played: heuristic() of the child (cellsEvaluate()
 * in FreeCell's kind of game), with noise; `piles`, `under` and PILE_SCORES,
 * PILE_UNDER are the parent's, `up` its cards up.
 */
function scorePlayed(t: Tableau, m: i32, piles: i32, under: i32, up: i32, cells: bool): i32 {
  const src = srcOf(m);
  const dst = dstOf(m);
  t.apply(m);
  let h: i32;
  const quick = src < FOUND0 && dst < FOUND0 && t.onFound == up;
  if (quick) {
    h = piles + restScore(t);
    if (src < CELL0) h += pileScore(t, src) - unchecked(PILE_SCORES[src]);
    if (dst < CELL0 && dst != src) h += pileScore(t, dst) - unchecked(PILE_SCORES[dst]);
  } else {
    h = heuristic(t);
  }
  // FreeCell's kind of game: cellsEvaluate() of the child.
  if (cells) {
    let u: i32;
    if (quick) {
      u = under;
      if (src < CELL0) u += underRun(t, src) - unchecked(PILE_UNDER[src]);
      if (dst < CELL0 && dst != src) u += underRun(t, dst) - unchecked(PILE_UNDER[dst]);
    } else u = cardsUnderRuns(t);
    h -= UNDER_WEIGHT * u;
  }
  if (noiseMask != 0) h += noise(t);
  t.undo(m);
  // heuristic() set the child's context: the parent's again.
  if (!quick) prepare(t);
  return h;
}

// order()'s parent position, for scoreUnplayed: free cells and empty piles.
let unFree: i32 = 0;
let unEmpty: i32 = 0;

/**
 * order()'s key for a move of `count` cards from src to dst between piles and
 * cells, in FreeCell's kind of game with no card face down (so none is
 * turned up) and no runs removed, from the parent's pile scores and cards
 * under runs (`piles`, `under`, PILE_SCORES, PILE_UNDER), without playing it:
 * the same value order() gets by playing it (the child's pile keys, scores,
 * runs, free cells, empty piles and key, each as apply() would leave them).
 * The fingerprint checks that the order is unchanged, and the checked
 * build compares each value with scorePlayed()'s.
 */
function scoreUnplayed(t: Tableau, src: i32, dst: i32, count: i32, piles: i32, under: i32): i32 {
  let h = piles;
  let u = under;
  let free = unFree;
  let empty = unEmpty;
  let cells = t.cellsSum;
  let srcKey: u64 = 0;
  let dstKey: u64 = 0;
  // The cards moved: the top `count` of the source pile (a run), or a cell's card.
  const srcLen = src < CELL0 ? unchecked(t.len[src]) : 0;
  const from = src < CELL0 ? src * CAP + srcLen - count : 0;
  const cellCard = src < CELL0 ? <u8>0 : unchecked(t.cell[src - CELL0]);
  if (src < CELL0) {
    const left = srcLen - count;
    let k = unchecked(t.pileKey[src]);
    for (let j = 0; j < count; j++) k ^= unchecked(ZP[((left + j) << 6) | ((<i32>unchecked(t.cards[from + j])) & 63)]);
    srcKey = k;
    if (left == 0) empty++;
    h += pileScoreOf(t, src, left, k) - unchecked(PILE_SCORES[src]);
    // runAt of the cards that stay is as it was.
    u += (left > 1 ? left - <i32>unchecked(t.runAt[src * CAP + left - 1]) : 0) - unchecked(PILE_UNDER[src]);
  } else {
    free++;
    cells -= unchecked(ZC[cellCard]);
  }
  if (dst < CELL0) {
    const dl = unchecked(t.len[dst]);
    const base = dst * CAP;
    let k = unchecked(t.pileKey[dst]);
    // The moved cards written above the pile's top (apply() writes them
    // there; nothing reads a pile above its length): scorePile reads them.
    for (let j = 0; j < count; j++) {
      const c = src < CELL0 ? unchecked(t.cards[from + j]) : cellCard;
      unchecked((t.cards[base + dl + j] = c));
      k ^= unchecked(ZP[((dl + j) << 6) | ((<i32>c) & 63)]);
    }
    dstKey = k;
    if (dl == 0) empty--;
    const nl = dl + count;
    h += pileScoreOf(t, dst, nl, k) - unchecked(PILE_SCORES[dst]);
    // The moved cards are a run (a group moves as one); it goes on the pile's run if its bottom follows the top.
    let run = count;
    if (dl > 0 && t.follows(unchecked(t.cards[base + dl]), unchecked(t.cards[base + dl - 1]), t.runSuit)) run += <i32>unchecked(t.runAt[base + dl - 1]);
    run = min(run, 255);
    u += (nl > 1 ? nl - min(run, nl) : 0) - unchecked(PILE_UNDER[dst]);
  } else {
    free--;
    cells += unchecked(ZC[src < CELL0 ? unchecked(t.cards[from]) : cellCard]);
  }
  // restScore() of the child: no card up, and nothing face down (order() asks it).
  h += restScoreOf(t.onFound, free, empty, 0);
  h -= UNDER_WEIGHT * u;
  if (noiseMask != 0) h += noiseOfKey(t.keyWith(src, srcKey, dst, dstKey, cells));
  return h;
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
  if (dst == STOCK)
    score = 20; // turning or dealing the stock: when nothing better is left
  else if (src >= FOUND0 && src < TALON)
    score = 30; // a foundation card back down
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
    if (left == 0)
      score += 60; // empties a pile
    else if (left == unchecked(t.down[src]))
      score += 200; // turns up a face-down card
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
// The heuristic's weights that differ by kind of game, prepare() takes them
// from WEIGHT_SETS by wKind: a free cell, an empty pile, a card over a suit's
// next card and over its next-but-one card.
let wKind: i32 = 0;
let wFree: i32 = 16;
let wEmpty: i32 = 40;
let wNext0: i32 = 12;
let wNext1: i32 = 5;
/** Points per built pair (6); Emperor built up's beam rounds set others (emperor.ts, setBuiltWeight). */
export const BUILT_WEIGHT: i32 = 6;
let wBuilt: i32 = BUILT_WEIGHT;

/**
 * The weight of a built pair from now on (emperor.ts's rounds; BUILT_WEIGHT
 * restores it). From -16 to 15: prepare() keys the pile cache on it in 5 bits.
 */
export function setBuiltWeight(w: i32): void {
  wBuilt = w;
}

/**
 * FreeCell's kind of game (cellsGame) weighs a free cell more than an empty
 * pile, where the other games weigh them 16 and 40, and a card over the
 * next-but-one card less (2 against 5). Found by a search over the weights
 * (stop 28), each setting run over two samples of 4,000 deals (ms 1, 9, 17,
 * ... and ms 5, 13, 21, ...), one weight changed at a time:
 *
 *   free / empty / next-but-one (and best-first's depth weight, portfolio.ts)   nodes
 *   16 / 40 / 5 (depth 8, before)                                  16.97 M
 *   32 / 40 / 5                                                    14.82 M
 *   16 / 24 / 5                                                    15.01 M
 *   32 / 24 / 5                                                    14.51 M
 *   32 / 24 / 5 (depth 12)                                         12.38 M
 *   32 / 24 / 2 (depth 12, kept)                                   11.35 M
 *   from there: free 24, 28, 36, 40 / empty 16, 20, 32 / next-but-one
 *   0, 1, 3 / depth 10, 14, 16 / the other weights one step either way    11.03 .. 13.41 M
 *
 * Over all of ms 1..32000, interleaved in one process: 76.66 M nodes and
 * 43.1 s of engine time before, 53.72 M and 30.0 s after, the same verdicts;
 * Inverted FreeCell sv 0..1999: 4.60 M nodes before, 3.74 M after.
 */
const WEIGHTS_CELLS: i32 = 1;

/**
 * Emperor (emperor.ts's emperorGame) weighs a card over a suit's next card
 * 20 (12 in the other games) and over its next-but-one card 2 (5): with
 * emperor.ts's weight on the waste, measured there (stop 28).
 */
const WEIGHTS_EMPEROR: i32 = 2;

/** Free cell, empty pile, next card, next-but-one card: the general set (0), FreeCell's kind (1), Emperor (2). */
const WEIGHT_SETS: StaticArray<i32> = [16, 40, 12, 5, 32, 24, 12, 2, 16, 40, 20, 2];

/** Sets what pileScore() needs to know of t's position (its foundations and rules). */
function prepare(t: Tableau): void {
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
  wKind = cellsGame(t) ? WEIGHTS_CELLS : emperorGame(t) ? WEIGHTS_EMPEROR : 0;
  const w = wKind << 2;
  wFree = unchecked(WEIGHT_SETS[w]);
  wEmpty = unchecked(WEIGHT_SETS[w + 1]);
  wNext0 = unchecked(WEIGHT_SETS[w + 2]);
  wNext1 = unchecked(WEIGHT_SETS[w + 3]);
  cxNexts = (<u32>(n0 & 0xff)) | ((<u32>(n1 & 0xff)) << 8) | ((<u32>(n2 & 0xff)) << 16) | ((<u32>(n3 & 0xff)) << 24);
  // The next ranks exactly, the rules' arithmetic and the set of weights, fmix-ed into the foundations' key.
  let r =
    (<u64>cxNexts) |
    ((<u64>(cxFit & 0xffff)) << 32) |
    ((<u64>(cxStep & 3)) << 48) |
    ((<u64>(cxSign & 3)) << 50) |
    ((<u64>(cxROff & 31)) << 52) |
    ((<u64>wKind) << 57) |
    ((<u64>((wBuilt + 16) & 31)) << 59);
  r = (r ^ (r >> 33)) * 0xc4ceb9fe1a85ec53;
  cxKey = t.foundKey ^ (r ^ (r >> 29)) ^ (t.decks == 2 ? 0x5bd1e9955bd1e995 : 0);
  cxExact = n0 >= 0 && n0 < 256 && n1 >= 0 && n1 < 256 && n2 >= 0 && n2 < 256 && n3 >= 0 && n3 < 256;
}

/**
 * Pile p's part of the heuristic (after prepare() for its position): the
 * cards over each suit's next card, built pairs and blockers, in one pass
 * without branches on the cards, every term the same as card by card:
 * - a card whose suit's foundation needs it next (wait 0) costs wNext0 a
 *   card over it (12; 20 in Emperor) and 4, one that is next but one (wait 1)
 *   wNext1 a card over it (5; 2 in FreeCell's kind of game and Emperor);
 * - built (wBuilt each, 6 but in Emperor built up's beam rounds): pairs of cards where the upper one follows the lower one
 *   by the run rule (rank one step in the build direction, suits by runSuit);
 * - blockers (-8 each): cards with a card of their suit below them in the
 *   pile that must go up first (the lowest foundation-order rank per suit
 *   so far: keeping min(low, r) is "if low < r a blocker, else low = r").
 * Any byte value is taken as the arithmetic of rank() and follows() takes it
 * (a strategy's model may hold HIDDEN cards). An empty pile scores 0.
 */
function scorePile(t: Tableau, p: i32, n: i32): i32 {
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
// key, Tableau.pileKey), the foundations (Tableau.foundKey) and the rules'
// arithmetic (prepare()'s cxKey). A search scores the same piles again and
// again (each position's parent and siblings share all but two), so most
// are found here. Direct-mapped: a new value takes its slot. Two piles
// whose 64-bit keys met would share a score: that could only reorder moves
// or best-first's queue, never change a verdict, and the fingerprint checks
// that no search visits other nodes than before.
const PILE_CACHE_BITS: u64 = 12;
const PILE_CACHE_KEYS = new StaticArray<u64>(1 << (<i32>PILE_CACHE_BITS));
const PILE_CACHE_VALUES = new StaticArray<i32>(1 << (<i32>PILE_CACHE_BITS));
/** prepare()'s context as a key: the foundations' key and the rules' arithmetic. */
let cxKey: u64 = 0;

/** scorePile(), looked up first among the values kept; an empty pile scores 0. */
@inline function pileScore(t: Tableau, p: i32): i32 {
  return pileScoreOf(t, p, unchecked(t.len[p]), unchecked(t.pileKey[p]));
}

/** pileScore() of pile p's first n cards, whose key (Tableau.pileKey's) is `key` (inlined: a lookup, mostly found). */
@inline function pileScoreOf(t: Tableau, p: i32, n: i32, key: u64): i32 {
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
function scoreAndKeep(t: Tableau, p: i32, n: i32, k: u64, i: i32): i32 {
  const v = scorePile(t, p, n);
  unchecked((PILE_CACHE_KEYS[i] = k));
  unchecked((PILE_CACHE_VALUES[i] = v));
  return v;
}

/** The heuristic's terms outside the piles: cards up, free cells and empty piles, face-down cards. */
function restScore(t: Tableau): i32 {
  return restScoreOf(t.onFound, t.freeCells(), t.emptyPiles(), t.faceDown());
}

/** restScore() from its counts (scoreUnplayed has a child's without playing it). */
@inline function restScoreOf(up: i32, free: i32, empty: i32, down: i32): i32 {
  // Face-down cards: each one is a card nothing can be done with yet.
  return up * 64 + free * wFree + empty * wEmpty + (free + 1) * (empty + 1) * 4 - down * 10;
}

/**
 * How close the position looks to a win (higher is closer): cards up, the
 * cards still covering each suit's next card, built runs, free cells and
 * empty piles, face-down cards: restScore() and every pile's pileScore().
 * Written for speed (the dive orders every node's moves by it and best-first
 * scores every new position with it); order() scores the positions a move
 * leads to from the parent's pile scores, rescoring only the piles it changes.
 */
export function heuristic(t: Tableau): i32 {
  prepare(t);
  let h = restScore(t);
  const nPiles = t.nPiles;
  for (let p = 0; p < nPiles; p++) h += pileScore(t, p);
  return h;
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
  return heuristic(t) - UNDER_WEIGHT * cardsUnderRuns(t);
}

/** Cards lying under their pile's top run, over every pile. */
function cardsUnderRuns(t: Tableau): i32 {
  let under = 0;
  for (let p = 0; p < t.nPiles; p++) under += underRun(t, p);
  return under;
}

/** Cards lying under pile p's top run. */
@inline function underRun(t: Tableau, p: i32): i32 {
  const n = unchecked(t.len[p]);
  return n > 1 ? n - t.runLength(p) : 0;
}

/**
 * Streets and Alleys and Beleaguered Castle's kind of game (no cells, no
 * stock, single cards building on any suit: weight-rounds.ts's games).
 */
@inline export function openGame(t: Tableau): bool {
  return t.nCells == 0 && t.draw == 0 && !t.dealToPiles && t.unit == UNIT_SINGLE && t.buildSuit == SUIT_ANY;
}

/** Points off per card lying under its pile's built stretch (openEvaluate). */
export const OPEN_UNDER_WEIGHT: i32 = 16;

/**
 * The solver's best-first evaluation in openGame's games: the heuristic less
 * OPEN_UNDER_WEIGHT for each card under its pile's built stretch (the top
 * cards in build order): such a card cannot go up or be built on before the
 * stretch above it is taken apart, one card at a time, with no cells to help.
 */
export function openEvaluate(t: Tableau): i32 {
  return heuristic(t) - OPEN_UNDER_WEIGHT * cardsUnderBuilt(t);
}

/** Cards lying under their pile's built stretch (its top cards in build order), over every pile. */
function cardsUnderBuilt(t: Tableau): i32 {
  let under = 0;
  for (let p = 0; p < t.nPiles; p++) under += unchecked(t.len[p]) - t.stretchLength(p, t.buildSuit);
  return under;
}
