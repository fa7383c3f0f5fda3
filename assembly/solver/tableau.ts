// How the tableau games are solved: the phases of the game's profile
// (games/tableau/profile.ts) in turn, each a complete search or a search for
// wins only, on what is left of the budgets, until one decides (a win, or
// every reachable position exhausted: lost) or the budgets are spent. The
// phases (docs/solver.md has what each is for and where it came from):
// - the dive: a short depth-first search (most won deals fall in a few
//   hundred nodes), then, where the profile asks and its argument holds, the
//   dead-end test (deadend.ts);
// - FreeCell's portfolio of searches (portfolio.ts);
// - Spider's beams (two-deck.ts), Emperor's beams in rounds (stock-beam.ts);
// - best-first search in rounds of depth weights (best-first-phase.ts);
// - searches for wins only in a smaller game (wins-only.ts);
// - depth-first search over the whole table with what is left.
// Short of a win, the line reported is the best any phase reached. The line
// found is then written as a player's moves (stock turns spelt out).

import { Tableau } from "../games/tableau/tableau";
import { OrderedMoves } from "../games/tableau/prune";
import { STATIC_ORDER, HEURISTIC_ORDER } from "../games/tableau/order";
import { deadEnd, deadEndBound } from "../games/tableau/deadend";
import {
  PHASE_DIVE,
  PHASE_PORTFOLIO,
  PHASE_SPIDER_BEAMS,
  PHASE_FIRST_BEAMS,
  PHASE_BEST_FIRST,
  PHASE_WINS_ONLY,
  PHASE_LATER_BEAMS,
  PHASE_DEPTH_FIRST,
  PHASE_OPEN_TALON,
  PHASE_COUNT,
  PHASE_SHORT,
  PHASE_KIND_MASK,
  DIVE_ORDER_STATIC,
  DIVE_ORDER_HEURISTIC,
} from "../games/tableau/profile";
import { now } from "../engine/clock";
import { Outcome, RESULT_LOST, RESULT_WON, RESULT_UNKNOWN } from "./result";
import { solveDepthFirst } from "./outcome";
import { progressPhase } from "./progress";
import { Solve, PhaseResult } from "./phase";
import { ttLend, ttLentBytes, ttReclaim } from "./tt";
import { PARKING, PARKING_EIGHTHS } from "./parked";
import { portfolioPhase, portfolioApplies, aimedApplies } from "./portfolio";
import { spiderBeamsPhase } from "./two-deck";
import { firstBeamsPhase, laterBeamsPhase } from "./emperor-beams";
import { bestFirstPhase } from "./best-first-phase";
import { winsOnlyPhase } from "./wins-only";
import { openTalonPhase } from "./open-talon";
import { argueFor, argueNone } from "./arguments";

const ROOT = new StaticArray<u8>(1024);
const SOLVE = new Solve();
const DIVE = new PhaseResult();
const DEPTH_FIRST = new PhaseResult();
const OUTCOME = new Outcome();
const STATIC_MOVES = new OrderedMoves(STATIC_ORDER);
/** Nodes the last solve spent in each kind of phase (profile.ts's PHASE_*). */
const PHASE_NODES = new StaticArray<f64>(PHASE_COUNT);
const HEURISTIC_MOVES = new OrderedMoves(HEURISTIC_ORDER);

/**
 * Tests: the solver starts without its dive, so that on tiny deals (which the
 * dive nearly always decides) the later phases and their pruning decide.
 */
let diveSkipped = false;
export function skipDive(on: bool): void {
  diveSkipped = on;
}

/** Tests: only the kinds of phase in this mask run (bit k: PHASE_* k; 0: every phase of the plan). */
let phaseMask: i32 = 0;
export function onlyPhases(mask: i32): void {
  phaseMask = mask;
}

/**
 * Solves from t's position, which it leaves unchanged; the line goes to
 * `line` as a player's moves, and the outcome is returned.
 */
export function solveTableau(t: Tableau, nodeBudget: i64, timeMs: f64, line: StaticArray<i32>): Outcome {
  argueFor(t);
  const o = decide(t, nodeBudget, timeMs);
  argueNone(t);
  o.length = o.length > 0 ? t.expand(SOLVE.line, o.length, line) : 0;
  return o;
}

/** Nodes the last solve spent in phases of kind `kind` (profile.ts's PHASE_*). */
export function phaseNodes(kind: i32): f64 {
  return kind >= 0 && kind < PHASE_COUNT ? unchecked(PHASE_NODES[kind]) : 0;
}

/** The profile's phases in turn; the outcome, its line in SOLVE.line. */
function decide(t: Tableau, nodeBudget: i64, timeMs: f64): Outcome {
  const s = SOLVE;
  s.nodeBudget = nodeBudget;
  s.timeMs = timeMs;
  s.deadline = timeMs > 0 ? now() + timeMs : Infinity;
  s.spent = 0;
  s.keptLength = 0;
  s.keptScore = i32.MIN_VALUE;
  s.root = changetype<usize>(ROOT);
  t.pack(s.root);
  for (let k = 0; k < PHASE_COUNT; k++) unchecked((PHASE_NODES[k] = 0));
  const plan = t.profile.plan;
  for (let k = 0; k < plan.length; k++) {
    const entry = unchecked(plan[k]);
    const kind = entry & PHASE_KIND_MASK;
    if (phaseMask != 0 && (phaseMask & (1 << kind)) == 0) continue;
    const res = runPhase(kind, (entry & PHASE_SHORT) != 0, t, s);
    s.spent += res.nodes;
    unchecked((PHASE_NODES[kind] = PHASE_NODES[kind] + <f64>res.nodes));
    if (res.verdict == RESULT_WON) return report(s, res.line, res.length, t.winValue(), RESULT_WON, t.winValue(), true);
    if (res.ownLine && (res.verdict == RESULT_LOST || res.last)) {
      // The last search's own line, unless an earlier phase's went further.
      if (res.verdict == RESULT_UNKNOWN && res.score < s.keptScore) return report(s, s.kept, s.keptLength, s.keptScore, res.verdict, res.bound, res.proven);
      return report(s, res.line, res.length, res.score, res.verdict, res.bound, res.proven);
    }
    if (res.verdict == RESULT_LOST) return report(s, s.kept, s.keptLength, s.keptScore, RESULT_LOST, res.bound, s.keptScore == res.bound);
    if (res.last || s.spentAll()) break;
  }
  // Out of budget, undecided: the line kept is the line reported.
  return report(s, s.kept, s.keptLength, s.keptScore, RESULT_UNKNOWN, t.winValue(), false);
}

/** The outcome: the line from[0..n) (into SOLVE.line), its end's score, the verdict, the bound and whether it is proven. */
function report(s: Solve, from: StaticArray<i32>, n: i32, score: i32, verdict: i32, bound: i32, proven: bool): Outcome {
  if (from != s.line) for (let i = 0; i < n; i++) unchecked((s.line[i] = from[i]));
  return OUTCOME.set(verdict, <f64>s.spent, n, score, bound, proven);
}

function runPhase(kind: i32, short: bool, t: Tableau, s: Solve): PhaseResult {
  if (kind == PHASE_DIVE) return dive(t, s);
  if (kind == PHASE_PORTFOLIO) return portfolioPhase(t, s);
  if (kind == PHASE_SPIDER_BEAMS) return spiderBeamsPhase(t, s);
  if (kind == PHASE_FIRST_BEAMS) return firstBeamsPhase(t, s);
  if (kind == PHASE_BEST_FIRST) return bestFirstPhase(t, s, short);
  if (kind == PHASE_WINS_ONLY) return winsOnlyPhase(t, s, short);
  if (kind == PHASE_LATER_BEAMS) return laterBeamsPhase(t, s);
  if (kind == PHASE_OPEN_TALON) return openTalonPhase(t, s);
  return depthFirstPhase(t, s);
}

/**
 * The dive: a depth-first search of the profile's dive nodes (fewer where
 * the portfolio follows: its restarts cut off a dive gone wrong sooner, and
 * there its moves are aimed ones, for a win only).
 * With a stock, in the static order (foundation moves, turning up face-down
 * cards, ...) as Solvitaire's DFS: the heuristic's order chases run
 * rearrangements there. It plays stock cards onto piles freely: its static
 * order finds quick wins that way, which deferring those cards delays by
 * hundreds of thousands of nodes (docs/notes/klondike-trace.md has both).
 * Undecided, a card that can never leave its place (deadend.ts) proves the
 * deal lost where the profile asks for the test: the dive's line is the best
 * found, and the cards that can never go up give the bound.
 */
function dive(t: Tableau, s: Solve): PhaseResult {
  const p = t.profile;
  const order = p.diveOrder == DIVE_ORDER_STATIC || (p.diveOrder != DIVE_ORDER_HEURISTIC && t.draw > 0) ? STATIC_MOVES : HEURISTIC_MOVES;
  const diveNodes = p.plan.includes(PHASE_PORTFOLIO) && portfolioApplies(t) ? p.portfolioDiveNodes : p.diveNodes;
  const nodes = s.nodeBudget > 0 && s.nodeBudget < diveNodes ? s.nodeBudget : diveNodes;
  const defer = t.deferLays;
  const deferReserve = t.deferReserve;
  const deferWorry = t.deferWorry;
  t.deferLays = false;
  t.deferReserve = false;
  t.deferWorry = false;
  const res = DIVE;
  res.ownLine = true;
  res.last = false;
  if (diveSkipped) {
    res.verdict = RESULT_UNKNOWN;
    res.nodes = 0;
    res.line = s.line;
    res.length = 0;
    res.score = t.value();
    res.bound = t.winValue();
    res.proven = false;
  } else {
    borrowParking();
    // Where the portfolio follows, the dive plays aimed moves (aimed.ts): a
    // smaller game, whose exhaustion proves nothing.
    const aimed = p.plan.includes(PHASE_PORTFOLIO) && aimedApplies(t);
    t.aimed = aimed;
    const o = solveDepthFirst<Tableau, OrderedMoves>(t, order, nodes, s.remainingMs(), s.line);
    t.aimed = false;
    giveParkingBack();
    res.verdict = aimed && o.verdict == RESULT_LOST ? RESULT_UNKNOWN : o.verdict;
    res.nodes = <i64>o.nodes;
    res.line = s.line;
    res.length = o.length;
    res.score = o.score;
    res.bound = o.bound;
    res.proven = o.proven && !aimed;
  }
  t.deferLays = defer;
  t.deferReserve = deferReserve;
  t.deferWorry = deferWorry;
  if (res.verdict != RESULT_UNKNOWN) return res;
  if (p.deadEndTest && t.deadEndHolds && deadEnd(t)) {
    res.verdict = RESULT_LOST;
    res.bound = deadEndBound(t);
    res.proven = res.score == res.bound;
    return res;
  }
  s.keep(res.line, res.length, res.score);
  s.diveScore = res.score;
  res.ownLine = false;
  return res;
}

/**
 * The last phase: depth-first search over the whole table for what is left
 * of the budgets; short of a verdict, the better of its line and the earlier
 * phases'.
 */
function depthFirstPhase(t: Tableau, s: Solve): PhaseResult {
  progressPhase(<f64>s.spent, s.keptScore);
  borrowParking();
  const o = solveDepthFirst<Tableau, OrderedMoves>(t, STATIC_MOVES, s.nodesLeft(), s.remainingMs(), s.line);
  giveParkingBack();
  const res = DEPTH_FIRST;
  res.verdict = o.verdict;
  res.nodes = <i64>o.nodes;
  res.line = s.line;
  res.length = o.length;
  res.score = o.score;
  res.bound = o.bound;
  res.proven = o.proven;
  res.ownLine = true;
  res.last = true;
  return res;
}

/**
 * The dive and the last phase park the positions their depth-first search
 * meets at its depth limit in a quarter of the table (solver/parked.ts),
 * which they give back when done.
 */
function borrowParking(): void {
  const region = ttLend(PARKING_EIGHTHS);
  PARKING.borrow(region, ttLentBytes());
}
function giveParkingBack(): void {
  PARKING.giveBack();
  ttReclaim();
}
