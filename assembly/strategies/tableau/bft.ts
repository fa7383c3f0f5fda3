// Bjarnason, Fern and Tadepalli's random and greedy Klondike policies (ICAPS
// 2009: 7.135% and 12.992% of 10^6 draw-3 games), as their program plays
// them, for a game whose stock is seen (the stockSeen rule: their player knows
// the stock's order). Each decision takes one of their available actions
// (bft-actions.ts) to a position not seen this game (at action boundaries:
// the face-up cards, each pile in its place, the stock and the waste); the game ends when none is
// left or after 499 actions. Random draws the index as rand % (n - 1) when
// n > 1 (never the last); greedy takes the first. Once no card is face down,
// each decision first tries their "greedy finish": the first available action
// again and again (stopping at a repeated position); if that line wins, it is
// played. An action is played as a player's moves: stock turns, then the card
// (model.expand), one per call.

import { rngBelow } from "../../engine/rng";
import { strategyGame } from "../effort";
import { model, seenKey } from "./memory";
import { bftActions, ACT_FIRST, ACT_SECOND, ACT_AVAILABLE, NO_MOVE } from "./bft-actions";
import { KeySet } from "./key-set";

/** Their MAX_SEARCH_DEPTH: a game (and a greedy finish) stops at 499 actions. */
const MAX_DEPTH: i32 = 500;

const history = new KeySet(14); // positions at the action boundaries of this game
const probed = new KeySet(12); // positions a greedy finish reached
const GOOD = new StaticArray<i32>(512);
const PATH = new StaticArray<i32>(2);
const PLAN = new StaticArray<i32>(1024);
const APPLIED = new StaticArray<i32>(2 * MAX_DEPTH);

let game: i32 = -1;
let depth: i32 = 0; // actions taken this game
let finishing = false; // a greedy finish wins from here: play it
let planAt: i32 = 0;
let planLen: i32 = 0;

/**
 * A position as their program compares positions: memory.ts's seenKey (the
 * cards, the stock and how far it is turned), but with each pile in its
 * place, where the model's key lets piles trade places.
 */
function positionKey(): u64 {
  let piles: u64 = 0;
  for (let p = 0; p < model.nPiles; p++) {
    let h = unchecked(model.pileKey[p]) ^ (<u64>(p + 1) * 0x9e3779b97f4a7c15);
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccd;
    h ^= h >> 33;
    piles += h;
  }
  return seenKey() ^ model.pilesSum ^ piles;
}

/** The policy's choice among moves[at..at+n); -1 resigns (no action left, or a stock not seen). */
export function bft(greedy: bool, obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  if (game != strategyGame) {
    game = strategyGame;
    depth = 0;
    finishing = false;
    planAt = planLen = 0;
    history.clear();
  }
  const next = fromPlan(moves, at, n);
  if (next >= 0) return next;
  // An action boundary: decide the next action on the position seen.
  model.load(obs);
  if (!model.stockSeen) return -1;
  history.find(positionKey(), true);
  if (model.won() || depth >= MAX_DEPTH - 1) return -1;
  if (!finishing && model.faceDown() == 0) finishing = greedyFinishWins();
  const count = bftActions();
  let pick = -1;
  if (finishing) pick = firstAvailable(count);
  else {
    let good = 0;
    for (let i = 0; i < count; i++) {
      if (!unchecked(ACT_AVAILABLE[i]) || !fresh(i)) continue;
      unchecked((GOOD[good++] = i));
      if (greedy) break;
    }
    if (good > 0) pick = good == 1 ? unchecked(GOOD[0]) : unchecked(GOOD[rngBelow(good - 1)]);
  }
  if (pick < 0) return -1;
  depth++;
  let k = 0;
  unchecked((PATH[k++] = ACT_FIRST[pick]));
  if (unchecked(ACT_SECOND[pick]) != NO_MOVE) unchecked((PATH[k++] = ACT_SECOND[pick]));
  planLen = model.expand(PATH, k, PLAN);
  planAt = 0;
  return fromPlan(moves, at, n);
}

/**
 * The index of the plan's next move among the legal moves; -1 when the plan
 * is done. A plan move the game does not offer was pre-empted by a forced
 * move (a released ace goes up at once where aces are compulsory): that move
 * is played and the plan dropped, to decide afresh.
 */
function fromPlan(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  if (planAt >= planLen) return -1;
  const m = unchecked(PLAN[planAt++]);
  for (let i = 0; i < n; i++) if (unchecked(moves[at + i]) == m) return i;
  planAt = planLen;
  return n == 1 ? 0 : -1;
}

function firstAvailable(count: i32): i32 {
  for (let i = 0; i < count; i++) if (unchecked(ACT_AVAILABLE[i])) return i;
  return -1;
}

/** Does action i lead to a position not seen this game? */
function fresh(i: i32): bool {
  const k = play(i, 0);
  const seen = history.find(positionKey(), false);
  unplay(k);
  return !seen;
}

/** Plays action i on the model, its moves recorded in APPLIED from `from`; returns the new end. */
function play(i: i32, from: i32): i32 {
  const m = unchecked(ACT_FIRST[i]);
  model.apply(m);
  unchecked((APPLIED[from++] = m));
  const m2 = unchecked(ACT_SECOND[i]);
  if (m2 != NO_MOVE) {
    model.apply(m2);
    unchecked((APPLIED[from++] = m2));
  }
  return from;
}

function unplay(end: i32): void {
  while (end > 0) model.undo(unchecked(APPLIED[--end]));
}

/**
 * Their greedy finish from the model's position: the first available action
 * until the game is won (true), no action is left, a position repeats, or the
 * game reaches its last action. Leaves the model as it found it.
 */
function greedyFinishWins(): bool {
  probed.clear();
  let d = depth;
  let applied = 0;
  let won = false;
  while (d < MAX_DEPTH - 1) {
    if (model.won()) {
      won = true;
      break;
    }
    const i = firstAvailable(bftActions());
    if (i < 0) break;
    applied = play(i, applied);
    const key = positionKey();
    if (history.find(key, false) || probed.find(key, true)) break;
    d++;
  }
  unplay(applied);
  return won;
}
