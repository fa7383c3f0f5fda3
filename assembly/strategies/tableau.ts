// Strategies for the tableau games. They get the observation (the rules and
// every face-up card, the waste, the foundations; never a face-down card or
// the stock) and the legal moves; for looking ahead they keep a private model
// built from the observation alone.
//
// Open tableaus let play go round in circles, so the greedy, best-first and
// sampling strategies remember the positions they have been in this game and
// never return to one; with nothing new left to do they resign. Random play
// resigns after a long stretch without a card reaching a foundation.
//
// Games with hidden cards (Klondike, Solitaire, Emperor, Spider):
// - the strategies remember the talon as a player does: every card seen on
//   the waste keeps its place in the turning order, so after a full pass
//   through the stock its order is known (the observation shows only the
//   waste; the memory holds nothing that was not face up once);
// - greedy follows the published priority order (see hiddenKey);
// - sampling deals the unseen cards into the hidden places at random and
//   searches each sample with every card known (see sampling).

import { rngBelow } from "../engine/rng";
import { NO_CARD } from "../engine/cards";
import {
  Tableau, srcOf, dstOf, countOf, CELL0, FOUND0, TALON, STOCK_MOVE, MAX_PILES, HIDDEN,
} from "../games/tableau/position";
import { talonHash } from "../games/tableau/talon";
import { ttConfigure, ttNewSearch, ttSeenOrInsert } from "../solver/tt";
import { countStrategyNodes, strategyGame } from "./effort";

/** The strategies by engine id (0 is the solver); the catalogue names them the same. */
export const TABLEAU_STRATEGIES: StaticArray<string> = ["solver", "random", "greedy", "best-first", "sampling"];
export const TAB_RANDOM: i32 = 1;
export const TAB_GREEDY: i32 = 2;
export const TAB_BEST_FIRST: i32 = 3;
export const TAB_SAMPLING: i32 = 4;

const RANDOM_PATIENCE: i32 = 400; // moves without foundation progress before random play resigns
const BEST_FIRST_NODES: i32 = 1500; // positions one best-first decision may examine

const model = new Tableau();

// Positions this game has been in (open addressing on model keys).
const SEEN_BITS: i32 = 16;
const SEEN = new StaticArray<u64>(1 << SEEN_BITS);
const SEEN_GAME = new StaticArray<i32>(1 << SEEN_BITS);
let lastGame: i32 = -1;
let stale: i32 = 0;
let lastFound: i32 = 0;
let lastDown: i32 = 0; // face-down cards at the last decision
let lastTalon: i32 = 0; // talon cards at the last decision
let mostFound: i32 = 0; // the most cards on the foundations so far this game
let rearranged: i32 = 0; // rearranging moves (classes 2 and 3 of hiddenKey) since the last progress
const REARRANGE_LIMIT: i32 = 8; // of those, at most this many in a row
let hiddenGame: bool = false; // the game being played hides cards (a stock or face-down cards)

/**
 * The key positions are remembered by: the model's, and with a stock how many
 * cards lie on the waste (the solver's key treats some waste sizes alike,
 * since turning reaches the same positions from them; a player sees different
 * cards).
 */
function seenKey(): u64 {
  const k = model.key();
  return model.draw > 0 ? k ^ (<u64>(model.turned + 1) * 0x9e3779b97f4a7c15) : k;
}

/**
 * The layout: the position without how far the stock has been turned. A move
 * that only rearranges cards (pile to pile without turning one up, or a card
 * back from a foundation) must reach a layout not seen this game; otherwise
 * play can shuffle the same cards back and forth between turns of the stock.
 */
function layoutKey(): u64 {
  let k = model.key() ^ 0x5bd1e9955bd1e995;
  if (model.draw == 0) return k;
  const t = model.turned;
  model.turned = 0;
  k ^= model.talonKey ^ talonHash(model);
  model.turned = t;
  return k;
}

function seen(key: u64): bool {
  let i = <i32>(key >> (64 - SEEN_BITS));
  const mask = (1 << SEEN_BITS) - 1;
  for (let probe = 0; probe < 64; probe++) {
    if (unchecked(SEEN_GAME[i]) != strategyGame) return false;
    if (unchecked(SEEN[i]) == key) return true;
    i = (i + 1) & mask;
  }
  return false;
}

function remember(key: u64): void {
  let i = <i32>(key >> (64 - SEEN_BITS));
  const mask = (1 << SEEN_BITS) - 1;
  for (let probe = 0; probe < 64; probe++) {
    if (unchecked(SEEN_GAME[i]) != strategyGame) {
      unchecked((SEEN_GAME[i] = strategyGame));
      unchecked((SEEN[i] = key));
      return;
    }
    if (unchecked(SEEN[i]) == key) return;
    i = (i + 1) & mask;
  }
}

export function chooseTableau(kind: i32, obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  model.load(obs);
  if (strategyGame != lastGame) {
    lastGame = strategyGame;
    stale = 0;
    lastFound = model.onFound;
    memLen = -1;
    lastDown = i32.MAX_VALUE;
    lastTalon = i32.MAX_VALUE;
    mostFound = model.onFound;
    rearranged = 0;
  }
  const hidden = hasHiddenCards();
  hiddenGame = hidden;
  if (hidden) {
    recallTalon();
    // Progress: a card turned up, a card gone from the talon, a foundation
    // higher than ever this game. Rearranging moves are counted between two.
    const down = faceDown();
    if (down < lastDown || model.talonLen < lastTalon || model.onFound > mostFound) rearranged = 0;
    lastDown = down;
    lastTalon = model.talonLen;
    if (model.onFound > mostFound) mostFound = model.onFound;
  }
  if (model.onFound > lastFound) stale = 0;
  lastFound = model.onFound;
  remember(seenKey());
  if (hidden) remember(layoutKey());
  if (kind == TAB_RANDOM) {
    if (++stale > RANDOM_PATIENCE) return -1;
    return rngBelow(n);
  }
  let choice: i32;
  if (kind == TAB_GREEDY) choice = hidden ? hiddenGreedy(moves, at, n) : greedy(moves, at, n);
  else if (kind == TAB_SAMPLING) choice = sampling(moves, at, n);
  else choice = bestFirst(moves, at, n);
  if (hidden && choice >= 0) {
    const cls = <i32>(hiddenKey(unchecked(moves[at + choice])) >> 40);
    if (cls == 2 || cls == 3) rearranged++;
  }
  return choice;
}

/** Whether the game hides cards: face-down cards dealt or in the piles, or a stock. */
function hasHiddenCards(): bool {
  if (model.dealtDown || model.draw > 0 || model.dealToPiles) return true;
  for (let p = 0; p < model.nPiles; p++) if (unchecked(model.down[p]) > 0) return true;
  return false;
}

// ---- the player's memory of the talon ------------------------------------------
// MEM[0..memLen) is the talon in turning order as far as seen: the waste as
// the observation shows it, and each stock card the player saw on the waste in
// an earlier pass (HIDDEN for those never seen). Between two decisions one
// move is made: a turn or redeal keeps the talon, a play from the waste takes
// out the card at the waste's new length.

const MEM = new StaticArray<u8>(256);
let memLen: i32 = -1;

/** Updates the memory from the model's observation and writes what it knows of the stock into the model. */
function recallTalon(): void {
  if (model.draw == 0 || model.dealToPiles) return; // no waste: nothing is ever seen before it is dealt
  const len = model.talonLen;
  const turned = model.turned;
  if (memLen == len + 1) {
    for (let i = turned; i < len; i++) unchecked((MEM[i] = MEM[i + 1]));
    memLen = len;
  } else if (memLen != len) {
    for (let i = 0; i < len; i++) unchecked((MEM[i] = HIDDEN));
    memLen = len;
  }
  for (let i = 0; i < turned; i++) unchecked((MEM[i] = model.talon[i]));
  let known = false;
  for (let i = turned; i < len; i++) {
    const c = unchecked(MEM[i]);
    if (c != HIDDEN) {
      unchecked((model.talon[i] = c));
      known = true;
    }
  }
  if (known) model.rehash();
}

/** Greedy's fixed priority of a move (higher first). */
function priority(m: i32): i32 {
  const src = srcOf(m);
  const dst = dstOf(m);
  if (dst >= FOUND0) return src >= CELL0 ? 90 : 80; // to a foundation, cells first
  if (src >= CELL0) return 70; // a cell card back onto the tableau
  if (dst >= CELL0) return 10; // into a cell
  if (unchecked(model.len[dst]) == 0) return 20 + countOf(m); // into a space
  const left = unchecked(model.len[src]) - countOf(m);
  return left == 0 ? 60 : 40 + countOf(m); // building: emptying a pile, longer groups first
}

/** The highest-priority move to a position not seen this game; -1 (resign) if none. */
function greedy(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let best = -1;
  let bestScore = -1;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    const p = priority(m);
    if (p <= bestScore) continue;
    model.apply(m);
    const fresh = !seen(seenKey());
    model.undo(m);
    if (fresh) {
      best = i;
      bestScore = p;
    }
  }
  return best;
}

/** The evaluation of the model's position: the solver's heuristic, on what is visible. */
function evaluate(): i32 {
  return model.heuristic();
}

// Best-first frontier: positions as move paths from the root (kept short).
const MAX_PATH: i32 = 24;
const FRONT: i32 = 4096;
const PATHS = new StaticArray<i32>(FRONT * MAX_PATH);
const PATH_LEN = new StaticArray<i32>(FRONT);
const SCORE = new StaticArray<i32>(FRONT);
const BUF = new StaticArray<i32>(1024);
const LINE = new StaticArray<i32>(MAX_PATH);

/**
 * Expands the most promising position first (a small best-first search over
 * the private model) and plays the first move of the line to the best
 * position found that has not been seen this game.
 */
function bestFirst(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let size = 0;
  let bestScore = i32.MIN_VALUE;
  let bestFirstMove = -1;
  // Seed the frontier with the legal moves to unseen positions.
  for (let i = 0; i < n && size < FRONT; i++) {
    const m = unchecked(moves[at + i]);
    if (hiddenGame ? !allowed(m, <i32>(hiddenKey(m) >> 40)) : false) continue;
    model.apply(m);
    if (hiddenGame || !seen(seenKey())) {
      const v = evaluate();
      unchecked((PATHS[size * MAX_PATH] = i));
      unchecked((PATH_LEN[size] = 1));
      unchecked((SCORE[size] = v));
      size++;
      if (v > bestScore) {
        bestScore = v;
        bestFirstMove = i;
      }
    }
    model.undo(m);
  }
  let budget = BEST_FIRST_NODES;
  while (budget > 0 && size > 0) {
    // Take the best frontier entry.
    let b = 0;
    for (let i = 1; i < size; i++) if (unchecked(SCORE[i]) > unchecked(SCORE[b])) b = i;
    const len = unchecked(PATH_LEN[b]);
    const first = unchecked(PATHS[b * MAX_PATH]);
    // Replay its line in the model: the first step is an index into `moves`.
    for (let d = 0; d < len; d++) {
      const m = d == 0 ? unchecked(moves[at + first]) : unchecked(PATHS[b * MAX_PATH + d]);
      unchecked((LINE[d] = m));
      model.apply(m);
    }
    // Remove it from the frontier (swap with the last).
    size--;
    if (b != size) {
      for (let d = 0; d < MAX_PATH; d++) unchecked((PATHS[b * MAX_PATH + d] = PATHS[size * MAX_PATH + d]));
      unchecked((PATH_LEN[b] = PATH_LEN[size]));
      unchecked((SCORE[b] = SCORE[size]));
    }
    if (len < MAX_PATH) {
      const k = model.moves(BUF, 0);
      for (let i = 0; i < k && size < FRONT; i++) {
        const m = unchecked(BUF[i]);
        model.apply(m);
        budget--;
        const v = evaluate();
        if (v > bestScore) {
          bestScore = v;
          bestFirstMove = first;
        }
        for (let d = 0; d < len; d++) unchecked((PATHS[size * MAX_PATH + d] = d == 0 ? first : LINE[d]));
        unchecked((PATHS[size * MAX_PATH + len] = m));
        unchecked((PATH_LEN[size] = len + 1));
        unchecked((SCORE[size] = v - len)); // a little preference for short lines
        size++;
        model.undo(m);
      }
    }
    for (let d = len - 1; d >= 0; d--) model.undo(unchecked(LINE[d]));
  }
  countStrategyNodes(<i64>(BEST_FIRST_NODES - budget));
  return bestFirstMove;
}

// ---- games with hidden cards: greedy by the published priority ------------------

/** Face-down cards in the model's piles. */
function faceDown(): i32 {
  let d = 0;
  for (let p = 0; p < model.nPiles; p++) d += unchecked(model.down[p]);
  return d;
}

/**
 * The published priority of a move in a game with hidden cards, as a key
 * (higher first). Classes, best first:
 *   7 pile to foundation that turns up a face-down card;
 *   6 any move to a foundation;
 *   5 pile to pile that turns up a face-down card;
 *   4 waste to pile ("stock to tableau");
 *   3 foundation to pile;
 *   2 any other move (pile to pile);
 *   1 turn the stock (in Spider: deal a row).
 * In Spider a move that completes a king-to-ace run sends it to a
 * foundation, so it counts as a move to a foundation. Ties: a move that turns
 * up a card from the pile with more face-down cards first, then the leftmost
 * source (piles left to right, then the waste), then the leftmost destination,
 * then the more cards.
 */
function hiddenKey(m: i32): i64 {
  if (m == STOCK_MOVE) return <i64>1 << 40;
  const src = srcOf(m);
  const dst = dstOf(m);
  const fromPile = src < CELL0;
  const toPile = dst < CELL0;
  const srcDown = fromPile ? unchecked(model.down[src]) : 0;
  const dstDown = toPile ? unchecked(model.down[dst]) : 0;
  const down0 = faceDown();
  const up0 = model.onFound;
  model.apply(m);
  const reveals = faceDown() < down0;
  const up = model.onFound > up0;
  // The pile whose card is turned up: the source, or (a run removed) the destination.
  const turnedFrom = reveals ? (fromPile && unchecked(model.down[src]) < srcDown ? srcDown : dstDown) : 0;
  model.undo(m);
  let cls = 2;
  if (fromPile && up && reveals) cls = 7;
  else if (up) cls = 6;
  else if (fromPile && toPile && reveals) cls = 5;
  else if (src == TALON && toPile) cls = 4;
  else if (src >= FOUND0 && src < TALON && toPile) cls = 3;
  return (<i64>cls << 40) | (<i64>turnedFrom << 24) | (<i64>(63 - src) << 18) | (<i64>(63 - dst) << 12) | <i64>countOf(m);
}

/** The move of highest published priority to a position not seen this game; -1 (resign) if none. */
function hiddenGreedy(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let best = -1;
  let bestKey: i64 = -1;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    const k = hiddenKey(m);
    if (k <= bestKey || !allowed(m, <i32>(k >> 40))) continue;
    best = i;
    bestKey = k;
  }
  return best;
}

/**
 * May move m (of priority class cls, see hiddenKey) be played? Progress
 * (classes 4 to 7) always may. Turning the stock must reach a position not
 * seen this game (a whole pass with nothing done ends the game). A move that
 * only rearranges (class 2, or 3: a card back from a foundation) must reach a
 * layout not seen this game, only REARRANGE_LIMIT of them may come between
 * two steps of progress, and a card comes back from a foundation only when
 * something then can go onto it that is progress (a waste card, or a group
 * whose move turns up a card): otherwise play can shuffle the same cards back
 * and forth for ever.
 */
function allowed(m: i32, cls: i32): bool {
  if (cls >= 4) return true;
  if (cls != 1 && rearranged >= REARRANGE_LIMIT) return false;
  model.apply(m);
  let ok = !seen(seenKey());
  if (ok && cls != 1) ok = !seen(layoutKey());
  if (ok && cls == 3) ok = progressOnto(dstOf(m));
  model.undo(m);
  return ok;
}

const ONTO = new StaticArray<i32>(1024);

/** In the model's position: can a waste card, or a group that turns up a card, move onto pile p? */
function progressOnto(p: i32): bool {
  const count = model.moves(ONTO, 0);
  for (let j = 0; j < count; j++) {
    const m = unchecked(ONTO[j]);
    if (m == STOCK_MOVE || dstOf(m) != p) continue;
    const src = srcOf(m);
    if (src == TALON) return true;
    if (src < CELL0 && countOf(m) == unchecked(model.len[src]) - unchecked(model.down[src]) && unchecked(model.down[src]) > 0) return true;
  }
  return false;
}

// ---- sampling: the unseen cards dealt at random, each sample searched ------------
//
// The unseen cards are the full deck(s) less every card the player has seen
// where it lies now (face-up pile cards, the waste, the foundations, the
// cells, and stock cards remembered from an earlier pass). A sample deals
// them, shuffled, into the hidden places (face-down pile cards and the unknown
// stock) of the private model. Each sample is searched best-first with every
// card known: the first step is one of the player's legal moves (to a position
// not seen this game), the steps after it the solver's moves (a talon move
// plays any card turning can reach). A legal move scores, per sample, the best
// evaluation found after it (the solver's heuristic; a win scores WIN), and
// the move with the highest total over the samples is played (ties by the
// greedy priority). Decisions that need no search: a single legal move, a
// single move to a new position, and a move to a foundation that provably
// cannot hurt (the solver's safe auto-play).

const SAMPLES: i32 = 8; // deals of the unseen cards per decision
const SAMPLE_NODES: i32 = 2000; // positions searched per sample
const SAMPLE_TT_MIB: i32 = 2; // the transposition table while sampling
const SAMPLE_DEPTH: i32 = 40; // longest line a sample's search follows
const WIN: i32 = 1 << 22; // a sample's evaluation of a won position
const DEPTH_WEIGHT: i32 = 2; // as the solver's best-first: a little preference for short lines
const REVEAL_BONUS: i32 = 32; // per face-down card turned up (a card on a foundation counts 64)
const NEAR: i32 = 16; // totals this close (per sample) count as tied

const STRIDE: i32 = model.cards.length / MAX_PILES; // cards a model pile can hold
const UNSEEN = new StaticArray<i32>(64); // per card: copies not seen
const POOL = new StaticArray<u8>(256); // the unseen cards
const SLOT_PILE = new StaticArray<i32>(256); // a hidden place: its pile, or -1 for the talon
const SLOT_AT = new StaticArray<i32>(256); // and its index in the pile or the talon
const ROOT_POS = new StaticArray<u8>(1024); // the model's position, packed
const OK = new StaticArray<bool>(1024); // per legal move: to a position not seen this game
const KEY = new StaticArray<i64>(1024); // per legal move: its greedy priority
const TOTAL = new StaticArray<i64>(1024); // per legal move: its score summed over the samples
const SUB = new StaticArray<i32>(1024); // per legal move: the best evaluation after it in this sample

// A sample's search tree: entry e came from entry S_PARENT[e] (-1 at the
// root's children) by move S_MOVE[e]; S_FIRST[e] is the legal move it starts with.
const S_MAX: i32 = 8192;
const S_PARENT = new StaticArray<i32>(S_MAX);
const S_MOVE = new StaticArray<i32>(S_MAX);
const S_FIRST = new StaticArray<i32>(S_MAX);
const S_DEPTH = new StaticArray<i32>(S_MAX);
const S_HEAP = new StaticArray<u64>(S_MAX); // priority << 32 | entry, a max-heap
const S_LINE = new StaticArray<i32>(SAMPLE_DEPTH + 1);
const S_MOVES = new StaticArray<i32>(1024);
let heapSize: i32 = 0;
let entries: i32 = 0;
let poolSize: i32 = 0;

/**
 * The hidden places of the model and the unseen cards; returns how many
 * places there are, or -1 if the cards do not add up (then greedy decides).
 */
function hiddenPlaces(): i32 {
  for (let c = 0; c < 64; c++) unchecked((UNSEEN[c] = 0));
  for (let r = 1; r <= model.ranks; r++) for (let s = 0; s < 4; s++) unchecked((UNSEEN[((r - 1) << 2) | s] = model.decks));
  let slots = 0;
  for (let p = 0; p < model.nPiles; p++) {
    const n = unchecked(model.len[p]);
    const d = unchecked(model.down[p]);
    for (let i = 0; i < n; i++) {
      const c = model.at(p, i);
      if (i < d || c == HIDDEN) {
        unchecked((SLOT_PILE[slots] = p));
        unchecked((SLOT_AT[slots++] = i));
      } else unchecked((UNSEEN[c & 63] = UNSEEN[c & 63] - 1));
    }
  }
  for (let q = 0; q < model.nCells; q++) {
    const c = unchecked(model.cell[q]);
    if (c != NO_CARD) unchecked((UNSEEN[c & 63] = UNSEEN[c & 63] - 1));
  }
  for (let f = 0; f < model.nFound; f++) {
    const k = unchecked(model.found[f]);
    for (let j = 0; j < k; j++) {
      const rank = model.foundationDown ? model.ranks - j : j + 1;
      const c = ((rank - 1) << 2) | (f & 3);
      unchecked((UNSEEN[c] = UNSEEN[c] - 1));
    }
  }
  for (let i = 0; i < model.talonLen; i++) {
    const c = unchecked(model.talon[i]);
    if (c == HIDDEN) {
      unchecked((SLOT_PILE[slots] = -1));
      unchecked((SLOT_AT[slots++] = i));
    } else unchecked((UNSEEN[c & 63] = UNSEEN[c & 63] - 1));
  }
  poolSize = 0;
  for (let c = 0; c < 64; c++) {
    const k = unchecked(UNSEEN[c]);
    if (k < 0) return -1;
    for (let j = 0; j < k; j++) unchecked((POOL[poolSize++] = <u8>c));
  }
  return poolSize == slots ? slots : -1;
}

/** Deals the unseen cards, shuffled, into the hidden places of the model (at its packed root position). */
function dealSample(slots: i32): void {
  model.unpack(changetype<usize>(ROOT_POS));
  for (let i = poolSize - 1; i > 0; i--) {
    const j = rngBelow(i + 1);
    const t = unchecked(POOL[i]);
    unchecked((POOL[i] = POOL[j]));
    unchecked((POOL[j] = t));
  }
  for (let k = 0; k < slots; k++) {
    const p = unchecked(SLOT_PILE[k]);
    const c = unchecked(POOL[k]);
    if (p < 0) unchecked((model.talon[SLOT_AT[k]] = c));
    else unchecked((model.cards[p * STRIDE + SLOT_AT[k]] = c));
  }
  model.rehash();
}

function sampling(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  // The moves allowed (see allowed); one alone is played at once.
  let choices = 0;
  let only = -1;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    unchecked((KEY[i] = hiddenKey(m)));
    const ok = allowed(m, <i32>(unchecked(KEY[i]) >> 40));
    unchecked((OK[i] = ok));
    if (ok) {
      choices++;
      only = i;
    }
  }
  if (choices <= 1) return only; // -1: nothing new is left, resign
  // A move to a foundation that cannot hurt (the solver's auto-play rule).
  for (let i = 0; i < n; i++) {
    if (!unchecked(OK[i])) continue;
    const m = unchecked(moves[at + i]);
    const src = srcOf(m);
    if (dstOf(m) < FOUND0 || dstOf(m) >= TALON) continue;
    let c: u8 = NO_CARD;
    if (src < CELL0) c = model.at(src, unchecked(model.len[src]) - 1);
    else if (src < FOUND0) c = unchecked(model.cell[src - CELL0]);
    else if (src == TALON) c = unchecked(model.talon[model.turned - 1]);
    if (c != NO_CARD && model.safeToFoundation(c)) return i;
  }
  const slots = hiddenPlaces();
  if (slots < 0) return hiddenGreedy(moves, at, n);
  for (let i = 0; i < n; i++) unchecked((TOTAL[i] = 0));
  model.pack(changetype<usize>(ROOT_POS));
  rootDown = faceDown();
  ttConfigure(SAMPLE_TT_MIB);
  const samples = slots == 0 ? 1 : SAMPLES; // nothing hidden: every sample is the same
  let done = 0;
  while (done < samples) {
    dealSample(slots);
    searchSample(moves, at, n);
    done++;
    for (let i = 0; i < n; i++) if (unchecked(OK[i])) unchecked((TOTAL[i] = TOTAL[i] + <i64>SUB[i]));
    // A sample moves a total by at most 2 WIN: stop once the leader is out of reach.
    if (decided(n, samples - done)) break;
  }
  model.unpack(changetype<usize>(ROOT_POS));
  // The best total; totals within NEAR points per sample of it count as tied
  // and go by the greedy priority.
  let top = -1;
  for (let i = 0; i < n; i++) if (unchecked(OK[i]) && (top < 0 || unchecked(TOTAL[i]) > unchecked(TOTAL[top]))) top = i;
  const floor = unchecked(TOTAL[top]) - <i64>(NEAR * done);
  let best = top;
  for (let i = 0; i < n; i++) {
    if (unchecked(OK[i]) && unchecked(TOTAL[i]) >= floor && unchecked(KEY[i]) > unchecked(KEY[best])) best = i;
  }
  return best;
}

/** Whether no `left` further samples can change which move leads, by more than NEAR per sample. */
function decided(n: i32, left: i32): bool {
  let first: i64 = i64.MIN_VALUE;
  let second: i64 = i64.MIN_VALUE;
  for (let i = 0; i < n; i++) {
    if (!unchecked(OK[i])) continue;
    const t = unchecked(TOTAL[i]);
    if (t > first) {
      second = first;
      first = t;
    } else if (t > second) second = t;
  }
  return first - second > <i64>left * (2 * <i64>WIN) + <i64>(NEAR * SAMPLES);
}

let rootDown: i32 = 0; // face-down cards at the sampled position

/**
 * The evaluation of a sampled position (every card known): the solver's
 * heuristic, plus REVEAL_BONUS per face-down card turned up since the root
 * (the real player will see it); WIN when won.
 */
@inline function sampleValue(): i32 {
  return model.won() ? WIN : model.heuristic() + REVEAL_BONUS * (rootDown - faceDown());
}

/**
 * Best-first search of the sampled model from the root: SUB[i] becomes the
 * best evaluation found after legal move i. Stops at a win.
 */
function searchSample(moves: StaticArray<i32>, at: i32, n: i32): void {
  ttNewSearch();
  ttSeenOrInsert(model.key());
  heapSize = 0;
  entries = 0;
  let spent = 0;
  for (let i = 0; i < n; i++) unchecked((SUB[i] = -WIN)); // moves not reached (a win came first)
  for (let i = 0; i < n; i++) {
    if (!unchecked(OK[i])) continue;
    const m = unchecked(moves[at + i]);
    model.apply(m);
    spent++;
    const v = sampleValue();
    unchecked((SUB[i] = v));
    if (v == WIN) {
      model.undo(m);
      countStrategyNodes(<i64>spent);
      return;
    }
    if (!ttSeenOrInsert(model.key())) push(-1, m, i, 1, v);
    model.undo(m);
  }
  while (heapSize > 0 && spent < SAMPLE_NODES) {
    const e = pop();
    // Replay the entry's line from the root.
    const depth = unchecked(S_DEPTH[e]);
    let k = e;
    for (let d = depth - 1; d >= 0; d--) {
      unchecked((S_LINE[d] = S_MOVE[k]));
      k = unchecked(S_PARENT[k]);
    }
    for (let d = 0; d < depth; d++) model.apply(unchecked(S_LINE[d]));
    const first = unchecked(S_FIRST[e]);
    let won = false;
    if (depth < SAMPLE_DEPTH) {
      const count = model.searchMoves(S_MOVES, 0);
      for (let j = 0; j < count && spent < SAMPLE_NODES; j++) {
        const m = unchecked(S_MOVES[j]);
        model.apply(m);
        spent++;
        const v = sampleValue();
        if (v > unchecked(SUB[first])) unchecked((SUB[first] = v));
        if (v == WIN) won = true;
        else if (!ttSeenOrInsert(model.key()) && entries < S_MAX) push(e, m, first, depth + 1, v);
        model.undo(m);
        if (won) break;
      }
    }
    for (let d = depth - 1; d >= 0; d--) model.undo(unchecked(S_LINE[d]));
    if (won) break;
  }
  countStrategyNodes(<i64>spent);
}

function push(parent: i32, m: i32, first: i32, depth: i32, v: i32): void {
  const e = entries++;
  unchecked((S_PARENT[e] = parent));
  unchecked((S_MOVE[e] = m));
  unchecked((S_FIRST[e] = first));
  unchecked((S_DEPTH[e] = depth));
  const entry = (<u64>(<u32>(v - DEPTH_WEIGHT * depth + 0x40000000)) << 32) | <u64>e;
  let i = heapSize++;
  while (i > 0) {
    const up = (i - 1) >> 1;
    const p = unchecked(S_HEAP[up]);
    if (p >= entry) break;
    unchecked((S_HEAP[i] = p));
    i = up;
  }
  unchecked((S_HEAP[i] = entry));
}

function pop(): i32 {
  const top = unchecked(S_HEAP[0]);
  const last = unchecked(S_HEAP[--heapSize]);
  const n = heapSize;
  let i = 0;
  while (true) {
    const l = 2 * i + 1;
    if (l >= n) break;
    let c = l;
    if (l + 1 < n && unchecked(S_HEAP[l + 1]) > unchecked(S_HEAP[l])) c = l + 1;
    const v = unchecked(S_HEAP[c]);
    if (v <= last) break;
    unchecked((S_HEAP[i] = v));
    i = c;
  }
  if (n > 0) unchecked((S_HEAP[i] = last));
  return <i32>(top & 0xffffffff);
}
