// A solver's line written as a player's moves: each talon move (which plays
// any card turning can reach, talon-moves.ts) becomes the stock turns that
// bring its card to the waste's top, then the play of that card.

import { Position } from "./position";
import { CAP, TALON, STOCK_MOVE, moveOf, srcOf, dstOf, talonIndexOf, redealsOf } from "./moves";
import { compulsoryAce } from "./movegen";

/**
 * Writes the line path[0..n) from the current position as a player's moves:
 * each talon move becomes the stock turns (and, with compulsory aces, the
 * aces they show going up, in the order takeFromTalon sends them) that bring its card to the waste's top, then the
 * play of that card. Leaves the position as it found it. Returns the count.
 */
export function expandLine(t: Position, path: StaticArray<i32>, n: i32, out: StaticArray<i32>): i32 {
  let k = 0;
  for (let i = 0; i < n; i++) {
    const m = unchecked(path[i]);
    // With fillFromTalon the solver turns as a player does: nothing to expand.
    if (srcOf(m) != TALON || t.fillFromTalon) {
      t.apply(m);
      unchecked((out[k++] = m));
      continue;
    }
    // Turn (sending up the aces that show, if compulsory) until the card is
    // on top in the pass the move names.
    let target = talonIndexOf(m);
    const redeals = redealsOf(m);
    let pass = 0;
    let guard = 0;
    while (!(pass == redeals && t.turned - 1 == target) && guard++ < 64 * CAP) {
      const ace = t.compulsoryAces ? compulsoryAce(t) : 0;
      const step = ace != 0 ? ace : STOCK_MOVE;
      // An ace played from the waste below the target: the target moves down one.
      if (ace != 0 && srcOf(ace) == TALON && talonIndexOf(ace) < target) target--;
      if (ace == 0 && t.turned >= t.talonLen) pass++;
      t.apply(step);
      unchecked((out[k++] = step));
    }
    const play = moveOf(TALON, dstOf(m), 1) | ((t.turned - 1) << 20);
    t.apply(play);
    unchecked((out[k++] = play));
  }
  for (let i = k - 1; i >= 0; i--) t.undo(unchecked(out[i]));
  return k;
}
