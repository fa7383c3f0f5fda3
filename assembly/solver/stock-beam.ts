// Beams for the one-deck stock games (Klondike, Solitaire): the third search
// for wins only (wins-only.ts), after best-first and the depth-first restarts.
// Level by level from the root, of each level's children only the `width`
// best of each stage go on (beam.ts), in widths 64, 256, 1024, ... until the
// share is spent. A stage is a band of face-down cards (two counts a band),
// so that positions that have just turned a card up compete with each other
// and not with those still digging, as Spider's stages are its deals left.
// Positions rank by the heuristic less DIG_WEIGHT per face-down card, as the
// digging best-first of wins-only.ts does.
//
// Why beams as well: the hard Klondike wins lie where best-first floods with
// positions of nearly equal value and a depth-first search sinks its budget
// under an early choice. A beam keeps a few of every band and goes deep.
// Measured on the deals the other phases left undecided at 10 s (sv 0..199,
// `docs/notes/klondike-trace.md`): it wins klondike-bg draw 3 sv 82 and 110,
// draw 1 sv 82, and `klondike` preset sv 72, 83, 192, each in under 0.8 M
// nodes of beams, where the complete search had not decided them at 30 M.
//
// It runs in the real game (worry back and every run move as the rules have
// them): in the smaller game of the other two searches it won fewer of those
// deals (draw 3 sv 110 alone). Its moves are the solver's (searchMoves), so a
// win is a line of the real game, replayed through the reference as any
// other. It never proves a loss: a beam that dropped nothing is reported
// undecided all the same.

import { Tableau } from "../games/tableau/position";
import { beamSearch, bmNodes, bmLength, bmBestScore, bmDropped } from "./beam";
import { ttLend, ttLentBytes, ttReclaim, ttNarrow, ttRestore } from "./tt";
import { BEST_PATH, RESULT_UNKNOWN, RESULT_WON } from "./search";
import { RESULT_NO_ROOM } from "./bestfirst";
import { now } from "../engine/clock";

/** Points off the heuristic per face-down card, beyond its own. */
const DIG_WEIGHT: i32 = 30;
/** Stages: face-down cards in bands of 2^BAND_SHIFT, the last band open-ended. */
const STAGES: i32 = 8;
const BAND_SHIFT: i32 = 1;
/** The first width, and the factor each next beam widens by. */
const FIRST_WIDTH: i32 = 64;
const WIDEN: i32 = 4;
/** Levels a beam goes on with no stage's best improving (beam.ts). */
const STALL: i32 = 150;

class StockBeam {
  moves(g: Tableau, out: StaticArray<i32>): i32 {
    return g.searchMoves(out, 0);
  }
  priority(g: Tableau): i32 {
    return g.heuristic() - DIG_WEIGHT * g.faceDown();
  }
  stage(g: Tableau): i32 {
    return min(STAGES - 1, g.faceDown() >> BAND_SHIFT);
  }
  key(g: Tableau): u64 {
    return g.key();
  }
  check(g: Tableau): u32 {
    return g.check();
  }
}
const STOCK_BEAM = new StockBeam();

/** Nodes the last stockBeams() searched. */
export let sbNodes: i64 = 0;
/** Its line (SB_LINE[0..sbLength)): the win, or short of one the line to the best position a beam kept. */
export const SB_LINE = new StaticArray<i32>(1 << 15);
export let sbLength: i32 = 0;
/** The score at that line's end. */
export let sbScore: i32 = 0;

/**
 * Beams of growing width from t's position, packed at `root` (t is left
 * there), within `budget` nodes (> 0) and the deadline. Returns RESULT_WON
 * with the winning line in SB_LINE (sbLength moves), or RESULT_UNKNOWN with
 * the line to the best position kept there (sbScore at its end).
 */
export function stockBeams(t: Tableau, root: usize, budget: i64, deadline: f64): i32 {
  sbNodes = 0;
  sbLength = 0;
  sbScore = i32.MIN_VALUE;
  const region = ttLend();
  const bytes = ttLentBytes();
  // A table the share can fill, so that its probes stay in the caches (tt.ts).
  const whole = ttNarrow(budget);
  let width = FIRST_WIDTH;
  let r = RESULT_UNKNOWN;
  while (sbNodes < budget && now() < deadline) {
    r = beamSearch<Tableau, StockBeam>(t, STOCK_BEAM, region, bytes, width, STAGES, budget - sbNodes, deadline, STALL, true);
    t.unpack(root);
    sbNodes += bmNodes;
    // (A beam out of room before its first node left no line of its own.)
    if (r == RESULT_WON || (bmNodes > 0 && bmBestScore > sbScore)) {
      sbLength = bmLength;
      sbScore = bmBestScore;
      for (let i = 0; i < bmLength; i++) unchecked((SB_LINE[i] = BEST_PATH[i]));
    }
    if (r == RESULT_WON) break;
    // Out of room, or a beam that dropped nothing: a wider one would search the same again.
    if (r == RESULT_NO_ROOM || !bmDropped) break;
    width *= WIDEN;
  }
  ttRestore(whole);
  ttReclaim();
  return r == RESULT_WON ? RESULT_WON : RESULT_UNKNOWN;
}
