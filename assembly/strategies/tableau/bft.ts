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
import { Plan } from "./plan";
import { PROFILE_KLONDIKE } from "../../games/tableau/rule-table";
import { Strategy, GRADE_NONE } from "../strategy";

/** Their MAX_SEARCH_DEPTH: a game (and a greedy finish) stops at 499 actions. */
const MAX_DEPTH: i32 = 500;
export const BFT_MAX_DEPTH: i32 = MAX_DEPTH;

const history = new KeySet(14); // positions at the action boundaries of this game
const probed = new KeySet(12); // positions a greedy finish reached
const GOOD = new StaticArray<i32>(512);
const plan = new Plan(1024);
const APPLIED = new StaticArray<i32>(2 * MAX_DEPTH);

let game: i32 = -1;
let depth: i32 = 0; // actions taken this game
let finishing = false; // a greedy finish wins from here: play it

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

/**
 * A policy's pick among the `count` actions of bft-actions.ts's list: the
 * index of an available one that `fresh` admits (it leads to a position not
 * seen this game), or -1 to resign.
 */
export type ActionPick = (count: i32, fresh: (i: i32) => bool) => i32;

/** Greedy: the first available action to a new position, in their list's order. */
function firstFresh(count: i32, fresh: (i: i32) => bool): i32 {
  for (let i = 0; i < count; i++) if (unchecked(ACT_AVAILABLE[i]) && fresh(i)) return i;
  return -1;
}

/** Random: any available action to a new position, drawn as rand % (n - 1) when n > 1. */
function randomFresh(count: i32, fresh: (i: i32) => bool): i32 {
  let good = 0;
  for (let i = 0; i < count; i++) if (unchecked(ACT_AVAILABLE[i]) && fresh(i)) unchecked((GOOD[good++] = i));
  return bftDraw(GOOD, good);
}

/** Their draw among `n` choices (list[0..n)): rand % (n - 1) when n > 1, so never the last of several; -1 if none. */
export function bftDraw(list: StaticArray<i32>, n: i32): i32 {
  if (n == 0) return -1;
  return n == 1 ? unchecked(list[0]) : unchecked(list[rngBelow(n - 1)]);
}

/** The policy's choice among moves[at..at+n); -1 resigns (no action left, or a stock not seen). */
export function bft(pick: ActionPick, obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  if (game != strategyGame) {
    game = strategyGame;
    depth = 0;
    finishing = false;
    plan.clear();
    history.clear();
  }
  const next = plan.next(moves, at, n);
  if (next >= 0) return next;
  // An action boundary: decide the next action on the position seen.
  model.load(obs);
  if (!model.stockSeen) return -1;
  history.find(positionKey(), true);
  if (model.won() || depth >= MAX_DEPTH - 1) return -1;
  if (!finishing && model.faceDown() == 0) finishing = greedyFinishWins();
  const count = bftActions();
  const chosen = finishing ? firstAvailable(count) : pick(count, fresh);
  if (chosen < 0) return -1;
  depth++;
  plan.action(unchecked(ACT_FIRST[chosen]), unchecked(ACT_SECOND[chosen]));
  return plan.next(moves, at, n);
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
  return playAction(unchecked(ACT_FIRST[i]), unchecked(ACT_SECOND[i]), APPLIED, from);
}

function unplay(end: i32): void {
  unplayActions(APPLIED, end);
}

/** Plays an action (its first move, its second or NO_MOVE) on the model, its moves recorded in applied from `from`; returns the new end. */
export function playAction(m: i32, m2: i32, applied: StaticArray<i32>, from: i32): i32 {
  model.apply(m);
  unchecked((applied[from++] = m));
  if (m2 != NO_MOVE) {
    model.apply(m2);
    unchecked((applied[from++] = m2));
  }
  return from;
}

/** Undoes the moves applied[0..end) on the model, the last first. */
export function unplayActions(applied: StaticArray<i32>, end: i32): void {
  while (end > 0) model.undo(unchecked(applied[--end]));
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

function bftRandom(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return bft(randomFresh, obs, moves, at, n);
}
function bftGreedy(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  return bft(firstFresh, obs, moves, at, n);
}

export const BFT_RANDOM = new Strategy(
  "bft-random",
  "Bjarnason, Fern and Tadepalli's random policy (ICAPS 2009, 7.135%): needs the stock seen (stockSeen=true, preset klondike-bft), as their player knows its order; plays any stock card a turning reaches directly, and chooses among their available actions: moves that cannot be undone at once, plus compound ones (a pile-to-pile move that turns up nothing, then the card left uncovered to its foundation or else the other card of the same colour and rank onto it; a card brought down from a foundation, then a card onto it or else the card under it onto a pile), never to a position seen this game, 499 actions at most; once no card is face down, plays the first action on and on if that line wins; draws the action as rand % (n - 1) when n > 1, so never the last of several",
  1 << PROFILE_KLONDIKE,
  false,
  GRADE_NONE,
  true,
  bftRandom,
);
export const BFT_GREEDY = new Strategy(
  "bft-greedy",
  "Bjarnason, Fern and Tadepalli's greedy (priority) policy (ICAPS 2009, 12.992%): needs the stock seen (stockSeen=true, preset klondike-bft), as their player knows its order; plays any stock card a turning reaches directly, and chooses among their available actions: moves that cannot be undone at once, plus compound ones (a pile-to-pile move that turns up nothing, then the card left uncovered to its foundation or else the other card of the same colour and rank onto it; a card brought down from a foundation, then a card onto it or else the card under it onto a pile), never to a position seen this game, 499 actions at most; once no card is face down, plays the first action on and on if that line wins; takes the first action of their list: pile to foundation turning up a card, to a foundation, pile to pile turning up a card, stock to pile, other pile to pile (ties to the lower rank), then the compound actions",
  1 << PROFILE_KLONDIKE,
  false,
  GRADE_NONE,
  true,
  bftGreedy,
);
