// Strategies of the hole games (Black Hole, Golf, Worm Hole). They decide from
// the observation only (games/hole.ts):
//   [piles, cells, stock cards left, the hole's top card, loops (0/1), ranks,
//    each pile's height..., each pile's cards bottom first..., each cell's card
//    (0xff when empty)...]
// Every card shows but the stock's, whose order no strategy knows. This module
// imports no game state. Moves are the game's: p a pile onto the hole, 32 + c
// a cell onto the hole, 64 the stock's next card, 128 + p a pile into a cell.

import { rngBelow } from "../engine/rng";
import { zobristTable } from "../engine/zobrist";
import { countStrategyNodes } from "./effort";
import { Strategy, SOLVER, ALL_PROFILES, GRADE_NONE, GRADE_EASY, GRADE_STRONG, intSetting, StrategySetting } from "./strategy";
import { chooseByRecord, describeAs, noKey, noKeyAfter, MOVE_RECORD_WORDS } from "./record";
import { FROM_PILE, FROM_CELL, FROM_STOCK, TO_FOUNDATION, TO_CELL as INTO_CELL, TO_STOCK, SENDS_UP, EMPTIES } from "./record";

const NONE: i32 = 0xff;
const DEAL: i32 = 64;
const CELL_TO_HOLE: i32 = 32;
const TO_CELL: i32 = 128;
const CAP: i32 = 52;
const MAXP: i32 = 20;
const HEAD: i32 = 6; // the observation's bytes before the piles' heights

// The observed position, read into scratch for the lookahead's search.
const CARD = new StaticArray<i32>(MAXP * CAP);
const HEIGHT = new StaticArray<i32>(MAXP);
const CELL = new StaticArray<i32>(4);
let piles: i32 = 0;
let cells: i32 = 0;
let ranks: i32 = 13;
let loops: bool = true;
let budget: i32 = 0;
let spent: i32 = 0;

/** The lookahead's positions per decision (its setting). */
let lookNodes: i32 = 20000;

/** Reads the observation into the scratch position. */
function load(obs: StaticArray<u8>): void {
  piles = <i32>unchecked(obs[0]);
  cells = <i32>unchecked(obs[1]);
  loops = unchecked(obs[4]) != 0;
  ranks = <i32>unchecked(obs[5]);
  let k = HEAD + piles;
  for (let p = 0; p < piles; p++) {
    const h = <i32>unchecked(obs[HEAD + p]);
    unchecked((HEIGHT[p] = h));
    for (let q = 0; q < h; q++) unchecked((CARD[p * CAP + q] = <i32>obs[k++]));
  }
  for (let c = 0; c < cells; c++) unchecked((CELL[c] = <i32>obs[k++]));
}

/** Cards a and b are next to each other in rank (the rules' wrap included). */
@inline function next(a: i32, b: i32): bool {
  const d = a > b ? (a >> 2) - (b >> 2) : (b >> 2) - (a >> 2);
  return d == 1 || (loops && d == ranks - 1);
}

// The lookahead's memo: the longest run from a position (piles' heights, the
// cells' cards, the hole's top rank), which depends on the position alone, so
// a position reached again by another order is not searched again. Entries
// carry the decision's stamp, so nothing is cleared between decisions.
const MEMO_BITS: i32 = 15;
const MEMO_SIZE: i32 = 1 << MEMO_BITS;
const MEMO_KEY = new StaticArray<u64>(MEMO_SIZE);
const MEMO_VALUE = new StaticArray<i32>(MEMO_SIZE);
const MEMO_STAMP = new StaticArray<i32>(MEMO_SIZE);
let stamp: i32 = 0;
const ZH = zobristTable(MAXP * (CAP + 1), 0x2545f4914f6cdd1d); // pile p at height h
const ZC = zobristTable(52, 0x9e6c63d0676a9a99); // a card in a cell
const ZT = zobristTable(13, 0x7a646e4d0bb5a1f3); // the hole's top rank

/** The memo's slot of key k, or -1 when its probe window is full of other positions. */
function slot(k: u64): i32 {
  const home = <i32>(k >> (64 - MEMO_BITS));
  for (let d = 0; d < 4; d++) {
    const i = (home + d) & (MEMO_SIZE - 1);
    if (unchecked(MEMO_STAMP[i]) != stamp || unchecked(MEMO_KEY[i]) == k) return i;
  }
  return -1;
}

/** Most cards the visible piles and cells can send onto hole top `t` in one run (bounded by the budget); `k` is the position's key. */
function longest(t: i32, k: u64): i32 {
  const i = slot(k);
  if (i >= 0 && unchecked(MEMO_STAMP[i]) == stamp && unchecked(MEMO_KEY[i]) == k) return unchecked(MEMO_VALUE[i]);
  if (spent >= budget) return 0;
  spent++;
  let best = 0;
  const kt = k ^ unchecked(ZT[t >> 2]);
  for (let p = 0; p < piles; p++) {
    const h = unchecked(HEIGHT[p]);
    if (h == 0) continue;
    const c = unchecked(CARD[p * CAP + h - 1]);
    if (!next(c, t)) continue;
    unchecked((HEIGHT[p] = h - 1));
    const v = 1 + longest(c, kt ^ unchecked(ZH[p * (CAP + 1) + h]) ^ unchecked(ZH[p * (CAP + 1) + h - 1]) ^ unchecked(ZT[c >> 2]));
    unchecked((HEIGHT[p] = h));
    if (v > best) best = v;
  }
  for (let q = 0; q < cells; q++) {
    const c = unchecked(CELL[q]);
    if (c == NONE || !next(c, t)) continue;
    unchecked((CELL[q] = NONE));
    const v = 1 + longest(c, kt ^ unchecked(ZC[c]) ^ unchecked(ZT[c >> 2]));
    unchecked((CELL[q] = c));
    if (v > best) best = v;
  }
  // A budget cut leaves the value short: only whole searches are kept.
  if (i >= 0 && spent < budget) {
    unchecked((MEMO_STAMP[i] = stamp));
    unchecked((MEMO_KEY[i] = k));
    unchecked((MEMO_VALUE[i] = best));
  }
  return best;
}

/** The key of the scratch position with the hole's top card t. */
function keyOf(t: i32): u64 {
  let k = unchecked(ZT[t >> 2]);
  for (let p = 0; p < piles; p++) k ^= unchecked(ZH[p * (CAP + 1) + HEIGHT[p]]);
  for (let q = 0; q < cells; q++) if (unchecked(CELL[q]) != NONE) k ^= unchecked(ZC[CELL[q]]);
  return k;
}

/** The tallest source pile of the moves of kind [lo, hi), or -1. */
function tallest(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32, lo: i32, hi: i32): i32 {
  let best = -1;
  let bestH = -1;
  for (let k = 0; k < n; k++) {
    const m = unchecked(moves[at + k]);
    if (m < lo || m >= hi) continue;
    const h = <i32>unchecked(obs[HEAD + m - lo]);
    if (h > bestH) {
      best = k;
      bestH = h;
    }
  }
  return best;
}

/** Index of move m in the list, or -1. */
function find(moves: StaticArray<i32>, at: i32, n: i32, lo: i32, hi: i32): i32 {
  for (let k = 0; k < n; k++) {
    const m = unchecked(moves[at + k]);
    if (m >= lo && m < hi) return k;
  }
  return -1;
}

function randomChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return rngBelow(n);
}

/** A pile onto the hole (the tallest), else a cell onto the hole, else the stock, else the tallest pile into a cell. */
function greedyChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let k = tallest(obs, moves, at, n, 0, CELL_TO_HOLE);
  if (k < 0) k = find(moves, at, n, CELL_TO_HOLE, DEAL);
  if (k < 0) k = find(moves, at, n, DEAL, DEAL + 1);
  if (k < 0) k = tallest(obs, moves, at, n, TO_CELL, TO_CELL + MAXP);
  return k < 0 ? 0 : k;
}

/**
 * The move onto the hole that starts the longest run of visible cards onto
 * the hole (a bounded search); the stock only when no card goes; else as
 * greedy (the tallest pile's card into a cell).
 */
function lookaheadChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  if (n == 1) return 0;
  load(obs);
  budget = lookNodes;
  spent = 0;
  stamp++;
  let best = -1;
  let bestV = -1;
  let bestH = -1;
  for (let k = 0; k < n; k++) {
    const m = unchecked(moves[at + k]);
    if (m >= DEAL) continue;
    let c: i32;
    let v: i32;
    if (m < CELL_TO_HOLE) {
      const h = unchecked(HEIGHT[m]);
      c = unchecked(CARD[m * CAP + h - 1]);
      unchecked((HEIGHT[m] = h - 1));
      v = 1 + longest(c, keyOf(c));
      unchecked((HEIGHT[m] = h));
    } else {
      const q = m - CELL_TO_HOLE;
      c = unchecked(CELL[q]);
      unchecked((CELL[q] = NONE));
      v = 1 + longest(c, keyOf(c));
      unchecked((CELL[q] = c));
    }
    const h = m < CELL_TO_HOLE ? unchecked(HEIGHT[m]) : 0;
    if (v > bestV || (v == bestV && h > bestH)) {
      best = k;
      bestV = v;
      bestH = h;
    }
  }
  countStrategyNodes(spent);
  if (best >= 0) return best;
  const deal = find(moves, at, n, DEAL, DEAL + 1);
  if (deal >= 0) return deal;
  return greedyChoice(obs, moves, at, n);
}

function setLookahead(index: i32, value: i32): void {
  if (index == 0) lookNodes = value;
}

export const RANDOM = new Strategy("random", "a uniformly random legal move", ALL_PROFILES, false, GRADE_NONE, false, randomChoice);
export const GREEDY = new Strategy(
  "greedy",
  "a card onto the hole from the tallest pile it can, else from a cell, else turns the stock, else puts the tallest pile's card into a cell",
  ALL_PROFILES,
  false,
  GRADE_EASY,
  false,
  greedyChoice,
);
const LOOK_SETTINGS: StaticArray<StrategySetting> = [
  intSetting("nodes", 1, 10000000, 20000, "positions the search for the longest run of visible cards may visit per decision", 2000),
];
export const LOOKAHEAD = new Strategy(
  "lookahead",
  "the card onto the hole that starts the longest run of visible cards onto it (a bounded search over the face-up cards with a memo of positions, never the stock's), ties to the tallest pile; turns the stock only when no card goes",
  ALL_PROFILES,
  true,
  GRADE_STRONG,
  false,
  lookaheadChoice,
  LOOK_SETTINGS,
  setLookahead,
);

/**
 * A move in a strategy record's terms (record.ts): a pile's or a cell's card
 * onto the hole (a foundation: it sends a card up), the stock's next card
 * (the stock move), a pile's card into a cell; the source's height is its
 * pile's cards (the stock's cards for the stock move, 0 for a cell).
 */
function describeHole(obs: StaticArray<u8>, m: i32, a: StaticArray<i32>): void {
  if (m == DEAL) {
    describeAs(a, FROM_STOCK, TO_STOCK, 1, 0, 0, <i32>unchecked(obs[2]), 0);
    return;
  }
  if (m >= CELL_TO_HOLE && m < DEAL) {
    describeAs(a, FROM_CELL, TO_FOUNDATION, 1, m - CELL_TO_HOLE, 0, 0, SENDS_UP);
    return;
  }
  const p = m >= TO_CELL ? m - TO_CELL : m;
  const h = <i32>unchecked(obs[HEAD + p]);
  const emptied = h == 1 ? EMPTIES : 0;
  if (m >= TO_CELL) describeAs(a, FROM_PILE, INTO_CELL, 1, p, 0, h, emptied);
  else describeAs(a, FROM_PILE, TO_FOUNDATION, 1, p, 0, h, SENDS_UP | emptied);
}
function recordChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return chooseByRecord(obs, moves, at, n, describeHole, false, noKey, noKeyAfter);
}
export const RECORD = new Strategy("record", MOVE_RECORD_WORDS, ALL_PROFILES, false, GRADE_NONE, false, recordChoice);

/** The hole games' strategies by engine id. */
export const HOLE_STRATEGIES: StaticArray<Strategy> = [SOLVER, RANDOM, GREEDY, LOOKAHEAD, RECORD];
