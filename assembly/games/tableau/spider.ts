// Spider as the beam search (solver/two-deck.ts) sees it: how orderly a
// position looks, and the moves worth trying, after KDE KPat's Spider solver.
// Both are heuristics: the beam only wins, so what they leave out may never
// count towards a loss.

import { Tableau, CELL0, STOCK_MOVE, srcOf, dstOf, countOf } from "./position";
import { generate } from "./movegen";
import { prune } from "./prune";

/** Weights of the evaluation, in points (higher is closer to a win). */
const RUN_OFF = 4000; // a complete run removed
const FACE_DOWN = 40; // a card still face down
const BREAK = 12; // a face-up card on one that is not one rank higher
const OFF_SUIT = 4; // on one rank higher, of another suit (it cannot move with it)
const EMPTY = 70; // an empty pile, kept until it is needed
const KING_BASE = 15; // a face-up king at the bottom of a pile: its run never has to move

/** How orderly the position looks: runs removed, cards turned up, unbroken same-suit runs, empty piles. */
export function spiderEvaluate(t: Tableau): i32 {
  let h = (t.onFound / t.ranks) * RUN_OFF;
  for (let p = 0; p < t.nPiles; p++) {
    const n = unchecked(t.len[p]);
    const d = unchecked(t.down[p]);
    if (n == 0) {
      h += EMPTY;
      continue;
    }
    h -= d * FACE_DOWN;
    if (d == 0 && t.rank(t.at(p, 0)) == t.ranks) h += KING_BASE;
    let below = t.at(p, d);
    for (let i = d + 1; i < n; i++) {
      const c = t.at(p, i);
      if (t.rank(below) - t.rank(c) != 1) h -= BREAK;
      else if ((c & 3) != (below & 3)) h -= OFF_SUIT;
      below = c;
    }
  }
  return h;
}

/**
 * The moves the beam tries, into out[0..], in generation order; returns how
 * many. A move that completes a run (it is removed at once) is the only one.
 * Otherwise, of the solver's moves (prune.ts):
 * - a unit onto a card of another suit moves whole;
 * - onto a card of its own suit, a unit (or part of one) moves only if the
 *   run it joins then is longer than the run it leaves (else it only swaps
 *   two equal tails);
 * - into a space, only the first space, and never a whole pile with nothing
 *   face down (the same position with two piles renamed).
 */
export function spiderMoves(t: Tableau, out: StaticArray<i32>): i32 {
  const n = prune(t, out, 0, generate(t, out, 0, true));
  let space = -1;
  for (let p = 0; p < t.nPiles && space < 0; p++) if (unchecked(t.len[p]) == 0) space = p;
  let k = 0;
  for (let i = 0; i < n; i++) {
    const m = unchecked(out[i]);
    const src = srcOf(m);
    const dst = dstOf(m);
    if (m != STOCK_MOVE && src < CELL0 && dst < CELL0) {
      const g = countOf(m);
      const srcLen = unchecked(t.len[src]);
      const run = t.runLength(src);
      if (unchecked(t.len[dst]) == 0) {
        if (dst != space || g == srcLen) continue;
      } else {
        const bottom = t.at(src, srcLen - g);
        const top = t.top(dst);
        if ((bottom & 3) == (top & 3)) {
          const joined = t.runLength(dst) + g;
          if (joined >= t.ranks && t.rank(t.top(src)) == 1) {
            unchecked((out[0] = m));
            return 1;
          }
          if (joined <= run) continue;
        } else if (g != run) continue;
      }
    }
    unchecked((out[k++] = m));
  }
  return k;
}

/** Deals left in the stock (the beam's stage). */
export function dealsLeft(t: Tableau): i32 {
  return (t.talonLen + t.nPiles - 1) / t.nPiles;
}
