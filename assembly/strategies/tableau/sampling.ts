// Sampling play of the games with hidden cards: the unseen cards dealt at
// random, each sample searched with every card known.
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

import { rngBelow } from "../../engine/rng";
import { NO_CARD } from "../../engine/cards";
import { Tableau } from "../../games/tableau/tableau";
import { srcOf, dstOf, CELL0, FOUND0, TALON, CAP, HIDDEN } from "../../games/tableau/moves";
import { ttConfigure } from "../../solver/tt";
import { model, observe } from "./memory";
import { allowed, hiddenKey, hiddenGreedy, counted } from "./greedy";
import { PROFILE_KLONDIKE } from "../../games/tableau/rule-table";
import { Strategy, GRADE_STRONG } from "../strategy";
import { searchModel, STRATEGY_TT_MIB, WIN } from "./best-first";

const SAMPLES: i32 = 8; // deals of the unseen cards per decision
const SAMPLE_NODES: i32 = 2000; // positions searched per sample
const SAMPLE_DEPTH: i32 = 40; // longest line a sample's search follows
const REVEAL_BONUS: i32 = 32; // per face-down card turned up (a card on a foundation counts 64)
const NEAR: i32 = 16; // totals this close (per sample) count as tied

const UNSEEN = new StaticArray<i32>(64); // per card: copies not seen
const POOL = new StaticArray<u8>(256); // the unseen cards
const SLOT_PILE = new StaticArray<i32>(256); // a hidden place: its pile, or -1 for the talon
const SLOT_AT = new StaticArray<i32>(256); // and its index in the pile or the talon
const ROOT_POS = new StaticArray<u8>(1024); // the model's position, packed
const OK = new StaticArray<bool>(1024); // per legal move: to a position not seen this game
const KEY = new StaticArray<i64>(1024); // per legal move: its greedy priority
const TOTAL = new StaticArray<i64>(1024); // per legal move: its score summed over the samples
const SUB = new StaticArray<i32>(1024); // per legal move: the best evaluation after it in this sample
const ROOT_INDEX = new StaticArray<i32>(1024); // the allowed legal moves, by their index in the player's list
let rootCount: i32 = 0;
let poolSize: i32 = 0;

/**
 * The hidden places of the model and the unseen cards; returns how many
 * places there are, or -1 if the cards do not add up (then greedy decides).
 */
export function hiddenPlaces(): i32 {
  for (let c = 0; c < 64; c++) unchecked((UNSEEN[c] = 0));
  // The deck(s) in play: a whole suit per foundation, of the suit it takes (Spider's 1 and 2 suits repeat spades and hearts).
  for (let f = 0; f < model.nFound; f++) {
    const s = unchecked(model.foundSuit[f]);
    for (let r = 1; r <= model.ranks; r++) unchecked((UNSEEN[((r - 1) << 2) | s] = UNSEEN[((r - 1) << 2) | s] + 1));
  }
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
      const c = ((rank - 1) << 2) | unchecked(model.foundSuit[f]);
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

/** Keeps the model's position as the root the samples are dealt at. */
export function packSampleRoot(): void {
  model.pack(changetype<usize>(ROOT_POS));
}
/** Puts the model back at the root position (its hidden places hidden again). */
export function unpackSampleRoot(): void {
  model.unpack(changetype<usize>(ROOT_POS));
}

/** Deals the unseen cards, shuffled, into the hidden places of the model (at its packed root position). */
export function dealSample(slots: i32): void {
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
    else unchecked((model.cards[p * CAP + SLOT_AT[k]] = c));
  }
  model.rehash();
}

/**
 * Marks the moves allowed (see allowed) in ok, each move's greedy priority in
 * key; returns the one move allowed, -1 if none is (resign), -2 if several are.
 */
export function markAllowed(moves: StaticArray<i32>, at: i32, n: i32, ok: StaticArray<bool>, key: StaticArray<i64>): i32 {
  let choices = 0;
  let only = -1;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    const k = hiddenKey(m);
    unchecked((key[i] = k));
    const a = allowed(m, <i32>(k >> 40));
    unchecked((ok[i] = a));
    if (a) {
      choices++;
      only = i;
    }
  }
  return choices <= 1 ? only : -2;
}

export function sampling(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  // One move allowed is played at once; none: nothing new is left, resign.
  const only = markAllowed(moves, at, n, OK, KEY);
  if (only != -2) return only;
  const safe = safeFoundationMove(moves, at, n, OK);
  if (safe >= 0) return safe;
  return searchSamples(moves, at, n);
}

/**
 * Sampling's choice among the moves `ok` marks (each with its greedy priority
 * in `key`), for another strategy that has narrowed them down (hindsight.ts).
 */
export function samplingAmong(moves: StaticArray<i32>, at: i32, n: i32, ok: StaticArray<bool>, key: StaticArray<i64>): i32 {
  for (let i = 0; i < n; i++) {
    unchecked((OK[i] = ok[i]));
    unchecked((KEY[i] = key[i]));
  }
  return searchSamples(moves, at, n);
}

/** The sampled searches over the moves OK marks, and the move whose total is best. */
function searchSamples(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  const slots = hiddenPlaces();
  if (slots < 0) return hiddenGreedy(moves, at, n);
  for (let i = 0; i < n; i++) unchecked((TOTAL[i] = 0));
  rootCount = 0;
  for (let i = 0; i < n; i++) if (unchecked(OK[i])) unchecked((ROOT_INDEX[rootCount++] = i));
  SAMPLE_SEARCH.legal = moves;
  SAMPLE_SEARCH.at = at;
  model.pack(changetype<usize>(ROOT_POS));
  rootDown = model.faceDown();
  ttConfigure(STRATEGY_TT_MIB);
  const samples = slots == 0 ? 1 : SAMPLES; // nothing hidden: every sample is the same
  let done = 0;
  while (done < samples) {
    dealSample(slots);
    for (let i = 0; i < n; i++) unchecked((SUB[i] = -WIN)); // moves not reached (a win came first)
    searchModel<Sampling>(SAMPLE_SEARCH, SAMPLE_NODES, SAMPLE_DEPTH);
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

/** An allowed (ok[i]) move to a foundation that provably cannot hurt (the solver's auto-play rule), or -1. */
export function safeFoundationMove(moves: StaticArray<i32>, at: i32, n: i32, ok: StaticArray<bool>): i32 {
  for (let i = 0; i < n; i++) {
    if (!unchecked(ok[i])) continue;
    const m = unchecked(moves[at + i]);
    const src = srcOf(m);
    if (dstOf(m) < FOUND0 || dstOf(m) >= TALON) continue;
    let c: u8 = NO_CARD;
    if (src < CELL0) c = model.at(src, unchecked(model.len[src]) - 1);
    else if (src < FOUND0) c = unchecked(model.cell[src - CELL0]);
    else if (src == TALON) c = unchecked(model.talon[model.turned - 1]);
    if (c != NO_CARD && model.safeToFoundation(c)) return i;
  }
  return -1;
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
  return model.won() ? WIN : model.heuristic() + REVEAL_BONUS * (rootDown - model.faceDown());
}

/**
 * A sample's explorer: from the root the allowed legal moves, then the
 * solver's moves (searchMoves: a talon move plays any card turning can
 * reach); SUB[i] becomes the best evaluation found after legal move i.
 */
class Sampling {
  legal: StaticArray<i32> = new StaticArray<i32>(0); // the player's legal moves, from legal[at]
  at: i32 = 0;
  last: i32 = 0; // the evaluation of the position last reached

  rootMoves(g: Tableau, out: StaticArray<i32>): i32 {
    for (let k = 0; k < rootCount; k++) unchecked((out[k] = this.legal[this.at + ROOT_INDEX[k]]));
    return rootCount;
  }
  moves(g: Tableau, out: StaticArray<i32>): i32 {
    return g.searchMoves(out, 0);
  }
  reached(g: Tableau, first: i32): void {
    const v = sampleValue();
    this.last = v;
    const i = unchecked(ROOT_INDEX[first]);
    if (v > unchecked(SUB[i])) unchecked((SUB[i] = v));
  }
  priority(g: Tableau): i32 {
    return this.last;
  }
  key(g: Tableau): u64 {
    return g.key();
  }
  check(g: Tableau): u32 {
    return g.check();
  }
}
const SAMPLE_SEARCH = new Sampling();

function samplingChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  return counted(sampling(moves, at, n), moves, at);
}

export const SAMPLING = new Strategy(
  "sampling",
  "deals the cards it cannot see (face-down and unseen stock cards) at random 8 times, searches each sample with every card known (best-first, 2,000 positions), and plays the move whose best line scores highest over the samples (ties: greedy's priority)",
  1 << PROFILE_KLONDIKE,
  true,
  GRADE_STRONG,
  false,
  samplingChoice,
);
