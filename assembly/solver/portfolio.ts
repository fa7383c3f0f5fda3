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
// The searches, in their order in a round:
// - best-first on FreeCell's evaluation (heuristic.ts's cellsEvaluate: the
//   main heuristic less a weight per card under a pile's top run; ms
//   1..32000 at 4 M nodes took 118.3 M nodes in all with it against 125.7 M
//   on the heuristic alone) with more weight on
//   depth than phase 3's (8 a move against 2: it won the deals the dive left
//   in fewer nodes), which goes on at each turn where it stopped;
// - depth-first in that evaluation's order with noise (order.ts's
//   setOrderNoise), a different seed each, started again at each turn:
//   restarts that try the close calls another way. They found the wins of
//   the deals best-first took seconds over (ms 286, 385, 744, ...).
//
// What they share: nothing but the memory they use in turn. The best-first
// search keeps the transposition table for its own between its turns, and
// the depth-first searches use a second table in the memory the first lends
// (tt.ts): a position one search has reached says nothing of what lies under
// it in another's order, so none skips what another has seen. Restarts
// repeat their first nodes: the doubling keeps that to the nodes of a round.
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

import { Tableau } from "../games/tableau/tableau";
import { MoveOrder, ORDER_HEURISTIC } from "../games/tableau/order";
import { OrderedMoves } from "../games/tableau/prune";
import { evaluate } from "../games/tableau/heuristic";
import { now } from "../engine/clock";
import { ttLend, ttLentBytes, ttReclaim, ttSecondTable, ttSwapTables } from "./tt";
import { Solving, bfBegin, bfResume, bfEnd } from "./bestfirst";
import { RESULT_LOST, RESULT_WON, RESULT_UNKNOWN, RESULT_NO_ROOM } from "./result";
import { solveDepthFirst } from "./outcome";
import { progressPhase } from "./progress";
import { Solve, PhaseResult, LINE_CAP } from "./phase";

/** The portfolio's first round gives best-first this many nodes; each later round twice the last. */
const FIRST_QUOTA: i64 = 4000;

/**
 * Each depth-first restart's turn is the round's quota shifted right by this
 * (a quarter: 1,000 nodes in the first round, best-first's 4,000).
 *
 * Why (stop 27): with every search on 2,000 nodes a turn, over ms 1..4000 the
 * restarts that won did so in a median of 468 nodes (three in four under
 * 1,000), those that failed spent all of their 2,000, and 63% of the nodes
 * went to the restarts; best-first's wins took a median of 1,336. Nodes are
 * a poor measure of time here: a restart's nodes are nearly all expansions
 * (each scores all its children), where a long search's are mostly table
 * hits. So the schedules were compared by the engine's instructions
 * (cachegrind, TurboFan only) over two samples of 4,000 deals, ms 1, 9, 17,
 * ... and ms 5, 13, 21, ... (each one eighth of ms 1..32000, hard deals and
 * all), with the dive's limit (tableau.ts):
 *
 *   best-first / restarts / dive      sample 1   sample 2
 *   2,000 / 2,000 / 1,500 (before)    54.66 G    53.67 G
 *   2,000 /   500 / 1,000             50.00 G    51.98 G
 *   4,000 /   500 / 1,000             48.96 G    49.48 G
 *   4,000 / 1,000 / 1,000 (kept)      48.90 G    48.68 G
 *   4,000 / 1,000 / 1,500                        49.54 G
 *   3,000 /   750 / 1,000                        49.89 G
 *   8,000 /   500 / 1,000             52.17 G
 *   1,000 /   500 / 1,000             54.70 G
 *
 * (Each count includes the probe's start, about 1.4 G.)
 */
const RESTART_SHIFT: i32 = 2;

/** Most nodes of the portfolio in all, before the later phases (tableau.ts) take over. */
export const PORTFOLIO_NODES: i64 = 4000000;

// The searches: one best-first (bfResume), its priority the main heuristic
// less DEPTH_WEIGHT per move, then NOISE_SEEDS depth-first ones.
// Measured on NOISE_MASK's deals and ms 2274 at 1 M nodes a deal: depth weight 8 and
// best-first's turn as long as a depth-first one's took 6.3 M nodes in all;
// weight 4, 7.7 M; turns 2 and 4 times as long, 6.4 M and 6.7 M.
// Restarts, at 4 M nodes a deal (stop 22, the move straight back left out):
// 2 / 4 / 6 / 8 / 12 seeds took 8.31 / 5.90 / 5.01 / 4.84 / 4.72 M nodes on
// ms 1..2000, and 24 seeds 4.74 M; on ms 2001..6000, 4 / 8 / 12 / 16 / 24 /
// 48 seeds 13.11 / 11.93 / 10.66 / 10.31 / 9.22 / 9.01 M. Many short
// restarts in other orders cut the heavy tail (deals the dive leaves and
// the first searches go wrong on). With 24, a first quota of 1,000 or 500
// (9.08 and 9.09 M), noise 63 or 255 (10.83 and 10.87 M) and best-first
// turns 4 times as long (9.13 M) changed little or lost.
// Stop 28: 12, with the cells games' weights of evaluate.ts (WEIGHT_SETS;
// WEIGHTS_CELLS's comment has the search). On two samples of 4,000 deals:
// with a free cell 32 and an empty pile 24, 8 took 14.5 M nodes and 12
// 12.4 M; with the next-but-one weight 2 as well, 10, 14 and 16 took 11.4,
// 11.9 and 12.6 M against 12's 11.3 M.
// The schedule was measured again with those weights: a first quota of 2,000
// or 8,000, restarts of a half or an eighth of it, noise 63 or 255, a dive
// of 500 or 2,000 took 11.2 to 12.4 M nodes: the schedule stays.
const DEPTH_WEIGHT: i32 = 12;
const NOISE_SEEDS: i32 = 24;
const SEARCHES: i32 = 1 + NOISE_SEEDS;

/**
 * Noise of the depth-first searches' order: keys vary by up to this (a card
 * up is worth 64 to the heuristic). On 252 deals the dive left and 59 that
 * took seconds, 15 / 31 / 63 / 127 / 255 took 12.8 / 9.2 / 8.2 / 6.1 / 7.7 M
 * nodes in all.
 */
const NOISE_MASK: u64 = 127;

/** The share of the lent memory the depth-first searches' table takes, in sixths; best-first's open positions take the rest. */
const DFS_TABLE_SIXTHS: usize = 1;

/** The portfolio's best-first: the solver's moves, the profile's evaluation (FreeCell's counts cards under runs). */
class Evaluating extends Solving<Tableau> {
  priority(g: Tableau): i32 {
    return evaluate(g, g.profile.weights);
  }
}

const SOLVING = new Evaluating();
/** The depth-first restarts' move order: the heuristic's, with a noise seed of each restart's own. */
const RESTART_ORDER = new MoveOrder(ORDER_HEURISTIC);
const RESTART_MOVES = new OrderedMoves(RESTART_ORDER);
const RESULT = new PhaseResult();

// The portfolio so far: nodes spent, the line of its win or of its best
// position (pfLength moves in PF_LINE) and the score there, and after a lost
// verdict the best score of the complete search that gave it.
let pfNodes: i64 = 0;
let pfLength: i32 = 0;
let pfScore: i32 = 0;
let pfBound: i32 = 0;
const PF_LINE = new StaticArray<i32>(LINE_CAP);

/** The portfolio's searches need nothing face down (order.ts scores their moves unplayed). */
export function portfolioApplies(t: Tableau): bool {
  return t.faceDown() == 0;
}

/** Keeps line[0..n) as the portfolio's best when its score beats it (once per turn, not in a loop). */
function keepLine(line: StaticArray<i32>, n: i32, score: i32): void {
  if (score <= pfScore) return;
  pfScore = score;
  pfLength = n;
  for (let i = 0; i < n; i++) unchecked((PF_LINE[i] = line[i]));
}

/**
 * The portfolio from t's position (left unchanged) for up to its share of
 * the node budget (PORTFOLIO_NODES at most) and until the deadline: WON (its
 * line), LOST (proved by a complete search) or undecided (its share spent;
 * its best line kept).
 */
export function portfolioPhase(t: Tableau, s: Solve): PhaseResult {
  if (!portfolioApplies(t)) return RESULT.undecided(0);
  const nodeBudget = s.nodesLeft();
  const share = nodeBudget > 0 && nodeBudget < PORTFOLIO_NODES ? nodeBudget : PORTFOLIO_NODES;
  const root = s.root;
  const deadline = s.deadline;
  pfNodes = 0;
  pfLength = 0;
  pfScore = i32.MIN_VALUE;
  // The memory the table lends: the depth-first searches' table, then best-first's open positions.
  const region = ttLend();
  const bytes = ttLentBytes();
  const dfsBytes = ((bytes / 6) * DFS_TABLE_SIXTHS) & ~63;
  ttSecondTable(region, dfsBytes);
  let bfLive = bfBegin<Tableau, Evaluating>(t, SOLVING, region + dfsBytes, bytes - dfsBytes) == RESULT_UNKNOWN;
  let bfNodes: i64 = 0;
  let r = RESULT_UNKNOWN;
  let quota = FIRST_QUOTA;
  while (r == RESULT_UNKNOWN) {
    for (let i = 0; i < SEARCHES && r == RESULT_UNKNOWN; i++) {
      if (i == 0 && !bfLive) continue;
      const left = share - pfNodes;
      if (left <= 0 || now() >= deadline) {
        r = RESULT_NO_ROOM; // the portfolio's share spent: undecided
        break;
      }
      const turn = i == 0 ? quota : quota >> RESTART_SHIFT;
      const q = turn < left ? turn : left;
      // Live progress counts on from what was searched so far (best-first's
      // own count runs on over its turns, so its share is taken off the base).
      progressPhase(<f64>(s.spent + pfNodes - (i == 0 ? bfNodes : 0)), max(s.keptScore, pfScore));
      if (i == 0) {
        const res = bfResume<Tableau, Evaluating>(t, SOLVING, q, deadline, i32.MAX_VALUE, DEPTH_WEIGHT);
        r = res.verdict;
        pfNodes += res.nodes - bfNodes;
        bfNodes = res.nodes;
        if (r != RESULT_UNKNOWN) {
          bfLive = false;
          const end = bfEnd<Tableau>(t, r, true);
          if (r == RESULT_WON) pfScore = i32.MIN_VALUE;
          keepLine(end.line, end.length, r == RESULT_WON ? end.bestScore : end.score);
          if (r == RESULT_LOST) pfBound = end.bestScore;
          if (r == RESULT_NO_ROOM) r = RESULT_UNKNOWN; // out of room: the others go on
        }
      } else r = noisyDepthFirst(t, i, q, deadline, s.line);
      // Best-first leaves t where it stopped; a depth-first search leaves it
      // at the root, as it found it (search.ts), so it needs no unpacking.
      if (i == 0) t.unpack(root);
    }
    quota <<= 1;
  }
  if (bfLive) {
    const end = bfEnd<Tableau>(t, RESULT_UNKNOWN, true);
    keepLine(end.line, end.length, end.score);
    t.unpack(root);
  }
  ttReclaim();
  if (r == RESULT_WON) return RESULT.decided(RESULT_WON, pfNodes, PF_LINE, pfLength, pfScore);
  s.keep(PF_LINE, pfLength, pfScore);
  RESULT.undecided(pfNodes);
  if (r == RESULT_LOST) {
    RESULT.verdict = RESULT_LOST;
    RESULT.bound = max(pfBound, s.keptScore);
  }
  return RESULT;
}

/** Depth-first search number i (its noise seed) for up to q nodes, in the second table; adds its nodes to pfNodes, keeps its line. */
function noisyDepthFirst(t: Tableau, i: i32, q: i64, deadline: f64, line: StaticArray<i32>): i32 {
  ttSwapTables();
  RESTART_ORDER.noisy(<u64>i * 0x9e3779b97f4a7c15, NOISE_MASK);
  const o = solveDepthFirst<Tableau, OrderedMoves>(t, RESTART_MOVES, q, max(1.0, deadline - now()), line, q);
  ttSwapTables();
  pfNodes += <i64>o.nodes;
  if (o.verdict == RESULT_WON) pfScore = i32.MIN_VALUE;
  keepLine(line, o.length, o.score);
  if (o.verdict == RESULT_LOST) pfBound = o.bound;
  return o.verdict;
}
