// Strategies of the hole games (Black Hole, Golf, Worm Hole). They decide from
// the observation only (games/hole.ts):
//   [piles, cells, stock cards left, the hole's top card, loops (0/1), ranks,
//    each pile's height..., each pile's cards bottom first..., each cell's card
//    (0xff when empty)...]
// Every card shows but the stock's, whose order no strategy knows. This module
// imports no game state. Moves are the game's: p a pile onto the hole, 32 + c
// a cell onto the hole, 64 the stock's next card, 128 + p a pile into a cell.

import { rngBelow } from "../engine/rng";
import { countStrategyNodes } from "./effort";
import { Strategy, SOLVER, ALL_PROFILES, GRADE_NONE, GRADE_EASY, GRADE_STRONG, intSetting, StrategySetting } from "./strategy";

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

/** Reads the observation into the scratch position; returns the hole's top card. */
function load(obs: StaticArray<u8>): i32 {
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
  return <i32>unchecked(obs[3]);
}

/** Cards a and b are next to each other in rank (the rules' wrap included). */
@inline function next(a: i32, b: i32): bool {
  const d = a > b ? (a >> 2) - (b >> 2) : (b >> 2) - (a >> 2);
  return d == 1 || (loops && d == ranks - 1);
}

/** Most cards the visible piles and cells can send onto hole top `t` in one run (bounded by the budget). */
function longest(t: i32): i32 {
  if (spent >= budget) return 0;
  spent++;
  let best = 0;
  for (let p = 0; p < piles; p++) {
    const h = unchecked(HEIGHT[p]);
    if (h == 0) continue;
    const c = unchecked(CARD[p * CAP + h - 1]);
    if (!next(c, t)) continue;
    unchecked((HEIGHT[p] = h - 1));
    const v = 1 + longest(c);
    unchecked((HEIGHT[p] = h));
    if (v > best) best = v;
  }
  for (let q = 0; q < cells; q++) {
    const c = unchecked(CELL[q]);
    if (c == NONE || !next(c, t)) continue;
    unchecked((CELL[q] = NONE));
    const v = 1 + longest(c);
    unchecked((CELL[q] = c));
    if (v > best) best = v;
  }
  return best;
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
 * the hole (a bounded search); the stock only when no card goes; a pile into
 * a cell only when nothing else can be done, the one whose card then starts
 * the longest run.
 */
function lookaheadChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  if (n == 1) return 0;
  const t = load(obs);
  budget = lookNodes;
  spent = 0;
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
      v = 1 + longest(c);
      unchecked((HEIGHT[m] = h));
    } else {
      const q = m - CELL_TO_HOLE;
      c = unchecked(CELL[q]);
      unchecked((CELL[q] = NONE));
      v = 1 + longest(c);
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
  "the card onto the hole that starts the longest run of visible cards onto it (a bounded search over the face-up cards, never the stock's), ties to the tallest pile; turns the stock only when no card goes",
  ALL_PROFILES,
  true,
  GRADE_STRONG,
  false,
  lookaheadChoice,
  LOOK_SETTINGS,
  setLookahead,
);

/** The hole games' strategies by engine id. */
export const HOLE_STRATEGIES: StaticArray<Strategy> = [SOLVER, RANDOM, GREEDY, LOOKAHEAD];
