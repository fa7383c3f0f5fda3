// The order a depth-first search tries moves in: a static score per kind of
// move, that order shuffled by a seeded amount, or the heuristic of the
// position each move leads to (heuristic.ts), scored from the parent's pile
// scores so that only the piles a move changes are scored again.

import { Position } from "./position";
import { MAX_PILES, CELL0, FOUND0, TALON, STOCK, CAP, srcOf, dstOf, countOf, talonIndexOf } from "./moves";
import { ZP, ZC } from "./keys";
import { prepare, pileScore, pileScoreOf, restScore, restScoreOf, heuristic, underRun, cardsUnderRuns } from "./heuristic";
import { Weights, W_UNDER_RUN, W_BURIED } from "./profile";

/** Move orders: a static score per kind of move, or the heuristic of the position each leads to. */
export const ORDER_STATIC: i32 = 0;
export const ORDER_HEURISTIC: i32 = 1;
/** The static order with a seeded random amount (0 .. its noise) added to each move's score. */
export const ORDER_SHUFFLED: i32 = 2;

/**
 * How a search orders its moves: a value the search is given (searchMoves'
 * `ord`). The shuffled order's generator (xorshift32) runs on inside it, so
 * each search that shuffles has one of its own, seeded when it starts. The
 * heuristic order may add noise to its keys (the portfolio's restarts,
 * solver/portfolio.ts): a hash of the position reached and a seed, masked (0:
 * none). A hash of the position, not of the path, so a restart orders a
 * position the same way however it gets there.
 */
export class MoveOrder {
  kind: i32;
  noiseSeed: u64 = 0;
  noiseMask: u64 = 0;
  noiseHalf: i32 = 1;
  shuffleState: u32 = 1;
  shuffleNoise: i32 = 0;

  constructor(kind: i32) {
    this.kind = kind;
  }

  /**
   * This order becomes the heuristic order with noise of up to `mask` (0:
   * none) at the search's root, by `seed`, halved every `half` moves down.
   */
  noisy(seed: u64, mask: u64, half: i32): MoveOrder {
    this.kind = ORDER_HEURISTIC;
    this.noiseSeed = seed;
    this.noiseMask = mask;
    this.noiseHalf = half;
    return this;
  }

  /** This order becomes the static order shuffled: its generator starts from `seed`, adding up to `noise` to each score. */
  shuffled(seed: u32, noise: i32): MoveOrder {
    this.kind = ORDER_SHUFFLED;
    this.shuffleState = seed != 0 ? seed : 0x9e3779b9;
    this.shuffleNoise = noise;
    return this;
  }

  /** The shuffled order's next amount, 0 .. shuffleNoise. */
  @inline nextNoise(): i32 {
    let x = this.shuffleState;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    this.shuffleState = x;
    return <i32>((<u64>x * <u64>this.shuffleNoise) >> 32);
  }

  /** The heuristic order's noise for the key of a child of a position `depth` moves from the search's root. */
  @inline noiseOfKey(key: u64, depth: i32): i32 {
    let k = key ^ this.noiseSeed;
    k = (k ^ (k >> 33)) * 0xff51afd7ed558ccd;
    k ^= k >> 33;
    return (<i32>(k & this.noiseMask)) >> min(depth / this.noiseHalf, 7);
  }
}

/** The static order (read only: a search that shuffles has an order of its own). */
export const STATIC_ORDER = new MoveOrder(ORDER_STATIC);
/** The heuristic order without noise (read only). */
export const HEURISTIC_ORDER = new MoveOrder(ORDER_HEURISTIC);

const SORT_KEYS = new StaticArray<i32>(1024);
/** order(): the parent position's pileScore() per pile. */
const PILE_SCORES = new StaticArray<i32>(MAX_PILES);
/** order(), FreeCell's kind of game: the parent's cards under its top run per pile. */
const PILE_UNDER = new StaticArray<i32>(MAX_PILES);

/** Sorts out[at..at+n) into search order, by `ord` (the heuristic by t's profile's weights). */
export function order(t: Position, out: StaticArray<i32>, at: i32, n: i32, ord: MoveOrder): void {
  const w = t.profile.weights;
  if (ord.kind == ORDER_SHUFFLED) {
    for (let i = 0; i < n; i++) unchecked((SORT_KEYS[i] = staticScore(t, unchecked(out[at + i]), w) + ord.nextNoise()));
  } else if (ord.kind != ORDER_STATIC) {
    // heuristic() of each child, from the parent's pile scores: a move
    // between piles and cells that puts no card up (a run removed to the
    // foundations shows in onFound) changes only its source and target
    // piles, and leaves the foundations, so prepare()'s context, as they
    // were; the rest is scored again (restScore). Any other move: heuristic().
    prepare(t, w);
    const nPiles = t.nPiles;
    let piles = 0;
    for (let p = 0; p < nPiles; p++) {
      const v = pileScore(t, p);
      unchecked((PILE_SCORES[p] = v));
      piles += v;
    }
    const up = t.onFound;
    // Cards under runs, where the weights count them (FreeCell's kind of
    // game): the parent's per pile, so that a quick child's count (below)
    // rescores only the two piles it changes.
    const underWeight = w.get(W_UNDER_RUN);
    const cells = underWeight != 0;
    let under = 0;
    if (cells) {
      for (let p = 0; p < nPiles; p++) {
        const u = underRun(t, p);
        unchecked((PILE_UNDER[p] = u));
        under += u;
      }
    }
    // Cards under runs counted, nothing face down and no runs removed: a
    // move between piles and cells is scored without being played (scoreUnplayed).
    const unplayed = cells && !t.removeRuns && !t.stackedReserve && t.faceDown() == 0;
    if (unplayed) {
      unFree = t.freeCells();
      unEmpty = t.emptyPiles();
    }
    for (let i = 0; i < n; i++) {
      const m = unchecked(out[at + i]);
      const src = srcOf(m);
      const dst = dstOf(m);
      if (unplayed && src < FOUND0 && dst < FOUND0) {
        const h = scoreUnplayed(t, src, dst, countOf(m), piles, under, underWeight, ord);
        // The checked build (tests) plays the move too: both values must agree.
        if (!ASC_NO_ASSERT) assert(h == scorePlayed(t, m, piles, under, up, underWeight, w, ord), "order: a move scored unplayed differs from the move played");
        unchecked((SORT_KEYS[i] = h));
      } else unchecked((SORT_KEYS[i] = scorePlayed(t, m, piles, under, up, underWeight, w, ord)));
    }
  } else for (let i = 0; i < n; i++) unchecked((SORT_KEYS[i] = staticScore(t, unchecked(out[at + i]), w)));
  sortByKeys(out, at, n);
}

/**
 * order()'s key for move m, played: heuristic() of the child, less the
 * cards under runs where the weights count them, with noise; `piles`, `under` and PILE_SCORES,
 * PILE_UNDER are the parent's, `up` its cards up.
 */
function scorePlayed(t: Position, m: i32, piles: i32, under: i32, up: i32, underWeight: i32, w: Weights, ord: MoveOrder): i32 {
  const src = srcOf(m);
  const dst = dstOf(m);
  t.apply(m);
  let h: i32;
  const quick = src < FOUND0 && dst < FOUND0 && t.onFound == up;
  if (quick) {
    h = piles + restScore(t);
    // (A stacked reserve, pile nPiles, has no pile score: the heuristic reads the tableau.)
    if (src < t.nPiles) h += pileScore(t, src) - unchecked(PILE_SCORES[src]);
    if (dst < CELL0 && dst != src) h += pileScore(t, dst) - unchecked(PILE_SCORES[dst]);
  } else {
    h = heuristic(t, w);
  }
  // Cards under runs, where the weights count them.
  if (underWeight != 0) {
    let u: i32;
    if (quick) {
      u = under;
      if (src < t.nPiles) u += underRun(t, src) - unchecked(PILE_UNDER[src]);
      if (dst < CELL0 && dst != src) u += underRun(t, dst) - unchecked(PILE_UNDER[dst]);
    } else u = cardsUnderRuns(t);
    h -= underWeight * u;
  }
  if (ord.noiseMask != 0) h += ord.noiseOfKey(t.key(), t.sp - 1); // (t is the child: its parent is t.sp - 1 moves deep)
  t.undo(m);
  // heuristic() set the child's context: the parent's again.
  if (!quick) prepare(t, w);
  return h;
}

// order()'s parent position, for scoreUnplayed: free cells and empty piles.
let unFree: i32 = 0;
let unEmpty: i32 = 0;

/**
 * order()'s key for a move of `count` cards from src to dst between piles and
 * cells, where cards under runs are counted, with no card face down (so none is
 * turned up) and no runs removed, from the parent's pile scores and cards
 * under runs (`piles`, `under`, PILE_SCORES, PILE_UNDER), without playing it:
 * the same value order() gets by playing it (the child's pile keys, scores,
 * runs, free cells, empty piles and key, each as apply() would leave them).
 * The fingerprint checks that the order is unchanged, and the checked
 * build compares each value with scorePlayed()'s.
 */
function scoreUnplayed(t: Position, src: i32, dst: i32, count: i32, piles: i32, under: i32, underWeight: i32, ord: MoveOrder): i32 {
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
  h -= underWeight * u;
  if (ord.noiseMask != 0) h += ord.noiseOfKey(t.keyWith(src, srcKey, dst, dstKey, cells), t.sp);
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
function staticScore(t: Position, m: i32, w: Weights): i32 {
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
    score -= w.get(W_BURIED) * (talonIndexOf(m) - t.turned);
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
function distanceToFoundation(t: Position, c: u8): i32 {
  const s = <i32>(c & 3);
  let best = 99;
  for (let f = s; f < t.nFound; f += 4) {
    const d = t.foundationDown ? t.nextRank(f) - t.rank(c) : t.rank(c) - t.nextRank(f);
    if (d >= 0 && d < best) best = d;
  }
  return best > 30 ? 30 : best;
}
