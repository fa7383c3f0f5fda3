// Move generation: every legal move of a position, in one order (sources:
// pile tops, then cells, then the talon, then foundation cards coming back,
// then the stock). What a search may leave out is prune.ts's business.

import { NO_CARD } from "../../engine/cards";
import { TableauState } from "./state";
import { CELL0, FOUND0, TALON, STOCK_MOVE, moveOf } from "./moves";
import { beginTargets, endTargets, toPiles } from "./targets";
import { talonMoves, stockMoveLegal } from "./talon-moves";

/** Every legal move of a player (who turns the stock and plays the waste's top card). */
export function legalMoves(t: TableauState, out: StaticArray<i32>, at: i32): i32 {
  const ace = t.compulsoryAces ? compulsoryAce(t) : 0;
  if (ace != 0) {
    unchecked((out[at] = ace));
    return 1;
  }
  return generate(t, out, at, false);
}

/**
 * With fillFromTalon (Fortune's Favor), the move that must come next where a
 * pile is empty: the waste's top card into the first space, or the stock's
 * top card (talon index `turned`, not yet turned) while the waste is empty.
 * 0 when no pile is empty or the talon is spent.
 */
export function talonFill(t: TableauState): i32 {
  if (t.talonLen == 0) return 0;
  for (let p = 0; p < t.nPiles; p++) {
    if (unchecked(t.len[p]) == 0) return moveOf(TALON, p, 1) | ((t.turned > 0 ? t.turned - 1 : 0) << 20);
  }
  return 0;
}

/**
 * With a stacked reserve (Canfield), the move that must come next where a
 * pile is empty: the reserve's top card into the first space. 0 when no pile
 * is empty or the reserve is spent.
 */
export function reserveFill(t: TableauState): i32 {
  const r = t.nPiles;
  if (unchecked(t.len[r]) == 0) return 0;
  for (let p = 0; p < t.nPiles; p++) if (unchecked(t.len[p]) == 0) return moveOf(r, p, 1);
  return 0;
}

/**
 * The moves of the position but a compulsory ace (the caller has checked
 * there is none). `turnsInside`: talon moves play any card turning reaches
 * and the stock is never turned on its own (the solver's moves, talon-moves.ts).
 * `firstPlaces`: only the first free cell and the first space (below).
 */
export function generate(t: TableauState, out: StaticArray<i32>, at: i32, turnsInside: bool, firstPlaces: bool = false, only: i32 = -1): i32 {
  if (t.fillFromTalon || t.stackedReserve) {
    const fill = t.stackedReserve ? reserveFill(t) : talonFill(t);
    if (fill != 0) {
      unchecked((out[at] = fill));
      return 1;
    }
  }
  beginTargets(t, firstPlaces);
  // `firstPlaces` (for prune.ts, which keeps only these): a card goes to the
  // first free cell only, a unit to the first empty pile only where piles
  // are interchangeable (the others lead to the same position).
  const cells = t.nCells;
  let cellFrom = 0;
  let cellTo = cells;
  if (firstPlaces) {
    const q = t.firstFreeCell();
    cellFrom = q < 0 ? cells : q;
    cellTo = q < 0 ? cells : q + 1;
  }
  let k = at;
  // `only`: the moves of that pile alone (an aimed search's dig, prune.ts).
  if (only >= 0) {
    k = sourceMoves(t, out, k, only, cellFrom, cellTo);
    endTargets();
    return k - at;
  }
  // Sources: pile tops, then cells.
  for (let s = 0; s < t.nPiles + cells; s++) k = sourceMoves(t, out, k, s, cellFrom, cellTo);
  // The stacked reserve's top card: to its foundation or onto a pile.
  if (t.stackedReserve && unchecked(t.len[t.nPiles]) > 0) {
    const r = t.nPiles;
    const c = t.top(r);
    const f = t.singlesUp ? t.foundationFor(c) : -1;
    if (f >= 0) unchecked((out[k++] = moveOf(r, FOUND0 + f, 1)));
    k = toPiles(t, out, k, r, c, 1, 0);
  }
  if (t.draw > 0) k = talonMoves(t, out, k, turnsInside);
  if (t.worryBack) k = worryBackMoves(t, out, k);
  if (stockMoveLegal(t, turnsInside)) unchecked((out[k++] = STOCK_MOVE));
  endTargets();
  return k - at;
}

/** The moves of source s (a pile's top unit, or a cell's card): up, onto piles, into cells cellFrom..cellTo-1. */
@inline function sourceMoves(t: TableauState, out: StaticArray<i32>, k: i32, s: i32, cellFrom: i32, cellTo: i32): i32 {
  const c = t.sourceCard(s);
  if (c == NO_CARD) return k;
  const fromPile = s < t.nPiles;
  const src = t.sourceAt(s);
  // (Not while a pile is owed a card: only moves onto it are kept, prune.ts.)
  const f = t.singlesUp && t.layOn == 0 ? t.foundationFor(c) : -1;
  if (f >= 0) unchecked((out[k++] = moveOf(src, FOUND0 + f, 1)));
  const run = fromPile ? t.runLength(src) : 1;
  k = toPiles(t, out, k, src, c, run, 0);
  if (fromPile && !t.reserve) for (let q = cellFrom; q < cellTo; q++) if (unchecked(t.cell[q]) == NO_CARD) unchecked((out[k++] = moveOf(src, CELL0 + q, 1)));
  return k;
}

/** Foundation cards coming back to the tableau. */
function worryBackMoves(t: TableauState, out: StaticArray<i32>, k: i32): i32 {
  for (let f = 0; f < t.nFound; f++) {
    if (unchecked(t.found[f]) != 0) k = toPiles(t, out, k, FOUND0 + f, t.foundationTop(f), 1, 0);
  }
  return k;
}

/** The move that sends up an ace now released (pile top or waste top), or 0. */
export function compulsoryAce(t: TableauState): i32 {
  for (let p = 0; p < t.nPiles; p++) {
    if (unchecked(t.len[p]) <= unchecked(t.down[p])) continue;
    const c = t.top(p);
    if (t.rank(c) == 1) {
      const f = t.foundationFor(c);
      if (f >= 0) return moveOf(p, FOUND0 + f, 1);
    }
  }
  if (t.turned > 0) {
    const c = unchecked(t.talon[t.turned - 1]);
    if (t.rank(c) == 1) {
      const f = t.foundationFor(c);
      if (f >= 0) return moveOf(TALON, FOUND0 + f, 1) | ((t.turned - 1) << 20);
    }
  }
  return 0;
}
