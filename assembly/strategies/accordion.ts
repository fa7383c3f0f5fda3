// Accordion strategies. They decide after each card is dealt, from the
// observation only: [piles, dealt, total, top card of each pile...]. This
// module imports no game state, so it cannot see an undealt card.
//
// None of them holds a move back to wait for more cards (a player who waits
// for the whole deal is playing the thoughtful game); they differ in which move
// they make. The moves are the game's: 0 deals, (from << 1) | leap moves a pile.

import { rngBelow } from "../engine/rng";
import { countStrategyNodes } from "./effort";
import { Strategy, SOLVER, ALL_PROFILES, GRADE_NONE, GRADE_EASY, GRADE_STRONG } from "./strategy";
import { chooseByRecord, describeAs, noKey, noKeyAfter, MOVE_RECORD_WORDS, FROM_PILE, FROM_STOCK, TO_PILE, TO_STOCK, LEAP } from "./record";

/** Node budget of one lookahead decision. */
const LOOKAHEAD_NODES: i32 = 4000;

/** Do cards a and b match by suit or by rank? */
@inline function matches(a: u8, b: u8): bool {
  return ((a ^ b) & 3) == 0 || a >> 2 == b >> 2;
}

/** A uniformly random legal move. */
function randomChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return n == 1 ? 0 : rngBelow(n);
}
function slideFirst(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return n == 1 ? 0 : preferred(moves, at, n, 0);
}
function leapFirst(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return n == 1 ? 0 : preferred(moves, at, n, 1);
}
function lookaheadChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return n == 1 ? 0 : lookahead(obs, moves, at, n);
}

/**
 * The rightmost pile move of the preferred kind (slide 0 / leap 1), else the
 * rightmost of the other kind, else the deal.
 */
function preferred(moves: StaticArray<i32>, at: i32, n: i32, leap: i32): i32 {
  let best = -1;
  let other = -1;
  let deal = 0;
  for (let k = 0; k < n; k++) {
    const m = unchecked(moves[at + k]);
    if (m == 0) deal = k;
    else if ((m & 1) == leap) {
      if (best < 0 || m > unchecked(moves[at + best])) best = k;
    } else if (other < 0 || m > unchecked(moves[at + other])) other = k;
  }
  return best >= 0 ? best : other >= 0 ? other : deal;
}

// --- lookahead: the move that starts the longest run of moves among the
// visible piles (a bounded exhaustive search), ties going to the line that
// leaves the right end most open to cards still to come.

const ROWS = new StaticArray<u8>(64 * 64); // one row copy per search depth
let nodesLeft: i32 = 0;

function longest(depth: i32, len: i32): i32 {
  const row = depth * 64;
  let best = 0;
  for (let i = len - 1; i >= 1; i--) {
    const c = unchecked(ROWS[row + i]);
    for (let d = 3; d >= 1; d -= 2) {
      if (i < d || !matches(c, unchecked(ROWS[row + i - d]))) continue;
      if (nodesLeft-- <= 0) return best;
      countStrategyNodes(1);
      const next = row + 64;
      for (let k = 0; k < len; k++) unchecked((ROWS[next + k] = ROWS[row + k]));
      unchecked((ROWS[next + i - d] = c));
      for (let k = i; k < len - 1; k++) unchecked((ROWS[next + k] = ROWS[next + k + 1]));
      const r = 1 + longest(depth + 1, len - 1);
      if (r > best) best = r;
      if (best == len - 1) return best;
    }
  }
  return best;
}

/** How many of the 52 cards could land on the last pile or the third from last. */
function openness(row: i32, len: i32): i32 {
  if (len == 0) return 0;
  const a = unchecked(ROWS[row + len - 1]);
  let open = 12 + 3; // same suit or same rank as a
  if (len >= 3) {
    const b = unchecked(ROWS[row + len - 3]);
    if ((a & 3) != (b & 3)) open += 12;
    if (a >> 2 != b >> 2) open += 3;
  }
  return open;
}

function lookahead(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  const len = <i32>unchecked(obs[0]);
  let bestIndex = -1;
  let bestRun = -1;
  let bestOpen = -1;
  let dealIndex = 0;
  const perMove = LOOKAHEAD_NODES / (n > 0 ? n : 1);
  for (let k = 0; k < n; k++) {
    const m = unchecked(moves[at + k]);
    if (m == 0) {
      dealIndex = k;
      continue;
    }
    const i = m >> 1;
    const d = (m & 1) != 0 ? 3 : 1;
    // Row after the move, at depth 1.
    for (let q = 0; q < len; q++) unchecked((ROWS[64 + q] = obs[3 + q]));
    unchecked((ROWS[64 + i - d] = ROWS[64 + i]));
    for (let q = i; q < len - 1; q++) unchecked((ROWS[64 + q] = ROWS[64 + q + 1]));
    nodesLeft = perMove;
    countStrategyNodes(1);
    const run = 1 + longest(1, len - 1);
    const open = openness(64, len - 1);
    if (run > bestRun || (run == bestRun && open > bestOpen)) {
      bestRun = run;
      bestOpen = open;
      bestIndex = k;
    }
  }
  return bestIndex >= 0 ? bestIndex : dealIndex;
}

export const RANDOM = new Strategy(
  "random",
  "a uniformly random legal move after each card (dealing the next card counts as a move)",
  ALL_PROFILES,
  false,
  GRADE_NONE,
  false,
  randomChoice,
);
export const SLIDE_FIRST = new Strategy(
  "slide-first",
  "always moves when it can: the rightmost slide onto the next pile left, else the rightmost leap three left, else deals",
  ALL_PROFILES,
  false,
  GRADE_EASY,
  false,
  slideFirst,
);
export const LEAP_FIRST = new Strategy(
  "leap-first",
  "always moves when it can: the rightmost leap three left, else the rightmost slide, else deals",
  ALL_PROFILES,
  false,
  GRADE_NONE,
  false,
  leapFirst,
);
export const LOOKAHEAD = new Strategy(
  "lookahead",
  "always moves when it can: the move that starts the longest run of moves among the dealt cards (bounded search), ties to the line leaving the right end most open",
  ALL_PROFILES,
  true,
  GRADE_STRONG,
  false,
  lookaheadChoice,
);

/** Accordion's strategies by engine id. */
/**
 * A move in a strategy record's terms (record.ts): the deal (the stock move),
 * or a pile onto its neighbour on the left or (LEAP) the third pile to its
 * left; places count from 0 at the left. A pile moves whole, and its height
 * is not in the observation, so a move carries 1 card.
 */
function describeAccordion(obs: StaticArray<u8>, m: i32, a: StaticArray<i32>): void {
  if (m == 0) {
    describeAs(a, FROM_STOCK, TO_STOCK, 1, 0, 0, 0, 0);
    return;
  }
  const from = m >> 1;
  const leap = (m & 1) != 0;
  describeAs(a, FROM_PILE, TO_PILE, 1, from, leap ? from - 3 : from - 1, 0, leap ? LEAP : 0);
}
function recordChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return chooseByRecord(obs, moves, at, n, describeAccordion, false, noKey, noKeyAfter);
}
export const RECORD = new Strategy("record", MOVE_RECORD_WORDS, ALL_PROFILES, false, GRADE_NONE, false, recordChoice);

export const ACCORDION_STRATEGIES: StaticArray<Strategy> = [SOLVER, RANDOM, SLIDE_FIRST, LEAP_FIRST, LOOKAHEAD, RECORD];
