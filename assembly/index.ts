// The engine's API to the host (raw bindings: numbers in, numbers out; bulk
// data through the I/O areas whose addresses the *Ptr() functions give).
//
// One instance holds one current game. The host selects a game, sets its
// settings and dealing recipe, deals a seed (or reads a deal in the wire
// format), then plays, searches, or runs a whole batch of seeds. Every call
// goes to the current game's entry in the registry (registry.ts).

import { GAMES, Entry, GAME_ONE_HANDED, GAME_TABLEAU, oneHanded, aimTableauMoves, repackTableau } from "./registry";
import { DealSpec, SPEC, svDeal, msDeal, svShuffledDeck, svShuffledDeckLane, shuffledLength } from "./engine/deal";
import { mtSeedFour } from "./engine/mt19937";
import { readWire, writeWire } from "./engine/layout";
import { rngSeed } from "./engine/rng";
import { now } from "./engine/clock";
import { ttConfigure } from "./solver/tt";
import { skipDive as skipTableauDive, onlyPhases as onlyTableauPhases, phaseNodes } from "./solver/tableau";
import { limitSearchDepth as limitDepth } from "./solver/search";
import { PHASE_COUNT } from "./games/tableau/profile";
import { progressEvery, progressStart, progressStop } from "./solver/progress";
import { setRecord } from "./strategies/tableau/record";
import { setMoveRecord } from "./strategies/record";
import { Outcome, RESULT_WON, RESULT_LOST, RESULT_ERROR } from "./solver/result";
import { IO, MOVE_IO, OBS, BATCH_MAX, RES_RESULT, RES_SCORE, RES_MOVES, RES_NODES, RES_MS, RES_BOUND, RES_PROVEN } from "./io";
import { known, knownStrategy, knownSetting, strategyOf } from "./catalogue";
import { childKeys, firstReaching, thenMovesPtr, CHILD_FIRST, CHILD_SECOND, CHILD_KEY, REACH_OUT } from "./children";

export const STRATEGY_SOLVER: i32 = 0;

export const NUMBERING_SV: i32 = 0;
export const NUMBERING_MS: i32 = 1;

let game: i32 = -1;

function entry(): Entry {
  return unchecked(GAMES[game]);
}

// ---- I/O areas: io.ts --------------------------------------------------------

export { ioPtr, movePtr, batchMax, resultPtr, scorePtr, movesCountPtr, nodesPtr, msPtr, boundPtr, provenPtr } from "./io";

// ---- the registry, for the host's tests: catalogue.ts ----------------------

export {
  gameCount,
  gameName,
  strategyCount,
  strategyName,
  strategyWords,
  strategyPlays,
  strategyFlags,
  strategySettingCount,
  strategySettingKey,
  strategySettingWords,
  strategySettingChoices,
  strategySettingValue,
  settingCount,
  settingName,
  settingMin,
  settingMax,
} from "./catalogue";

// ---- set-up ----------------------------------------------------------------

export function selectGame(id: i32): i32 {
  if (!known(id)) return -1;
  game = id;
  return 0;
}

/** Setting `index` of the current game, in the catalogue's order. Returns 0, or -1 if its table does not allow it. */
export function setSetting(index: i32, value: i32): i32 {
  if (game < 0 || !entry().settings.allows(index, value)) return -1;
  entry().setSetting(index, value);
  return 0;
}
/**
 * The strategy `record`: the record's `len` whole numbers, put in the move
 * buffer, loaded for the tableau games (strategies/tableau/record.ts) and
 * for the others (strategies/record.ts); 0, or -1 if neither plays them.
 */
export function setStrategyRecord(len: i32): i32 {
  if (len < 0 || len > MOVE_IO.length) return -1;
  const tableau = setRecord(MOVE_IO, len);
  const others = setMoveRecord(MOVE_IO, len);
  return tableau == 0 || others == 0 ? 0 : -1;
}

/** Setting `index` of the current game's strategy `strategy` (its record's order): 0, or -1 if there is none such or its range does not allow `value`. */
export function setStrategySetting(strategy: i32, index: i32, value: i32): i32 {
  if (game < 0 || !knownSetting(game, strategy, index)) return -1;
  const s = strategyOf(game, strategy);
  if (!s.settings[index].allows(value)) return -1;
  s.set(index, value);
  return 0;
}
export function setDealSpec(
  deck: i32,
  decks: i32,
  aces: i32,
  stock: i32,
  row: i32,
  piles: i32,
  staircase: i32,
  dark: i32,
  ranks: i32,
  dealtDown: i32,
  suits: i32,
  hole: i32,
  cellsFilled: i32,
  reserveStack: i32,
  randomBase: i32,
): void {
  const s: DealSpec = SPEC;
  s.hole = hole;
  s.cellsFilled = cellsFilled;
  s.reserveStack = reserveStack;
  s.randomBase = randomBase != 0;
  s.suits = suits == 1 || suits == 2 ? suits : 4;
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
  return game >= 0 ? entry().setup(online != 0) : -1;
}

// ---- stepping (differential tests, the deal viewer) -------------------------

export function legalMoves(): i32 {
  return entry().moves(MOVE_IO, 0);
}
/** The moves the solver's search tries here (pruned and ordered; tableau talon moves turn on their own). */
export function searchMoves(): i32 {
  return entry().searchMoves(MOVE_IO, 0);
}
export function play(m: i32): void {
  entry().apply(m);
}
export function unplay(m: i32): void {
  entry().undo(m);
}
/** The keys of the positions one move away (and two, deep != 0): children.ts; the count, or -1. */
export function children(deep: i32): i32 {
  return childKeys(entry(), deep != 0);
}
export function childPtrs(what: i32): usize {
  if (what == 3) return thenMovesPtr();
  return what == 0 ? changetype<usize>(CHILD_FIRST) : what == 1 ? changetype<usize>(CHILD_SECOND) : changetype<usize>(CHILD_KEY);
}
/** The first legal move that, followed by the thenLen moves written at childPtrs(3), reaches key `target`: the move or -1 (children.ts). */
export function reaching(thenLen: i32, target: u64): i32 {
  firstReaching(entry(), thenLen, target);
  return unchecked(REACH_OUT[0]);
}
export function reachingPlays(): i32 {
  return unchecked(REACH_OUT[1]);
}
export function positionKey(): u64 {
  return entry().key();
}
/** The position's second key (Game.check()), which the transposition table keeps beside the key. */
export function positionCheck(): u32 {
  return entry().check();
}
export function isWon(): i32 {
  return entry().won() ? 1 : 0;
}
export function currentScore(): i32 {
  return entry().score();
}
/** The observation a strategy would get, into IO. */
export function observe(): i32 {
  const n = entry().observe(OBS);
  for (let i = 0; i < n; i++) unchecked((IO[i] = OBS[i]));
  return n;
}
/** The whole position, into IO. */
export function dump(): i32 {
  const n = entry().dump(OBS);
  for (let i = 0; i < n; i++) unchecked((IO[i] = OBS[i]));
  return n;
}

// ---- search and play ---------------------------------------------------------

/** A play that could not be made (an unknown strategy). */
const NO_PLAY = new Outcome().set(RESULT_ERROR, 0, 0, 0, 0, false);
/** One-Handed's fast batch play's outcome, deal by deal. */
const ONE_HANDED = new Outcome();
/** The last solve's or play's outcome, for the result functions. */
let last: Outcome = NO_PLAY;

export function resultNodes(): f64 {
  return last.nodes;
}
export function resultLength(): i32 {
  return last.length;
}
export function resultScore(): i32 {
  return last.score;
}
export function resultBound(): i32 {
  return last.bound;
}
export function resultProven(): i32 {
  return last.proven ? 1 : 0;
}

/**
 * Nodes the last solve of a tableau game spent in its phases of kind `kind`
 * (games/tableau/profile.ts's PHASE_*: the dive, the portfolio, ...); 0 for
 * the other games, which have one phase.
 */
export function resultPhaseNodes(kind: i32): f64 {
  return game == GAME_TABLEAU ? phaseNodes(kind) : 0;
}
/** How many kinds of phase resultPhaseNodes() reports. */
export function solverPhaseCount(): i32 {
  return PHASE_COUNT;
}

/** Keeps outcome o for the result functions; returns its verdict. */
function publish(o: Outcome): i32 {
  last = o;
  return o.verdict;
}

/**
 * Thoughtful search from the current position. Moves of the winning (or best)
 * line go to the move area. Returns 0 won, 1 lost (proven), 2 unknown.
 */
export function solve(nodeBudget: f64, timeMs: f64, ttMiB: i32): i32 {
  ttConfigure(ttMiB);
  progressStart();
  const o = entry().solve(<i64>nodeBudget, timeMs, MOVE_IO);
  progressStop();
  return publish(o);
}

/** The solves to come report their progress to the host's progress() every `ms` milliseconds (0: never). */
export function reportProgress(ms: f64): void {
  progressEvery(ms);
}

/**
 * A strategy plays the current (online) game to its end; its moves go to the
 * move area. Random choices are seeded by rngSeed(deal, seed). An id the game
 * has no strategy for (or one whose record does not play this game) is an
 * error, never another strategy.
 */
export function playStrategy(strategy: i32, deal: u32, seed: u32): i32 {
  if (game < 0 || strategy <= STRATEGY_SOLVER || !knownStrategy(game, strategy)) return publish(NO_PLAY);
  const s = strategyOf(game, strategy);
  if (!entry().plays(s)) return publish(NO_PLAY);
  rngSeed(<u64>deal, <u64>seed);
  return publish(entry().play(s, MOVE_IO));
}

/**
 * A strategy plays seeds seedLo .. seedLo+count-1 (count <= batchMax()), one
 * result per deal in the result areas, and the moves of every won deal in
 * the won-moves area (see keepWinMoves). Returns the number of deals done, or
 * -1 for the solver, which the host runs one deal at a time (solve()).
 */
export function runBatch(numbering: i32, seedLo: u32, count: i32, strategy: i32, rngSeedValue: u32): i32 {
  if (strategy == STRATEGY_SOLVER) return -1;
  if (count > BATCH_MAX) count = BATCH_MAX;
  winMovesUsed = 0;
  if (game == GAME_ONE_HANDED && numbering == NUMBERING_SV) {
    oneHandedBatch(seedLo, count);
    return count;
  }
  for (let i = 0; i < count; i++) {
    const seed = seedLo + <u32>i;
    const t0 = now();
    let o = NO_PLAY;
    if (dealSeed(numbering, seed) == 0 && start(1) == 0) {
      playStrategy(strategy, seed, rngSeedValue);
      o = last;
    }
    storeResult(i, o);
    unchecked((RES_MS[i] = now() - t0));
  }
  return count;
}

/** Deal i's result, the outcome o of its play; a win's moves (in the move area) are kept. */
function storeResult(i: i32, o: Outcome): void {
  unchecked((RES_RESULT[i] = <u8>o.verdict));
  unchecked((RES_SCORE[i] = o.score));
  unchecked((RES_MOVES[i] = o.length));
  unchecked((RES_NODES[i] = o.nodes));
  unchecked((RES_BOUND[i] = o.bound));
  unchecked((RES_PROVEN[i] = o.proven ? 1 : 0));
  keepWinMoves(i, o);
}

/**
 * One-Handed's deterministic play straight from the shuffled deck: no layout,
 * no undo records, no keys. A deal takes about 2 microseconds, so the clock is
 * read per batch and each deal gets the batch's mean time. The fast play
 * writes no moves, so a won deal (rare) is stepped through again from the
 * same deck to put its moves in the move area.
 */
function oneHandedBatch(seedLo: u32, count: i32): void {
  const t0 = now();
  const spec = SPEC;
  for (let i = 0; i < count; i++) {
    const lane = i & 3;
    if (lane == 0) mtSeedFour(seedLo + <u32>i, 52);
    const deck = svShuffledDeckLane(lane, spec.deck, spec.decks);
    const n = shuffledLength();
    oneHanded.setupFromShuffled(deck, n);
    const mv = oneHanded.playFast();
    const won = oneHanded.won();
    const score = oneHanded.score();
    if (won) {
      oneHanded.setupFromShuffled(deck, n);
      for (let k = 0; k < mv; k++) {
        oneHanded.moves(MOVE_IO, k);
        oneHanded.apply(unchecked(MOVE_IO[k]));
      }
    }
    storeResult(i, ONE_HANDED.set(won ? RESULT_WON : RESULT_LOST, <f64>mv, mv, score, score, false));
  }
  const each = (now() - t0) / <f64>count;
  for (let i = 0; i < count; i++) unchecked((RES_MS[i] = each));
}

/** Traps on purpose (tests of the worker pool's crash handling). */
export function debugTrap(): void {
  unreachable();
}

// ---- the moves of a batch's won deals ---------------------------------------------
// The host replays every win through the reference rules; keeping the moves
// here spares it playing the deal again. Deal i's moves are WIN_MOVES[at ..
// at + length) with at = RES_MOVE_AT[i] and length its moves column; at is -1
// for a deal not won, or a win that no longer fitted (the host plays it again).

// 2 MiB: a batch of 4,096 Klondike greedy plays keeps about 39,000 moves.
const WIN_MOVES_CAP: i32 = 1 << 19;
const WIN_MOVES = new StaticArray<i32>(WIN_MOVES_CAP);
const RES_MOVE_AT = new StaticArray<i32>(BATCH_MAX);
let winMovesUsed: i32 = 0;
let winMovesRoom: i32 = WIN_MOVES_CAP;

function keepWinMoves(i: i32, o: Outcome): void {
  let at = -1;
  if (o.verdict == RESULT_WON && o.length <= winMovesRoom - winMovesUsed) {
    at = winMovesUsed;
    memory.copy(changetype<usize>(WIN_MOVES) + ((<usize>at) << 2), changetype<usize>(MOVE_IO), (<usize>o.length) << 2);
    winMovesUsed += o.length;
  }
  unchecked((RES_MOVE_AT[i] = at));
}

export function winMovesPtr(): usize {
  return changetype<usize>(WIN_MOVES);
}
/** Moves kept by the last batch (the used part of the won-moves area). */
export function winMovesLength(): i32 {
  return winMovesUsed;
}
export function moveAtPtr(): usize {
  return changetype<usize>(RES_MOVE_AT);
}
/** Tests: the tableau solver starts without its dive (solver/tableau.ts), so that tiny deals reach its later phases. */
export function skipDive(on: i32): void {
  skipTableauDive(on != 0);
}
/** Tests: searchMoves() as the tableau's aimed searches play (aimed.ts), or with every move (0). */
export function aimMoves(on: i32): void {
  aimTableauMoves(on != 0);
}
/** Tests: the tableau's position packed and unpacked as best-first keeps it; 0 if it does not fit. */
export function repack(): i32 {
  return repackTableau() ? 1 : 0;
}
/** Tests: the tableau solver runs only the kinds of phase in `mask` (bit k: profile.ts's PHASE_* k; 0: all), so that one phase can be checked alone. */
export function onlyPhases(mask: i32): void {
  onlyTableauPhases(mask);
}

/** Tests: the deepest line a depth-first search follows (0: MAX_DEPTH), so that tiny deals reach the limit (solver/search.ts). */
export function limitSearchDepth(depth: i32): void {
  limitDepth(depth);
}

/** Tests: the room for won moves (up to its size), so that wins that do not fit can be made to happen. */
export function limitWinMoves(room: i32): void {
  winMovesRoom = room < 0 || room > WIN_MOVES_CAP ? WIN_MOVES_CAP : room;
}
