// Beams for the stock games: in Klondike and Solitaire the third search for
// wins only (wins-only.ts), after best-first and the depth-first restarts; in
// Emperor rounds of their own, before and after best-first (emperor-beams.ts).
// Level by level from the root, of each level's children only the `width`
// best of each stage go on (beam.ts), in widths 64, 256, 1024, ... until the
// share is spent. A stage is a band of face-down cards (two counts a band),
// so that positions that have just turned a card up compete with each other
// and not with those still digging, as Spider's stages are its deals left.
// Positions rank by the heuristic less 30 points per face-down card, as the
// digging best-first of wins-only.ts does.
//
// Why beams as well: the hard Klondike wins lie where best-first floods with
// positions of nearly equal value and a depth-first search sinks its budget
// under an early choice. A beam keeps a few of every band and goes deep: of
// the deals the other phases left undecided at 10 s, it won some the complete
// search had not decided at 30 M nodes, in under a million nodes of beams
// (docs/notes/klondike-trace.md).
//
// Emperor (two decks, a stock dealt once) runs three variants one after the
// other, each on a third of the share: its evaluation (the Emperor profile's
// weights, profile.ts) less 30 a face-down card in 8 bands of four face-down
// cards, the same without the 30, and one band. Each variant won deals the
// others did not, and together they won more than twice as many deals as
// best-first alone (docs/notes/emperor-solver.md).
//
// It runs in the real game (worry back and every run move as the rules have
// them): in the smaller game of the other two searches it won fewer of those
// deals. Its moves are the solver's (searchMoves), so a win is a line of the
// real game, replayed through the reference as any other. It never proves a
// loss: a beam that dropped nothing is reported undecided all the same.

import { Tableau } from "../games/tableau/tableau";
import { evaluate } from "../games/tableau/heuristic";
import { Weights, PROFILES } from "../games/tableau/profile";
import { beamSearch } from "./beam";
import { ttLend, ttLentBytes, ttReclaim } from "./tt";
import { RESULT_UNKNOWN, RESULT_WON, RESULT_NO_ROOM } from "./result";
import { LINE_CAP } from "./phase";
import { now } from "../engine/clock";

// A variant: points off the evaluation per face-down card, stages, and
// face-down cards per band (as a shift), three numbers each.
/** Klondike and Solitaire's one variant. */
export const KLONDIKE_VARIANTS: StaticArray<i32> = [30, 8, 1];
/** Emperor's three, each on a third of the share. */
export const EMPEROR_VARIANTS: StaticArray<i32> = [30, 8, 2, 0, 8, 2, 0, 1, 2];
/** The first width, and the factor each next beam widens by. */
const FIRST_WIDTH: i32 = 64;
const WIDEN: i32 = 4;
/** Levels a beam goes on with no stage's best improving (beam.ts). */
const STALL: i32 = 150;

/** The beams' explorer: the solver's moves; positions ranked by an evaluation less a weight per face-down card, in bands of face-down cards. */
class StockBeam {
  weights: Weights = PROFILES[0].weights;
  digWeight: i32 = 30;
  stages: i32 = 8;
  bandShift: i32 = 1;

  moves(g: Tableau, out: StaticArray<i32>): i32 {
    return g.searchMoves(out, 0);
  }
  priority(g: Tableau, level: i32): i32 {
    return evaluate(g, this.weights) - this.digWeight * g.faceDown();
  }
  stage(g: Tableau): i32 {
    return min(this.stages - 1, g.faceDown() >> this.bandShift);
  }
  key(g: Tableau): u64 {
    return g.key();
  }
  check(g: Tableau): u32 {
    return g.check();
  }
}
const STOCK_BEAM = new StockBeam();

/**
 * The beams' result: nodes, the line of the win, or short of one the line
 * to the best position a beam kept, and the score at its end.
 */
export class StockBeams {
  nodes: i64 = 0;
  readonly line: StaticArray<i32> = new StaticArray<i32>(LINE_CAP);
  length: i32 = 0;
  score: i32 = i32.MIN_VALUE;
}
const RESULT = new StockBeams();

/**
 * Beams of growing width from t's position, packed at `root` (t is left
 * there), within `budget` nodes (> 0) and the deadline, ranking positions by
 * weights w, in each of `variants` in turn. The verdict: WON (the line in the
 * result) or UNKNOWN (the line to the best position kept in the result).
 */
export function stockBeams(t: Tableau, root: usize, budget: i64, deadline: f64, w: Weights, variants: StaticArray<i32>): i32 {
  const res = RESULT;
  res.nodes = 0;
  res.length = 0;
  res.score = i32.MIN_VALUE;
  STOCK_BEAM.weights = w;
  const count = variants.length / 3;
  const region = ttLend();
  const bytes = ttLentBytes();
  let r = RESULT_UNKNOWN;
  for (let v = 0; v < count && r != RESULT_WON && now() < deadline; v++) {
    STOCK_BEAM.digWeight = unchecked(variants[3 * v]);
    STOCK_BEAM.stages = unchecked(variants[3 * v + 1]);
    STOCK_BEAM.bandShift = unchecked(variants[3 * v + 2]);
    // The last variant takes what the others left.
    const share = v == count - 1 ? budget - res.nodes : budget / count;
    r = beams(t, root, region, bytes, share, deadline);
  }
  ttReclaim();
  return r == RESULT_WON ? RESULT_WON : RESULT_UNKNOWN;
}

/** The result of the last stockBeams(). */
export function stockBeamsResult(): StockBeams {
  return RESULT;
}

/** One variant's beams, widths 64, 256, ..., within `share` nodes, in a table the share can fill (tt.ts). */
function beams(t: Tableau, root: usize, region: usize, bytes: usize, share: i64, deadline: f64): i32 {
  const res = RESULT;
  const end = res.nodes + share;
  let width = FIRST_WIDTH;
  let r = RESULT_UNKNOWN;
  while (res.nodes < end && now() < deadline) {
    const b = beamSearch<Tableau, StockBeam>(t, STOCK_BEAM, region, bytes, width, STOCK_BEAM.stages, end - res.nodes, deadline, STALL, true, share);
    r = b.verdict;
    t.unpack(root);
    res.nodes += b.nodes;
    // (A beam out of room before its first node left no line of its own.)
    if (r == RESULT_WON || (b.nodes > 0 && b.bestScore > res.score)) {
      res.length = b.length;
      res.score = b.bestScore;
      for (let i = 0; i < b.length; i++) unchecked((res.line[i] = b.line[i]));
    }
    if (r == RESULT_WON) break;
    // Out of room, or a beam that dropped nothing: a wider one would search the same again.
    if (r == RESULT_NO_ROOM || !b.dropped) break;
    width *= WIDEN;
  }
  return r;
}
