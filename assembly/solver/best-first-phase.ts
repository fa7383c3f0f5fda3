// The solver's best-first phase (bestfirst.ts's search, its open positions in
// memory the transposition table lends), in rounds of different depth
// weights where the profile lists several: each round a fresh search on its
// share of the budgets, the last one complete on what is left.
//
// Rounds (Streets and Alleys and Beleaguered Castle): which weight on short
// lines finds a deal's win fast is erratic there, so two short rounds try
// their luck (weights 20 and 10) before the last and longest (20; measured
// in docs/notes/freecell-speed.md). A loss needs every position expanded
// whatever the order, so a loss is proved in a round whose share holds the
// whole state space: the last round's 70%, or a short round's 15% for the
// many small ones.
//
// With a stock the search gets a share of its own (STOCK_SHARE) and hands
// over undecided: there millions of positions differ only by run tails
// moved, cards worried back or talon states, with nearly the same heuristic
// value, and best-first floods where the later phases go deep.
// Without a stock a profile may give it a share too (Profile.bestFirstShare):
// then depth-first walks the rest of the state space, faster where a lost
// deal needs all of it.

import { Tableau } from "../games/tableau/tableau";
import { evaluate } from "../games/tableau/heuristic";
import { Weights, PROFILES, EVAL_PROFILE } from "../games/tableau/profile";
import { now } from "../engine/clock";
import { ttLend, ttLentBytes, ttReclaim } from "./tt";
import { bestFirst, bestFirstResult, Solving } from "./bestfirst";
import { RESULT_LOST, RESULT_WON, RESULT_UNKNOWN, RESULT_NO_ROOM } from "./result";
import { progressPhase } from "./progress";
import { Solve, PhaseResult } from "./phase";

/** Best-first's node share in games with a stock. */
const STOCK_SHARE: i64 = 500000;
/** Its share in a short first try (profile.ts's PHASE_SHORT). */
const SHORT_SHARE: i64 = 20000;
/** Percent of the budgets left at the first round that each round but the last gets. */
const ROUND_SHARE: i64 = 15;
/** Without a node or time budget, the early rounds' shares are of this many nodes. */
const NOMINAL_NODES: i64 = 3000000;

/**
 * The most memory best-first's open positions take: what the default
 * --memory-mb (256 MiB) lends them. Where best-first has no share of its own
 * it hands over to depth-first only when that memory is full, and it expands
 * about a third as fast: given more, it ran on where depth-first proves the
 * loss sooner (Streets and Alleys sv 52: lost in 19 s with 256 MiB, undecided
 * at 60 s with 1,900 MiB). Memory beyond this goes to the tables, which then
 * forget less.
 */
const OPEN_BYTES_CAP: usize = 192 << 20;

/** Best-first on the profile's whole evaluation (heuristic.ts's evaluate). */
class Evaluating extends Solving<Tableau> {
  weights: Weights = PROFILES[0].weights;
  priority(g: Tableau): i32 {
    return evaluate(g, this.weights);
  }
}

const EVALUATING = new Evaluating();
const HEURISTIC = new Solving<Tableau>();
const RESULT = new PhaseResult();

/**
 * Round k's node budget (not the last round), of `nodesLeft` (0: no node
 * budget) at the first round; 0 (none) when only time bounds the search.
 */
function roundNodes(nodesLeft: i64, timed: bool): i64 {
  if (nodesLeft <= 0 && timed) return 0;
  // At least a node: 0 would mean no limit.
  return max<i64>(1, ((nodesLeft > 0 ? nodesLeft : NOMINAL_NODES) * ROUND_SHARE) / 100);
}

export function bestFirstPhase(t: Tableau, s: Solve, short: bool): PhaseResult {
  const p = t.profile;
  const rounds = p.bestFirstRounds;
  const nodesLeft = s.nodesLeft();
  const msLeft = s.remainingMs();
  const share = short ? SHORT_SHARE : t.draw > 0 ? STOCK_SHARE : p.bestFirstShare;
  const profileEval = p.bestFirstEval == EVAL_PROFILE;
  EVALUATING.weights = p.weights;
  let used: i64 = 0;
  let r = RESULT_UNKNOWN;
  for (let k = 0; k < rounds.length; k++) {
    const last = k == rounds.length - 1;
    let budget: i64 = s.nodeBudget > 0 ? s.nodeBudget - s.spent - used : 0;
    let deadline = s.deadline;
    if (!last) {
      budget = roundNodes(nodesLeft, s.timeMs > 0);
      if (s.timeMs > 0) deadline = min(s.deadline, now() + (msLeft * <f64>ROUND_SHARE) / 100);
    }
    if (share > 0 && (budget == 0 || budget > share)) budget = share;
    progressPhase(<f64>(s.spent + used), s.keptScore);
    const region = ttLend();
    const lent = min<usize>(ttLentBytes(), OPEN_BYTES_CAP);
    // The stock games' share is small: a table of its size (tt.ts's ttNewSearch).
    const weight = unchecked(rounds[k]);
    const tableNodes: i64 = share > 0 ? budget : 0;
    const res = profileEval
      ? bestFirst<Tableau, Evaluating>(t, EVALUATING, region, lent, budget, deadline, i32.MAX_VALUE, true, weight, tableNodes)
      : bestFirst<Tableau, Solving<Tableau>>(t, HEURISTIC, region, lent, budget, deadline, i32.MAX_VALUE, true, weight, tableNodes);
    t.unpack(s.root);
    used += res.nodes;
    r = res.verdict;
    // An early round out of its share with budgets left: the next round.
    if (last || r != RESULT_UNKNOWN || s.spentAll(used)) break;
    s.keep(res.line, res.length, res.score);
  }
  const res = bestFirstResult();
  // Its share used up with budgets left: the later phases go on.
  if (r == RESULT_UNKNOWN && share > 0 && res.nodes >= share && !s.spentAll(used)) r = RESULT_NO_ROOM;
  if (r == RESULT_WON) return RESULT.decided(RESULT_WON, used, res.line, res.length, res.bestScore);
  s.keep(res.line, res.length, res.score);
  if (r == RESULT_NO_ROOM) {
    ttReclaim();
    return RESULT.undecided(used);
  }
  RESULT.undecided(used);
  if (r == RESULT_LOST) {
    // Every position was seen, so the best score is known (a bound all the same).
    RESULT.verdict = RESULT_LOST;
    RESULT.bound = max(res.bestScore, s.diveScore);
  } else RESULT.last = true; // out of its budgets: the solve ends undecided
  return RESULT;
}
