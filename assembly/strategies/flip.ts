// Flip strategies. They decide from the observation only:
//   [1 if darkFaces=same else 0, cards dealt, cards to deal, hand size,
//    then per hand card, bottom first: the face it shows, 1 if dark else 0]
// This module imports no game state: it sees neither the cards still to deal
// nor the dark side of a light card (with darkFaces=same a player knows that
// side is the same card).
//
// Moves are the game's: 0 deals; ((k + 1) << 2) | kind plays on the set of
// hand cards k..k+3, kind 0 flip the middle two, 1 flip all four, 2 remove
// the middle two, 3 remove all four.
//
// All but random play whenever they can (with compulsory=false they could
// deal instead; a player who holds plays back until everything is dealt is
// playing the thoughtful game). Among plays:
//   remove-first: removals before flips, all four before the middle two;
//   rank-first:   same-rank plays before same-suit ones, removals first in each;
//   lookahead:    the play that starts the best line among the dealt cards
//                 (a bounded search of the visible hand; a card turned dark in
//                 the search shows an unknown face, which matches nothing,
//                 unless darkFaces=same), ties by remove-first;
// and ties between sets go to the topmost set (the newest cards), where the
// seed's player looks first.

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
  FROM_STOCK,
  TO_PILE,
  TO_FOUNDATION,
  TO_STOCK,
  SENDS_UP,
  EMPTIES,
} from "./record";

const KIND_FLIP2: i32 = 0;
const KIND_FLIP4: i32 = 1;
const KIND_REMOVE2: i32 = 2;
const KIND_REMOVE4: i32 = 3;
/** Node budget of one lookahead decision. */
const LOOKAHEAD_NODES: i32 = 3000;
const MAX_DEPTH: i32 = 96;
const UNKNOWN: i32 = 255; // a face the player has not seen; it matches nothing

// Priority of each kind (higher first).
const REMOVE_FIRST: StaticArray<i32> = [0, 1, 3, 4]; // flip2, flip4, remove2, remove4
const RANK_FIRST: StaticArray<i32> = [0, 2, 1, 3];

function randomChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return n == 1 ? 0 : rngBelow(n);
}
function removeFirst(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return n == 1 ? 0 : preferred(moves, at, n, REMOVE_FIRST);
}
function rankFirst(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return n == 1 ? 0 : preferred(moves, at, n, RANK_FIRST);
}
function lookaheadChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return n == 1 ? 0 : lookahead(obs, moves, at, n);
}

/** A play's priority, then the set's height in the hand (higher first); -1 for none. */
@inline function rankOfPlay(m: i32, order: StaticArray<i32>): i32 {
  // Priority first, then the set's height in the hand.
  return m == 0 ? -1 : (unchecked(order[m & 3]) << 8) | (m >> 2);
}

/** The play of the highest priority (then the topmost set); the deal when there is none. */
function preferred(moves: StaticArray<i32>, at: i32, n: i32, order: StaticArray<i32>): i32 {
  let best = 0;
  let bestRank = rankOfPlay(unchecked(moves[at]), order);
  for (let k = 1; k < n; k++) {
    const r = rankOfPlay(unchecked(moves[at + k]), order);
    if (r > bestRank) {
      bestRank = r;
      best = k;
    }
  }
  return best;
}

// --- lookahead: a bounded depth-first search over the visible hand.

// One hand copy per depth: FACES[d * 64 + q], DARKS[d * 64 + q].
const FACES = new StaticArray<i32>((MAX_DEPTH + 1) * 64);
const DARKS = new StaticArray<i32>((MAX_DEPTH + 1) * 64);
let same: bool = false;
let nodesLeft: i32 = 0;

/** Do two known faces share a suit? */
@inline function matchesSuit(a: i32, d: i32): bool {
  return a != UNKNOWN && d != UNKNOWN && ((a ^ d) & 3) == 0;
}
/** Do two known faces share a rank? */
@inline function matchesRank(a: i32, d: i32): bool {
  return a != UNKNOWN && d != UNKNOWN && a >> 2 == d >> 2;
}

/** The score of the hand at depth `depth` of `len` cards: dark cards (removals are counted by the caller). */
function darkCount(depth: i32, len: i32): i32 {
  let c = 0;
  const base = depth * 64;
  for (let q = 0; q < len; q++) c += unchecked(DARKS[base + q]);
  return c;
}

/** Writes the hand after play (s, kind) from depth d into depth d + 1; returns the new length. */
function playInto(d: i32, len: i32, s: i32, kind: i32): i32 {
  const from = d * 64;
  const to = from + 64;
  if (kind == KIND_REMOVE2 || kind == KIND_REMOVE4) {
    const cut = kind == KIND_REMOVE2 ? s + 1 : s;
    const width = kind == KIND_REMOVE2 ? 2 : 4;
    let w = 0;
    for (let q = 0; q < len; q++) {
      if (q >= cut && q < cut + width) continue;
      unchecked((FACES[to + w] = FACES[from + q]));
      unchecked((DARKS[to + w] = DARKS[from + q]));
      w++;
    }
    return w;
  }
  for (let q = 0; q < len; q++) {
    unchecked((FACES[to + q] = FACES[from + q]));
    unchecked((DARKS[to + q] = DARKS[from + q]));
  }
  const lo = kind == KIND_FLIP2 ? s + 1 : s;
  const hi = kind == KIND_FLIP2 ? s + 2 : s + 3;
  for (let q = lo; q <= hi; q++) {
    if (unchecked(DARKS[to + q]) == 0) {
      unchecked((DARKS[to + q] = 1));
      if (!same) unchecked((FACES[to + q] = UNKNOWN)); // its dark side is not known
    }
  }
  return len;
}

/** Whether play (s, kind) is legal at depth d. */
function legal(d: i32, s: i32, kind: i32): bool {
  const base = d * 64 + s;
  const a = unchecked(FACES[base]);
  const z = unchecked(FACES[base + 3]);
  const da = unchecked(DARKS[base]);
  const dz = unchecked(DARKS[base + 3]);
  const lightMiddle = unchecked(DARKS[base + 1]) == 0 || unchecked(DARKS[base + 2]) == 0;
  if (kind == KIND_REMOVE4) return da == 1 && dz == 1 && matchesRank(a, z);
  if (kind == KIND_REMOVE2) return da == 1 && dz == 1 && matchesSuit(a, z);
  if (kind == KIND_FLIP4) return matchesRank(a, z) && (lightMiddle || da == 0 || dz == 0);
  return matchesSuit(a, z) && lightMiddle;
}

/** Best score gain reachable from depth d (a hand of len cards), within the node budget. */
function best(d: i32, len: i32): i32 {
  let top = 0;
  if (d >= MAX_DEPTH) return 0;
  for (let s = 0; s + 3 < len; s++) {
    for (let kind = 3; kind >= 0; kind--) {
      if (!legal(d, s, kind)) continue;
      if (nodesLeft-- <= 0) return top;
      countStrategyNodes(1);
      const before = darkCount(d, len);
      const n2 = playInto(d, len, s, kind);
      const gain = 2 * (len - n2) + darkCount(d + 1, n2) - before + best(d + 1, n2);
      if (gain > top) top = gain;
    }
  }
  return top;
}

function lookahead(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  same = unchecked(obs[0]) == 1;
  const len = <i32>unchecked(obs[3]);
  for (let q = 0; q < len; q++) {
    unchecked((FACES[q] = <i32>obs[4 + 2 * q]));
    unchecked((DARKS[q] = <i32>obs[5 + 2 * q]));
  }
  let bestIndex = preferred(moves, at, n, REMOVE_FIRST);
  let bestGain = -1;
  let bestOrder = -2;
  const perMove = LOOKAHEAD_NODES / (n > 0 ? n : 1);
  const before = darkCount(0, len);
  for (let k = 0; k < n; k++) {
    const m = unchecked(moves[at + k]);
    let gain = 0;
    if (m != 0) {
      const s = (m >> 2) - 1;
      const kind = m & 3;
      nodesLeft = perMove;
      countStrategyNodes(1);
      const n2 = playInto(0, len, s, kind);
      gain = 2 * (len - n2) + darkCount(1, n2) - before + best(1, n2);
    }
    const order = rankOfPlay(m, REMOVE_FIRST);
    if (gain > bestGain || (gain == bestGain && order > bestOrder)) {
      bestGain = gain;
      bestOrder = order;
      bestIndex = k;
    }
  }
  return bestIndex;
}

export const RANDOM = new Strategy(
  "random",
  "a uniformly random legal move (dealing counts as a move when allowed)",
  ALL_PROFILES,
  false,
  GRADE_NONE,
  false,
  randomChoice,
);
export const REMOVE_FIRST_PLAY = new Strategy(
  "remove-first",
  "plays whenever it can: a removal before a flip, all four before the middle two, the topmost set first",
  ALL_PROFILES,
  false,
  GRADE_EASY,
  false,
  removeFirst,
);
export const RANK_FIRST_PLAY = new Strategy(
  "rank-first",
  "plays whenever it can: same-rank plays (remove all four, else flip all four) before same-suit ones (remove the middle two, else flip them), the topmost set first",
  ALL_PROFILES,
  false,
  GRADE_NONE,
  false,
  rankFirst,
);
export const LOOKAHEAD = new Strategy(
  "lookahead",
  "plays whenever it can: the play that starts the best line among the dealt cards (a bounded search; a card turned dark shows an unknown face unless darkFaces=same), ties by remove-first",
  ALL_PROFILES,
  true,
  GRADE_STRONG,
  false,
  lookaheadChoice,
);

/**
 * A move in a strategy record's terms (record.ts): the deal (the stock move),
 * or a play on the set of hand cards k..k+3 from the hand (a pile, read
 * bottom to top as left to right, so the topmost set is the rightmost
 * source): a removal goes to a foundation (it sends cards up), a flip stays
 * in the hand (to a pile); it carries 2 cards (the middle two) or 4 (all
 * four). The source's height is the hand's size.
 */
function describeFlip(obs: StaticArray<u8>, m: i32, a: StaticArray<i32>): void {
  if (m == 0) {
    describeAs(a, FROM_STOCK, TO_STOCK, 1, 0, 0, <i32>unchecked(obs[2]), 0);
    return;
  }
  const kind = m & 3;
  const k = (m >> 2) - 1;
  const hand = <i32>unchecked(obs[3]);
  const cards = (kind & 1) != 0 ? 4 : 2;
  const removes = kind >= KIND_REMOVE2;
  const flags = removes ? SENDS_UP | (cards == hand ? EMPTIES : 0) : 0;
  describeAs(a, FROM_PILE, removes ? TO_FOUNDATION : TO_PILE, cards, k, k, hand, flags);
}
function recordChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return chooseByRecord(obs, moves, at, n, describeFlip, false, noKey, noKeyAfter);
}
export const RECORD = new Strategy("record", MOVE_RECORD_WORDS, ALL_PROFILES, false, GRADE_NONE, false, recordChoice);

/** Flip's strategies by engine id. */
export const FLIP_STRATEGIES: StaticArray<Strategy> = [SOLVER, RANDOM, REMOVE_FIRST_PLAY, RANK_FIRST_PLAY, LOOKAHEAD, RECORD];
