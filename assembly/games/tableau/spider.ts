// Spider as the beam search (solver/two-deck.ts) sees it: how orderly a
// position looks, and the moves worth trying, after KDE KPat's Spider solver.
// Both are heuristics: the beam only wins, so what they leave out may never
// count towards a loss.

import { Tableau, CELL0, STOCK_MOVE, srcOf, dstOf, countOf } from "./position";
import { generate } from "./movegen";
import { prune } from "./prune";

export const TUNE = new StaticArray<i32>(16); // DEBUG
TUNE[0] = 4000; TUNE[1] = 12; TUNE[2] = 12; TUNE[3] = 12; TUNE[4] = 12; TUNE[5] = 12; TUNE[6] = 64; TUNE[7] = 4; TUNE[8] = 150; TUNE[9] = 1; TUNE[10] = 0; TUNE[11] = 12; TUNE[12] = 0; TUNE[13] = 0; TUNE[14] = 12; TUNE[15] = 0;

/** How orderly the position looks: runs removed, cards turned up, unbroken same-suit runs, empty piles. */
export function spiderEvaluate(t: Tableau): i32 {
  const RUN_OFF = TUNE[0], FACE_DOWN = TUNE[1], BREAK = TUNE[2], OFF_SUIT = TUNE[3], KING_BASE = TUNE[5];
  const EMPTY = t.talonLen > 0 ? TUNE[4] : TUNE[11];
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
      const gap = t.rank(below) - t.rank(c);
      if (gap <= 0) h -= TUNE[14];
      else if (gap != 1) h -= BREAK;
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
        if (dst != space || g == srcLen || (TUNE[9] == 0 && g != run)) continue;
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
        } else {
          if (g != run && TUNE[10] == 0) continue;
          // Off one card one rank higher onto another of another suit: a sideways step.
          if (TUNE[15] != 0 && srcLen - g > unchecked(t.down[src]) && t.rank(t.at(src, srcLen - g - 1)) == t.rank(top)) continue;
        }
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
