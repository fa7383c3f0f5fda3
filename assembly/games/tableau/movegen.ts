// Move generation: every legal move of a position, in one order (sources:
// pile tops, then cells, then the talon, then foundation cards coming back,
// then the stock). What a search may leave out is prune.ts's business.

import { NO_CARD } from "../../engine/cards";
import { Tableau, CELL0, FOUND0, TALON, STOCK_MOVE, moveOf } from "./position";
import { talonMoves, stockMoveLegal } from "./talon";
import { UNIT_WHOLE, FILL_KINGS } from "./rule-table";

/** Every legal move of a player (who turns the stock and plays the waste's top card). */
export function legalMoves(t: Tableau, out: StaticArray<i32>, at: i32): i32 {
  const ace = t.compulsoryAces ? compulsoryAce(t) : 0;
  if (ace != 0) {
    unchecked((out[at] = ace));
    return 1;
  }
  return generate(t, out, at, false);
}

/**
 * The moves of the position but a compulsory ace (the caller has checked
 * there is none). `turnsInside`: talon moves play any card turning reaches
 * and the stock is never turned on its own (the solver's moves, talon.ts).
 * `firstPlaces`: only the first free cell and the first space (below).
 */
export function generate(t: Tableau, out: StaticArray<i32>, at: i32, turnsInside: bool, firstPlaces: bool = false): i32 {
  findTargets(t);
  capacityFull = -1;
  capacityToEmpty = -1;
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
    if (!t.positionalPiles()) spaces &= -spaces;
  }
  let k = at;
  // Sources: pile tops, then cells.
  for (let s = 0; s < t.nPiles + cells; s++) {
    const c = t.sourceCard(s);
    if (c == NO_CARD) continue;
    const fromPile = s < t.nPiles;
    const src = t.sourceAt(s);
    // (Not while a pile is owed a card: only moves onto it are kept, prune.ts.)
    const f = t.singlesUp && t.layOn == 0 ? t.foundationFor(c) : -1;
    if (f >= 0) unchecked((out[k++] = moveOf(src, FOUND0 + f, 1)));
    const run = fromPile ? t.runLength(src) : 1;
    const mask = targetMask(t, src, c, run);
    if (mask != 0) k = toTargets(t, out, k, src, c, run, 0, mask);
    if (fromPile) for (let q = cellFrom; q < cellTo; q++) if (unchecked(t.cell[q]) == NO_CARD) unchecked((out[k++] = moveOf(src, CELL0 + q, 1)));
  }
  if (t.draw > 0) k = talonMoves(t, out, k, turnsInside);
  if (t.worryBack) k = worryBackMoves(t, out, k);
  if (stockMoveLegal(t, turnsInside)) unchecked((out[k++] = STOCK_MOVE));
  clearTargets();
  return k - at;
}

// The piles each card may go onto, found once per generate() (toPiles then
// visits only those piles and the spaces, not every pile for every source):
// TARGETS[card] has bit d set when pile d's face-up top takes the card
// (rules.ts's follows with buildSuit); `spaces` has a bit per empty pile.
// Cleared after, entry by entry (SET lists the entries written).
// (Static memory at a fixed address: a table in a global costs a load of
// the global before each use in the engine's compiled code.)
const TARGETS: usize = memory.data(256 * 4, 64);
/** Tableau.capacity(false) and capacity(true) of generate()'s position, found when first needed (-1 before). */
let capacityFull: i32 = -1;
let capacityToEmpty: i32 = -1;
const SET = new StaticArray<u8>(64);
let setCount = 0;
let spaces: u32 = 0;

function findTargets(t: Tableau): void {
  spaces = 0;
  const step = t.buildUp ? 1 : -1;
  // A pile owed a card (Tableau.layOn): the search keeps only moves onto it (prune.ts).
  const only = t.layOn - 1;
  for (let d = only >= 0 ? only : 0; d < (only >= 0 ? only + 1 : t.nPiles); d++) {
    const dl = unchecked(t.len[d]);
    if (dl == 0) {
      spaces |= 1 << d;
      continue;
    }
    if (dl <= unchecked(t.down[d])) continue;
    const y = t.top(d);
    const r = t.rank(y) + step;
    if (r < 1 || r > t.ranks) continue;
    let fits = (t.buildFit >> (((<u32>y) & 3) << 2)) & 15;
    while (fits != 0) {
      const u = <i32>ctz(fits);
      fits &= fits - 1;
      const b = ((r - 1) << 2) | u;
      const at = TARGETS + ((<usize>b) << 2);
      const was = load<u32>(at);
      if (was == 0) unchecked((SET[setCount++] = <u8>b));
      store<u32>(at, was | (1 << d));
    }
  }
}

function clearTargets(): void {
  for (let i = 0; i < setCount; i++) store<u32>(TARGETS + ((<usize>unchecked(SET[i])) << 2), 0);
  setCount = 0;
}

/**
 * Moves of the unit on top of `src` onto the piles: from a pile, a group of
 * its top `run` cards (every size the rules allow); from anywhere else, the
 * single card c (a cell's, the talon card `tag` names, a foundation's top).
 * Only within generate(), which finds the targets and resets the group
 * capacities it remembers (talon.ts and the worry backs call it from there).
 */
export function toPiles(t: Tableau, out: StaticArray<i32>, k: i32, src: i32, c: u8, run: i32, tag: i32): i32 {
  const mask = targetMask(t, src, c, run);
  return mask != 0 ? toTargets(t, out, k, src, c, run, tag, mask) : k;
}

/**
 * The piles some group's bottom card goes onto, and the spaces (findTargets):
 * any other pile fails toTargets' checks. 0 when the unit goes nowhere (most
 * sources, so generate() makes no call for them).
 */
@inline function targetMask(t: Tableau, src: i32, c: u8, run: i32): u32 {
  let mask = spaces | load<u32>(TARGETS + ((<usize>c) << 2));
  if (src < CELL0) {
    const srcLen = unchecked(t.len[src]);
    for (let g = 2; g <= run; g++) mask |= load<u32>(TARGETS + ((<usize>t.at(src, srcLen - g)) << 2));
    mask &= ~(1 << src);
  }
  return mask;
}

/** toPiles() onto the piles of `mask` (targetMask), in pile order, as the checks go. */
function toTargets(t: Tableau, out: StaticArray<i32>, k: i32, src: i32, c: u8, run: i32, tag: i32, mask: u32): i32 {
  const fromPile = src < CELL0;
  const srcLen = fromPile ? unchecked(t.len[src]) : 0;
  const whole = t.unit == UNIT_WHOLE;
  while (mask != 0) {
    const d = <i32>ctz(mask);
    mask &= mask - 1;
    const dl = unchecked(t.len[d]);
    if (dl == 0) {
      if (run > 1 && capacityToEmpty < 0) capacityToEmpty = t.capacity(true);
      const most = run > 1 ? min(run, capacityToEmpty) : 1;
      for (let g = whole ? most : 1; g <= most; g++) {
        // Only a king (or a group headed by one) fills a space under FILL_KINGS.
        const head = fromPile ? t.at(src, srcLen - g) : c;
        if (t.fill == FILL_KINGS && t.rank(head) != t.ranks) continue;
        unchecked((out[k++] = moveOf(src, d, g) | tag));
      }
    } else if (dl > unchecked(t.down[d])) {
      const top = t.top(d);
      // The one group size whose bottom card builds on the top card.
      const g = t.buildUp ? t.rank(c) - t.rank(top) : t.rank(top) - t.rank(c);
      if (g < 1 || g > run || (whole && g != run)) continue;
      const bottom = fromPile ? t.at(src, srcLen - g) : c;
      if (!t.follows(bottom, top, t.buildSuit)) continue;
      if (g > 1) {
        if (capacityFull < 0) capacityFull = t.capacity(false);
        if (g > capacityFull) continue;
      }
      unchecked((out[k++] = moveOf(src, d, g) | tag));
    }
  }
  return k;
}

/** Foundation cards coming back to the tableau. */
function worryBackMoves(t: Tableau, out: StaticArray<i32>, k: i32): i32 {
  for (let f = 0; f < t.nFound; f++) {
    if (unchecked(t.found[f]) != 0) k = toPiles(t, out, k, FOUND0 + f, t.foundationTop(f), 1, 0);
  }
  return k;
}

/** The move that sends up an ace now released (pile top or waste top), or 0. */
export function compulsoryAce(t: Tableau): i32 {
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
