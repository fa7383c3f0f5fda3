// Spider as the beam search (solver/beam.ts) sees it: how orderly a position
// looks, and the moves worth trying, after KDE KPat's Spider solver: a unit
// moves whole, or in part only onto a card of its own suit (where it
// lengthens a same-suit run); complete runs leave at once (apply() does it).

import { Tableau, CELL0, STOCK_MOVE, srcOf, dstOf, countOf } from "./position";

/** Weights of the evaluation, in points (higher is closer to a win). */
const RUN_OFF = 4000; // a complete run removed
const FACE_DOWN = 40; // a card still face down
const BREAK = 12; // a face-up card on one that is not one rank higher
const OFF_SUIT = 4; // on one rank higher, of another suit (it cannot move with it)
const EMPTY = 70; // an empty pile, kept until it is needed
const KING_BASE = 15; // a face-up king at the bottom of a pile: its run never has to move
const DEALT = 150; // a deal made: what the cards it lays cost is paid back

/** How orderly the position looks: runs removed, cards turned up, unbroken same-suit runs, empty piles. */
export function spiderEvaluate(t: Tableau): i32 {
  let h = (t.onFound / t.ranks) * RUN_OFF - dealsLeft(t) * DEALT;
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
 * Leaves out, in place, partial units put on a card of another suit: a unit
 * moves whole, into a space, or onto its own suit. Returns how many of
 * out[at..at+n) are left, in their order.
 */
export function spiderFilter(t: Tableau, out: StaticArray<i32>, at: i32, n: i32): i32 {
  let k = at;
  for (let i = at; i < at + n; i++) {
    const m = unchecked(out[i]);
    const src = srcOf(m);
    const dst = dstOf(m);
    if (m != STOCK_MOVE && src < CELL0 && dst < CELL0 && unchecked(t.len[dst]) > 0) {
      const g = countOf(m);
      const bottom = t.at(src, unchecked(t.len[src]) - g);
      if ((bottom & 3) != (t.top(dst) & 3) && g != t.runLength(src)) continue;
    }
    unchecked((out[k++] = m));
  }
  return k - at;
}

/** Deals left in the stock (the beam's stage). */
export function dealsLeft(t: Tableau): i32 {
  return (t.talonLen + t.nPiles - 1) / t.nPiles;
}
