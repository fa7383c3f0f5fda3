// UCT over samples of the hidden cards (after Bjarnason, Fern and Tadepalli's
// UCT for Klondike, ICAPS 2009). Hindsight (hindsight.ts) lets a solver that
// knows every card judge each move, so a move that only works when the cards
// are known scores as well as one that works whatever they are. Here the tree
// is over what the player would see: each iteration deals a fresh sample of
// the unseen cards (sampling.ts), descends from the position now by UCB1
// among the player's legal moves, and below a move goes to the child for what
// the move shows (the observation after it: a card turned up, the cards
// turned from the stock), so the cards revealed are chance outcomes and a
// choice deeper in the tree may depend only on what was seen. A new leaf is
// valued by a playout of a fast greedy policy on the sample (win 1, else a
// little for cards up); once no card is face down, a short solver call ends
// the playout (endgameNodes: won 1, proved lost 0, undecided: greedy goes
// on). The move played is the root's most visited. The tree lives in
// preallocated arrays; the next decision starts from its node for the move
// played and what it showed.

import { STOCK_MOVE, CELL0, FOUND0, TALON, srcOf, dstOf, countOf } from "../../games/tableau/moves";
import { ttConfigure } from "../../solver/tt";
import { RESULT_WON, RESULT_LOST } from "../../solver/result";
import { solveTableau } from "../../solver/tableau";
import { rngBelow } from "../../engine/rng";
import { countStrategyNodes, strategyGame } from "../effort";
import { model, seenKey, observe } from "./memory";
import { hiddenGreedy, counted } from "./greedy";
import { PROFILE_KLONDIKE } from "../../games/tableau/rule-table";
import { Strategy, StrategySetting, intSetting, GRADE_NONE } from "../strategy";
import { hiddenPlaces, dealSample, packSampleRoot, unpackSampleRoot, safeFoundationMove, markAllowed } from "./sampling";
import { STRATEGY_TT_MIB } from "./best-first";
import { KeySet } from "./key-set";
import { UctTree } from "./uct-tree";

/** The settings, by their index in the record. */
const UCT_ITERATIONS: i32 = 0;
const UCT_EXPLORATION: i32 = 1;
const UCT_ENDGAME_NODES: i32 = 2;
let iterations: i32 = 300;
let exploration: f64 = 0.3; // UCB1's constant (the setting is in hundredths)
let endgameNodes: i32 = 2000; // 0: playouts end by greedy play alone

/** Sets setting `index` to `value`, which its range allows (index.ts checks). */
function setUct(index: i32, value: i32): void {
  if (index == UCT_ITERATIONS) iterations = value;
  else if (index == UCT_EXPLORATION) exploration = <f64>value / 100.0;
  else if (index == UCT_ENDGAME_NODES) endgameNodes = value;
}

const CARDS_UP_WEIGHT: f64 = 0.2; // a lost playout's value: this share of the cards it put up
const PLAYOUT_MOVES: i32 = 400; // longest playout
const REARRANGE_LIMIT: i32 = 4; // rearranging playout moves between two steps of progress

// The tree (uct-tree.ts); an action's rank is its greedy priority.
const TREE = new UctTree(1 << 16, 1 << 19);
let rootNode: i32 = 0;
let lastAction: i32 = -1; // the root action played at the last decision, -1 if it was made without the tree

const OK = new StaticArray<bool>(1024); // per legal move at the root: allowed (greedy.ts's rules)
const KEY = new StaticArray<i64>(1024); // per legal move at the root: its greedy priority
const LEGAL = new StaticArray<i32>(1024);
const PATH_ACTION = new StaticArray<i32>(1024); // the actions an iteration took
const PATH_KEY = new StaticArray<u64>(1024); // the positions on its way (cycles are cut)
const LINE = new StaticArray<i32>(1 << 15); // the endgame solver's line (not used)
const visited = new KeySet(12); // positions a playout reached
let steps: i64 = 0; // moves applied this decision (the strategy's nodes)

export function uct(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  // One move allowed is played at once; none: nothing new is left, resign.
  const played = lastAction;
  lastAction = -1;
  const only = markAllowed(moves, at, n, OK, KEY);
  if (only != -2) return only;
  const safe = safeFoundationMove(moves, at, n, OK);
  if (safe >= 0) return safe;
  const slots = hiddenPlaces();
  if (slots < 0) return hiddenGreedy(moves, at, n);
  if (endgameNodes > 0) ttConfigure(STRATEGY_TT_MIB);
  return search(moves, at, n, played, slots, iterations, exploration, playout);
}

/** UCB1's constant of the search around a strategy record. */
const AROUND_EXPLORATION: f64 = 0.3;

/**
 * UCT around a strategy record (record-search.ts): the root's moves are the
 * ones the record admits (ties to its own choice, `own`), each iteration on
 * a fresh deal of the unseen cards, a new leaf valued by `value` (the
 * record's own play of the sample). The record's own choice where it admits
 * one move or none, or the cards seen do not add up to a deck.
 */
export function uctAround(moves: StaticArray<i32>, at: i32, n: i32, own: i32, admits: (m: i32) => bool, count: i32, value: () => f64): i32 {
  const played = lastAction;
  lastAction = -1;
  let allowed = 0;
  for (let i = 0; i < n; i++) {
    const ok = admits(unchecked(moves[at + i]));
    unchecked((OK[i] = ok));
    unchecked((KEY[i] = i == own ? 1 : 0));
    if (ok) allowed++;
  }
  if (own < 0 || allowed <= 1) return own;
  const slots = hiddenPlaces();
  if (slots < 0) return own;
  return search(moves, at, n, played, slots, count, AROUND_EXPLORATION, value);
}

/** `count` iterations from the model's position over the moves OK marks, leaves valued by `value`; the most visited move's index. */
function search(moves: StaticArray<i32>, at: i32, n: i32, played: i32, slots: i32, count: i32, c: f64, value: () => f64): i32 {
  packSampleRoot();
  makeRoot(moves, at, n, played);
  steps = 0;
  for (let it = 0; it < count; it++) {
    dealSample(slots);
    iterate(c, value);
  }
  countStrategyNodes(steps);
  unpackSampleRoot();

  // The most visited move; ties: the higher mean, then the rank (greedy's priority, or the record's choice).
  const first = unchecked(TREE.nFirst[rootNode]);
  let best = first;
  for (let a = first + 1; a < first + unchecked(TREE.nCount[rootNode]); a++) if (rootBetter(a, best)) best = a;
  const m = unchecked(TREE.aMove[best]);
  lastAction = best;
  for (let i = 0; i < n; i++) if (unchecked(OK[i]) && unchecked(moves[at + i]) == m) return i;
  return -1;
}

/**
 * The root for this decision. The tree of the last decision is kept when this
 * one follows it in the same game: its node for the move played and what it
 * showed becomes the root, its statistics kept. The root's moves are the ones
 * allowed now (a move's statistics come along where the old node had it).
 * A new game, a decision made without the tree, or a table half full: a new tree.
 */
function makeRoot(moves: StaticArray<i32>, at: i32, n: i32, played: i32): void {
  const t = TREE;
  let old = -1;
  if (t.game == strategyGame && played >= 0 && !t.crowded()) old = t.findChild(played, observationKey());
  if (old < 0) t.clear();
  t.game = strategyGame;
  const root = t.newNode(0);
  rootNode = root;
  const base = t.actions;
  const oldFirst = old >= 0 ? unchecked(t.nFirst[old]) : -1;
  const oldEnd = oldFirst >= 0 ? oldFirst + unchecked(t.nCount[old]) : -1;
  for (let i = 0; i < n; i++) {
    if (!unchecked(OK[i])) continue;
    const m = unchecked(moves[at + i]);
    const a = t.actions;
    t.addAction(m, 0, unchecked(KEY[i]));
    for (let b = oldFirst; b < oldEnd; b++) {
      if (unchecked(t.aMove[b]) != m) continue;
      t.carry(a, b);
      break;
    }
  }
  t.expanded(root, base);
}

function rootBetter(a: i32, b: i32): bool {
  const t = TREE;
  const va = unchecked(t.aVisits[a]);
  const vb = unchecked(t.aVisits[b]);
  if (va != vb) return va > vb;
  const ma = va > 0 ? unchecked(t.aValue[a]) / <f64>va : 0;
  const mb = vb > 0 ? unchecked(t.aValue[b]) / <f64>vb : 0;
  if (ma != mb) return ma > mb;
  return unchecked(t.aRank[a]) > unchecked(t.aRank[b]);
}

/** One iteration on the sample dealt into the model: descend (UCB1 with constant c), value the leaf (`valueLeaf`), back the value up. */
function iterate(c: f64, valueLeaf: () => f64): void {
  const t = TREE;
  let node = rootNode;
  let depth = 0;
  let value: f64 = -1;
  unchecked((PATH_KEY[0] = seenKey()));
  while (true) {
    if (unchecked(t.nFirst[node]) < 0) {
      // A node's first visit values it; its second expands it.
      if (t.firstVisit(node) || !expand(node, depth)) break;
    }
    if (unchecked(t.nCount[node]) == 0) {
      value = 0; // no move left but back to a position on the way: counted as lost
      break;
    }
    const a = t.select(node, c);
    const m = unchecked(t.aMove[a]);
    model.apply(m);
    steps++;
    unchecked((PATH_ACTION[depth++] = a));
    unchecked((PATH_KEY[depth] = seenKey()));
    if (model.won()) {
      value = 1;
      break;
    }
    const child = t.childFor(a, observationKey());
    if (child < 0 || depth >= 1000) break; // the tree is full: a playout from here
    node = child;
  }
  if (value < 0) value = valueLeaf();
  t.backUp(PATH_ACTION, depth, value);
}

/**
 * Gives the node its actions: the legal moves in the model, less those back
 * to a position on the way here and those playouts never make (a card back
 * from a foundation, a whole pile moved into a space). False when the action
 * table is full (the node stays a leaf).
 */
function expand(node: i32, depth: i32): bool {
  const t = TREE;
  const count = model.moves(LEGAL, 0);
  if (t.actions + count > t.maxActions) return false;
  const first = t.actions;
  for (let j = 0; j < count; j++) {
    const m = unchecked(LEGAL[j]);
    const cls = moveClass(m);
    if (cls == 0) continue;
    model.apply(m);
    const k = seenKey();
    model.undo(m);
    let repeat = false;
    for (let d = 0; d <= depth; d++) if (unchecked(PATH_KEY[d]) == k) repeat = true;
    if (!repeat) t.addAction(m, 0, <i64>cls);
  }
  t.expanded(node, first);
  return true;
}

/**
 * A move's class for the playouts, from what a player sees (greedy.ts's
 * published order, computed without playing the move): 7 pile to foundation
 * turning up a card, 6 to a foundation, 5 pile to pile turning up a card,
 * 4 waste to pile, 2 other pile to pile, 1 turn the stock; 0 never (a card
 * back from a foundation, a whole pile into a space).
 */
function moveClass(m: i32): i32 {
  if (m == STOCK_MOVE) return 1;
  const src = srcOf(m);
  const dst = dstOf(m);
  if (src >= FOUND0 && src < TALON) return 0;
  const fromPile = src < CELL0;
  const left = fromPile ? unchecked(model.len[src]) - countOf(m) : 1;
  const reveals = fromPile && left > 0 && left == unchecked(model.down[src]);
  if (dst >= FOUND0 && dst < TALON) return reveals ? 7 : 6;
  if (dst >= CELL0) return 2;
  if (reveals) return 5;
  if (src == TALON) return 4;
  if (fromPile && left == 0 && unchecked(model.len[dst]) == 0) return 0;
  return 2;
}

/**
 * Once no card is face down, a short solve of the sample (endgameNodes):
 * only the stock's order is unknown to the player then, and a pass through
 * it shows it, so the solver's knowledge adds little. 1 won, 0 proved lost,
 * -1 undecided or not set.
 */
function endgame(): f64 {
  if (endgameNodes <= 0 || model.faceDown() > 0) return -1;
  const o = solveTableau(model, endgameNodes, 0, LINE);
  steps += <i64>o.nodes;
  return o.verdict == RESULT_WON ? 1 : o.verdict == RESULT_LOST ? 0 : -1;
}

/**
 * Greedy play of the sample to its end: the highest class (ties: the first
 * generated; among rearranging moves a random one), never to a position this
 * playout has been in, at most REARRANGE_LIMIT rearranging moves between two
 * steps of progress. Won: 1; else CARDS_UP_WEIGHT times the share of cards up.
 */
function playout(): f64 {
  visited.clear();
  visited.find(seenKey(), true);
  let rearranged = 0;
  let solved = false;
  for (let s = 0; s < PLAYOUT_MOVES; s++) {
    if (model.won()) return 1;
    if (!solved && model.faceDown() == 0) {
      solved = true;
      const v = endgame();
      if (v >= 0) return v;
    }
    const count = model.moves(LEGAL, 0);
    let best = -1;
    let bestCls = 0;
    let ties = 0;
    for (let j = 0; j < count; j++) {
      const m = unchecked(LEGAL[j]);
      const cls = moveClass(m);
      if (cls < bestCls || cls == 0) continue;
      if (cls == 2 && rearranged >= REARRANGE_LIMIT) continue;
      if (cls <= 2) {
        // Rearranging and turning must reach a position new to this playout.
        model.apply(m);
        const again = visited.find(seenKey(), false);
        model.undo(m);
        steps++;
        if (again) continue;
      }
      if (cls > bestCls) {
        bestCls = cls;
        best = m;
        ties = 1;
      } else if (cls == 2 && rngBelow(++ties) == 0) best = m;
    }
    if (best < 0) break;
    model.apply(best);
    steps++;
    visited.find(seenKey(), true);
    if (bestCls == 2) rearranged++;
    else if (bestCls > 2) rearranged = 0;
  }
  if (model.won()) return 1;
  return (CARDS_UP_WEIGHT * <f64>model.onFound) / <f64>model.total;
}

/** A key of what the player sees in the model's position (face-up cards, foundations, waste; piles in place). */
export function observationKey(): u64 {
  let h: u64 = 0x9e3779b97f4a7c15;
  for (let p = 0; p < model.nPiles; p++) {
    const len = unchecked(model.len[p]);
    const down = unchecked(model.down[p]);
    h = mix(h, <u64>(len | (down << 8) | (p << 16)));
    for (let i = down; i < len; i++) h = mix(h, <u64>model.at(p, i));
  }
  for (let f = 0; f < model.nFound; f++) h = mix(h, <u64>unchecked(model.found[f]));
  h = mix(h, <u64>(model.turned | (model.talonLen << 8) | (model.redealsUsed << 16)));
  for (let i = 0; i < model.turned; i++) h = mix(h, <u64>unchecked(model.talon[i]));
  return h;
}

/** h with x mixed in (order matters). */
@inline function mix(h: u64, x: u64): u64 {
  h = (h ^ x) * 0xff51afd7ed558ccd;
  return h ^ (h >> 29);
}

function uctChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  return counted(uct(moves, at, n), moves, at);
}

const UCT_SETTINGS: StaticArray<StrategySetting> = [
  intSetting("iterations", 1, 1000000, 300, "iterations per decision, each on a fresh deal of the unseen cards", 20),
  intSetting("exploration", 0, 1000, 30, "UCB1's exploration constant, in hundredths (30 = 0.3)"),
  intSetting(
    "endgameNodes",
    0,
    10000000,
    2000,
    "solver nodes a playout spends once no card is face down (only the stock's order is then unknown; won 1, proved lost 0, undecided: greedy play goes on); 0 = greedy play to the end",
  ),
];

export const UCT = new Strategy(
  "uct",
  "UCT over samples (after Bjarnason, Fern and Tadepalli): each of iterations iterations deals the cards it cannot see at random, descends a tree of its moves by UCB1 (exploration), where a move's children are what it shows (a card turned up, the cards turned from the stock), and values a new leaf by a greedy playout of the sample (won 1, else a fifth of the share of cards up), which hands over to the solver (endgameNodes) once no card is face down; plays the most visited move, and keeps the tree below it for the next decision",
  1 << PROFILE_KLONDIKE,
  true,
  GRADE_NONE,
  false,
  uctChoice,
  UCT_SETTINGS,
  setUct,
);
