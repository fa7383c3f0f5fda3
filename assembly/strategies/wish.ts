// Wish strategies. They decide from the observation only:
//   [piles, height of each pile..., top card of each pile (0xff when empty)...,
//    cards removed of each rank (13 counts)]
// This module imports no game state, so it cannot see a face-down card.
// Moves are the game's: (i << 3) | j removes the top cards of piles i < j.
//
// The one real choice in Wish: when three face-up cards share a rank (the
// fourth is face down somewhere), which one to leave. The careful strategies
// share everything else and differ only there:
//   1. a rank whose remaining cards all show: take them (never hurts);
//   2. else three of a rank show: leave one (on the shortest pile, on the
//      tallest, or the lookahead's pick);
//   3. else a rank showing two (two more face down): the pair on the tallest
//      piles (the most cards to turn up).
// Ties go to the leftmost pair. (This order won most of the orders tried on
// sv seeds 0..19999: 30.3% for leave-shortest, against 27.1% taking the
// two-showing ranks first, 25.5% with those taken leftmost first.)

import { rngBelow } from "../engine/rng";
import { countStrategyNodes } from "./effort";
import { Strategy, SOLVER, ALL_PROFILES, GRADE_NONE, GRADE_EASY, GRADE_STRONG } from "./strategy";
import {
  chooseByRecord,
  describeAs,
  noKey,
  noKeyAfter,
  MOVE_RECORD_WORDS,
  FROM_PILE,
  TO_FOUNDATION,
  SENDS_UP,
  TURNS_UP,
  EMPTIES,
  RANK_SHOWING,
} from "./record";

// The strategies, by what they do (chooseWish).
const WISH_RANDOM: i32 = 1;
const WISH_GREEDY: i32 = 2;
const WISH_LEAVE_SHORTEST: i32 = 3;
const WISH_LEAVE_TALLEST: i32 = 4;
const WISH_LOOKAHEAD: i32 = 5;

const PILES: i32 = 8;
const SLOT: i32 = 16; // cards per pile in the scratch positions
const NONE: i32 = 255;
/** Deals sampled per lookahead decision. */
const SAMPLES: i32 = 32;

// A position at rank level: RANK[p * SLOT + k] for the k-th card of pile p
// (bottom first; NONE where unknown), HEIGHT[p], REMOVED[r].
const RANK = new StaticArray<i32>(PILES * SLOT);
const HEIGHT = new StaticArray<i32>(PILES);
const REMOVED = new StaticArray<i32>(13);
let piles: i32 = 0;
// The observed position, kept to restart each sampled deal from.
const RANK0 = new StaticArray<i32>(PILES * SLOT);
const HEIGHT0 = new StaticArray<i32>(PILES);
const REMOVED0 = new StaticArray<i32>(13);
const VISIBLE = new StaticArray<i32>(13);
const POOL = new StaticArray<i32>(64); // ranks of the cards not yet seen
const WISH_RANKS: StaticArray<i32> = [0, 6, 7, 8, 9, 10, 11, 12]; // A 7 8 9 T J Q K

/** The rank of pile p's top card, 0 if it is empty. */
@inline function topRank(p: i32): i32 {
  const h = unchecked(HEIGHT[p]);
  return h > 0 ? unchecked(RANK[p * SLOT + h - 1]) : NONE;
}

/** Index in moves[at..at+n) of the move strategy `kind` makes. */
function chooseWish(kind: i32, obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  if (n == 1) return 0;
  if (kind == WISH_RANDOM) return rngBelow(n);
  if (kind == WISH_GREEDY) {
    // The leftmost pile that has a partner, with its leftmost partner.
    let best = 0;
    for (let k = 1; k < n; k++) if (unchecked(moves[at + k]) < unchecked(moves[at + best])) best = k;
    return best;
  }
  load(obs);
  let m = careful(kind == WISH_LEAVE_TALLEST ? 1 : 0);
  if (kind == WISH_LOOKAHEAD && m >= 0 && isTriple(m)) m = lookahead(m);
  for (let k = 0; k < n; k++) if (unchecked(moves[at + k]) == m) return k;
  return 0; // not reached: the careful choice is always a legal pair
}

/** Reads the observation into the scratch position. */
function load(obs: StaticArray<u8>): void {
  piles = <i32>unchecked(obs[0]);
  for (let p = 0; p < piles; p++) {
    const h = <i32>unchecked(obs[1 + p]);
    const t = <i32>unchecked(obs[1 + piles + p]);
    unchecked((HEIGHT[p] = h));
    for (let k = 0; k < h - 1; k++) unchecked((RANK[p * SLOT + k] = NONE));
    if (h > 0) unchecked((RANK[p * SLOT + h - 1] = t >> 2));
  }
  for (let r = 0; r < 13; r++) unchecked((REMOVED[r] = <i32>obs[1 + 2 * piles + r]));
}

/** How many cards of rank r show on the pile tops. */
@inline function visibleOf(r: i32): i32 {
  let v = 0;
  for (let p = 0; p < piles; p++) if (topRank(p) == r) v++;
  return v;
}

/** True when the move takes two of three face-up cards of a rank. */
function isTriple(m: i32): bool {
  return visibleOf(topRank(m >> 3)) == 3;
}

/**
 * The careful choice in the scratch position (see the top); leave = 0 leaves
 * the third card on the shortest pile, 1 on the tallest. Returns the move, or
 * -1 when there is none.
 */
function careful(leave: i32): i32 {
  let bestStep = 4;
  let best = -1;
  let bestKey = 0;
  for (let i = 0; i < piles; i++) {
    const r = topRank(i);
    if (r == NONE) continue;
    const v = visibleOf(r);
    const step = v >= 4 - unchecked(REMOVED[r]) ? 1 : v == 3 ? 2 : 3;
    if (step > bestStep) continue;
    for (let j = i + 1; j < piles; j++) {
      if (topRank(j) != r) continue;
      // Within a step, the higher key wins (ties: the leftmost pair, met first).
      let key = 0;
      if (step == 2) {
        const left = leftHeight(r, i, j); // the pile left holding the third card
        key = leave == 0 ? -left : left;
      } else if (step == 3) {
        key = unchecked(HEIGHT[i]) + unchecked(HEIGHT[j]);
      }
      if (step < bestStep || key > bestKey) {
        bestStep = step;
        best = (i << 3) | j;
        bestKey = key;
      }
    }
  }
  return best;
}

/** Height of the pile whose top of rank r is not one of piles i, j. */
function leftHeight(r: i32, i: i32, j: i32): i32 {
  for (let p = 0; p < piles; p++) if (p != i && p != j && topRank(p) == r) return unchecked(HEIGHT[p]);
  return 0;
}

/** Removes pair m from the model. */
@inline function removePair(m: i32): void {
  const i = m >> 3;
  const j = m & 7;
  unchecked((REMOVED[topRank(i)] += 2));
  unchecked(HEIGHT[i]--);
  unchecked(HEIGHT[j]--);
}

/**
 * The lookahead: each way of taking two of the three is tried on SAMPLES deals
 * of the face-down cards consistent with what the player has seen (the ranks
 * not yet seen, shuffled into the face-down places), each played out by the
 * leave-shortest rule; the way that removes most cards over the same samples
 * wins, ties going to the leave-shortest choice.
 */
function lookahead(first: i32): i32 {
  // What has been seen, and the ranks still unseen.
  let hidden = 0;
  for (let r = 0; r < 13; r++) unchecked((VISIBLE[r] = 0));
  for (let p = 0; p < piles; p++) {
    const t = topRank(p);
    if (t != NONE) unchecked(VISIBLE[t]++);
    const h = unchecked(HEIGHT[p]);
    if (h > 1) hidden += h - 1;
  }
  let pool = 0;
  for (let q = 0; q < 8; q++) {
    const r = unchecked(WISH_RANKS[q]);
    const unseen = 4 - unchecked(REMOVED[r]) - unchecked(VISIBLE[r]);
    for (let c = 0; c < unseen && pool < 64; c++) unchecked((POOL[pool++] = r));
  }
  if (pool != hidden || hidden > 64) return first; // not the Wish deck: keep the careful choice

  // The three candidate pairs.
  const r = topRank(first >> 3);
  let a = -1,
    b = -1,
    c = -1;
  for (let p = 0; p < piles; p++) {
    if (topRank(p) != r) continue;
    if (a < 0) a = p;
    else if (b < 0) b = p;
    else c = p;
  }
  const cand0 = (a << 3) | b;
  const cand1 = (a << 3) | c;
  const cand2 = (b << 3) | c;
  let s0 = 0,
    s1 = 0,
    s2 = 0;

  // Keep the observed position.
  for (let p = 0; p < piles; p++) {
    unchecked((HEIGHT0[p] = HEIGHT[p]));
    for (let k = 0; k < unchecked(HEIGHT[p]); k++) unchecked((RANK0[p * SLOT + k] = RANK[p * SLOT + k]));
  }
  for (let q = 0; q < 13; q++) unchecked((REMOVED0[q] = REMOVED[q]));

  for (let s = 0; s < SAMPLES; s++) {
    // Shuffle the unseen ranks into the face-down places of the kept position.
    for (let i = pool - 1; i > 0; i--) {
      const j = rngBelow(i + 1);
      const t = unchecked(POOL[i]);
      unchecked((POOL[i] = POOL[j]));
      unchecked((POOL[j] = t));
    }
    let next = 0;
    for (let p = 0; p < piles; p++) {
      for (let k = 0; k < unchecked(HEIGHT0[p]) - 1; k++) unchecked((RANK0[p * SLOT + k] = POOL[next++]));
    }
    s0 += playOut(cand0);
    s1 += playOut(cand1);
    s2 += playOut(cand2);
  }
  // Restore the observed position (face-down places unknown again).
  for (let p = 0; p < piles; p++) {
    unchecked((HEIGHT[p] = HEIGHT0[p]));
    for (let k = 0; k < unchecked(HEIGHT0[p]) - 1; k++) unchecked((RANK[p * SLOT + k] = NONE));
  }
  for (let q = 0; q < 13; q++) unchecked((REMOVED[q] = REMOVED0[q]));

  let best = first;
  let bestScore = first == cand0 ? s0 : first == cand1 ? s1 : s2;
  if (s0 > bestScore) {
    best = cand0;
    bestScore = s0;
  }
  if (s1 > bestScore) {
    best = cand1;
    bestScore = s1;
  }
  if (s2 > bestScore) best = cand2;
  return best;
}

/** Plays the sampled deal (RANK0...) from move m by the leave-shortest rule; returns cards removed. */
function playOut(m: i32): i32 {
  for (let p = 0; p < piles; p++) {
    unchecked((HEIGHT[p] = HEIGHT0[p]));
    for (let k = 0; k < unchecked(HEIGHT0[p]); k++) unchecked((RANK[p * SLOT + k] = RANK0[p * SLOT + k]));
  }
  for (let q = 0; q < 13; q++) unchecked((REMOVED[q] = REMOVED0[q]));
  let removed = 0;
  while (m >= 0) {
    removePair(m);
    removed += 2;
    countStrategyNodes(1);
    m = careful(0);
  }
  return removed;
}

function randomChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return chooseWish(WISH_RANDOM, obs, moves, at, n);
}
function greedyChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return chooseWish(WISH_GREEDY, obs, moves, at, n);
}
function leaveShortest(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return chooseWish(WISH_LEAVE_SHORTEST, obs, moves, at, n);
}
function leaveTallest(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return chooseWish(WISH_LEAVE_TALLEST, obs, moves, at, n);
}
function lookaheadChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return chooseWish(WISH_LOOKAHEAD, obs, moves, at, n);
}

export const RANDOM = new Strategy("random", "a uniformly random legal pair", ALL_PROFILES, false, GRADE_NONE, false, randomChoice);
export const GREEDY = new Strategy(
  "greedy",
  "the leftmost pile whose top card has a partner, paired with its leftmost partner",
  ALL_PROFILES,
  false,
  GRADE_EASY,
  false,
  greedyChoice,
);
export const LEAVE_SHORTEST = new Strategy(
  "leave-shortest",
  "a rank whose remaining cards all show first; else, of three showing, leaves the one on the shortest pile (the fewest cards it could strand); else the pair showing on the tallest piles",
  ALL_PROFILES,
  false,
  GRADE_NONE,
  false,
  leaveShortest,
);
export const LEAVE_TALLEST = new Strategy(
  "leave-tallest",
  "as leave-shortest, but of three showing leaves the one on the tallest pile",
  ALL_PROFILES,
  false,
  GRADE_NONE,
  false,
  leaveTallest,
);
export const LOOKAHEAD = new Strategy(
  "lookahead",
  "as leave-shortest, but of three showing tries each choice on 32 random arrangements of the unseen cards (each played out by leave-shortest) and keeps the one that removes most",
  ALL_PROFILES,
  true,
  GRADE_STRONG,
  false,
  lookaheadChoice,
);

/** Wish's strategies by engine id. */
/**
 * A move in a strategy record's terms (record.ts): the top cards of piles
 * i < j to a foundation (source i, target j, the source's height pile i's
 * cards), turning up a card where either pile holds more than one, emptying
 * a pile where either holds one; RANK_SHOWING where every card of their rank
 * still in play shows (taking two of them can strand none).
 */
function describeWish(obs: StaticArray<u8>, m: i32, a: StaticArray<i32>): void {
  const n = <i32>unchecked(obs[0]);
  const i = m >> 3;
  const j = m & 7;
  const hi = <i32>unchecked(obs[1 + i]);
  const hj = <i32>unchecked(obs[1 + j]);
  const rank = (<i32>unchecked(obs[1 + n + i])) >> 2;
  let showing = 0;
  for (let p = 0; p < n; p++) {
    const t = <i32>unchecked(obs[1 + n + p]);
    if (t != NONE && t >> 2 == rank) showing++;
  }
  let flags = SENDS_UP;
  if (hi > 1 || hj > 1) flags |= TURNS_UP;
  if (hi == 1 || hj == 1) flags |= EMPTIES;
  if (showing + <i32>unchecked(obs[1 + 2 * n + rank]) == 4) flags |= RANK_SHOWING;
  describeAs(a, FROM_PILE, TO_FOUNDATION, 2, i, j, hi, flags);
}
function recordChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return chooseByRecord(obs, moves, at, n, describeWish, false, noKey, noKeyAfter);
}
export const RECORD = new Strategy("record", MOVE_RECORD_WORDS, ALL_PROFILES, false, GRADE_NONE, false, recordChoice);

export const WISH_STRATEGIES: StaticArray<Strategy> = [SOLVER, RANDOM, GREEDY, LEAVE_SHORTEST, LEAVE_TALLEST, LOOKAHEAD, RECORD];
