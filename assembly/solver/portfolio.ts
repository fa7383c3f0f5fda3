// The portfolio, for the open games with cells and no stock (FreeCell,
// Inverted FreeCell): several searches that look in different places, each
// given a quota of nodes in a schedule of rounds, the quotas doubling from
// round to round, until one decides or the portfolio's share is spent. A
// search that goes wrong at its first decisions (the heavy tail of the deals
// that took seconds) is cut off at its quota; another order or evaluation
// finds the win in a few thousand nodes. After fc-solve's soft threads (its
// `-l lg` preset: randomised depth-first searches with different move orders
// and weighted best-first searches, run by a schedule).
//
// The searches, in their order in a round:
// - best-first on the profile's evaluation (heuristic.ts's evaluate: for
//   FreeCell, the heuristic less a weight per card under a pile's top run,
//   which took fewer nodes than the heuristic alone), with more weight on
//   depth than the best-first phase gives (DEPTH_WEIGHT, 12 a move against
//   2: it wins the deals the dive left in fewer nodes), going on at each
//   turn where it stopped;
// - depth-first in that evaluation's order with noise (order.ts's
//   MoveOrder.noisy), a different seed each, and a new one each round,
//   started again at each turn: restarts that try the close calls another
//   way, most near the root. They find the wins of the deals best-first
//   takes seconds over.
// With cells, best-first and every other restart play aimed moves only
// (aimed.ts: cards parked in cells and spaces only on the way to using the
// card they uncover, as fc-solve's moves do): a smaller game, for wins only,
// whose searches go wrong far less often; each dig an aimed search begins
// is finished before any other move (TableauState.parkOn). The even
// restarts keep every move, so that a loss can still be proved here. Once
// the aimed best-first has searched its game through, the portfolio hands
// over to the phases after it, where a complete best-first proves a lost
// deal such as ms 11982 in a few hundred thousand positions: a policy, not
// a proof (which moves an aimed search plays depends on its line, through
// parkOn, and its table keeps a position it met with fewer moves), so a
// won deal may be won there instead, later. An aimed restart that ends
// stops only itself.
// The schedule and its constants were measured over samples of FreeCell's
// 32,000 deals: docs/notes/freecell-speed.md has the figures.
//
// What they share: nothing but the memory they use in turn. The best-first
// search keeps the transposition table for its own between its turns, and
// the depth-first searches use a second table in the memory the first lends
// (tt.ts): a position one search has reached says nothing of what lies under
// it in another's order, so none skips what another has seen. Restarts
// repeat their first nodes: the doubling keeps that to the nodes of a round.
//
// Verdicts: a win from any search (the line is replayed through the
// reference like every other). Lost only from a search that is complete
// (never an aimed one):
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
 * (a quarter: 1,000 nodes in the first round, best-first's 4,000). A restart
 * that wins mostly does so early, and one that fails spends its whole turn:
 * short restarts beside a long first turn for best-first took the fewest
 * engine instructions of the schedules compared (nodes mislead here: a
 * restart's are nearly all expansions, a long search's mostly table hits).
 */
const RESTART_SHIFT: i32 = 2;
/**
 * Where the restarts are aimed, an eighth (500 nodes in the first round):
 * the aimed ones then go first in each round (searchAt), and short turns
 * for them, before best-first's long one, took the fewest positions.
 */
const AIMED_RESTART_SHIFT: i32 = 3;

/** Most nodes of the portfolio in all, before the later phases (tableau.ts) take over. */
export const PORTFOLIO_NODES: i64 = 4000000;

// The searches: one best-first (bfResume), its priority the evaluation less
// DEPTH_WEIGHT per move, then NOISE_SEEDS depth-first ones. Many short
// restarts in other orders cut the heavy tail (deals the dive leaves and the
// first searches go wrong on): more than 24 gained little, and over all
// 32,000 deals 12 or 48 took more nodes than 24. Of the depth weights tried
// with the cells profile's evaluation, 12 took the fewest nodes.
const DEPTH_WEIGHT: i32 = 12;
const NOISE_SEEDS: i32 = 24;
const SEARCHES: i32 = 1 + NOISE_SEEDS;

/**
 * Noise of the depth-first searches' order: keys vary by up to NOISE_MASK at
 * the root (a card up is worth 64 to the heuristic), halved every NOISE_HALF
 * moves down. A restart must leave the early choices that sent the searches
 * before it wrong; deeper, the heuristic's own order does better. Of 127 to
 * 255 at the root, halved every 8 to 16 moves, these took the fewest
 * positions over FreeCell's 32,000 deals (docs/notes/freecell-speed.md).
 */
const NOISE_MASK: u64 = 255;
const NOISE_HALF: i32 = 12;

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

/** Aimed moves (aimed.ts) need a cell: with none they cost more positions than they saved (FreeCell with 0 cells). */
export function aimedApplies(t: Tableau): bool {
  return portfolioApplies(t) && t.nCells > 0;
}

/** Restart i plays aimed moves (the odd ones); the others keep every move, so that they can prove a loss. */
@inline function aimedRestart(i: i32, aimed: bool): bool {
  return aimed && (i & 1) == 1;
}

/**
 * The search that takes turn j of a round: best-first (0), then the restarts
 * in order; where restarts are aimed, the aimed ones first (1, 3, 5, ...),
 * then best-first, then the others (2, 4, ...; NOISE_SEEDS is even). Most
 * deals the dive leaves are won by a short aimed search, which best-first's
 * long turn delayed.
 */
@inline function searchAt(j: i32, aimed: bool): i32 {
  if (!aimed) return j;
  const first = NOISE_SEEDS >> 1;
  if (j < first) return 2 * j + 1;
  return 2 * (j - first);
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
  const aimed = aimedApplies(t);
  let quota = FIRST_QUOTA;
  let round = 0;
  while (r == RESULT_UNKNOWN) {
    for (let j = 0; j < SEARCHES && r == RESULT_UNKNOWN; j++) {
      const i = searchAt(j, aimed);
      if (i == 0 && !bfLive) continue;
      const left = share - pfNodes;
      if (left <= 0 || now() >= deadline) {
        r = RESULT_NO_ROOM; // the portfolio's share spent: undecided
        break;
      }
      const turn = i == 0 ? quota : quota >> (aimed ? AIMED_RESTART_SHIFT : RESTART_SHIFT);
      const q = turn < left ? turn : left;
      // Live progress counts on from what was searched so far (best-first's
      // own count runs on over its turns, so its share is taken off the base).
      progressPhase(<f64>(s.spent + pfNodes - (i == 0 ? bfNodes : 0)), max(s.keptScore, pfScore));
      if (i == 0) {
        t.aimed = aimed;
        const res = bfResume<Tableau, Evaluating>(t, SOLVING, q, deadline, i32.MAX_VALUE, DEPTH_WEIGHT);
        t.aimed = false;
        r = res.verdict;
        pfNodes += res.nodes - bfNodes;
        bfNodes = res.nodes;
        if (r != RESULT_UNKNOWN) {
          bfLive = false;
          // The aimed game searched through: the portfolio hands over to the
          // phases after it (a complete best-first).
          const spent = aimed && r == RESULT_LOST;
          if (spent) r = RESULT_NO_ROOM;
          const end = bfEnd<Tableau>(t, r, true);
          if (r == RESULT_WON) pfScore = i32.MIN_VALUE;
          keepLine(end.line, end.length, r == RESULT_WON ? end.bestScore : end.score);
          if (r == RESULT_LOST) pfBound = end.bestScore;
          if (r == RESULT_NO_ROOM && !spent) r = RESULT_UNKNOWN; // out of room: the others go on
        }
      } else r = noisyDepthFirst(t, i + round * SEARCHES, aimedRestart(i, aimed), q, deadline, s.line);
      // Best-first leaves t where it stopped; a depth-first search leaves it
      // at the root, as it found it (search.ts), so it needs no unpacking.
      if (i == 0) t.unpack(root);
    }
    quota <<= 1;
    round++;
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

/**
 * Depth-first search with noise seed `seed` for up to q nodes, in the second
 * table, on aimed moves or all; adds its nodes to pfNodes, keeps its line. An
 * aimed search that ends proves nothing (UNKNOWN: the others go on). A
 * restart takes a new seed each round (its number + the round's times
 * SEARCHES): its longer turn then searches another order, not the first
 * positions of its last one again.
 */
function noisyDepthFirst(t: Tableau, seed: i32, aimed: bool, q: i64, deadline: f64, line: StaticArray<i32>): i32 {
  ttSwapTables();
  RESTART_ORDER.noisy(<u64>seed * 0x9e3779b97f4a7c15, NOISE_MASK, NOISE_HALF);
  t.aimed = aimed;
  const o = solveDepthFirst<Tableau, OrderedMoves>(t, RESTART_MOVES, q, max(1.0, deadline - now()), line, q);
  t.aimed = false;
  ttSwapTables();
  pfNodes += <i64>o.nodes;
  if (o.verdict == RESULT_WON) pfScore = i32.MIN_VALUE;
  keepLine(line, o.length, o.score);
  if (o.verdict == RESULT_LOST && aimed) return RESULT_UNKNOWN;
  if (o.verdict == RESULT_LOST) pfBound = o.bound;
  return o.verdict;
}
