// UCT over Bjarnason, Fern and Tadepalli's actions, on their game (the stock
// seen, stockSeen=true), with their greedy policy playing the rollouts. At
// each action boundary the candidates are their available actions to a
// position not seen this game (bft-actions.ts). The face-down cards are dealt
// at random for each iteration (sampling.ts), and:
// - tree (tree, the default): UCT. A decision node is what the player
//   has seen on the way (uct.ts's observationKey: face-down cards hidden), so
//   a choice deeper in the tree depends only on cards turned up by then; an
//   action's children are the nodes for what it turned up. An iteration
//   descends by UCB1 (an action never tried first, in greedy's order), values
//   the node it stops at by a rollout (1 won, 0 not) and adds the value to the
//   actions on its way; samples times the candidates' number of
//   iterations a decision. The action played is the root's most visited, and
//   its node for what the action turned up is the next decision's root, its
//   statistics kept.
// - flat: every candidate is played in samples deals (the same deals for
//   all) and rolled out; the most wins is played (ties: greedy's order), and
//   with race a candidate clearly behind stops being dealt to.
//
// Nothing is clairvoyant while a card is face down, unlike hindsight: the
// greedy policy in a rollout chooses among actions on face-up cards and the
// seen stock, so a face-down card of the deal matters only once a move turns
// it up, as in a real game; a rollout's win is an unbiased sample of "this
// line, then greedy". Once no card is face down every card is known to the
// player (the stock is seen), so a rollout, and the player itself, hand over
// to the thoughtful solver there (endgameNodes): its verdict is a
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
import { UctTree } from "./uct-tree";
import { Plan } from "./plan";
import { hiddenPlaces, dealSample, packSampleRoot, unpackSampleRoot } from "./sampling";
import { STRATEGY_TT_MIB } from "./best-first";
import { PROFILE_KLONDIKE } from "../../games/tableau/rule-table";
import { Strategy, StrategySetting, intSetting, boolSetting, GRADE_NONE } from "../strategy";

/** The settings, by their index in the record. */
const BFT_UCT_SAMPLES: i32 = 0;
const BFT_UCT_ENDGAME_NODES: i32 = 1;
const BFT_UCT_RACE: i32 = 2;
const BFT_UCT_TREE: i32 = 3;
const BFT_UCT_EXPLORATION: i32 = 4;
const BFT_UCT_MOVE_MS: i32 = 5;
let samples: i32 = 100;
let endgameNodes: i32 = 20000;
let race: bool = true;
let tree: bool = true;
let exploration: f64 = 1.0;
let moveMs: i32 = 0; // milliseconds per decision, 0: no limit (a limit makes play depend on the machine's speed)
let started: f64 = 0; // when this decision's search began
const RACE_BATCH: i32 = 10; // flat: deals between two looks at the race

/** Sets setting `index` to `value`, which its range allows (index.ts checks). */
function setBftUct(index: i32, value: i32): void {
  if (index == BFT_UCT_SAMPLES) samples = value;
  else if (index == BFT_UCT_ENDGAME_NODES) endgameNodes = value;
  else if (index == BFT_UCT_RACE) race = value == 1;
  else if (index == BFT_UCT_TREE) tree = value == 1;
  else if (index == BFT_UCT_EXPLORATION) exploration = <f64>value / 100.0;
  else if (index == BFT_UCT_MOVE_MS) moveMs = value;
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
    TREE.game = -1;
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

// The tree (uct-tree.ts); actions are their compound actions (two moves), untried ones in greedy's order.
const TREE = new UctTree(1 << 16, 1 << 19);
const PATH_ACT = new StaticArray<i32>(BFT_MAX_DEPTH + 1);
const PATH_OBS = new StaticArray<u64>(BFT_MAX_DEPTH + 2);
let lastAct: i32 = -1; // the root action the last tree decision played
let lastDepth: i32 = -1; // and that decision's action count

/** UCT's choice among the candidates; the model is left at a deal. */
function treeChoice(cands: i32, slots: i32): i32 {
  const t = TREE;
  // The last decision's node for the action played and what it turned up
  // becomes the root, with the statistics of the actions still candidates,
  // when that decision came just before this one. Otherwise, or with a table
  // half full: a new tree.
  let old = -1;
  if (t.game == strategyGame && lastDepth == depth - 1 && !t.crowded()) {
    const c = t.findChild(lastAct, observationKey());
    if (c >= 0 && unchecked(t.nFirst[c]) >= 0) old = c;
  }
  if (old < 0) t.clear();
  t.game = strategyGame;
  const root = t.newNode(0);
  const base = t.actions;
  for (let c = 0; c < cands; c++) {
    const m = unchecked(CAND_FIRST[c]);
    const m2 = unchecked(CAND_SECOND[c]);
    t.addAction(m, m2, 0);
    if (old < 0) continue;
    const end = unchecked(t.nFirst[old]) + unchecked(t.nCount[old]);
    for (let b = unchecked(t.nFirst[old]); b < end; b++) {
      if (unchecked(t.aMove[b]) != m || unchecked(t.aSecond[b]) != m2) continue;
      t.carry(base + c, b);
      break;
    }
  }
  t.expanded(root, base);
  unchecked((t.nValued[root] = true));
  const iterations = samples * cands;
  for (let it = 0; it < iterations; it++) {
    dealSample(slots);
    iterate(root);
    if ((it & 15) == 15 && outOfTime()) break;
  }
  let best = 0;
  for (let c = 1; c < cands; c++) {
    const v = unchecked(t.aVisits[base + c]);
    const b = unchecked(t.aVisits[base + best]);
    if (v > b || (v == b && unchecked(t.aValue[base + c]) > unchecked(t.aValue[base + best]))) best = c;
  }
  lastAct = base + best;
  lastDepth = depth;
  return best;
}

/** One iteration on the deal in the model: descend, value the leaf, add the value to the actions on the way. */
function iterate(root: i32): void {
  const t = TREE;
  let node = root;
  let d = 0;
  let value = -1;
  unchecked((PATH_OBS[0] = observationKey()));
  while (d < BFT_MAX_DEPTH - 1 - depth) {
    if (unchecked(t.nFirst[node]) < 0) {
      if (t.firstVisit(node) || !expandNode(node, d)) break;
    }
    if (unchecked(t.nCount[node]) == 0) {
      value = 0; // no action to a position not seen: greedy would stop here too
      break;
    }
    const a = t.select(node, exploration);
    play(unchecked(t.aMove[a]), unchecked(t.aSecond[a]));
    unchecked((PATH_ACT[d++] = a));
    const obs = observationKey();
    unchecked((PATH_OBS[d] = obs));
    countStrategyNodes(1);
    if (model.won()) {
      value = 1;
      break;
    }
    const child = t.childFor(a, obs);
    if (child < 0) break;
    node = child;
  }
  if (value < 0) value = rollout(depth + 1 + d) ? 1 : 0;
  t.backUp(PATH_ACT, d, <f64>value);
}

/** Gives the node its available actions to a position neither this game nor this path has seen; false when the table is full. */
function expandNode(node: i32, d: i32): bool {
  const t = TREE;
  const count = bftActions();
  if (t.actions + count > t.maxActions) return false;
  const first = t.actions;
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
    if (!repeat) t.addAction(m, m2, 0);
  }
  t.expanded(node, first);
  return true;
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

const BFT_UCT_SETTINGS: StaticArray<StrategySetting> = [
  intSetting(
    "samples",
    1,
    10000,
    100,
    "iterations per decision, per candidate action, each on a fresh deal of the face-down cards (flat: the deals each action is rolled out in)",
    4,
  ),
  intSetting(
    "endgameNodes",
    0,
    10000000,
    20000,
    "solver nodes once no card is face down (every card is then known: won 1, proved lost 0, undecided: greedy goes on), in the rollouts and for the player's own line; 0 = greedy to the end",
  ),
  boolSetting(
    "race",
    true,
    "flat (tree=false): every 10 deals, stop dealing to actions whose wins are behind the leader's by more than twice the spread of such a difference (sqrt(2n) for n deals)",
  ),
  boolSetting(
    "tree",
    true,
    "grow a UCT tree over their actions (a node's children are what an action turns up; kept from decision to decision); false = flat rollouts, each action in the same deals",
  ),
  intSetting("exploration", 0, 1000, 100, "UCB1's exploration constant, in hundredths (100 = 1.0)"),
  intSetting("moveMs", 0, 600000, 0, "milliseconds per decision, 0 = no limit (a limit makes play depend on the machine's speed)"),
];

export const BFT_UCT = new Strategy(
  "bft-uct",
  "UCT over Bjarnason, Fern and Tadepalli's actions on their game, after their UCT: needs the stock seen (stockSeen=true, preset klondike-bft), as their player knows its order; plays any stock card a turning reaches directly, and chooses among their available actions: moves that cannot be undone at once, plus compound ones (a pile-to-pile move that turns up nothing, then the card left uncovered to its foundation or else the other card of the same colour and rank onto it; a card brought down from a foundation, then a card onto it or else the card under it onto a pile), never to a position seen this game, 499 actions at most; each decision runs samples iterations per candidate action, each dealing the face-down cards afresh, descending a tree of their actions by UCB1 (exploration), where an action's children are what it turns up, and valuing the leaf by a rollout of their greedy policy (won 1, else 0), which hands over to the solver (endgameNodes) once no card is face down; plays the most visited action and keeps the tree below it; once no card is face down it plays the solver's line (tree=false: flat rollouts of each action in the same deals instead)",
  1 << PROFILE_KLONDIKE,
  true,
  GRADE_NONE,
  true,
  bftUct,
  BFT_UCT_SETTINGS,
  setBftUct,
);
