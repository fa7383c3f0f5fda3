// The engine's API to the host (raw bindings: numbers in, numbers out; bulk
// data through the I/O areas whose addresses the *Ptr() functions give).
//
// One instance holds one current game. The host selects a game, sets its
// settings and dealing recipe, deals a seed (or reads a deal in the wire
// format), then plays, searches, or runs a whole batch of seeds.

import { Game } from "./games/game";
import { Accordion, ACCORDION_DEAL } from "./games/accordion";
import { OneHanded } from "./games/one-handed";
import { Tableau, setSearchOrder, ORDER_HEURISTIC, ORDER_STATIC } from "./games/tableau";
import { chooseTableau } from "./strategies/tableau";
import { chooseAccordion } from "./strategies/accordion";
import { Wish } from "./games/wish";
import { Flip } from "./games/flip";
import { chooseWish } from "./strategies/wish";
import { chooseFlip } from "./strategies/flip";
import { startStrategyGame, strategyNodes } from "./strategies/effort";
import { DealSpec, SPEC, svDeal, msDeal, svShuffledDeck, svShuffledDeckLane, shuffledLength } from "./engine/deal";
import { mtSeedFour } from "./engine/mt19937";
import { readWire, writeWire } from "./engine/layout";
import { rngSeed } from "./engine/rng";
import { now } from "./engine/clock";
import { ttConfigure, ttReclaim } from "./solver/tt";
import { bestFirst, bfNodes, bfLength, bfBestScore, RESULT_NO_ROOM } from "./solver/bestfirst";
import {
  search, nodes, bestLength, bestScore, valueBound, proven, BEST_PATH,
  RESULT_WON, RESULT_LOST, RESULT_UNKNOWN, RESULT_ERROR,
} from "./solver/search";

// ---- the games -----------------------------------------------------------------
// Adding a game: its module in games/, an id here, and one line in each of
// current(), searchCurrent(), playoutCurrent() and choose() below.

export const GAME_ONE_HANDED: i32 = 0;
export const GAME_ACCORDION: i32 = 1;
export const GAME_WISH: i32 = 2;
export const GAME_FLIP: i32 = 3;
export const GAME_TABLEAU: i32 = 4; // every tableau game: the rules record says which
export const STRATEGY_SOLVER: i32 = 0;

export const NUMBERING_SV: i32 = 0;
export const NUMBERING_MS: i32 = 1;

const oneHanded = new OneHanded();
const accordion = new Accordion();
const tableau = new Tableau();
const wish = new Wish();
const flip = new Flip();
let game: i32 = -1;

/** A game behind its interface, for calls outside the hot loops; null if unknown. */
function gameById(id: i32): Game | null {
  if (id == GAME_ONE_HANDED) return oneHanded;
  if (id == GAME_ACCORDION) return accordion;
  if (id == GAME_TABLEAU) return tableau;
  if (id == GAME_WISH) return wish;
  if (id == GAME_FLIP) return flip;
  return null;
}

function current(): Game {
  return gameById(game)!;
}

/** A strategy's choice: the index in moves[at..at+n) of the move it makes. */
function choose(strategy: i32, obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  if (game == GAME_ACCORDION) return chooseAccordion(strategy, obs, moves, at, n);
  if (game == GAME_TABLEAU) return chooseTableau(strategy, obs, moves, at, n);
  if (game == GAME_WISH) return chooseWish(strategy, obs, moves, at, n);
  if (game == GAME_FLIP) return chooseFlip(strategy, obs, moves, at, n);
  return 0; // One-Handed: every move is forced
}

/** The solver, compiled for the current game's class (no virtual calls inside). */
function searchCurrent(nodeBudget: i64, timeMs: f64): i32 {
  if (game == GAME_ONE_HANDED) return runSearch<OneHanded>(oneHanded, nodeBudget, timeMs);
  if (game == GAME_TABLEAU) return tableauSearch(nodeBudget, timeMs);
  if (game == GAME_WISH) return runSearch<Wish>(wish, nodeBudget, timeMs);
  if (game == GAME_FLIP) return runSearch<Flip>(flip, nodeBudget, timeMs);
  return runSearch<Accordion>(accordion, nodeBudget, timeMs);
}

function playoutCurrent(strategy: i32): i32 {
  if (game == GAME_ONE_HANDED) return playout<OneHanded>(oneHanded, strategy);
  if (game == GAME_TABLEAU) return playout<Tableau>(tableau, strategy);
  if (game == GAME_WISH) return playout<Wish>(wish, strategy);
  if (game == GAME_FLIP) return playout<Flip>(flip, strategy);
  return playout<Accordion>(accordion, strategy);
}

// ---- I/O areas -------------------------------------------------------------

const IO = new StaticArray<u8>(1 << 16);
const MOVE_IO = new StaticArray<i32>(1 << 15);
const OBS = new StaticArray<u8>(1024);
const BATCH_MAX: i32 = 4096;
const RES_RESULT = new StaticArray<u8>(BATCH_MAX);
const RES_SCORE = new StaticArray<i32>(BATCH_MAX);
const RES_MOVES = new StaticArray<i32>(BATCH_MAX);
const RES_NODES = new StaticArray<f64>(BATCH_MAX);
const RES_MS = new StaticArray<f64>(BATCH_MAX);
const RES_BOUND = new StaticArray<i32>(BATCH_MAX);
const RES_PROVEN = new StaticArray<u8>(BATCH_MAX);

export function ioPtr(): usize {
  return changetype<usize>(IO);
}
export function movePtr(): usize {
  return changetype<usize>(MOVE_IO);
}
export function batchMax(): i32 {
  return BATCH_MAX;
}
export function resultPtr(): usize {
  return changetype<usize>(RES_RESULT);
}
export function scorePtr(): usize {
  return changetype<usize>(RES_SCORE);
}
export function movesCountPtr(): usize {
  return changetype<usize>(RES_MOVES);
}
export function nodesPtr(): usize {
  return changetype<usize>(RES_NODES);
}
export function msPtr(): usize {
  return changetype<usize>(RES_MS);
}
export function boundPtr(): usize {
  return changetype<usize>(RES_BOUND);
}
export function provenPtr(): usize {
  return changetype<usize>(RES_PROVEN);
}

// ---- set-up ----------------------------------------------------------------

export function selectGame(id: i32): i32 {
  if (gameById(id) == null) return -1;
  game = id;
  return 0;
}

/** Setting `index` of the current game, in the catalogue's order. Returns 0 or -1. */
export function setSetting(index: i32, value: i32): i32 {
  return game >= 0 && current().setSetting(index, value) ? 0 : -1;
}

export function setDealSpec(deck: i32, decks: i32, aces: i32, stock: i32, row: i32, piles: i32, staircase: i32, dark: i32, ranks: i32, dealtDown: i32): void {
  const s: DealSpec = SPEC;
  s.deck = deck;
  s.decks = decks;
  s.ranks = ranks;
  s.dealtDown = dealtDown != 0;
  s.acesOnFoundations = aces != 0;
  s.stock = stock;
  s.row = row;
  s.piles = piles;
  s.staircase = staircase != 0;
  s.darkFaces = dark != 0;
}

/** Deals seed `seed` of a numbering into the layout. */
export function dealSeed(numbering: i32, seed: u32): i32 {
  if (numbering == NUMBERING_SV) svDeal(seed);
  else if (numbering == NUMBERING_MS) msDeal(seed);
  else return -1;
  return 0;
}

/** The sv shuffled deck (before dealing) into IO; returns its length. */
export function svShuffled(seed: u32, deck: i32, decks: i32): i32 {
  const s = svShuffledDeck(seed, deck, decks);
  const n = shuffledLength();
  for (let i = 0; i < n; i++) unchecked((IO[i] = s[i]));
  return n;
}

/**
 * Tests of the batch path: the sv shuffled decks of seeds s..s+3 drawn from
 * SIMD-seeded lanes initialised for only `outputs` draws, one after another into IO.
 */
export function svShuffledLanes(seed: u32, outputs: i32, deck: i32, decks: i32): i32 {
  mtSeedFour(seed, outputs);
  let at = 0;
  for (let lane = 0; lane < 4; lane++) {
    const s = svShuffledDeckLane(lane, deck, decks);
    const n = shuffledLength();
    for (let i = 0; i < n; i++) unchecked((IO[at++] = s[i]));
  }
  return at;
}

/** Reads a layout in the wire format from IO. */
export function readDeal(len: i32): i32 {
  return readWire(changetype<usize>(IO), len);
}

/** Writes the layout in the wire format to IO; returns its length. */
export function writeDeal(): i32 {
  return writeWire(changetype<usize>(IO));
}

/** The current game takes over the layout. online != 0: a strategy's game. */
export function start(online: i32): i32 {
  return game >= 0 ? current().setup(online != 0) : -1;
}

// ---- stepping (differential tests, the deal viewer) -------------------------

export function legalMoves(): i32 {
  return current().moves(MOVE_IO, 0);
}
export function play(m: i32): void {
  current().apply(m);
}
export function unplay(m: i32): void {
  current().undo(m);
}
export function positionKey(): u64 {
  return current().key();
}
export function isWon(): i32 {
  return current().won() ? 1 : 0;
}
export function currentScore(): i32 {
  return current().score();
}
/** The observation a strategy would get, into IO. */
export function observe(): i32 {
  const n = current().observe(OBS);
  for (let i = 0; i < n; i++) unchecked((IO[i] = OBS[i]));
  return n;
}
/** The whole position, into IO. */
export function dump(): i32 {
  const n = current().dump(OBS);
  for (let i = 0; i < n; i++) unchecked((IO[i] = OBS[i]));
  return n;
}

// ---- search and play ---------------------------------------------------------

let lastNodes: f64 = 0;
let lastLength: i32 = 0;
let lastScore: i32 = 0;
let lastBound: i32 = 0;
let lastProven: i32 = 0;

export function resultNodes(): f64 {
  return lastNodes;
}
export function resultLength(): i32 {
  return lastLength;
}
export function resultScore(): i32 {
  return lastScore;
}
export function resultBound(): i32 {
  return lastBound;
}
export function resultProven(): i32 {
  return lastProven;
}

/** Score bound in the game's own score, from the solver's value bound. */
function scoreFromValue<G extends Game>(g: G, v: i32): i32 {
  // value() is score() for games scored upwards and total - score() for
  // Accordion's piles; both are affine, so map through the current pair.
  const sv = g.value();
  const sc = g.score();
  return sc == sv ? v : sc + sv - v;
}

function runSearch<G extends Game>(g: G, nodeBudget: i64, timeMs: f64): i32 {
  const r = search<G>(g, nodeBudget, timeMs, true);
  lastNodes = <f64>nodes;
  lastLength = bestLength;
  lastScore = bestScore;
  lastBound = scoreFromValue<G>(g, valueBound);
  lastProven = proven ? 1 : 0;
  for (let i = 0; i < bestLength; i++) unchecked((MOVE_IO[i] = BEST_PATH[i]));
  return r;
}

const ROOT = new StaticArray<u8>(1024);

/** Milliseconds left before the deadline (0: no time limit). */
function remainingMs(timeMs: f64, deadline: f64): f64 {
  return timeMs > 0 ? max(1.0, deadline - now()) : 0;
}


/** Node limit of the opening depth-first dive. */
const DIVE_NODES: i64 = 4000;

/**
 * The tableau games, three complete searches in turn:
 * 1. a short depth-first dive with moves in the order of the heuristic value
 *    of the position each leads to (most won deals fall in a few hundred nodes);
 * 2. best-first search, until it decides or its room for open positions runs out;
 * 3. depth-first search over the whole table for what is left of the budgets.
 * Any of them decides: a win, or all reachable positions exhausted (lost).
 * Leaves the position unchanged.
 */
function tableauSearch(nodeBudget: i64, timeMs: f64): i32 {
  const r = tableauDecide(nodeBudget, timeMs);
  // The line found, as a player's moves (stock turns written out).
  if (lastLength > 0) {
    for (let i = 0; i < lastLength; i++) unchecked((LINE[i] = MOVE_IO[i]));
    lastLength = tableau.expand(LINE, lastLength, MOVE_IO);
  }
  return r;
}

const LINE = new StaticArray<i32>(1 << 15);

function tableauDecide(nodeBudget: i64, timeMs: f64): i32 {
  const deadline = timeMs > 0 ? now() + timeMs : Infinity;
  const root = changetype<usize>(ROOT);
  tableau.pack(root);
  let spent: i64 = 0;

  // 1. The dive.
  setSearchOrder(ORDER_HEURISTIC);
  const dive = nodeBudget > 0 && nodeBudget < DIVE_NODES ? nodeBudget : DIVE_NODES;
  let r = runSearch<Tableau>(tableau, dive, remainingMs(timeMs, deadline));
  setSearchOrder(ORDER_STATIC);
  spent = <i64>lastNodes;
  let bestScoreSeen = lastScore;
  if (r != RESULT_UNKNOWN || (nodeBudget > 0 && spent >= nodeBudget) || (timeMs > 0 && now() >= deadline)) return r;

  // 2. Best-first.
  r = bestFirst<Tableau>(tableau, nodeBudget > 0 ? nodeBudget - spent : 0, deadline);
  tableau.unpack(root);
  spent += bfNodes;
  if (bfBestScore > bestScoreSeen) bestScoreSeen = bfBestScore;
  if (r != RESULT_NO_ROOM) {
    lastNodes = <f64>spent;
    lastLength = r == RESULT_WON ? bfLength : 0;
    lastScore = bestScoreSeen;
    lastProven = r == RESULT_UNKNOWN ? 0 : 1;
    lastBound = lastProven ? lastScore : tableau.winValue();
    for (let i = 0; i < lastLength; i++) unchecked((MOVE_IO[i] = BEST_PATH[i]));
    return r;
  }

  // 3. Depth-first over the whole table.
  ttReclaim();
  if (nodeBudget > 0 && spent >= nodeBudget) return RESULT_UNKNOWN;
  r = runSearch<Tableau>(tableau, nodeBudget > 0 ? nodeBudget - spent : 0, remainingMs(timeMs, deadline));
  lastNodes += <f64>spent;
  if (lastScore < bestScoreSeen && r == RESULT_UNKNOWN) lastScore = bestScoreSeen;
  return r;
}

/**
 * Thoughtful search from the current position. Moves of the winning (or best)
 * line go to the move area. Returns 0 won, 1 lost (proven), 2 unknown.
 */
export function solve(nodeBudget: f64, timeMs: f64, ttMiB: i32): i32 {
  ttConfigure(ttMiB);
  return searchCurrent(<i64>nodeBudget, timeMs);
}

/** Longest play a strategy gets; past it the game counts as lost. */
const MAX_PLAY: i32 = 5000;

function playout<G extends Game>(g: G, strategy: i32): i32 {
  let count = 0;
  startStrategyGame();
  while (count < MAX_PLAY) {
    const n = g.moves(MOVE_IO, count);
    if (n == 0) break;
    g.observe(OBS);
    const k = choose(strategy, OBS, MOVE_IO, count, n);
    if (k < 0) break; // the strategy resigns
    const m = unchecked(MOVE_IO[count + k]);
    unchecked((MOVE_IO[count] = m));
    g.apply(m);
    count++;
  }
  lastNodes = <f64>(count + strategyNodes);
  lastLength = count;
  lastScore = g.score();
  lastBound = lastScore;
  lastProven = 0;
  return g.won() ? RESULT_WON : RESULT_LOST;
}

/**
 * A strategy plays the current (online) game to its end; its moves go to the
 * move area. Random choices are seeded by rngSeed(deal, seed).
 */
export function playStrategy(strategy: i32, deal: u32, seed: u32): i32 {
  rngSeed(<u64>deal, <u64>seed);
  return playoutCurrent(strategy);
}

/**
 * Plays or solves seeds seedLo .. seedLo+count-1 (count <= batchMax()), one
 * result per deal in the result areas. Returns the number of deals done.
 */
export function runBatch(numbering: i32, seedLo: u32, count: i32, strategy: i32, rngSeedValue: u32, nodeBudget: f64, timeMs: f64, ttMiB: i32): i32 {
  if (count > BATCH_MAX) count = BATCH_MAX;
  if (game == GAME_ONE_HANDED && strategy != STRATEGY_SOLVER && numbering == NUMBERING_SV) {
    oneHandedBatch(seedLo, count);
    return count;
  }
  if (strategy == STRATEGY_SOLVER) ttConfigure(ttMiB);
  for (let i = 0; i < count; i++) {
    const seed = seedLo + <u32>i;
    const t0 = now();
    let r = RESULT_ERROR;
    if (dealSeed(numbering, seed) == 0 && start(strategy == STRATEGY_SOLVER ? 0 : 1) == 0) {
      r = strategy == STRATEGY_SOLVER ? solve(nodeBudget, timeMs, ttMiB) : playStrategy(strategy, seed, rngSeedValue);
    }
    storeResult(i, r);
    unchecked((RES_MS[i] = now() - t0));
  }
  return count;
}

function storeResult(i: i32, r: i32): void {
  unchecked((RES_RESULT[i] = <u8>r));
  unchecked((RES_SCORE[i] = lastScore));
  unchecked((RES_MOVES[i] = lastLength));
  unchecked((RES_NODES[i] = lastNodes));
  unchecked((RES_BOUND[i] = lastBound));
  unchecked((RES_PROVEN[i] = <u8>lastProven));
}

/**
 * One-Handed's deterministic play straight from the shuffled deck: no layout,
 * no undo records, no keys. A deal takes about 2 microseconds, so the clock is
 * read per batch and each deal gets the batch's mean time.
 */
function oneHandedBatch(seedLo: u32, count: i32): void {
  const t0 = now();
  const spec = SPEC;
  for (let i = 0; i < count; i++) {
    const lane = i & 3;
    if (lane == 0) mtSeedFour(seedLo + <u32>i, 52);
    const deck = svShuffledDeckLane(lane, spec.deck, spec.decks);
    oneHanded.setupFromShuffled(deck, shuffledLength());
    const mv = oneHanded.playFast();
    lastNodes = <f64>mv;
    lastLength = mv;
    lastScore = oneHanded.score();
    lastBound = lastScore;
    lastProven = 0;
    storeResult(i, oneHanded.won() ? RESULT_WON : RESULT_LOST);
  }
  const each = (now() - t0) / <f64>count;
  for (let i = 0; i < count; i++) unchecked((RES_MS[i] = each));
}

/** Traps on purpose (tests of the worker pool's crash handling). */
export function debugTrap(): void {
  unreachable();
}

export { ACCORDION_DEAL };
