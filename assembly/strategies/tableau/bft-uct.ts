// UCT over Bjarnason, Fern and Tadepalli's actions, on their game (the stock
// seen, stockSeen=true), with their greedy policy playing the rollouts. At
// each action boundary the candidates are their available actions to a
// position not seen this game (bft-actions.ts). The face-down cards are dealt
// at random for each iteration (sampling.ts), and:
// - tree (bftUctTree, the default): UCT. A decision node is what the player
//   has seen on the way (uct.ts's observationKey: face-down cards hidden), so
//   a choice deeper in the tree depends only on cards turned up by then; an
//   action's children are the nodes for what it turned up. An iteration
//   descends by UCB1 (an action never tried first, in greedy's order), values
//   the node it stops at by a rollout (1 won, 0 not) and adds the value to the
//   actions on its way; bftUctSamples times the candidates' number of
//   iterations a decision. The action played is the root's most visited, and
//   its node for what the action turned up is the next decision's root, its
//   statistics kept.
// - flat: every candidate is played in bftUctSamples deals (the same deals for
//   all) and rolled out; the most wins is played (ties: greedy's order), and
//   with bftUctRace a candidate clearly behind stops being dealt to.
//
// Nothing is clairvoyant while a card is face down, unlike hindsight: the
// greedy policy in a rollout chooses among actions on face-up cards and the
// seen stock, so a face-down card of the deal matters only once a move turns
// it up, as in a real game; a rollout's win is an unbiased sample of "this
// line, then greedy". Once no card is face down every card is known to the
// player (the stock is seen), so a rollout, and the player itself, hand over
// to the thoughtful solver there (bftUctEndgameNodes): its verdict is a
// proof, not a guess.

import { now } from "../../engine/clock";
import { strategyGame, countStrategyNodes } from "../effort";
import { solveTableau } from "../../solver/tableau";
import { RESULT_WON, RESULT_LOST } from "../../solver/result";
import { ttConfigure } from "../../solver/tt";
import { model } from "./memory";
import { bftActions, ACT_FIRST, ACT_SECOND, ACT_AVAILABLE, NO_MOVE } from "./bft-actions";
import { BFT_MAX_DEPTH, playAction, unplayActions } from "./bft";
import { observationKey } from "./uct";
import { KeySet } from "./key-set";
import { Plan } from "./plan";
import { hiddenPlaces, dealSample, packSampleRoot, unpackSampleRoot } from "./sampling";
import { STRATEGY_TT_MIB } from "./best-first";

/** The settings, by their index after hindsight's and uct's (index.ts). */
export const BFT_UCT_SAMPLES: i32 = 0;
export const BFT_UCT_ENDGAME_NODES: i32 = 1;
export const BFT_UCT_RACE: i32 = 2;
export const BFT_UCT_TREE: i32 = 3;
export const BFT_UCT_EXPLORATION: i32 = 4;
export const BFT_UCT_MOVE_MS: i32 = 5;
export const BFT_UCT_SETTING_COUNT: i32 = 6;
let samples: i32 = 100;
let endgameNodes: i32 = 20000;
let race: bool = true;
let tree: bool = true;
let exploration: f64 = 1.0;
let moveMs: i32 = 0; // milliseconds per decision, 0: no limit (a limit makes play depend on the machine's speed)
let started: f64 = 0; // when this decision's search began
const RACE_BATCH: i32 = 10; // flat: deals between two looks at the race

/** Sets bft-uct setting `index` (range checked by the host's catalogue); -1 for an unknown index or a bad value. */
export function setBftUctSetting(index: i32, value: i32): i32 {
  if (index == BFT_UCT_SAMPLES && value >= 1 && value <= 10000) samples = value;
  else if (index == BFT_UCT_ENDGAME_NODES && value >= 0) endgameNodes = value;
  else if (index == BFT_UCT_RACE && value >= 0 && value <= 1) race = value == 1;
  else if (index == BFT_UCT_TREE && value >= 0 && value <= 1) tree = value == 1;
  else if (index == BFT_UCT_EXPLORATION && value >= 0 && value <= 1000) exploration = <f64>value / 100.0;
  else if (index == BFT_UCT_MOVE_MS && value >= 0) moveMs = value;
  else return -1;
  return 0;
}

const MAX_CANDIDATES: i32 = 512;
const history = new KeySet(14); // what the player saw at this game's action boundaries (observationKey)
const walk = new KeySet(12); // positions one rollout has been in
const CAND_FIRST = new StaticArray<i32>(MAX_CANDIDATES); // the candidates' moves (the rollouts overwrite bftActions' arrays)
const CAND_SECOND = new StaticArray<i32>(MAX_CANDIDATES);
const WINS = new StaticArray<i32>(MAX_CANDIDATES); // flat: rollouts won per candidate
const ALIVE = new StaticArray<bool>(MAX_CANDIDATES); // flat: still dealt to
const SAMPLE_POS = new StaticArray<u8>(1024); // flat: one deal of the face-down cards, packed
const APPLIED = new StaticArray<i32>(2);
const plan = new Plan(1 << 15); // the player's moves of the action (or the solver's line) being played
const LINE = new StaticArray<i32>(1 << 15);

let game: i32 = -1;
let depth: i32 = 0; // actions taken this game
let solverTried = false; // the player's own endgame solve came back undecided this game

export function bftUct(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  if (game != strategyGame) {
    game = strategyGame;
    depth = 0;
    plan.clear();
    solverTried = false;
    history.clear();
    treeGame = -1;
  }
  const next = plan.next(moves, at, n);
  if (next >= 0) return next;
  // An action boundary: decide on the position seen.
  model.load(obs);
  if (!model.stockSeen) return -1;
  history.find(observationKey(), true);
  if (model.won() || depth >= BFT_MAX_DEPTH - 1) return -1;
  // Every card known: the solver's line, played to the end.
  if (model.faceDown() == 0 && endgameNodes > 0 && !solverTried) {
    ttConfigure(STRATEGY_TT_MIB);
    const o = solveTableau(model, endgameNodes, 0, LINE);
    const r = o.verdict;
    countStrategyNodes(<i64>o.nodes);
    if (r == RESULT_WON) {
      plan.line(LINE, o.length);
      return plan.next(moves, at, n);
    }
    if (r == RESULT_LOST) return -1;
    solverTried = true;
  }
  // The candidates, in greedy's order.
  const count = bftActions();
  let cands = 0;
  for (let i = 0; i < count && cands < MAX_CANDIDATES; i++) {
    if (!unchecked(ACT_AVAILABLE[i])) continue;
    const k = play(unchecked(ACT_FIRST[i]), unchecked(ACT_SECOND[i]));
    const seen = history.find(observationKey(), false);
    unplay(k);
    if (seen) continue;
    unchecked((CAND_FIRST[cands] = ACT_FIRST[i]));
    unchecked((CAND_SECOND[cands] = ACT_SECOND[i]));
    cands++;
  }
  if (cands == 0) return -1;
  let pick = 0;
  const slots = cands > 1 ? hiddenPlaces() : -1;
  if (slots >= 0) {
    if (endgameNodes > 0) ttConfigure(STRATEGY_TT_MIB);
    packSampleRoot();
    started = now();
    pick = tree && slots > 0 ? treeChoice(cands, slots) : flatChoice(cands, slots);
    unpackSampleRoot();
  }
  depth++;
  plan.action(unchecked(CAND_FIRST[pick]), unchecked(CAND_SECOND[pick]));
  return plan.next(moves, at, n);
}

/** Flat rollouts: each candidate in the same deals; the most wins (ties: greedy's order). */
function flatChoice(cands: i32, slots: i32): i32 {
  const deals = slots == 0 ? 1 : samples;
  for (let c = 0; c < cands; c++) {
    unchecked((WINS[c] = 0));
    unchecked((ALIVE[c] = true));
  }
  let alive = cands;
  for (let s = 0; s < deals && alive > 1; s++) {
    dealSample(slots);
    model.pack(changetype<usize>(SAMPLE_POS));
    let first = true;
    for (let c = 0; c < cands; c++) {
      if (!unchecked(ALIVE[c])) continue;
      if (!first) model.unpack(changetype<usize>(SAMPLE_POS));
      first = false;
      play(unchecked(CAND_FIRST[c]), unchecked(CAND_SECOND[c]));
      if (rollout(depth + 1)) unchecked((WINS[c] = WINS[c] + 1));
    }
    if (race && (s + 1) % RACE_BATCH == 0) alive = dropBehind(cands, s + 1);
    if (outOfTime()) break;
  }
  let pick = 0;
  while (!unchecked(ALIVE[pick])) pick++;
  for (let c = pick + 1; c < cands; c++) if (unchecked(ALIVE[c]) && unchecked(WINS[c]) > unchecked(WINS[pick])) pick = c;
  return pick;
}

/** Whether this decision's time (moveMs) is up. */
@inline function outOfTime(): bool {
  return moveMs > 0 && now() - started >= <f64>moveMs;
}

/**
 * After n deals, stops dealing to the candidates behind the leader by more
 * than twice the spread of the difference of two counts of wins in n deals
 * (each at most n/4 in variance, so the difference's standard deviation is
 * at most sqrt(n/2)). Returns how many are left.
 */
function dropBehind(cands: i32, n: i32): i32 {
  let best = 0;
  for (let c = 0; c < cands; c++) if (unchecked(ALIVE[c]) && unchecked(WINS[c]) > best) best = unchecked(WINS[c]);
  const bar = <f64>best - 2.0 * Math.sqrt(<f64>n * 0.5);
  let alive = 0;
  for (let c = 0; c < cands; c++) {
    if (!unchecked(ALIVE[c])) continue;
    if (<f64>unchecked(WINS[c]) < bar) unchecked((ALIVE[c] = false));
    else alive++;
  }
  return alive;
}

// The tree: decision nodes own a run of actions (found on their second
// visit); an action owns a list of nodes, one per observation it led to.
const MAX_NODES: i32 = 1 << 16;
const MAX_ACTS: i32 = 1 << 19;
const N_FIRST = new StaticArray<i32>(MAX_NODES); // its first action, -1 until expanded
const N_COUNT = new StaticArray<i32>(MAX_NODES);
const N_OBS = new StaticArray<u64>(MAX_NODES); // the observation it stands for
const N_NEXT = new StaticArray<i32>(MAX_NODES); // the next node of the same action
const N_VALUED = new StaticArray<bool>(MAX_NODES); // a rollout has valued it (the next visit expands it)
const A_FIRST = new StaticArray<i32>(MAX_ACTS);
const A_SECOND = new StaticArray<i32>(MAX_ACTS);
const A_VISITS = new StaticArray<i32>(MAX_ACTS);
const A_WINS = new StaticArray<i32>(MAX_ACTS);
const A_CHILD = new StaticArray<i32>(MAX_ACTS); // its first node, -1 none
const PATH_ACT = new StaticArray<i32>(BFT_MAX_DEPTH + 1);
const PATH_OBS = new StaticArray<u64>(BFT_MAX_DEPTH + 2);
let nodes: i32 = 0;
let acts: i32 = 0;
let treeGame: i32 = -1; // the game the tree is of (-1: none)
let lastAct: i32 = -1; // the root action the last tree decision played
let lastDepth: i32 = -1; // and that decision's action count

/** UCT's choice among the candidates; the model is left at a deal. */
function treeChoice(cands: i32, slots: i32): i32 {
  // The last decision's node for the action played and what it turned up
  // becomes the root, with the statistics of the actions still candidates,
  // when that decision came just before this one. Otherwise, or with a table
  // half full: a new tree.
  let old = -1;
  if (treeGame == strategyGame && lastDepth == depth - 1 && nodes < MAX_NODES / 2 && acts < MAX_ACTS / 2) {
    const obs = observationKey();
    let c = unchecked(A_CHILD[lastAct]);
    while (c >= 0 && unchecked(N_OBS[c]) != obs) c = unchecked(N_NEXT[c]);
    if (c >= 0 && unchecked(N_FIRST[c]) >= 0) old = c;
  }
  if (old < 0) nodes = acts = 0;
  treeGame = strategyGame;
  const root = newNode(0);
  const base = acts;
  unchecked((N_FIRST[root] = base));
  for (let c = 0; c < cands; c++) {
    const m = unchecked(CAND_FIRST[c]);
    const m2 = unchecked(CAND_SECOND[c]);
    addAct(m, m2);
    if (old < 0) continue;
    const end = unchecked(N_FIRST[old]) + unchecked(N_COUNT[old]);
    for (let b = unchecked(N_FIRST[old]); b < end; b++) {
      if (unchecked(A_FIRST[b]) != m || unchecked(A_SECOND[b]) != m2) continue;
      unchecked((A_VISITS[base + c] = A_VISITS[b]));
      unchecked((A_WINS[base + c] = A_WINS[b]));
      unchecked((A_CHILD[base + c] = A_CHILD[b]));
      break;
    }
  }
  unchecked((N_COUNT[root] = cands));
  unchecked((N_VALUED[root] = true));
  const iterations = samples * cands;
  for (let it = 0; it < iterations; it++) {
    dealSample(slots);
    iterate(root);
    if ((it & 15) == 15 && outOfTime()) break;
  }
  let best = 0;
  for (let c = 1; c < cands; c++) {
    const v = unchecked(A_VISITS[base + c]);
    const b = unchecked(A_VISITS[base + best]);
    if (v > b || (v == b && unchecked(A_WINS[base + c]) > unchecked(A_WINS[base + best]))) best = c;
  }
  lastAct = base + best;
  lastDepth = depth;
  return best;
}

function newNode(obs: u64): i32 {
  const n = nodes++;
  unchecked((N_FIRST[n] = -1));
  unchecked((N_COUNT[n] = 0));
  unchecked((N_OBS[n] = obs));
  unchecked((N_NEXT[n] = -1));
  unchecked((N_VALUED[n] = false));
  return n;
}

/** Appends an action (its two moves) to the tree, unvisited. */
@inline function addAct(m: i32, m2: i32): void {
  unchecked((A_FIRST[acts] = m));
  unchecked((A_SECOND[acts] = m2));
  unchecked((A_VISITS[acts] = 0));
  unchecked((A_WINS[acts] = 0));
  unchecked((A_CHILD[acts] = -1));
  acts++;
}

/** One iteration on the deal in the model: descend, value the leaf, add the value to the actions on the way. */
function iterate(root: i32): void {
  let node = root;
  let d = 0;
  let value = -1;
  unchecked((PATH_OBS[0] = observationKey()));
  while (d < BFT_MAX_DEPTH - 1 - depth) {
    if (unchecked(N_FIRST[node]) < 0) {
      if (!unchecked(N_VALUED[node])) {
        unchecked((N_VALUED[node] = true));
        break;
      }
      if (!expandNode(node, d)) break;
    }
    if (unchecked(N_COUNT[node]) == 0) {
      value = 0; // no action to a position not seen: greedy would stop here too
      break;
    }
    const a = select(node);
    play(unchecked(A_FIRST[a]), unchecked(A_SECOND[a]));
    unchecked((PATH_ACT[d++] = a));
    const obs = observationKey();
    unchecked((PATH_OBS[d] = obs));
    countStrategyNodes(1);
    if (model.won()) {
      value = 1;
      break;
    }
    const child = childFor(a, obs);
    if (child < 0) break;
    node = child;
  }
  if (value < 0) value = rollout(depth + 1 + d) ? 1 : 0;
  for (let k = 0; k < d; k++) {
    const a = unchecked(PATH_ACT[k]);
    unchecked((A_VISITS[a] = A_VISITS[a] + 1));
    unchecked((A_WINS[a] = A_WINS[a] + value));
  }
}

/** Action a's node for observation obs (a new one if new); -1 when the table is full. */
function childFor(a: i32, obs: u64): i32 {
  let c = unchecked(A_CHILD[a]);
  while (c >= 0) {
    if (unchecked(N_OBS[c]) == obs) return c;
    c = unchecked(N_NEXT[c]);
  }
  if (nodes >= MAX_NODES) return -1;
  c = newNode(obs);
  unchecked((N_NEXT[c] = A_CHILD[a]));
  unchecked((A_CHILD[a] = c));
  return c;
}

/** Gives the node its available actions to a position neither this game nor this path has seen; false when the table is full. */
function expandNode(node: i32, d: i32): bool {
  const count = bftActions();
  if (acts + count > MAX_ACTS) return false;
  const first = acts;
  for (let i = 0; i < count; i++) {
    if (!unchecked(ACT_AVAILABLE[i])) continue;
    const m = unchecked(ACT_FIRST[i]);
    const m2 = unchecked(ACT_SECOND[i]);
    const k = play(m, m2);
    const obs = observationKey();
    unplay(k);
    if (history.find(obs, false)) continue;
    let repeat = false;
    for (let j = 0; j <= d; j++) if (unchecked(PATH_OBS[j]) == obs) repeat = true;
    if (!repeat) addAct(m, m2);
  }
  unchecked((N_FIRST[node] = first));
  unchecked((N_COUNT[node] = acts - first));
  return true;
}

/** UCB1 among the node's actions; one never tried first (greedy's order). */
function select(node: i32): i32 {
  const first = unchecked(N_FIRST[node]);
  const end = first + unchecked(N_COUNT[node]);
  let total: i32 = 0;
  for (let a = first; a < end; a++) {
    const v = unchecked(A_VISITS[a]);
    if (v == 0) return a;
    total += v;
  }
  const logTotal = Math.log(<f64>total);
  let best = first;
  let bestScore = -Infinity;
  for (let a = first; a < end; a++) {
    const v = <f64>unchecked(A_VISITS[a]);
    const score = <f64>unchecked(A_WINS[a]) / v + exploration * Math.sqrt(logTotal / v);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/**
 * Their greedy policy on the deal from here: the first available action to a
 * position neither this game nor this rollout has been in, until the game is
 * won, no such action is left, or it reaches their last action; once no card
 * is face down the solver decides (undecided: greedy goes on). Whether the
 * deal is won.
 */
function rollout(d: i32): bool {
  walk.clear();
  let solved = endgameNodes <= 0;
  while (d < BFT_MAX_DEPTH - 1) {
    if (model.won()) return true;
    if (!solved && model.faceDown() == 0) {
      solved = true;
      const o = solveTableau(model, endgameNodes, 0, LINE);
      countStrategyNodes(<i64>o.nodes);
      if (o.verdict == RESULT_WON) return true;
      if (o.verdict == RESULT_LOST) return false;
    }
    const count = bftActions();
    let moved = false;
    for (let i = 0; i < count && !moved; i++) {
      if (!unchecked(ACT_AVAILABLE[i])) continue;
      const k = play(unchecked(ACT_FIRST[i]), unchecked(ACT_SECOND[i]));
      const key = observationKey();
      if (history.find(key, false) || walk.find(key, false)) unplay(k);
      else {
        walk.find(key, true);
        moved = true;
      }
    }
    countStrategyNodes(1);
    if (!moved) return false;
    d++;
  }
  return model.won();
}

/** Plays an action on the model; returns how many moves were applied (for unplay). */
@inline function play(m: i32, m2: i32): i32 {
  return playAction(m, m2, APPLIED, 0);
}

/** Undoes the last k moves play() applied. */
@inline function unplay(k: i32): void {
  unplayActions(APPLIED, k);
}
