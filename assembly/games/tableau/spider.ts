// Spider as the beam search (solver/two-deck.ts) sees it: how orderly a
// position looks, and the moves worth trying, after KDE KPat's Spider solver.
// Both are heuristics: the beam only wins, so what they leave out may never
// count towards a loss.

import { Position } from "./position";
import { CELL0, CAP, STOCK_MOVE, srcOf, dstOf, countOf } from "./moves";
import { SUIT_SAME } from "./rule-table";
import { generate } from "./movegen";
import { prune } from "./prune";

/** A complete run removed, in points of chaos (more than any position's chaos, so runs removed come first). */
const RUN_OFF = 1000;

/**
 * How close the position looks to a win (higher is closer): runs removed,
 * less KPat's "chaos": one point for every face-down card and every face-up
 * card not lying on the next rank of its own suit, less one for every space
 * and every king at the bottom of a pile (its run never has to move).
 * Weighing them alike is what wins: weights of their own for each kind won
 * far fewer 4-suit deals (docs/notes/spider-solver.md).
 */
export function spiderEvaluate(t: Position): i32 {
  let chaos = 0;
  // Where runs are of one suit building down (Spider's rules), a card that
  // does not lie on the next rank of its own suit is one whose run starts at
  // it: runAt, kept as cards are pushed, says so without a look at two cards.
  const byRuns = t.runSuit == SUIT_SAME && !t.buildUp;
  for (let p = 0; p < t.nPiles; p++) {
    const n = unchecked(t.len[p]);
    const d = unchecked(t.down[p]);
    if (n == 0) {
      chaos--;
      continue;
    }
    chaos += d;
    if (d == 0 && t.rank(t.at(p, 0)) == t.ranks) chaos--;
    if (byRuns) {
      const base = p * CAP;
      for (let i = d + 1; i < n; i++) if (unchecked(t.runAt[base + i]) == 1) chaos++;
      continue;
    }
    let below = t.at(p, d);
    for (let i = d + 1; i < n; i++) {
      const c = t.at(p, i);
      if (t.rank(below) - t.rank(c) != 1 || (c & 3) != (below & 3)) chaos++;
      below = c;
    }
  }
  return (t.onFound / t.ranks) * RUN_OFF - chaos;
}

/**
 * The moves the beam tries, into out[0..], in generation order; returns how
 * many. A move that completes a run (it is removed at once) is the only one.
 * Otherwise, of the solver's moves (prune.ts):
 * - a unit moves whole onto a card of another suit or into a space (only
 *   the first space, and never a whole pile with nothing face down: the
 *   same position with two piles renamed);
 * - onto a card of its own suit, a unit or a part of one moves only if the
 *   run it joins is then longer than the run it leaves (else it only swaps
 *   two equal tails).
 */
export function spiderMoves(t: Position, out: StaticArray<i32>): i32 {
  const n = prune(t, out, 0, generate(t, out, 0, true, true));
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
        if (dst != space || g != run || g == srcLen) continue;
      } else if ((t.at(src, srcLen - g) & 3) == (t.top(dst) & 3)) {
        const joined = t.runLength(dst) + g;
        if (joined >= t.ranks && t.rank(t.top(src)) == 1) {
          unchecked((out[0] = m));
          return 1;
        }
        if (joined <= run) continue;
      } else if (g != run) continue;
    }
    unchecked((out[k++] = m));
  }
  return k;
}

/** Deals left in the stock (the beam's stage). */
export function dealsLeft(t: Position): i32 {
  return (t.talonLen + t.nPiles - 1) / t.nPiles;
}
