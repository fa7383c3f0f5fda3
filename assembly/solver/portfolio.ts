// The portfolio (issue 10 part 5), for the open games with cells and no
// stock (FreeCell, Inverted FreeCell): several searches that look in
// different places, each given a quota of nodes in a schedule of rounds, the
// quotas doubling from round to round, until one decides or the portfolio's
// share is spent. A search that goes wrong at its first decisions (the heavy
// tail of the deals that took seconds) is cut off at its quota; another order
// or evaluation finds the win in a few thousand nodes. After fc-solve's
// soft threads (its `-l lg` preset: randomised depth-first searches with
// different move orders and weighted best-first searches, run by a schedule).
//
// The searches:
// - depth-first in the heuristic's order with noise (evaluate.ts's
//   setOrderNoise), a different seed each: restarts that try the close calls
//   another way;
// - best-first on the main heuristic (bestfirst.ts) with different weights on
//   depth, and on a weighted evaluation (games/tableau/weighted.ts).
//
// What they share: nothing but the memory they use in turn. Each starts a new
// search of the transposition table (a position another search has reached
// says nothing of what lies under it in this one's order), so every restart
// repeats its first nodes: the doubling keeps that to the nodes of one round.
//
// Verdicts: a win from any search (the line is replayed through the
// reference like every other). Lost only from a search that is complete:
// depth-first with its table, whatever its order, or best-first that emptied
// its open positions, each one searching the game's own moves (the solver's
// moves less the provably equivalent ones, prune.ts). Group moves are part of
// the rules here (a run moves as one unit within the supermove limit), and
// each is the same as its cards moved one at a time through free cells and
// empty piles, as the limit counts them; single-card moves are all generated
// too. So a complete search over these moves sees every position single-card
// moves reach, and its "lost" is exact. A search cut off at its quota proves
// nothing.

import { Tableau } from "../games/tableau/position";
import { ORDER_HEURISTIC, ORDER_STATIC, setOrderNoise } from "../games/tableau/evaluate";
import { Weights, weighted } from "../games/tableau/weighted";
import { UNIT_RUNS } from "../games/tableau/rule-table";
import { now } from "../engine/clock";
import { ttLend, ttLentBytes, ttReclaim } from "./tt";
import { bestFirst, Solving, bfNodes, bfLength, bfBestScore, bfLineScore, RESULT_NO_ROOM } from "./bestfirst";
import { BEST_PATH, RESULT_LOST, RESULT_WON, RESULT_UNKNOWN } from "./search";
import { outcome, solveDepthFirst } from "./outcome";
import { progressPhase } from "./progress";

/** The portfolio's first round gives each search this many nodes; each later round twice the last. */
const FIRST_QUOTA: i64 = 2000;

/** Most nodes of the portfolio in all, before the later phases (tableau.ts) take over. */
export const PORTFOLIO_NODES: i64 = 4000000;

// A search of the portfolio: its kind and its parameters.
const DFS: i32 = 0; // depth-first, heuristic order with noise; a: the noise seed
const BEST: i32 = 1; // best-first on the main heuristic; a: depth weight
const WEIGHTED: i32 = 2; // best-first on WEIGHTS[b]; a: depth weight

const KIND: StaticArray<i32> = [BEST, DFS, WEIGHTED, DFS, BEST, WEIGHTED];
const PARAM_A: StaticArray<i32> = [2, 1, 1, 2, 8, 4];
const PARAM_B: StaticArray<i32> = [0, 0, 0, 0, 0, 1];
const SEARCHES: i32 = 6;

/** Noise of the depth-first searches' order: keys vary by up to this (the heuristic's card up is 64). */
const NOISE_MASK: u64 = 31;

const WEIGHTS: StaticArray<Weights> = [new Weights().set(100, 20, 6, 10, 0), new Weights().set(60, 10, 3, 4, 4)];

class WeightedSolving extends Solving<Tableau> {
  w: Weights = WEIGHTS[0];
  priority(g: Tableau): i32 {
    return weighted(g, this.w);
  }
}

const SOLVING = new Solving<Tableau>();
const WEIGHTED_SOLVING = new WeightedSolving();
/** Searches that can no longer gain from a larger quota (best-first out of room). */
const DONE = new StaticArray<bool>(SEARCHES);
const ROOT = new StaticArray<u8>(1024);

/** Nodes the last portfolio spent; the line of its win or of its best position (pfLength moves in its line) and the score there. */
export let pfNodes: i64 = 0;
export let pfLength: i32 = 0;
export let pfScore: i32 = 0;
/** After a lost verdict: the best score of the complete search that gave it. */
export let pfBound: i32 = 0;
export const PF_LINE = new StaticArray<i32>(1 << 15);

/** The games the portfolio plays: open (nothing face down, no stock), with cells, runs moving as units. */
// DEBUG (temporary): which searches run, the first quota, which search won.
let debugMask: i32 = 0xffff;
let debugFirst: i64 = FIRST_QUOTA;
export let debugWinner: i32 = -1;
export function pfDebugSet(mask: i32, first: i32): void {
  debugMask = mask;
  debugFirst = first;
}
export function pfDebugWinner(): i32 {
  return debugWinner;
}

export function portfolioGame(t: Tableau): bool {
  return t.draw == 0 && t.nCells > 0 && t.unit == UNIT_RUNS && t.faceDown() == 0 && !t.dealToPiles;
}

/** Keeps line[0..n) as the portfolio's best when its score beats it (once per search, not in a loop). */
function keepLine(line: StaticArray<i32>, n: i32, score: i32): void {
  if (score <= pfScore) return;
  pfScore = score;
  pfLength = n;
  for (let i = 0; i < n; i++) unchecked((PF_LINE[i] = line[i]));
}

/**
 * Runs the portfolio from t's position (left unchanged) for up to
 * `nodeBudget` nodes (0: PORTFOLIO_NODES) and until `deadline`: RESULT_WON
 * (the line in PF_LINE), RESULT_LOST (proved by a complete search) or
 * RESULT_UNKNOWN (its share spent; PF_LINE holds the best line seen).
 * `line` is scratch room for the depth-first searches' lines; `before` and
 * `bestBefore`, the earlier phases' nodes and best score (for progress reports).
 */
export function portfolio(t: Tableau, nodeBudget: i64, before: i64, bestBefore: i32, deadline: f64, line: StaticArray<i32>): i32 {
  const share = nodeBudget > 0 && nodeBudget < PORTFOLIO_NODES ? nodeBudget : PORTFOLIO_NODES;
  const root = changetype<usize>(ROOT);
  t.pack(root);
  pfNodes = 0;
  pfLength = 0;
  pfScore = i32.MIN_VALUE;
  for (let i = 0; i < SEARCHES; i++) unchecked((DONE[i] = false));
  let quota = debugFirst;
  debugWinner = -1;
  for (let i = 0; i < SEARCHES; i++) if (((debugMask >> i) & 1) == 0) unchecked((DONE[i] = true));
  let live = 0;
  for (let i = 0; i < SEARCHES; i++) if (!unchecked(DONE[i])) live++;
  while (live > 0) {
    for (let i = 0; i < SEARCHES; i++) {
      if (unchecked(DONE[i])) continue;
      const left = share - pfNodes;
      if (left <= 0 || now() >= deadline) return RESULT_UNKNOWN;
      const q = quota < left ? quota : left;
      progressPhase(<f64>(before + pfNodes), max(bestBefore, pfScore));
      const r = run(t, i, q, deadline, line);
      t.unpack(root);
      if (r == RESULT_WON || r == RESULT_LOST) {
        debugWinner = i;
        return r;
      }
      if (r == RESULT_NO_ROOM) {
        unchecked((DONE[i] = true));
        live--;
      }
    }
    quota <<= 1;
  }
  return RESULT_UNKNOWN;
}

/** Search i of the portfolio for up to q nodes; adds its nodes to pfNodes, keeps its line. */
function run(t: Tableau, i: i32, q: i64, deadline: f64, line: StaticArray<i32>): i32 {
  const kind = unchecked(KIND[i]);
  const a = unchecked(PARAM_A[i]);
  if (kind == DFS) {
    t.ordering = ORDER_HEURISTIC;
    setOrderNoise(<u64>a * 0x9e3779b97f4a7c15, NOISE_MASK);
    const r = solveDepthFirst<Tableau>(t, q, max(1.0, deadline - now()), line);
    setOrderNoise(0, 0);
    t.ordering = ORDER_STATIC;
    pfNodes += <i64>outcome.nodes;
    if (r == RESULT_WON) {
      pfScore = i32.MIN_VALUE;
      keepLine(line, outcome.length, outcome.score);
    } else {
      keepLine(line, outcome.length, outcome.score);
      if (r == RESULT_LOST) pfBound = outcome.bound;
    }
    return r;
  }
  let r: i32;
  if (kind == BEST) r = bestFirst<Tableau, Solving<Tableau>>(t, SOLVING, ttLend(), ttLentBytes(), q, deadline, i32.MAX_VALUE, true, a);
  else {
    WEIGHTED_SOLVING.w = WEIGHTS[unchecked(PARAM_B[i])];
    r = bestFirst<Tableau, WeightedSolving>(t, WEIGHTED_SOLVING, ttLend(), ttLentBytes(), q, deadline, i32.MAX_VALUE, true, a);
  }
  ttReclaim();
  pfNodes += bfNodes;
  if (r == RESULT_WON) pfScore = i32.MIN_VALUE;
  keepLine(BEST_PATH, bfLength, r == RESULT_WON ? bfBestScore : bfLineScore);
  if (r == RESULT_LOST) pfBound = bfBestScore;
  return r;
}
