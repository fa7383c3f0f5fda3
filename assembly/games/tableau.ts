// The tableau engine: every game played with tableau piles, cells and
// foundations, where a game is a record of rule settings (RULE_* below), not a
// copy of code. Streets and Alleys, Beleaguered Castle, FreeCell and Inverted
// FreeCell are records; the state already holds face-down counts, a stock and
// a waste for the games with hidden cards.
//
// Locations: piles 0..15, cells 16..23, foundations 24..31, waste 32.
// A move is src | dst << 6 | count << 12: `count` cards from the top of src.
//
// Key: each pile is hashed on its own (card and height in the pile), piles are
// combined by a sum of mixed pile hashes and cells by a sum, so positions that
// differ only in the order of piles or of cells share a key (RULE_CANONICAL).

import { Game } from "./game";
import { NO_CARD, FACE_DOWN, isRed } from "../engine/cards";
import {
  PILES, PILE_LEN, PILE_CAP, pileCount, CELLS, cellCount, FOUND, FOUND_LEN, foundCount, rowLen, stockLen, wasteLen,
} from "../engine/layout";
import { zobristTable } from "../engine/zobrist";
import { searching } from "../solver/mode";

// ---- the rules record (setSetting indices, the catalogue's engineRules order) ----
export const RULE_PILES: i32 = 0;
export const RULE_CELLS: i32 = 1;
export const RULE_DECKS: i32 = 2;
export const RULE_RANKS: i32 = 3; // ranks per suit (13; fewer for tiny test games)
export const RULE_FOUNDATION_DOWN: i32 = 4; // 0: foundations from the ace up; 1: from the top rank down
export const RULE_BUILD_UP: i32 = 5; // 0: tableau builds down; 1: up
export const RULE_BUILD_SUIT: i32 = 6; // BUILD_ANY, BUILD_ALTERNATE, BUILD_SAME
export const RULE_MOVE_UNIT: i32 = 7; // UNIT_SINGLE, UNIT_RUNS
export const RULE_SUPERMOVE: i32 = 8; // SUPER_SEED: empty cells + 1; SUPER_STANDARD: (cells + 1) * 2^empty piles
export const RULE_FILL: i32 = 9; // FILL_ANY, FILL_KINGS
export const RULE_WORRY_BACK: i32 = 10; // foundation cards may come back
export const RULE_COUNT: i32 = 11;

export const BUILD_ANY: i32 = 0;
export const BUILD_ALTERNATE: i32 = 1;
export const BUILD_SAME: i32 = 2;
export const UNIT_SINGLE: i32 = 0;
export const UNIT_RUNS: i32 = 1;
export const SUPER_SEED: i32 = 0;
export const SUPER_STANDARD: i32 = 1;
export const FILL_ANY: i32 = 0;
export const FILL_KINGS: i32 = 1;

// ---- locations and moves ----
export const MAX_PILES: i32 = 16;
export const MAX_CELLS: i32 = 8;
export const MAX_FOUNDATIONS: i32 = 8;
export const CELL0: i32 = 16;
export const FOUND0: i32 = 24;
export const WASTE: i32 = 32;
const CAP: i32 = 128; // cards a pile can hold

@inline export function moveOf(src: i32, dst: i32, count: i32): i32 {
  return src | (dst << 6) | (count << 12);
}
@inline export function srcOf(m: i32): i32 {
  return m & 63;
}
@inline export function dstOf(m: i32): i32 {
  return (m >> 6) & 63;
}
@inline export function countOf(m: i32): i32 {
  return (m >> 12) & 255;
}

const HIDDEN: u8 = 0xfe; // a face-down card in an observation

const ZP = zobristTable(CAP * 64); // card c at height k of a pile
const ZC = zobristTable(64); // card c in a cell
const ZF = zobristTable(MAX_FOUNDATIONS * 16); // foundation f holding n cards
const ZD = zobristTable(CAP); // a pile with n face-down cards

@inline function fmix(k: u64): u64 {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccd;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53;
  k ^= k >> 33;
  return k;
}

const MAX_UNDO: i32 = 20002;

/** How a depth-first search orders moves: by a static score per kind, or by the heuristic of the position each leads to. */
export const ORDER_STATIC: i32 = 0;
export const ORDER_HEURISTIC: i32 = 1;
let searchOrder: i32 = ORDER_STATIC;
export function setSearchOrder(o: i32): void {
  searchOrder = o;
}

const SORT_KEYS = new StaticArray<i32>(1024);

@final
export class Tableau implements Game {
  // rules
  nPiles: i32 = 8;
  nCells: i32 = 0;
  decks: i32 = 1;
  ranks: i32 = 13;
  foundationDown: bool = false;
  buildUp: bool = false;
  buildSuit: i32 = BUILD_ANY;
  unit: i32 = UNIT_SINGLE;
  supermove: i32 = SUPER_SEED;
  fill: i32 = FILL_ANY;
  worryBack: bool = false;

  // position
  cards: StaticArray<u8> = new StaticArray<u8>(MAX_PILES * CAP);
  len: StaticArray<i32> = new StaticArray<i32>(MAX_PILES);
  down: StaticArray<i32> = new StaticArray<i32>(MAX_PILES);
  cell: StaticArray<u8> = new StaticArray<u8>(MAX_CELLS);
  found: StaticArray<i32> = new StaticArray<i32>(MAX_FOUNDATIONS);
  nFound: i32 = 4;
  total: i32 = 52;
  onFound: i32 = 0;

  // keys, kept incrementally
  pileKey: StaticArray<u64> = new StaticArray<u64>(MAX_PILES);
  pilesSum: u64 = 0;
  cellsSum: u64 = 0;
  foundKey: u64 = 0;

  // undo records: the key parts before each move
  undoPiles: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoCells: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoFound: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoSrcKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoDstKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  sp: i32 = 0;

  setSetting(index: i32, v: i32): bool {
    if (index == RULE_PILES && v >= 1 && v <= MAX_PILES) this.nPiles = v;
    else if (index == RULE_CELLS && v >= 0 && v <= MAX_CELLS) this.nCells = v;
    else if (index == RULE_DECKS && v >= 1 && v <= 2) this.decks = v;
    else if (index == RULE_RANKS && v >= 1 && v <= 13) this.ranks = v;
    else if (index == RULE_FOUNDATION_DOWN && (v == 0 || v == 1)) this.foundationDown = v == 1;
    else if (index == RULE_BUILD_UP && (v == 0 || v == 1)) this.buildUp = v == 1;
    else if (index == RULE_BUILD_SUIT && v >= 0 && v <= 2) this.buildSuit = v;
    else if (index == RULE_MOVE_UNIT && v >= 0 && v <= 1) this.unit = v;
    else if (index == RULE_SUPERMOVE && v >= 0 && v <= 1) this.supermove = v;
    else if (index == RULE_FILL && v >= 0 && v <= 1) this.fill = v;
    else if (index == RULE_WORRY_BACK && (v == 0 || v == 1)) this.worryBack = v == 1;
    else return false;
    return true;
  }

  // ---- cards and rules ----------------------------------------------------

  @inline rank(c: u8): i32 {
    return (<i32>c >> 2) + 1;
  }
  @inline top(p: i32): u8 {
    return unchecked(this.cards[p * CAP + this.len[p] - 1]);
  }
  @inline at(p: i32, k: i32): u8 {
    return unchecked(this.cards[p * CAP + k]);
  }

  /** May card c be placed on card t in the tableau? */
  @inline builds(c: u8, t: u8): bool {
    const d = this.rank(c) - this.rank(t);
    if (d != (this.buildUp ? 1 : -1)) return false;
    const rule = this.buildSuit;
    if (rule == BUILD_ANY) return true;
    if (rule == BUILD_ALTERNATE) return isRed(c) != isRed(t);
    return (c & 3) == (t & 3);
  }

  /** Rank the next card of foundation f must have. */
  @inline nextRank(f: i32): i32 {
    const n = unchecked(this.found[f]);
    return this.foundationDown ? this.ranks - n : n + 1;
  }

  /** The foundation card c can go to now, or -1. */
  foundationFor(c: u8): i32 {
    const r = this.rank(c);
    for (let f = <i32>(c & 3); f < this.nFound; f += 4) {
      if (this.nextRank(f) == r) return f;
    }
    return -1;
  }

  /** Is every card of suit s and rank r (each deck's) on a foundation? */
  onFoundations(s: i32, r: i32): bool {
    if (r < 1 || r > this.ranks) return true;
    const need = this.foundationDown ? this.ranks - r + 1 : r;
    for (let f = s; f < this.nFound; f += 4) if (unchecked(this.found[f]) < need) return false;
    return true;
  }

  /** May a card of suit t be built on a card of suit s (by the suit rule)? */
  @inline suitBuilds(t: i32, s: i32): bool {
    if (this.buildSuit == BUILD_ANY) return true;
    if (this.buildSuit == BUILD_SAME) return t == s;
    return (t == 1 || t == 2) != (s == 1 || s == 2);
  }

  /**
   * Moving c to its foundation provably cannot hurt. Let b be the cards that
   * could be built on c (rank one step on, suits by the rule) and d those that
   * could be built on a b. It is safe when
   * - every b is already on a foundation: c can never be a parent again; or
   * - (one deck) every b could go straight to its foundation once exposed, and
   *   so could every d, while the cards that build on a d are already up: any
   *   line that would park a b on c (or a d on a b) may send it up instead,
   *   which loses nothing since foundation cards never come back.
   * Both need foundations that keep their cards (no worry back).
   */
  safeToFoundation(c: u8): bool {
    if (this.worryBack) return false;
    const step = this.buildUp ? 1 : -1;
    const r = this.rank(c);
    const s = <i32>(c & 3);
    let allUp = true;
    for (let t = 0; t < 4; t++) if (this.suitBuilds(t, s) && !this.onFoundations(t, r + step)) allUp = false;
    if (allUp) return true;
    if (this.decks != 1) return false;
    for (let t = 0; t < 4; t++) {
      if (!this.suitBuilds(t, s)) continue;
      // b of suit t: playable once exposed.
      if (!this.onFoundations(t, r + 2 * step)) return false;
      // d of suit u built on that b: playable once exposed; what builds on d is then up too.
      for (let u = 0; u < 4; u++) if (this.suitBuilds(u, t) && !this.onFoundations(u, r + 3 * step)) return false;
    }
    return true;
  }

  freeCells(): i32 {
    let n = 0;
    for (let k = 0; k < this.nCells; k++) if (unchecked(this.cell[k]) == NO_CARD) n++;
    return n;
  }
  emptyPiles(): i32 {
    let n = 0;
    for (let p = 0; p < this.nPiles; p++) if (unchecked(this.len[p]) == 0) n++;
    return n;
  }

  /** Cards on top of pile p that form a run movable together (1 for single-card games). */
  runLength(p: i32): i32 {
    const n = unchecked(this.len[p]);
    if (n == 0) return 0;
    if (this.unit == UNIT_SINGLE) return 1;
    const base = p * CAP;
    const lowest = unchecked(this.down[p]);
    let k = 1;
    while (n - k - 1 >= lowest && this.builds(unchecked(this.cards[base + n - k]), unchecked(this.cards[base + n - k - 1]))) k++;
    return k;
  }

  /** Most cards a group move may carry (onto an empty pile if `toEmpty`). */
  capacity(toEmpty: bool): i32 {
    if (this.unit == UNIT_SINGLE) return 1;
    const cells = this.freeCells() + 1;
    if (this.supermove == SUPER_SEED) return cells;
    let e = this.emptyPiles();
    if (toEmpty) e--;
    return e > 0 ? cells << e : cells;
  }

  // ---- set-up ----------------------------------------------------------------

  setup(online: bool): i32 {
    if (rowLen != 0 || stockLen != 0 || wasteLen != 0) return -10;
    if (pileCount != this.nPiles || cellCount > this.nCells) return -11;
    this.nFound = 4 * this.decks;
    if (foundCount > this.nFound) return -12;
    this.total = 4 * this.decks * this.ranks;
    let seen = 0;
    for (let p = 0; p < this.nPiles; p++) {
      const n = unchecked(PILE_LEN[p]);
      if (n > CAP) return -13;
      unchecked((this.len[p] = n));
      let down = 0;
      for (let k = 0; k < n; k++) {
        const raw = PILES[p * PILE_CAP + k];
        if ((raw & FACE_DOWN) != 0) down = k + 1;
        const c = raw & ~FACE_DOWN;
        if (this.rank(c) > this.ranks) return -14;
        unchecked((this.cards[p * CAP + k] = c));
      }
      unchecked((this.down[p] = down));
      seen += n;
    }
    for (let k = 0; k < this.nCells; k++) {
      const c = k < cellCount ? unchecked(CELLS[k]) : NO_CARD;
      unchecked((this.cell[k] = c));
      if (c != NO_CARD) seen++;
    }
    this.onFound = 0;
    for (let f = 0; f < this.nFound; f++) unchecked((this.found[f] = 0));
    // A foundation in the layout is identified by its first card's suit.
    for (let i = 0; i < foundCount; i++) {
      const n = unchecked(FOUND_LEN[i]);
      if (n == 0) continue;
      const first = unchecked(FOUND[i * PILE_CAP]);
      let f = <i32>(first & 3);
      while (f < this.nFound && unchecked(this.found[f]) != 0) f += 4;
      if (f >= this.nFound) return -12;
      for (let k = 0; k < n; k++) {
        const c = unchecked(FOUND[i * PILE_CAP + k]);
        if (<i32>(c & 3) != (f & 3) || this.rank(c) != this.nextRank(f)) return -15;
        unchecked((this.found[f] = this.found[f] + 1));
      }
      this.onFound += n;
    }
    if (seen + this.onFound != this.total) return -16;
    this.sp = 0;
    this.rehash();
    return 0;
  }

  pileHash(p: i32): u64 {
    let h = unchecked(ZD[this.down[p]]);
    const base = p * CAP;
    for (let k = 0; k < unchecked(this.len[p]); k++) h ^= unchecked(ZP[(k << 6) | <i32>this.cards[base + k]]);
    return h;
  }

  rehash(): void {
    let sum: u64 = 0;
    for (let p = 0; p < this.nPiles; p++) {
      const h = this.pileHash(p);
      unchecked((this.pileKey[p] = h));
      sum += fmix(h);
    }
    this.pilesSum = sum;
    let cells: u64 = 0;
    for (let k = 0; k < this.nCells; k++) {
      const c = unchecked(this.cell[k]);
      if (c != NO_CARD) cells += unchecked(ZC[c]);
    }
    this.cellsSum = cells;
    let f: u64 = 0;
    for (let i = 0; i < this.nFound; i++) f ^= unchecked(ZF[i * 16 + this.found[i]]);
    this.foundKey = f;
  }

  // ---- moves ---------------------------------------------------------------------

  /**
   * Legal moves. While the solver searches: a provably safe foundation move
   * alone if there is one; only the first of equivalent empty piles and cells;
   * no whole pile moved to an empty one; best-looking moves first.
   */
  moves(out: StaticArray<i32>, at: i32): i32 {
    const search = searching;
    let k = at;
    const firstCell = this.firstFreeCell();
    // Sources: pile tops, then cells.
    for (let s = 0; s < this.nPiles + this.nCells; s++) {
      const fromPile = s < this.nPiles;
      const src = fromPile ? s : CELL0 + s - this.nPiles;
      let c: u8;
      if (fromPile) {
        if (unchecked(this.len[s]) <= unchecked(this.down[s])) continue;
        c = this.top(s);
      } else {
        c = unchecked(this.cell[src - CELL0]);
        if (c == NO_CARD) continue;
      }
      const f = this.foundationFor(c);
      if (f >= 0) {
        const m = moveOf(src, FOUND0 + f, 1);
        if (search && this.safeToFoundation(c)) {
          unchecked((out[at] = m));
          return 1;
        }
        unchecked((out[k++] = m));
      }
      k = this.movesToPiles(out, k, src, search);
      if (fromPile && this.nCells > 0) {
        if (search) {
          if (firstCell >= 0) unchecked((out[k++] = moveOf(src, CELL0 + firstCell, 1)));
        } else {
          for (let q = 0; q < this.nCells; q++) if (unchecked(this.cell[q]) == NO_CARD) unchecked((out[k++] = moveOf(src, CELL0 + q, 1)));
        }
      }
    }
    const n = k - at;
    if (search && n > 1) this.order(out, at, n);
    return n;
  }

  firstFreeCell(): i32 {
    for (let q = 0; q < this.nCells; q++) if (unchecked(this.cell[q]) == NO_CARD) return q;
    return -1;
  }

  /** Moves from src (a pile or a cell) onto the tableau piles. */
  movesToPiles(out: StaticArray<i32>, k: i32, src: i32, search: bool): i32 {
    const fromPile = src < CELL0;
    const run = fromPile ? this.runLength(src) : 1;
    const srcLen = fromPile ? unchecked(this.len[src]) : 0;
    const topCard = fromPile ? this.top(src) : unchecked(this.cell[src - CELL0]);
    let emptyDone = false;
    for (let d = 0; d < this.nPiles; d++) {
      if (d == src) continue;
      const dl = unchecked(this.len[d]);
      if (dl == 0) {
        if (search && emptyDone) continue;
        emptyDone = true;
        const cap = this.capacity(true);
        const most = run < cap ? run : cap;
        for (let g = 1; g <= most; g++) {
          // Only a king (or a group headed by one) fills a space under FILL_KINGS.
          const head = fromPile ? this.at(src, srcLen - g) : topCard;
          if (this.fill == FILL_KINGS && this.rank(head) != this.ranks) continue;
          // A whole pile onto an empty one changes nothing but the pile order.
          if (search && fromPile && g == srcLen && unchecked(this.down[src]) == 0) continue;
          // In a search, groups onto a space: the largest only (single cards reach the rest).
          if (search && g > 1 && g < most) continue;
          unchecked((out[k++] = moveOf(src, d, g)));
        }
      } else {
        const t = this.top(d);
        if (dl <= unchecked(this.down[d])) continue;
        // The one group size whose bottom card builds on t.
        const g = this.buildUp ? this.rank(topCard) - this.rank(t) : this.rank(t) - this.rank(topCard);
        if (g < 1 || g > run) continue;
        const bottom = fromPile ? this.at(src, srcLen - g) : topCard;
        if (!this.builds(bottom, t)) continue;
        if (g > 1 && g > this.capacity(false)) continue;
        unchecked((out[k++] = moveOf(src, d, g)));
      }
    }
    return k;
  }

  /** Search order: foundation moves, cells to piles, building, spaces, cells last. */
  order(out: StaticArray<i32>, at: i32, n: i32): void {
    if (searchOrder == ORDER_HEURISTIC) {
      for (let i = 0; i < n; i++) {
        const m = unchecked(out[at + i]);
        this.apply(m);
        unchecked((SORT_KEYS[i] = this.heuristic()));
        this.undo(m);
      }
      this.sortByKeys(out, at, n);
      return;
    }
    for (let i = 0; i < n; i++) {
      const m = unchecked(out[at + i]);
      const src = srcOf(m);
      const dst = dstOf(m);
      let score = 0;
      if (dst >= FOUND0) score = 1000;
      else if (dst >= CELL0) score = 100;
      else if (unchecked(this.len[dst]) == 0) score = 200;
      else score = src >= CELL0 ? 700 : 500;
      if (src < CELL0) {
        const left = unchecked(this.len[src]) - countOf(m);
        if (left == 0) score += 60; // empties a pile
        else if (left > unchecked(this.down[src])) {
          // The card uncovered: the sooner it can go up, the better.
          const u = this.at(src, left - 1);
          const f = this.foundationFor(u);
          if (f >= 0) score += 80;
          else score += 40 - this.distanceToFoundation(u);
        }
      }
      unchecked((SORT_KEYS[i] = score));
    }
    this.sortByKeys(out, at, n);
  }

  /** Insertion sort of out[at..at+n) by SORT_KEYS, stable, descending. */
  sortByKeys(out: StaticArray<i32>, at: i32, n: i32): void {
    for (let i = 1; i < n; i++) {
      const m = unchecked(out[at + i]);
      const s = unchecked(SORT_KEYS[i]);
      let j = i - 1;
      while (j >= 0 && unchecked(SORT_KEYS[j]) < s) {
        unchecked((out[at + j + 1] = out[at + j]));
        unchecked((SORT_KEYS[j + 1] = SORT_KEYS[j]));
        j--;
      }
      unchecked((out[at + j + 1] = m));
      unchecked((SORT_KEYS[j + 1] = s));
    }
  }

  /** How many cards of c's suit must reach the foundation before c can. */
  distanceToFoundation(c: u8): i32 {
    const s = <i32>(c & 3);
    let best = 99;
    for (let f = s; f < this.nFound; f += 4) {
      const d = this.foundationDown ? this.nextRank(f) - this.rank(c) : this.rank(c) - this.nextRank(f);
      if (d >= 0 && d < best) best = d;
    }
    return best > 30 ? 30 : best;
  }

  // ---- playing and undoing -----------------------------------------------------

  @inline pushPile(p: i32, c: u8): void {
    const n = unchecked(this.len[p]);
    unchecked((this.cards[p * CAP + n] = c));
    unchecked((this.pileKey[p] = this.pileKey[p] ^ ZP[(n << 6) | <i32>c]));
    unchecked((this.len[p] = n + 1));
  }
  @inline popPile(p: i32): u8 {
    const n = unchecked(this.len[p]) - 1;
    const c = unchecked(this.cards[p * CAP + n]);
    unchecked((this.pileKey[p] = this.pileKey[p] ^ ZP[(n << 6) | <i32>c]));
    unchecked((this.len[p] = n));
    return c;
  }

  apply(m: i32): void {
    const src = srcOf(m);
    const dst = dstOf(m);
    const count = countOf(m);
    const sp = this.sp++;
    unchecked((this.undoPiles[sp] = this.pilesSum));
    unchecked((this.undoCells[sp] = this.cellsSum));
    unchecked((this.undoFound[sp] = this.foundKey));
    if (src < CELL0) unchecked((this.undoSrcKey[sp] = this.pileKey[src]));
    if (dst < CELL0) unchecked((this.undoDstKey[sp] = this.pileKey[dst]));
    this.transfer(src, dst, count);
    // Piles' share of the key: swap the changed piles' mixed hashes.
    if (src < CELL0) this.pilesSum += fmix(unchecked(this.pileKey[src])) - fmix(unchecked(this.undoSrcKey[sp]));
    if (dst < CELL0) this.pilesSum += fmix(unchecked(this.pileKey[dst])) - fmix(unchecked(this.undoDstKey[sp]));
  }

  undo(m: i32): void {
    const sp = --this.sp;
    this.transfer(dstOf(m), srcOf(m), countOf(m));
    this.pilesSum = unchecked(this.undoPiles[sp]);
    this.cellsSum = unchecked(this.undoCells[sp]);
    this.foundKey = unchecked(this.undoFound[sp]);
    const src = srcOf(m);
    const dst = dstOf(m);
    if (src < CELL0) unchecked((this.pileKey[src] = this.undoSrcKey[sp]));
    if (dst < CELL0) unchecked((this.pileKey[dst] = this.undoDstKey[sp]));
  }

  /** Moves `count` cards from the top of `src` to `dst`, keeping their order. */
  transfer(src: i32, dst: i32, count: i32): void {
    if (src < CELL0 && dst < CELL0) {
      const from = src * CAP + unchecked(this.len[src]) - count;
      for (let i = 0; i < count; i++) this.pushPile(dst, unchecked(this.cards[from + i]));
      for (let i = 0; i < count; i++) this.popPile(src);
      return;
    }
    // Single cards between a pile, a cell and a foundation.
    let c: u8;
    if (src < CELL0) c = this.popPile(src);
    else if (src < FOUND0) {
      c = unchecked(this.cell[src - CELL0]);
      unchecked((this.cell[src - CELL0] = NO_CARD));
      this.cellsSum -= unchecked(ZC[c]);
    } else {
      const f = src - FOUND0;
      const n = unchecked(this.found[f]);
      c = <u8>((this.foundationDown ? this.ranks - n : n - 1) << 2 | (f & 3));
      this.foundKey ^= unchecked(ZF[f * 16 + n]) ^ unchecked(ZF[f * 16 + n - 1]);
      unchecked((this.found[f] = n - 1));
      this.onFound--;
    }
    if (dst < CELL0) this.pushPile(dst, c);
    else if (dst < FOUND0) {
      unchecked((this.cell[dst - CELL0] = c));
      this.cellsSum += unchecked(ZC[c]);
    } else {
      const f = dst - FOUND0;
      const n = unchecked(this.found[f]);
      this.foundKey ^= unchecked(ZF[f * 16 + n]) ^ unchecked(ZF[f * 16 + n + 1]);
      unchecked((this.found[f] = n + 1));
      this.onFound++;
    }
  }

  key(): u64 {
    return this.pilesSum ^ fmix(this.cellsSum + 0x9e3779b97f4a7c15) ^ this.foundKey;
  }
  won(): bool {
    return this.onFound == this.total;
  }
  /** Cards on the foundations. */
  score(): i32 {
    return this.onFound;
  }
  value(): i32 {
    return this.onFound;
  }
  bound(): i32 {
    return this.total;
  }
  winValue(): i32 {
    return this.total;
  }

  /**
   * [the rules record (RULE_COUNT values), then per pile: height, face-down
   * count, cards (HIDDEN for face-down ones); the cells (NO_CARD if empty);
   * the foundation counts]. The rules are public and all these tableaus are
   * open, so a player sees everything but face-down cards.
   */
  observe(out: StaticArray<u8>): i32 {
    return this.write(out, true);
  }
  dump(out: StaticArray<u8>): i32 {
    return this.write(out, false);
  }

  rule(index: i32): i32 {
    if (index == RULE_PILES) return this.nPiles;
    if (index == RULE_CELLS) return this.nCells;
    if (index == RULE_DECKS) return this.decks;
    if (index == RULE_RANKS) return this.ranks;
    if (index == RULE_FOUNDATION_DOWN) return this.foundationDown ? 1 : 0;
    if (index == RULE_BUILD_UP) return this.buildUp ? 1 : 0;
    if (index == RULE_BUILD_SUIT) return this.buildSuit;
    if (index == RULE_MOVE_UNIT) return this.unit;
    if (index == RULE_SUPERMOVE) return this.supermove;
    if (index == RULE_FILL) return this.fill;
    return this.worryBack ? 1 : 0;
  }

  write(out: StaticArray<u8>, hide: bool): i32 {
    let k = 0;
    for (let r = 0; r < RULE_COUNT; r++) unchecked((out[k++] = <u8>this.rule(r)));
    for (let p = 0; p < this.nPiles; p++) {
      const n = unchecked(this.len[p]);
      const d = unchecked(this.down[p]);
      unchecked((out[k++] = <u8>n));
      unchecked((out[k++] = <u8>d));
      for (let i = 0; i < n; i++) unchecked((out[k++] = hide && i < d ? HIDDEN : this.at(p, i)));
    }
    for (let q = 0; q < this.nCells; q++) unchecked((out[k++] = this.cell[q]));
    for (let f = 0; f < this.nFound; f++) unchecked((out[k++] = <u8>this.found[f]));
    return k;
  }

  // ---- best-first search support ------------------------------------------

  /** Bytes of a packed position: per pile height, face-down count, cards; cells; foundations. */
  packedSize(): i32 {
    return 2 * this.nPiles + this.total + this.nCells + this.nFound;
  }

  pack(ptr: usize): void {
    let k: usize = 0;
    for (let p = 0; p < this.nPiles; p++) {
      const n = unchecked(this.len[p]);
      store<u8>(ptr + k++, <u8>n);
      store<u8>(ptr + k++, <u8>this.down[p]);
      memory.copy(ptr + k, changetype<usize>(this.cards) + <usize>(p * CAP), n);
      k += n;
    }
    for (let q = 0; q < this.nCells; q++) store<u8>(ptr + k++, unchecked(this.cell[q]));
    for (let f = 0; f < this.nFound; f++) store<u8>(ptr + k++, <u8>this.found[f]);
  }

  unpack(ptr: usize): void {
    let k: usize = 0;
    for (let p = 0; p < this.nPiles; p++) {
      const n = <i32>load<u8>(ptr + k++);
      unchecked((this.len[p] = n));
      unchecked((this.down[p] = <i32>load<u8>(ptr + k++)));
      memory.copy(changetype<usize>(this.cards) + <usize>(p * CAP), ptr + k, n);
      k += n;
    }
    for (let q = 0; q < this.nCells; q++) unchecked((this.cell[q] = load<u8>(ptr + k++)));
    this.onFound = 0;
    for (let f = 0; f < this.nFound; f++) {
      const n = <i32>load<u8>(ptr + k++);
      unchecked((this.found[f] = n));
      this.onFound += n;
    }
    this.sp = 0;
    this.rehash();
  }

  /**
   * How close the position looks to a win (higher is closer): cards up, the
   * cards still covering each suit's next card, free cells and empty piles.
   */
  heuristic(): i32 {
    // Per suit, the rank its foundation needs next (one deck; two decks take
    // the lower of the two foundations, which is what is needed first).
    let n0 = this.nextRank(0), n1 = this.nextRank(1), n2 = this.nextRank(2), n3 = this.nextRank(3);
    if (this.decks == 2) {
      n0 = this.foundationDown ? max(n0, this.nextRank(4)) : min(n0, this.nextRank(4));
      n1 = this.foundationDown ? max(n1, this.nextRank(5)) : min(n1, this.nextRank(5));
      n2 = this.foundationDown ? max(n2, this.nextRank(6)) : min(n2, this.nextRank(6));
      n3 = this.foundationDown ? max(n3, this.nextRank(7)) : min(n3, this.nextRank(7));
    }
    const down = this.foundationDown;
    let h = this.onFound * 64;
    let built = 0;
    let blockers = 0;
    for (let p = 0; p < this.nPiles; p++) {
      const n = unchecked(this.len[p]);
      const base = p * CAP;
      // Lowest foundation-order rank of each suit seen so far from the bottom.
      let m0 = 99, m1 = 99, m2 = 99, m3 = 99;
      let below: u8 = 0xff;
      for (let i = 0; i < n; i++) {
        const c = unchecked(this.cards[base + i]);
        const s = <i32>(c & 3);
        const rank = this.rank(c);
        const next = s == 0 ? n0 : s == 1 ? n1 : s == 2 ? n2 : n3;
        // How many cards of the suit must go up before this one (0: it is next).
        const wait = down ? next - rank : rank - next;
        const over = n - 1 - i;
        if (wait == 0) h -= 12 * over + 4;
        else if (wait == 1) h -= 5 * over;
        if (below != 0xff && this.builds(c, below)) built++;
        below = c;
        const r = down ? 14 - rank : rank;
        const low = s == 0 ? m0 : s == 1 ? m1 : s == 2 ? m2 : m3;
        if (low < r) blockers++;
        else if (s == 0) m0 = r;
        else if (s == 1) m1 = r;
        else if (s == 2) m2 = r;
        else m3 = r;
      }
    }
    const free = this.freeCells();
    const empty = this.emptyPiles();
    return h + built * 6 - blockers * 8 + free * 16 + empty * 40 + (free + 1) * (empty + 1) * 4;
  }

  /**
   * Becomes the position an observation shows (a strategy's private model:
   * face-down cards stay HIDDEN, and nothing else is known).
   */
  load(obs: StaticArray<u8>): void {
    let k = 0;
    for (let r = 0; r < RULE_COUNT; r++) this.setSetting(r, <i32>unchecked(obs[k++]));
    this.nFound = 4 * this.decks;
    this.total = 4 * this.decks * this.ranks;
    for (let p = 0; p < this.nPiles; p++) {
      const n = <i32>unchecked(obs[k++]);
      unchecked((this.len[p] = n));
      unchecked((this.down[p] = <i32>obs[k++]));
      for (let i = 0; i < n; i++) unchecked((this.cards[p * CAP + i] = obs[k++]));
    }
    for (let q = 0; q < this.nCells; q++) unchecked((this.cell[q] = obs[k++]));
    this.onFound = 0;
    for (let f = 0; f < this.nFound; f++) {
      const n = <i32>unchecked(obs[k++]);
      unchecked((this.found[f] = n));
      this.onFound += n;
    }
    this.sp = 0;
    this.rehash();
  }
}
