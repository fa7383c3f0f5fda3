// Searches for wins only, in the stock games (Klondike, Solitaire): a smaller
// game whose lines are all lines of the real one, so a win there is a win
// (and is replayed through the reference like any other), while its "lost"
// proves nothing and is never reported. The smaller game:
// - no worry back: foundation cards never come back, and the millions of
//   send-up-and-back positions are gone;
// - `narrow` (prune.ts): part of a run moves onto another pile only when the
//   card it uncovers can go up. That can lose every win, and a complete
//   search keeps it out; here it cuts the run-tail shuffles that flood both
//   best-first and depth-first search (klondike-bg draw 3, the 25 deals
//   undecided at 4 M nodes: restarts won 7 of them without it, 11 with it).
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
//    where both searches above spread or sink, and won six of the deals all
//    phases left undecided at 10 s.
// docs/notes/klondike-trace.md has what each part won and what was left out.

import { Tableau } from "../games/tableau/tableau";
import { ORDER_SHUFFLED, ORDER_STATIC } from "../games/tableau/state";
import { orderShuffle } from "../games/tableau/order";
import { ttLend, ttLentBytes, ttReclaim, ttNarrow, ttRestore } from "./tt";
import { bestFirst, Solving, bfNodes, bfLength, bfBestScore, bfLineScore } from "./bestfirst";
import { BEST_PATH, RESULT_LOST, RESULT_WON, RESULT_UNKNOWN } from "./search";
import { outcome, solveDepthFirst } from "./outcome";
import { progressPhase } from "./progress";
import { now } from "../engine/clock";
import { stockBeams, sbNodes, sbLength, sbScore, SB_LINE } from "./stock-beam";

/** Node share of the best-first search (1). */
const DIG_NODES: i64 = 600000;
/** Node share of the restarts (2). */
const RESTART_NODES: i64 = 1300000;
/** Points off the heuristic per face-down card in (1), beyond its own 10. */
const DIG_WEIGHT: i32 = 30;
/** Node share of the beams (3). */
const BEAM_NODES: i64 = 1000000;
/** Nodes of the shortest restart. */
const RESTART_BASE: i64 = 10000;
/**
 * Most a restart adds to a move's static score: 1,000 lets any kind of move
 * come first now and then (300 left the foundation moves always first; it
 * won 11 of the 25 deals above against 12).
 */
const RESTART_SHUFFLE: i32 = 1000;

/** Best-first on the heuristic with face-down cards weighing more. */
class DiggingSolving extends Solving<Tableau> {
  priority(g: Tableau): i32 {
    return g.heuristic() - DIG_WEIGHT * g.faceDown();
  }
}
const DIGGING = new DiggingSolving();

/** Nodes the last winsOnly() searched. */
export let winsOnlyNodes: i64 = 0;

/**
 * Short of a win, the line to the best position its searches reached (a line
 * of the real game: the smaller game's moves are all legal there) and its
 * score, so that the solve reports it if no later phase goes further, and the
 * live progress never shows a best score the result then lacks.
 */
export const WO_LINE = new StaticArray<i32>(1 << 15);
export let woLength: i32 = 0;
export let woScore: i32 = i32.MIN_VALUE;

/** Keeps `from[0..n)` when its score beats the line kept (once per search, not in a search loop). */
function keepBest(from: StaticArray<i32>, n: i32, score: i32): void {
  if (score <= woScore) return;
  woScore = score;
  woLength = n;
  for (let i = 0; i < n; i++) unchecked((WO_LINE[i] = from[i]));
}

/** The i-th term (from 1) of the Luby sequence. */
function luby(i: i64): i64 {
  while (true) {
    let k: i64 = 1;
    while (((<i64>1) << k) - 1 < i) k++;
    if (i == ((<i64>1) << k) - 1) return (<i64>1) << (k - 1);
    i -= ((<i64>1) << (k - 1)) - 1;
  }
}

/** t becomes the smaller game (or, with `on` false, the real one again). */
function narrowGame(t: Tableau, on: bool, worryBack: bool): void {
  t.worryBack = on ? false : worryBack;
  t.narrow = on;
}

/**
 * Up to `budget` nodes (and the deadline) of both searches from t's position,
 * packed at `root`; t is left as it was. `before` and `bestBefore`: the nodes
 * and best score of the phases before it (for the live progress). Returns RESULT_WON with the line in
 * `line` and outcome's length and score set, or RESULT_UNKNOWN.
 */
export function winsOnly(t: Tableau, root: usize, budget: i64, before: i64, bestBefore: i32, deadline: f64, line: StaticArray<i32>): i32 {
  winsOnlyNodes = 0;
  woLength = 0;
  woScore = i32.MIN_VALUE;
  const worryBack = t.worryBack;
  const limit = budget > 0 ? budget : DIG_NODES + RESTART_NODES + BEAM_NODES;

  // 1. Best-first, its open positions in the memory the table lends.
  narrowGame(t, true, worryBack);
  progressPhase(<f64>before, bestBefore);
  const region = ttLend();
  const lent = ttLentBytes();
  const whole = ttNarrow(min(DIG_NODES, limit));
  let r = bestFirst<Tableau, DiggingSolving>(t, DIGGING, region, lent, min(DIG_NODES, limit), deadline, i32.MAX_VALUE, true);
  ttRestore(whole);
  t.unpack(root);
  ttReclaim();
  narrowGame(t, false, worryBack);
  winsOnlyNodes += bfNodes;
  if (r == RESULT_WON) {
    outcome.length = bfLength;
    outcome.score = bfBestScore;
    for (let i = 0; i < bfLength; i++) unchecked((line[i] = BEST_PATH[i]));
    return r;
  }
  keepBest(BEST_PATH, bfLength, bfLineScore);

  // 2. The restarts, until a win, the budget spent, or the smaller game exhausted.
  const end = min(limit, winsOnlyNodes + RESTART_NODES);
  for (let i: i64 = 1; winsOnlyNodes < end; i++) {
    const ms = deadline < Infinity ? deadline - now() : 0;
    if (deadline < Infinity && ms <= 0) break;
    // Live progress counts on from what was searched before this restart.
    progressPhase(<f64>(before + winsOnlyNodes), max(bestBefore, woScore));
    narrowGame(t, true, worryBack);
    t.ordering = ORDER_SHUFFLED;
    orderShuffle(<u32>(i * 0x9e3779b1 + 0x7f4a7c15), RESTART_SHUFFLE);
    const quota = min(RESTART_BASE * luby(i), end - winsOnlyNodes);
    const whole = ttNarrow(quota);
    r = solveDepthFirst<Tableau>(t, quota, ms, line);
    ttRestore(whole);
    t.ordering = ORDER_STATIC;
    narrowGame(t, false, worryBack);
    winsOnlyNodes += <i64>outcome.nodes;
    if (r == RESULT_WON) return r;
    keepBest(line, outcome.length, outcome.score);
    if (r == RESULT_LOST) break;
  }

  // 3. Beams in the real game (stock-beam.ts), up to their share.
  const beamBudget = min(BEAM_NODES, limit - winsOnlyNodes);
  if (beamBudget <= 0 || now() >= deadline) return RESULT_UNKNOWN;
  progressPhase(<f64>(before + winsOnlyNodes), max(bestBefore, woScore));
  r = stockBeams(t, root, beamBudget, deadline);
  winsOnlyNodes += sbNodes;
  if (r == RESULT_WON) {
    outcome.length = sbLength;
    outcome.score = t.winValue();
    for (let i = 0; i < sbLength; i++) unchecked((line[i] = SB_LINE[i]));
    return r;
  }
  keepBest(SB_LINE, sbLength, sbScore);
  return RESULT_UNKNOWN;
}
