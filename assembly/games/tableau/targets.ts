// The piles a unit of cards may go onto, for move generation (movegen.ts):
// found once per position, so that each source visits only the piles that
// take its cards and the spaces, not every pile.

import { TableauState } from "./state";
import { CELL0, TALON, moveOf } from "./moves";
import { UNIT_WHOLE, FILL_KINGS, FILL_WASTE, FILL_NONE } from "./rule-table";

// The piles each card may go onto, found once per generate() (toPiles then
// visits only those piles and the spaces, not every pile for every source):
// TARGETS[card] has bit d set when pile d's face-up top takes the card
// (rules.ts's follows with buildSuit); `spaces` has a bit per empty pile.
// Cleared after, entry by entry (SET lists the entries written).
// (Static memory at a fixed address: a table in a global costs a load of
// the global before each use in the engine's compiled code.)
const TARGETS: usize = memory.data(256 * 4, 64);
/** TableauState.capacity(false) and capacity(true) of generate()'s position, found when first needed (-1 before). */
let capacityFull: i32 = -1;
let capacityToEmpty: i32 = -1;
const SET = new StaticArray<u8>(64);
let setCount = 0;
let spaces: u32 = 0;

function findTargets(t: TableauState): void {
  spaces = 0;
  const step = t.buildUp ? 1 : -1;
  // A pile owed a card (TableauState.layOn): the search keeps only moves onto it (prune.ts).
  const only = t.layOn - 1;
  for (let d = only >= 0 ? only : 0; d < (only >= 0 ? only + 1 : t.nPiles); d++) {
    const dl = unchecked(t.len[d]);
    if (dl == 0) {
      // Under FILL_NONE no card goes into a space.
      if (t.fill != FILL_NONE) spaces |= 1 << d;
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
 * Only between beginTargets() and endTargets() (movegen.ts's generate(),
 * and the talon's and worry backs' moves it asks for).
 */
export function toPiles(t: TableauState, out: StaticArray<i32>, k: i32, src: i32, c: u8, run: i32, tag: i32): i32 {
  const mask = targetMask(t, src, c, run);
  return mask != 0 ? toTargets(t, out, k, src, c, run, tag, mask) : k;
}

/**
 * The piles some group's bottom card goes onto, and the spaces (findTargets):
 * any other pile fails toTargets' checks. 0 when the unit goes nowhere (most
 * sources, so generate() makes no call for them).
 */
@inline function targetMask(t: TableauState, src: i32, c: u8, run: i32): u32 {
  let mask = spaces | load<u32>(TARGETS + ((<usize>c) << 2));
  if (src < CELL0) {
    const srcLen = unchecked(t.len[src]);
    for (let g = 2; g <= run; g++) mask |= load<u32>(TARGETS + ((<usize>t.at(src, srcLen - g)) << 2));
    mask &= ~(1 << src);
  }
  return mask;
}

/** toPiles() onto the piles of `mask` (targetMask), in pile order, as the checks go. */
function toTargets(t: TableauState, out: StaticArray<i32>, k: i32, src: i32, c: u8, run: i32, tag: i32, mask: u32): i32 {
  const fromPile = src < CELL0;
  const srcLen = fromPile ? unchecked(t.len[src]) : 0;
  const whole = t.unit == UNIT_WHOLE;
  while (mask != 0) {
    const d = <i32>ctz(mask);
    mask &= mask - 1;
    const dl = unchecked(t.len[d]);
    if (dl == 0) {
      // Only the waste's card fills a space under FILL_WASTE.
      if (t.fill == FILL_WASTE && src != TALON) continue;
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

/**
 * Finds the targets of t's position, for toPiles() until endTargets().
 * `firstPlaces`: a unit goes to the first empty pile only, where piles are
 * interchangeable (the others lead to the same position; prune.ts keeps only these).
 */
export function beginTargets(t: TableauState, firstPlaces: bool): void {
  findTargets(t);
  capacityFull = -1;
  capacityToEmpty = -1;
  if (firstPlaces && !t.positionalPiles()) spaces &= -spaces;
}

/** Clears what beginTargets() found. */
export function endTargets(): void {
  clearTargets();
}
