// Spider's first phase: beam searches of growing width (beam.ts), each from
// scratch, until one wins or the budgets or the room run out. Its wins lie
// hundreds of moves deep, where depth-first search sinks its budget into its
// first decisions and best-first into millions of positions of nearly equal
// value. The beam tries KPat's moves and ranks positions by KPat's chaos
// (spider.ts), one stage per number of deals left, and a beam that has
// stopped improving for STALL levels gives way to a wider one. It only wins,
// never proves.
//
// Emperor does not use it: with a stock dealt once, the beam's best-looking
// positions had all turned the stock through within a few dozen levels and
// every beam died; staged by stock cards left, on Emperor's own evaluation,
// they won no more than best-first. Emperor's beams (stock-beam.ts) stage by
// face-down cards instead (docs/notes/emperor-solver.md).

import { Tableau } from "../games/tableau/tableau";
import { spiderEvaluate, spiderMoves, dealsLeft } from "../games/tableau/spider";
import { now } from "../engine/clock";
import { ttLend, ttLentBytes, ttReclaim } from "./tt";
import { beamSearch } from "./beam";
import { RESULT_UNKNOWN, RESULT_WON, RESULT_NO_ROOM } from "./result";
import { Solve, PhaseResult } from "./phase";

class SpiderBeam {
  moves(g: Tableau, out: StaticArray<i32>): i32 {
    return spiderMoves(g, out);
  }
  priority(g: Tableau, level: i32): i32 {
    return spiderEvaluate(g);
  }
  stage(g: Tableau): i32 {
    return dealsLeft(g);
  }
  key(g: Tableau): u64 {
    return g.key();
  }
  check(g: Tableau): u32 {
    return g.check();
  }
}

const SPIDER = new SpiderBeam();

/** The first width, and the factor each retry widens by. */
const FIRST_WIDTH: i32 = 64;
const WIDEN: i32 = 4;
/**
 * Levels a beam goes on with no stage's best position improving: without it
 * a beam wandered on for thousands of levels after its last deal, and with
 * 150 the beams won more 4-suit deals in less time
 * (docs/notes/spider-solver.md).
 */
const STALL: i32 = 150;

const RESULT = new PhaseResult();

/**
 * Beams of widths 64, 256, 1024, ... from t's position (left unchanged)
 * within the budgets, on a deck of at least 52 cards (on a cut deck the
 * complete searches are quick: nothing to do). WON: the winning line;
 * undecided: the line to the best position a beam kept is kept.
 */
export function spiderBeamsPhase(t: Tableau, s: Solve): PhaseResult {
  if (t.total < 52) return RESULT.undecided(0);
  const nodeBudget = s.nodesLeft();
  const deadline = s.deadline;
  const line = s.line;
  const root = s.root;
  const region = ttLend();
  const bytes = ttLentBytes();
  let nodes: i64 = 0;
  let length = 0;
  let score = -1;
  let width = FIRST_WIDTH;
  let r = RESULT_UNKNOWN;
  while (true) {
    const left: i64 = nodeBudget > 0 ? nodeBudget - nodes : 0;
    const res = beamSearch<Tableau, SpiderBeam>(t, SPIDER, region, bytes, width, dealsLeft(t) + 1, left, deadline, STALL, true);
    r = res.verdict;
    t.unpack(root);
    nodes += res.nodes;
    // A beam out of room before its first node left no line of its own (its
    // best score is the last beam's).
    if (r == RESULT_WON || (res.nodes > 0 && res.bestScore >= score)) {
      length = res.length;
      score = res.bestScore;
      for (let i = 0; i < length; i++) unchecked((line[i] = res.line[i]));
    }
    if (r == RESULT_WON) break;
    // A beam that dropped nothing saw every position its moves reach: a wider
    // one would search the same again, so the complete searches go on.
    if (r == RESULT_NO_ROOM || !res.dropped || (nodeBudget > 0 && nodes >= nodeBudget) || now() >= deadline) {
      r = RESULT_UNKNOWN;
      break;
    }
    width *= WIDEN;
  }
  ttReclaim();
  if (r == RESULT_WON) return RESULT.decided(RESULT_WON, nodes, line, length, t.winValue());
  s.keep(line, length, score);
  return RESULT.undecided(nodes);
}
