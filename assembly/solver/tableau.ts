// How the tableau games are solved: complete searches in turn,
// 1. a short depth-first dive with moves in the order of the heuristic value
//    of the position each leads to, or in the static order in games with a
//    stock (most won deals fall in a few hundred nodes);
// 2. in FreeCell and Inverted FreeCell, a portfolio of searches in a
//    schedule, up to its share of nodes (portfolio.ts); in two-deck Spider,
//    beams of growing width (two-deck.ts) with all of the budgets (a proof
//    there is out of reach);
// 3. best-first search (bestfirst.ts), until it decides or its room for open
//    positions runs out (in games with a stock, or its share of nodes is spent);
//    Emperor's on its own evaluation (games/tableau/emperor.ts), after beams
//    in three variants (stock-beam.ts), built up followed by three more
//    rounds of them, each ranking positions its own way; in Streets
//    and Alleys and Beleaguered Castle in rounds of different depth weights
//    (weight-rounds.ts), the last one complete;
//    in Klondike and Solitaire, then searches for wins only in a smaller game
//    (wins-only.ts: no worry back, fewer run moves; best-first, then
//    depth-first restarts in shuffled orders);
// 4. depth-first search over the whole table for what is left of the budgets.
// Any of them decides: a win, or all reachable positions exhausted (lost).
// The line found is then written as a player's moves (stock turns spelt out).

import { Tableau } from "../games/tableau/tableau";
import { REDEALS_UNLIMITED } from "../games/tableau/rule-table";
import { ORDER_HEURISTIC, ORDER_STATIC } from "../games/tableau/state";
import { openEvaluate } from "../games/tableau/heuristic";
import { openGame, emperorGame } from "../games/tableau/kinds";
import { now } from "../engine/clock";
import { ttLend, ttLentBytes, ttReclaim, ttNarrow, ttRestore } from "./tt";
import { bestFirst, Solving, bfNodes, bfLength, bfBestScore, bfLineScore, RESULT_NO_ROOM } from "./bestfirst";
import { BEST_PATH, RESULT_LOST, RESULT_WON, RESULT_UNKNOWN } from "./search";
import { outcome, solveDepthFirst } from "./outcome";
import { progressPhase } from "./progress";
import { beamGame, beamPhase, beamNodes, beamLength, beamScore } from "./two-deck";
import { deadEndRules, deadEnd, deadEndBound } from "../games/tableau/deadend";
import { emperorEvaluate, emperorRounds, emperorRound } from "../games/tableau/emperor";
import { weightRounds, roundWeight, roundNodes, roundMs } from "./weight-rounds";
import { winsOnly, winsOnlyNodes, WO_LINE, woLength, woScore } from "./wins-only";
import { portfolio, portfolioGame, pfNodes, pfLength, pfScore, pfBound, PF_LINE } from "./portfolio";
import { stockBeams, sbNodes, sbLength, sbScore, SB_LINE } from "./stock-beam";

/** Node limit of the opening depth-first dive. */
const DIVE_NODES: i64 = 4000;
/**
 * The dive's limit where the portfolio follows (portfolio.ts): its restarts
 * cut off a dive gone wrong sooner. FreeCell ms 1..1000 took 3.45 M nodes in
 * all with a dive of 4,000, 3.18 M with 1,500, 3.30 M with 700. With the
 * restarts' shorter turns (portfolio.ts's RESTART_SHIFT), 1,000 took fewer
 * instructions than 1,500 or 2,000 (the table there).
 */
const PORTFOLIO_DIVE_NODES: i64 = 1000;

/**
 * Node limit of best-first in games with a stock (Klondike, Solitaire,
 * Emperor). There, millions of positions differ only by run tails moved,
 * cards worried back or talon states, with nearly the same heuristic value:
 * unbounded, best-first spent 12.8 M and 16.1 M nodes on klondike-bg sv 123
 * and 173 before its memory ran out, without a win, where the depth-first
 * search then won in 0.5 M and 86 (docs/notes/klondike-trace.md). On
 * klondike-bg draw 3 sv 0..199 at 2 M nodes a deal, 200 k / 500 k / 1 M here
 * won 130 / 133 / 132 deals against 126 unbounded.
 */
const STOCK_BEST_FIRST_NODES: i64 = 500000;

/**
 * Emperor's beams (stock-beam.ts), before its best-first search: 6,000,000
 * nodes, about 4.5 s of the 10-s budget here. Over sv 0..19 at 12 M nodes a
 * deal they took the wins from 4 to 10 built down and from 1 to 4 built up.
 */
const EMPEROR_BEAM_NODES: i64 = 6000000;
/**
 * Built up, the beams run in four rounds (emperor.ts's emperorRound), 3 M
 * nodes each, the first before best-first and the others after it (3c in
 * decide()): emperor.ts has the measures.
 */
const EMPEROR_UP_BEAM_NODES: i64 = 12000000;

/** Emperor's best-first: the solver's moves, Emperor's evaluation (emperor.ts). */
class EmperorSolving extends Solving<Tableau> {
  priority(g: Tableau): i32 {
    return emperorEvaluate(g);
  }
}

/** Streets and Alleys and Beleaguered Castle's best-first: the solver's moves, their evaluation (heuristic.ts's openEvaluate). */
class OpenSolving extends Solving<Tableau> {
  priority(g: Tableau): i32 {
    return openEvaluate(g);
  }
}

const ROOT = new StaticArray<u8>(1024);
const SOLVING = new Solving<Tableau>();
const EMPEROR = new EmperorSolving();
const OPEN = new OpenSolving();
const LINE = new StaticArray<i32>(1 << 15);
/**
 * The line to the best position of the phases so far, kept while the later
 * phases search: short of a win, the line reported is the best of every
 * phase's, and the score reported is the score at its end.
 */
const KEPT_LINE = new StaticArray<i32>(1 << 15);
let keptLength: i32 = 0;
let keptScore: i32 = 0;

/**
 * Tests: the solver starts without its dive, so that on tiny deals (which the
 * dive nearly always decides) the later phases and their pruning decide.
 */
let diveSkipped = false;
export function skipDive(on: bool): void {
  diveSkipped = on;
}

/** Solves from t's position, which it leaves unchanged; the line goes to `line` as a player's moves. */
export function solveTableau(t: Tableau, nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): i32 {
  // Stock cards laid only to be built on (prune.ts's layMoves), where every
  // talon card can be brought to the top at any time.
  t.deferLays = t.draw == 1 && t.redeals == REDEALS_UNLIMITED && !t.dealToPiles;
  const r = decide(t, nodeBudget, timeMs, LINE);
  t.deferLays = false;
  outcome.length = outcome.length > 0 ? t.expand(LINE, outcome.length, line) : 0;
  return r;
}

/** Milliseconds left before the deadline (0: no time limit). */
function remainingMs(timeMs: f64, deadline: f64): f64 {
  return timeMs > 0 ? max(1.0, deadline - now()) : 0;
}

/** Keeps `from[0..n)` when its score beats the line kept (once per phase, not in a search loop). */
function keep(from: StaticArray<i32>, n: i32, score: i32): void {
  if (score <= keptScore) return;
  keptScore = score;
  keptLength = n;
  for (let i = 0; i < n; i++) unchecked((KEPT_LINE[i] = from[i]));
}

/** The kept line and its score as the outcome's. */
function reportKept(line: StaticArray<i32>): void {
  outcome.length = keptLength;
  outcome.score = keptScore;
  for (let i = 0; i < keptLength; i++) unchecked((line[i] = KEPT_LINE[i]));
}

/** Out of budget, undecided: the line kept is the line reported. */
function undecided(t: Tableau, spent: i64, line: StaticArray<i32>): i32 {
  outcome.nodes = <f64>spent;
  reportKept(line);
  outcome.bound = t.winValue();
  outcome.proven = false;
  return RESULT_UNKNOWN;
}

/** A phase's win, from[0..n) with `score` at its end, as the outcome (once per solve). */
function wonWith(t: Tableau, spent: i64, from: StaticArray<i32>, n: i32, score: i32, line: StaticArray<i32>): i32 {
  outcome.nodes = <f64>spent;
  outcome.length = n;
  outcome.score = score;
  for (let i = 0; i < n; i++) unchecked((line[i] = from[i]));
  outcome.bound = t.winValue();
  outcome.proven = true;
  return RESULT_WON;
}

/** Is a budget spent? */
function spentAll(nodeBudget: i64, spent: i64, timeMs: f64, deadline: f64): bool {
  return (nodeBudget > 0 && spent >= nodeBudget) || (timeMs > 0 && now() >= deadline);
}

/** Nodes the last emperorBeams() searched. */
let beamsSpent: i64 = 0;

/**
 * Emperor's beams (stock-beam.ts) in rounds `from` to `to` - 1 (emperor.ts),
 * each on its share: a round's nodes, at most half of what is left of a node
 * budget. `spent`: the nodes searched before. Returns RESULT_WON with the
 * line in SB_LINE, or RESULT_UNKNOWN with the best line kept (keep()).
 */
function emperorBeams(t: Tableau, root: usize, from: i32, to: i32, nodeBudget: i64, spent: i64, timeMs: f64, deadline: f64): i32 {
  beamsSpent = 0;
  const round: i64 = emperorRounds(t) > 1 ? EMPEROR_UP_BEAM_NODES / emperorRounds(t) : EMPEROR_BEAM_NODES;
  for (let k = from; k < to; k++) {
    const share = nodeBudget > 0 ? min(round, (nodeBudget - spent - beamsSpent) / 2) : round;
    if (share <= 0) break;
    emperorRound(t, k);
    const r = stockBeams(t, root, share, deadline);
    emperorRound(t, -1);
    beamsSpent += sbNodes;
    if (r == RESULT_WON) return r;
    keep(SB_LINE, sbLength, sbScore);
    if (spentAll(nodeBudget, spent + beamsSpent, timeMs, deadline)) break;
  }
  return RESULT_UNKNOWN;
}

function decide(t: Tableau, nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): i32 {
  const deadline = timeMs > 0 ? now() + timeMs : Infinity;
  const root = changetype<usize>(ROOT);
  t.pack(root);

  // 1. The dive.
  // With a stock, the static order (foundation moves, turning up face-down
  // cards, ...) as Solvitaire's DFS: the heuristic's order chases run
  // rearrangements there (klondike-bg sv 173: won in 86 nodes against none in 4,000).
  t.ordering = t.draw > 0 ? ORDER_STATIC : ORDER_HEURISTIC;
  const diveNodes: i64 = portfolioGame(t) ? PORTFOLIO_DIVE_NODES : DIVE_NODES;
  const dive = nodeBudget > 0 && nodeBudget < diveNodes ? nodeBudget : diveNodes;
  // The dive plays stock cards onto piles freely: its static order finds
  // quick wins that way (klondike-bg draw 1 sv 32, 111, 152, 163: won in
  // under 1,000 nodes, against 500,000 and more when it defers them).
  const defer = t.deferLays;
  t.deferLays = false;
  let r = RESULT_UNKNOWN;
  if (diveSkipped) {
    outcome.nodes = 0;
    outcome.length = 0;
    outcome.score = t.value();
  } else r = solveDepthFirst<Tableau>(t, dive, remainingMs(timeMs, deadline), line);
  t.deferLays = defer;
  t.ordering = ORDER_STATIC;
  let spent = <i64>outcome.nodes;
  if (r != RESULT_UNKNOWN) return r;
  // A card that can never leave its place (deadend.ts): lost, with the
  // dive's line as the best found and the cards that can never go up as the bound.
  if (deadEndRules(t) && deadEnd(t)) {
    outcome.bound = deadEndBound(t);
    outcome.proven = outcome.score == outcome.bound;
    return RESULT_LOST;
  }
  if ((nodeBudget > 0 && spent >= nodeBudget) || (timeMs > 0 && now() >= deadline)) return r;
  keptLength = 0;
  keptScore = i32.MIN_VALUE;
  keep(line, outcome.length, outcome.score);
  const diveScore = outcome.score;

  // 2. FreeCell and Inverted FreeCell: the portfolio (portfolio.ts), up to
  // its share; a win from any of its searches, lost only from a complete one.
  if (portfolioGame(t)) {
    r = portfolio(t, nodeBudget > 0 ? nodeBudget - spent : 0, spent, keptScore, deadline, line);
    spent += pfNodes;
    if (r == RESULT_WON) return wonWith(t, spent, PF_LINE, pfLength, pfScore, line);
    keep(PF_LINE, pfLength, pfScore);
    if (r == RESULT_LOST) {
      outcome.nodes = <f64>spent;
      reportKept(line);
      outcome.bound = max(pfBound, keptScore);
      outcome.proven = outcome.score == outcome.bound;
      return r;
    }
    if (spentAll(nodeBudget, spent, timeMs, deadline)) return undecided(t, spent, line);
  }

  // 2b. Spider's beams, with all of the budgets; short of a win, their line is
  // kept if it goes further than the dive's.
  if (beamGame(t)) {
    r = beamPhase(t, nodeBudget > 0 ? nodeBudget - spent : 0, deadline, line);
    spent += beamNodes;
    if (r == RESULT_WON) {
      outcome.nodes = <f64>spent;
      outcome.length = beamLength;
      outcome.score = t.winValue();
      outcome.bound = t.winValue();
      outcome.proven = true;
      return r;
    }
    keep(line, beamLength, beamScore);
    if (spentAll(nodeBudget, spent, timeMs, deadline)) return undecided(t, spent, line);
  }

  // 2c. Emperor: beams in three variants (stock-beam.ts) on their share
  // (half of what is left of a node budget at most); they only win. Built
  // up, this is the first of their rounds (emperor.ts); the others follow
  // best-first (3c).
  if (emperorGame(t)) {
    r = emperorBeams(t, root, 0, 1, nodeBudget, spent, timeMs, deadline);
    spent += beamsSpent;
    if (r == RESULT_WON) return wonWith(t, spent, SB_LINE, sbLength, t.winValue(), line);
    if (spentAll(nodeBudget, spent, timeMs, deadline)) return undecided(t, spent, line);
  }

  // 3. Best-first, its open positions in memory the transposition table
  // lends; in the stock games only up to its share (it hands over undecided).
  // Short of a win it leaves the line to its best position in BEST_PATH.
  // In Streets and Alleys and Beleaguered Castle, rounds of other depth
  // weights first, each on its share, each kept line counted (weight-rounds.ts).
  const rounds = weightRounds(t);
  const nodesLeft: i64 = nodeBudget > 0 ? nodeBudget - spent : 0;
  const msLeft = remainingMs(timeMs, deadline);
  const share = t.draw > 0 ? STOCK_BEST_FIRST_NODES : 0;
  for (let k = 0; ; k++) {
    const last = k == rounds - 1;
    let bfBudget: i64 = nodeBudget > 0 ? nodeBudget - spent : 0;
    let bfDeadline = deadline;
    if (!last) {
      bfBudget = roundNodes(k, nodesLeft, timeMs > 0);
      if (timeMs > 0) bfDeadline = min(deadline, now() + roundMs(k, msLeft));
    }
    if (share > 0 && (bfBudget == 0 || bfBudget > share)) bfBudget = share;
    progressPhase(<f64>spent, keptScore);
    const region = ttLend();
    const lent = ttLentBytes();
    // The stock games' share is small: a table of its size (tt.ts's ttNarrow).
    const whole = share > 0 ? ttNarrow(bfBudget) : 0;
    r = emperorGame(t)
      ? bestFirst<Tableau, EmperorSolving>(t, EMPEROR, region, lent, bfBudget, bfDeadline, i32.MAX_VALUE, true)
      : openGame(t)
        ? bestFirst<Tableau, OpenSolving>(t, OPEN, region, lent, bfBudget, bfDeadline, i32.MAX_VALUE, true, roundWeight(t, k))
        : bestFirst<Tableau, Solving<Tableau>>(t, SOLVING, region, lent, bfBudget, bfDeadline, i32.MAX_VALUE, true, roundWeight(t, k));
    if (share > 0) ttRestore(whole);
    t.unpack(root);
    spent += bfNodes;
    // An early round out of its share with budgets left: the next round.
    if (last || r != RESULT_UNKNOWN || spentAll(nodeBudget, spent, timeMs, deadline)) break;
    keep(BEST_PATH, bfLength, bfLineScore);
  }
  // Its share used up with budget and time left: the depth-first search goes on.
  if (r == RESULT_UNKNOWN && share > 0 && bfNodes >= share && (nodeBudget <= 0 || spent < nodeBudget) && !(timeMs > 0 && now() >= deadline)) r = RESULT_NO_ROOM;
  if (r == RESULT_WON) return wonWith(t, spent, BEST_PATH, bfLength, bfBestScore, line);
  keep(BEST_PATH, bfLength, bfLineScore);
  if (r != RESULT_NO_ROOM) {
    outcome.nodes = <f64>spent;
    reportKept(line);
    // Lost: every position was seen, so the best score is known (a bound all the same).
    outcome.bound = r == RESULT_LOST ? max(bfBestScore, diveScore) : t.winValue();
    outcome.proven = outcome.score == outcome.bound;
    return r;
  }

  ttReclaim();
  if (nodeBudget > 0 && spent >= nodeBudget) return undecided(t, spent, line);

  // 3b. One deck with a stock (Klondike, Solitaire): searches for wins only,
  // in a smaller game (wins-only.ts); their "lost" proves nothing here.
  if (t.draw > 0 && t.decks == 1 && !t.dealToPiles) {
    r = winsOnly(t, root, nodeBudget > 0 ? nodeBudget - spent : 0, spent, keptScore, deadline, line);
    spent += winsOnlyNodes;
    if (r == RESULT_WON) {
      outcome.nodes = <f64>spent;
      outcome.bound = t.winValue();
      outcome.proven = true;
      return r;
    }
    keep(WO_LINE, woLength, woScore);
    if (spentAll(nodeBudget, spent, timeMs, deadline)) return undecided(t, spent, line);
  }

  // 3c. Emperor built up: the other rounds of beams, after best-first (at
  // small budgets best-first wins more than they do: sv 0..999 at 1 M nodes
  // a deal, 61 won with best-first's share, 16 with the rounds before it).
  if (emperorGame(t) && emperorRounds(t) > 1) {
    progressPhase(<f64>spent, keptScore);
    r = emperorBeams(t, root, 1, emperorRounds(t), nodeBudget, spent, timeMs, deadline);
    spent += beamsSpent;
    if (r == RESULT_WON) return wonWith(t, spent, SB_LINE, sbLength, t.winValue(), line);
    if (spentAll(nodeBudget, spent, timeMs, deadline)) return undecided(t, spent, line);
  }

  // 4. Depth-first over the whole table; short of a verdict, the best of its line and the earlier phases'.
  progressPhase(<f64>spent, keptScore);
  r = solveDepthFirst<Tableau>(t, nodeBudget > 0 ? nodeBudget - spent : 0, remainingMs(timeMs, deadline), line);
  outcome.nodes += <f64>spent;
  if (r == RESULT_UNKNOWN && outcome.score < keptScore) reportKept(line);
  return r;
}
