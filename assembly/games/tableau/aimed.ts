// Aimed moves: the smaller game of FreeCell's searches for wins only (the
// dive and half of the portfolio's searches, solver/portfolio.ts) and of
// Emperor's beams (solver/emperor-beams.ts). A pile's card goes into a cell,
// or a pile's cards into a space, only on the way to a card it uncovers that
// can then go up or onto another pile's top (or to a face-down card turned
// up, or to emptying the pile), counting the cards more cells and spaces
// could take on the way, as fc-solve's moves do: they park cards above a
// card only to put that card up or on a parent. Cards lying on a card they
// follow go onto another pile only on the same condition: such a move builds
// nothing new, and is worth only what it uncovers. A cell's card goes into a
// space only where a card could be laid on it next (fc-solve's "freecell
// cards on empty stacks and right away cards on top"). Such a game can lose
// every win, so its searches prove nothing lost (TableauState.aimed; prune.ts
// leaves the other moves out). Once a depth-first search has parked a pile's
// card, it plays that pile's moves alone until the dig is done
// (TableauState.parkOn), as fc-solve's one move parks the cards and uses the
// one they uncover. Such searches go wrong far less often than searches of
// every move (docs/notes/freecell-speed.md and emperor-solver.md have the
// figures).

import { Position } from "./position";
import { NO_CARD } from "../../engine/cards";

/** The cards some pile's top would take, one bit per card (a card is a byte below 52, engine/cards.ts). */
export function acceptedCards(t: Position): u64 {
  let mask: u64 = 0;
  for (let q = 0; q < t.nPiles; q++) {
    const n = unchecked(t.len[q]);
    if (n == 0) continue;
    const y = <i32>t.at(q, n - 1);
    // The rank a card on y has (0-based): one below y's building down, one above building up.
    const r = (y >> 2) + (t.buildUp ? 1 : -1);
    if (r < 0 || r >= t.ranks) continue;
    // The suits that may lie on y's (rules.ts's buildFit: bit y's suit * 4 + u).
    const fit = (t.buildFit >> ((y & 3) << 2)) & 15;
    mask |= (<u64>fit) << (r << 2);
  }
  return mask;
}

/**
 * Is there an aim below pile p's card at index `top`, with up to `parked`
 * more of its cards parked on the way: a card that can go up, one that some
 * pile's top takes (`accept`, from acceptedCards), a face-down card turned
 * up, or the pile emptied?
 */
export function aimBelow(t: Position, p: i32, top: i32, parked: i32, accept: u64): bool {
  for (let j = 0; j <= parked; j++) {
    const i = top - j;
    if (i < 0) return true;
    // A face-down card turned up is an aim too (Emperor's beams; FreeCell has none).
    if (i < unchecked(t.down[p])) return true;
    const x = t.at(p, i);
    if (t.foundationFor(x) >= 0 || ((accept >> x) & 1) != 0) return true;
  }
  return false;
}

/**
 * Could a card be laid on c next: a cell's card, or a card of some pile's
 * top run (the bottom of a unit that could move), that follows c by the
 * building rule? (More than the moves that exist: a unit may be too long
 * for the places free. Only for choosing a win's moves.)
 */
export function takesACard(t: Position, c: u8): bool {
  for (let q = 0; q < t.nCells; q++) {
    const x = unchecked(t.cell[q]);
    if (x != NO_CARD && t.follows(x, c, t.buildSuit)) return true;
  }
  for (let p = 0; p < t.nPiles; p++) {
    const n = unchecked(t.len[p]);
    for (let k = n - t.runLength(p); k < n; k++) if (t.follows(t.at(p, k), c, t.buildSuit)) return true;
  }
  return false;
}
