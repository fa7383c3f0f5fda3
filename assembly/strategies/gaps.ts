// Gaps strategies. They decide from the observation only (games/gaps.ts):
//   [width, fixed suit (0/1), the places row by row (0xff: a gap)...]
// Every card shows, so a strategy sees what the solver sees; they differ from
// it in looking no further than the move they make. This module imports no
// game state. Moves are the game's: (from << 6) | to.

import { rngBelow } from "../engine/rng";
import { Strategy, SOLVER, ALL_PROFILES, GRADE_NONE, GRADE_EASY } from "./strategy";
import { chooseByRecord, describeAs, MOVE_RECORD_WORDS, FROM_PILE, TO_SPACE, FROM_RUN, TO_RUN, LIVE_GAP } from "./record";
import { zobristTable } from "../engine/zobrist";

const GAP: i32 = 0xff;

/** A uniformly random legal move. */
function randomChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return n == 1 ? 0 : rngBelow(n);
}

/** The place's card in the observation. */
@inline function cardAt(obs: StaticArray<u8>, p: i32): i32 {
  return <i32>unchecked(obs[2 + p]);
}

/** Cards in place at the left of row r: its run of one suit from a 2 in the leftmost column. */
function runOf(obs: StaticArray<u8>, r: i32): i32 {
  const w = <i32>unchecked(obs[0]);
  const first = cardAt(obs, r * w);
  if (first == GAP || first >> 2 != 1) return 0;
  let k = 1;
  while (k < w - 1 && cardAt(obs, r * w + k) == first + 4 * k) k++;
  return k;
}

/**
 * Greedy: never takes a card out of its row's run (it resigns when that is
 * all it can do); of the other moves, one that puts a card in place first,
 * then one whose card leaves a gap that can take a card (not right of the top
 * rank or of a gap), then the first listed.
 */
function greedyChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  const w = <i32>unchecked(obs[0]);
  let best = -1;
  let bestScore = -1;
  for (let k = 0; k < n; k++) {
    const m = unchecked(moves[at + k]);
    const from = m >> 6;
    const to = m & 63;
    if (from % w < runOf(obs, from / w)) continue;
    const gain = to % w == runOf(obs, to / w) ? 1 : 0;
    let live = 1;
    if (from % w != 0) {
      const left = cardAt(obs, from - 1);
      // The card's own move may fill the gap left of it: `to` == from - 1.
      const l = to == from - 1 ? cardAt(obs, from) : left;
      if (l == GAP || (l >> 2) + 1 >= w) live = 0;
    }
    const score = gain * 2 + live;
    if (score > bestScore) {
      bestScore = score;
      best = k;
    }
  }
  return best;
}

export const RANDOM = new Strategy("random", "a uniformly random legal move", ALL_PROFILES, false, GRADE_NONE, false, randomChoice);
export const GREEDY = new Strategy(
  "greedy",
  "never breaks a row's run from its 2; puts a card in place when it can, else moves a card whose leaving opens a gap that can be filled (resigns when only run cards can move)",
  ALL_PROFILES,
  false,
  GRADE_EASY,
  false,
  greedyChoice,
);

/**
 * A move in a strategy record's terms (record.ts): the card at place `from`
 * (rows read left to right, top to bottom) into the gap at `to` (a space),
 * with greedy's three facts: FROM_RUN (it leaves its row's run from the 2),
 * TO_RUN (it lands in place, extending its row's run), LIVE_GAP (the gap it
 * leaves can take a card: not right of a gap or of the top rank).
 */
function describeGaps(obs: StaticArray<u8>, m: i32, a: StaticArray<i32>): void {
  const w = <i32>unchecked(obs[0]);
  const from = m >> 6;
  const to = m & 63;
  let flags = 0;
  if (from % w < runOf(obs, from / w)) flags |= FROM_RUN;
  if (to % w == runOf(obs, to / w)) flags |= TO_RUN;
  if (from % w == 0) flags |= LIVE_GAP;
  else {
    const l = to == from - 1 ? cardAt(obs, from) : cardAt(obs, from - 1);
    if (l != GAP && (l >> 2) + 1 < w) flags |= LIVE_GAP;
  }
  describeAs(a, FROM_PILE, TO_SPACE, 1, from, to, 0, flags);
}

// Gaps' positions can come back (in one deal a 2 can go from one leftmost gap
// to another and back), so a record that avoids seen positions keys them: a
// number per card per place.
const ZG = zobristTable(64 * 52, 0x3c6ef372fe94f82b);
function keyOfGaps(obs: StaticArray<u8>): u64 {
  const w = <i32>unchecked(obs[0]);
  let k: u64 = 0;
  for (let p = 0; p < 4 * w; p++) {
    const c = cardAt(obs, p);
    if (c != GAP) k ^= unchecked(ZG[p * 52 + c]);
  }
  return k;
}
function keyAfterGaps(obs: StaticArray<u8>, key: u64, m: i32): u64 {
  const from = m >> 6;
  const c = cardAt(obs, from);
  return key ^ unchecked(ZG[from * 52 + c]) ^ unchecked(ZG[(m & 63) * 52 + c]);
}
function recordChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return chooseByRecord(obs, moves, at, n, describeGaps, true, keyOfGaps, keyAfterGaps);
}
export const RECORD = new Strategy("record", MOVE_RECORD_WORDS, ALL_PROFILES, false, GRADE_NONE, false, recordChoice);

/** Gaps' strategies by engine id. */
export const GAPS_STRATEGIES: StaticArray<Strategy> = [SOLVER, RANDOM, GREEDY, RECORD];
