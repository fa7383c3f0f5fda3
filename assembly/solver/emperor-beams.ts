// Emperor's beams (stock-beam.ts in Emperor's three variants), in the rounds
// of its profile: one round built down, four built up, each ranking
// positions by weights of its own (profile.ts). The first round runs before
// best-first and the others after it: at small budgets best-first wins more
// than they do. Each round gets its nodes, at most half of what is left of a
// node budget. They only win, never prove, and play the aimed game.

import { Tableau } from "../games/tableau/tableau";
import { stockBeams, stockBeamsResult, EMPEROR_VARIANTS } from "./stock-beam";
import { RESULT_WON } from "./result";
import { progressPhase } from "./progress";
import { Solve, PhaseResult } from "./phase";

const RESULT = new PhaseResult();

/** The first round of beams. */
export function firstBeamsPhase(t: Tableau, s: Solve): PhaseResult {
  return rounds(t, s, 0, 1);
}

/** The other rounds of beams (built up), after best-first. */
export function laterBeamsPhase(t: Tableau, s: Solve): PhaseResult {
  const count = t.profile.beamRounds(t.buildUp).length;
  if (count <= 1) return RESULT.undecided(0);
  progressPhase(<f64>s.spent, s.keptScore);
  return rounds(t, s, 1, count);
}

/** Rounds `from` to `to` - 1, each on its share; each round's best line short of a win is kept. */
function rounds(t: Tableau, s: Solve, from: i32, to: i32): PhaseResult {
  const weights = t.profile.beamRounds(t.buildUp);
  const round = t.profile.beamRoundNodes(t.buildUp);
  let used: i64 = 0;
  for (let k = from; k < to && k < weights.length; k++) {
    const share = s.nodeBudget > 0 ? min(round, (s.nodeBudget - s.spent - used) / 2) : round;
    if (share <= 0) break;
    // The aimed game (aimed.ts): cards moved off a card they follow, or into
    // a space, only on the way to using what they uncover. The beams only
    // win, and waste far fewer positions on moves that build nothing.
    t.aimed = true;
    const r = stockBeams(t, s.root, share, s.deadline, unchecked(weights[k]), EMPEROR_VARIANTS);
    t.aimed = false;
    const res = stockBeamsResult();
    used += res.nodes;
    if (r == RESULT_WON) return RESULT.decided(RESULT_WON, used, res.line, res.length, t.winValue());
    s.keep(res.line, res.length, res.score);
    if (s.spentAll(used)) break;
  }
  return RESULT.undecided(used);
}
