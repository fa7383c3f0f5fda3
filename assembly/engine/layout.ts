// A deal as laid out on the table, before a game takes it over: the accordion
// row (or hand, in dealing order), tableau piles, stock, waste, cells and
// foundations. Seeds are dealt into it (deal.ts) and text deals arrive in it
// through the wire format below; each game's setup() reads it.
//
// Wire format (bytes): sections [kind, length, card...] ending with kind 0.
// Piles and foundations list the bottom card first; the stock lists its bottom
// card first (the last is turned next). A card byte may carry FACE_DOWN.
// Cells use NO_CARD for an empty cell.

import { NO_CARD } from "./cards";

export const SECTION_END: u8 = 0;
export const SECTION_ROW: u8 = 1;
export const SECTION_PILE: u8 = 2;
export const SECTION_STOCK: u8 = 3;
export const SECTION_WASTE: u8 = 4;
export const SECTION_CELLS: u8 = 5;
export const SECTION_FOUNDATION: u8 = 6;
export const SECTION_DARK: u8 = 7;
/** One byte: the rank dealt as the ace, where a deal renames ranks from a random base (Canfield). */
export const SECTION_BASE: u8 = 8;

export const MAX_PILES: i32 = 20; // Black Hole's 17, Fan's 18
export const PILE_CAP: i32 = 128;
export const MAX_FOUNDATIONS: i32 = 8;
export const MAX_CELLS: i32 = 16;

export const ROW = new StaticArray<u8>(PILE_CAP);
export let rowLen: i32 = 0;
export const DARK = new StaticArray<u8>(PILE_CAP);
export let darkLen: i32 = 0;
export const PILES = new StaticArray<u8>(MAX_PILES * PILE_CAP);
export const PILE_LEN = new StaticArray<i32>(MAX_PILES);
export let pileCount: i32 = 0;
export const STOCK = new StaticArray<u8>(PILE_CAP);
export let stockLen: i32 = 0;
export const WASTE = new StaticArray<u8>(PILE_CAP);
export let wasteLen: i32 = 0;
export const CELLS = new StaticArray<u8>(MAX_CELLS);
export let cellCount: i32 = 0;
export const FOUND = new StaticArray<u8>(MAX_FOUNDATIONS * PILE_CAP);
export const FOUND_LEN = new StaticArray<i32>(MAX_FOUNDATIONS);
export let foundCount: i32 = 0;
/** The real rank of the cards dealt as aces (randomBase renames every rank from it); 1 for every other deal. */
export let rankBase: i32 = 1;

export function clearLayout(): void {
  rowLen = 0;
  darkLen = 0;
  pileCount = 0;
  stockLen = 0;
  wasteLen = 0;
  cellCount = 0;
  foundCount = 0;
  rankBase = 1;
  for (let i = 0; i < MAX_PILES; i++) unchecked((PILE_LEN[i] = 0));
  for (let i = 0; i < MAX_FOUNDATIONS; i++) unchecked((FOUND_LEN[i] = 0));
}

/** Declares n tableau piles (empty until cards are pushed). */
export function setPileCount(n: i32): void {
  pileCount = n;
}

/** Card k (from the bottom) of the layout's pile p. */
@inline export function pileCard(p: i32, k: i32): u8 {
  return unchecked(PILES[p * PILE_CAP + k]);
}

export function pushRow(c: u8): void {
  unchecked((ROW[rowLen++] = c));
}
export function pushDark(c: u8): void {
  unchecked((DARK[darkLen++] = c));
}
export function pushStock(c: u8): void {
  unchecked((STOCK[stockLen++] = c));
}
export function pushPile(p: i32, c: u8): void {
  if (p >= pileCount) pileCount = p + 1;
  const n = unchecked(PILE_LEN[p]);
  unchecked((PILES[p * PILE_CAP + n] = c));
  unchecked((PILE_LEN[p] = n + 1));
}
export function pushCell(c: u8): void {
  unchecked((CELLS[cellCount++] = c));
}
export function setRankBase(r: i32): void {
  rankBase = r;
}
export function pushFoundation(f: i32, c: u8): void {
  if (f >= foundCount) foundCount = f + 1;
  const n = unchecked(FOUND_LEN[f]);
  unchecked((FOUND[f * PILE_CAP + n] = c));
  unchecked((FOUND_LEN[f] = n + 1));
}

/** Parses the wire format at `ptr`. Returns 0, or a negative code when malformed. */
export function readWire(ptr: usize, len: i32): i32 {
  clearLayout();
  let at = 0;
  while (at < len) {
    const kind = load<u8>(ptr + at);
    if (kind == SECTION_END) return 0;
    if (at + 1 >= len) return -1;
    const n = <i32>load<u8>(ptr + at + 1);
    at += 2;
    if (at + n > len) return -1;
    for (let k = 0; k < n; k++) {
      const c = load<u8>(ptr + at + k);
      if (kind == SECTION_ROW) pushRow(c);
      else if (kind == SECTION_DARK) pushDark(c);
      else if (kind == SECTION_PILE) {
        if (pileCount >= MAX_PILES && k == 0) return -2;
        pushPile(k == 0 ? pileCount : pileCount - 1, c);
      } else if (kind == SECTION_STOCK) pushStock(c);
      else if (kind == SECTION_WASTE) unchecked((WASTE[wasteLen++] = c));
      else if (kind == SECTION_CELLS) {
        if (cellCount >= MAX_CELLS) return -2;
        unchecked((CELLS[cellCount++] = c));
      } else if (kind == SECTION_BASE) {
        if (n != 1 || c < 1 || c > 13) return -3;
        rankBase = c;
      } else if (kind == SECTION_FOUNDATION) {
        if (foundCount >= MAX_FOUNDATIONS && k == 0) return -2;
        pushFoundation(k == 0 ? foundCount : foundCount - 1, c);
      } else return -3;
    }
    // An empty pile or foundation section still counts as one.
    if (n == 0 && kind == SECTION_PILE) {
      if (pileCount >= MAX_PILES) return -2;
      pileCount++;
    }
    if (n == 0 && kind == SECTION_FOUNDATION) {
      if (foundCount >= MAX_FOUNDATIONS) return -2;
      foundCount++;
    }
    at += n;
  }
  return 0;
}

function writeSection(ptr: usize, at: i32, kind: u8, src: StaticArray<u8>, from: i32, n: i32): i32 {
  store<u8>(ptr + at, kind);
  store<u8>(ptr + at + 1, <u8>n);
  for (let k = 0; k < n; k++) store<u8>(ptr + at + 2 + k, unchecked(src[from + k]));
  return at + 2 + n;
}

/** Writes the layout in the wire format at `ptr`; returns the byte length. */
export function writeWire(ptr: usize): i32 {
  let at = 0;
  if (rowLen > 0) at = writeSection(ptr, at, SECTION_ROW, ROW, 0, rowLen);
  if (darkLen > 0) at = writeSection(ptr, at, SECTION_DARK, DARK, 0, darkLen);
  for (let f = 0; f < foundCount; f++) at = writeSection(ptr, at, SECTION_FOUNDATION, FOUND, f * PILE_CAP, unchecked(FOUND_LEN[f]));
  if (cellCount > 0) at = writeSection(ptr, at, SECTION_CELLS, CELLS, 0, cellCount);
  if (stockLen > 0) at = writeSection(ptr, at, SECTION_STOCK, STOCK, 0, stockLen);
  if (wasteLen > 0) at = writeSection(ptr, at, SECTION_WASTE, WASTE, 0, wasteLen);
  for (let p = 0; p < pileCount; p++) at = writeSection(ptr, at, SECTION_PILE, PILES, p * PILE_CAP, unchecked(PILE_LEN[p]));
  if (rankBase != 1) {
    store<u8>(ptr + at, SECTION_BASE);
    store<u8>(ptr + at + 1, 1);
    store<u8>(ptr + at + 2, <u8>rankBase);
    at += 3;
  }
  store<u8>(ptr + at, SECTION_END);
  return at + 1;
}

export { NO_CARD };
