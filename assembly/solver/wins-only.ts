// Searches for wins only, in the stock games (Klondike, Solitaire): a smaller
// game whose lines are all lines of the real one, so a win there is a win
// (and is replayed through the reference like any other), while its "lost"
// proves nothing and is never reported. The smaller game, a game of its own
// (SMALL: the real game's record with worry back off, and `narrow`):
// - no worry back: foundation cards never come back, and the millions of
//   send-up-and-back positions are gone;
// - `narrow` (prune.ts): part of a run moves onto another pile only when the
//   card it uncovers can go up. That can lose every win, and a complete
//   search keeps it out; here it cuts the run-tail shuffles that flood both
//   best-first and depth-first search (the restarts won more of the deals
//   left undecided with it than without it).
// Two searches of it, in turn, then beams in the real game:
// 1. best-first on the heuristic with face-down cards weighing more
//    (DIG_WEIGHT), the progress that decides Klondike;
// 2. depth-first restarts: a depth-first search is as good as its first
//    choices, and one that goes wrong near the root spends its whole budget
//    under one bad move. Instead, many searches, each in the static order
//    shuffled by its own seeded amount (order.ts), with node quotas in the
//    Luby sequence (1, 1, 2, 1, 1, 2, 4, ...) times RESTART_BASE, so that most
//    are short and a few long. The seeds are fixed: a deal gets the same
//    searches every time;
// 3. beams of growing width (stock-beam.ts) in the real game: they go deep
//    where both searches above spread or sink, and won deals all the other
//    phases left undecided at 10 s.
// docs/notes/klondike-trace.md has what each part won and what was left out.

import { Tableau } from "../games/tableau/tableau";
import { RULE_WORRY_BACK } from "../games/tableau/rule-table";
import { MoveOrder, ORDER_SHUFFLED } from "../games/tableau/order";
import { OrderedMoves } from "../games/tableau/prune";
import { ttLend, ttLentBytes, ttReclaim } from "./tt";
import { bestFirst, Solving, DEPTH_WEIGHT } from "./bestfirst";
import { RESULT_LOST, RESULT_WON } from "./result";
import { solveDepthFirst } from "./outcome";
import { progressPhase } from "./progress";
import { now } from "../engine/clock";
import { stockBeams, stockBeamsResult, KLONDIKE_VARIANTS } from "./stock-beam";
import { Solve, PhaseResult } from "./phase";

/** Node share of the best-first search (1). */
const DIG_NODES: i64 = 600000;
/** Node share of the restarts (2). */
const RESTART_NODES: i64 = 1300000;
/** Points off the heuristic per face-down card in (1), beyond its own 10. */
const DIG_WEIGHT: i32 = 30;
/** Node share of the beams (3). */
const BEAM_NODES: i64 = 1000000;
/** A short first try (profile.ts's PHASE_SHORT): the best-first and restart shares, and no beams. */
const SHORT_DIG_NODES: i64 = 50000;
const SHORT_RESTART_NODES: i64 = 50000;
/** Nodes of the shortest restart. */
const RESTART_BASE: i64 = 10000;
/**
 * Most a restart adds to a move's static score: 1,000 lets any kind of move
 * come first now and then (300 left the foundation moves always first, and
 * won a deal fewer).
 */
const RESTART_SHUFFLE: i32 = 1000;

/** Best-first on the heuristic with face-down cards weighing more. */
class DiggingSolving extends Solving<Tableau> {
  priority(g: Tableau): i32 {
    return g.heuristic() - DIG_WEIGHT * g.faceDown();
  }
}
const DIGGING = new DiggingSolving();

/** The smaller game. */
const SMALL = new Tableau();
/** The restarts' order: static, shuffled by each restart's own seed. */
const RESTART_ORDER = new MoveOrder(ORDER_SHUFFLED);
const RESTART_MOVES = new OrderedMoves(RESTART_ORDER);
const RESULT = new PhaseResult();

/** The i-th term (from 1) of the Luby sequence. */
function luby(i: i64): i64 {
  while (true) {
    let k: i64 = 1;
    while (((<i64>1) << k) - 1 < i) k++;
    if (i == ((<i64>1) << k) - 1) return (<i64>1) << (k - 1);
    i -= ((<i64>1) << (k - 1)) - 1;
  }
}

/**
 * Up to its share of the node budget (and the deadline) of the searches from
 * t's position, packed at s.root; t is left as it was. WON: the line; short
 * of one, the best line each search reached (a line of the real game: the
 * smaller game's moves are all legal there) is kept, so that the solve
 * reports it if no later phase goes further, and the live progress never
 * shows a best score the result then lacks. Only one deck with a stock to
 * turn (with none, or dealt onto the piles, there is nothing to do).
 */
export function winsOnlyPhase(t: Tableau, s: Solve, short: bool): PhaseResult {
  if (t.draw == 0 || t.decks != 1 || t.dealToPiles || t.fillFromTalon) return RESULT.undecided(0);
  const budget = s.nodesLeft();
  const deadline = s.deadline;
  const root = s.root;
  const line = s.line;
  const digNodes = short ? SHORT_DIG_NODES : DIG_NODES;
  const restartNodes = short ? SHORT_RESTART_NODES : RESTART_NODES;
  const limit = budget > 0 ? budget : digNodes + restartNodes + (short ? 0 : BEAM_NODES);
  let nodes: i64 = 0;

  // The smaller game at t's position.
  const small = SMALL;
  for (let i = 0; i < t.record.length; i++) small.record[i] = t.record[i];
  small.record[RULE_WORRY_BACK] = 0;
  small.decode();
  small.narrow = true;
  small.deferLays = t.deferLays;
  small.deferReserve = t.deferReserve;
  small.upAfterPart = t.upAfterPart && small.partDominance;
  small.unpack(root);

  // 1. Best-first, its open positions in the memory the table lends.
  progressPhase(<f64>s.spent, s.keptScore);
  const region = ttLend();
  const lent = ttLentBytes();
  const dig = min(digNodes, limit);
  const bf = bestFirst<Tableau, DiggingSolving>(small, DIGGING, region, lent, dig, deadline, i32.MAX_VALUE, true, DEPTH_WEIGHT, dig);
  small.unpack(root);
  ttReclaim();
  nodes += bf.nodes;
  if (bf.verdict == RESULT_WON) return RESULT.decided(RESULT_WON, nodes, bf.line, bf.length, bf.bestScore);
  s.keep(bf.line, bf.length, bf.score);

  // 2. The restarts, until a win, the budget spent, or the smaller game exhausted.
  const end = min(limit, nodes + restartNodes);
  for (let i: i64 = 1; nodes < end; i++) {
    const ms = deadline < Infinity ? deadline - now() : 0;
    if (deadline < Infinity && ms <= 0) break;
    // Live progress counts on from what was searched before this restart.
    progressPhase(<f64>(s.spent + nodes), s.keptScore);
    RESTART_ORDER.shuffled(<u32>(i * 0x9e3779b1 + 0x7f4a7c15), RESTART_SHUFFLE);
    const quota = min(RESTART_BASE * luby(i), end - nodes);
    const o = solveDepthFirst<Tableau, OrderedMoves>(small, RESTART_MOVES, quota, ms, line, quota);
    nodes += <i64>o.nodes;
    if (o.verdict == RESULT_WON) return RESULT.decided(RESULT_WON, nodes, line, o.length, o.score);
    s.keep(line, o.length, o.score);
    if (o.verdict == RESULT_LOST) break;
  }

  // 3. Beams in the real game (stock-beam.ts), up to their share.
  if (short) return RESULT.undecided(nodes);
  const beamBudget = min(BEAM_NODES, limit - nodes);
  if (beamBudget <= 0 || now() >= deadline) return RESULT.undecided(nodes);
  progressPhase(<f64>(s.spent + nodes), s.keptScore);
  const r = stockBeams(t, root, beamBudget, deadline, t.profile.weights, KLONDIKE_VARIANTS);
  const beams = stockBeamsResult();
  nodes += beams.nodes;
  if (r == RESULT_WON) return RESULT.decided(RESULT_WON, nodes, beams.line, beams.length, t.winValue());
  s.keep(beams.line, beams.length, beams.score);
  return RESULT.undecided(nodes);
}
