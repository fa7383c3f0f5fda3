// Beams for the stock games: in Klondike and Solitaire the third search for
// wins only (wins-only.ts), after best-first and the depth-first restarts; in
// Emperor a phase of its own before best-first (below).
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
// under an early choice. A beam keeps a few of every band and goes deep.
// Measured on the deals the other phases left undecided at 10 s (sv 0..199,
// `docs/notes/klondike-trace.md`): it wins klondike-bg draw 3 sv 82 and 110,
// draw 1 sv 82, and `klondike` preset sv 72, 83, 192, each in under 0.8 M
// nodes of beams, where the complete search had not decided them at 30 M.
//
// Emperor (two decks, a stock dealt once) runs beams too, before its
// best-first search (tableau.ts), in three variants one after the other, each
// on a third of the share: Emperor's evaluation (emperor.ts) less 30 a
// face-down card in 8 bands of four face-down cards, the same without the
// 30, and one band. Each variant won deals the others did not: over sv 0..19
// at 12 M nodes a deal, built down, 10 won against best-first's 4 (sv 1, 3,
// 4, 8, 9, 14 new), built up 4 against 1.
//
// It runs in the real game (worry back and every run move as the rules have
// them): in the smaller game of the other two searches it won fewer of those
// deals (draw 3 sv 110 alone). Its moves are the solver's (searchMoves), so a
// win is a line of the real game, replayed through the reference as any
// other. It never proves a loss: a beam that dropped nothing is reported
// undecided all the same.

import { Tableau } from "../games/tableau/tableau";
import { beamSearch, bmNodes, bmLength, bmBestScore, bmDropped } from "./beam";
import { ttLend, ttLentBytes, ttReclaim, ttNarrow, ttRestore } from "./tt";
import { BEST_PATH, RESULT_UNKNOWN, RESULT_WON } from "./search";
import { RESULT_NO_ROOM } from "./bestfirst";
import { now } from "../engine/clock";
import { emperorEvaluate } from "../games/tableau/emperor";
import { emperorGame } from "../games/tableau/kinds";

// The variants: points off the evaluation per face-down card, stages, and
// face-down cards per band (as a shift). Klondike and Solitaire: one;
// Emperor: three, each on a third of the share.
const KLONDIKE_VARIANTS: StaticArray<i32> = [30, 8, 1];
const EMPEROR_VARIANTS: StaticArray<i32> = [30, 8, 2, 0, 8, 2, 0, 1, 2];
let digWeight: i32 = 30;
let stages: i32 = 8;
let bandShift: i32 = 1;
let emperor: bool = false;
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
    return (emperor ? emperorEvaluate(g) : g.heuristic()) - digWeight * g.faceDown();
  }
  stage(g: Tableau): i32 {
    return min(stages - 1, g.faceDown() >> bandShift);
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
 * there), within `budget` nodes (> 0) and the deadline, in each of the game's
 * variants in turn. Returns RESULT_WON with the winning line in SB_LINE
 * (sbLength moves), or RESULT_UNKNOWN with the line to the best position
 * kept there (sbScore at its end).
 */
export function stockBeams(t: Tableau, root: usize, budget: i64, deadline: f64): i32 {
  sbNodes = 0;
  sbLength = 0;
  sbScore = i32.MIN_VALUE;
  emperor = emperorGame(t);
  const variants = emperor ? EMPEROR_VARIANTS : KLONDIKE_VARIANTS;
  const count = variants.length / 3;
  const region = ttLend();
  const bytes = ttLentBytes();
  let r = RESULT_UNKNOWN;
  for (let v = 0; v < count && r != RESULT_WON && now() < deadline; v++) {
    digWeight = unchecked(variants[3 * v]);
    stages = unchecked(variants[3 * v + 1]);
    bandShift = unchecked(variants[3 * v + 2]);
    // The last variant takes what the others left.
    const share = v == count - 1 ? budget - sbNodes : budget / count;
    r = beams(t, root, region, bytes, share, deadline);
  }
  ttReclaim();
  return r == RESULT_WON ? RESULT_WON : RESULT_UNKNOWN;
}

/** One variant's beams, widths 64, 256, ..., within `share` nodes. */
function beams(t: Tableau, root: usize, region: usize, bytes: usize, share: i64, deadline: f64): i32 {
  // A table the share can fill, so that its probes stay in the caches (tt.ts).
  const whole = ttNarrow(share);
  const end = sbNodes + share;
  let width = FIRST_WIDTH;
  let r = RESULT_UNKNOWN;
  while (sbNodes < end && now() < deadline) {
    r = beamSearch<Tableau, StockBeam>(t, STOCK_BEAM, region, bytes, width, stages, end - sbNodes, deadline, STALL, true);
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
  return r;
}
