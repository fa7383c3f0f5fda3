// The hole games (docs/rules.md): Black Hole, Golf and Worm Hole. Piles of
// face-up cards; the top card of a pile goes onto the hole when its rank is
// one above or below the hole's top card (with `loops`, the deck's top rank
// and the ace are next to each other too). Golf turns its stock onto the
// hole, one card at a time; Worm Hole has a cell that takes any pile's top
// card, which can then go only onto the hole. Won when the piles and the
// cells are empty (a stock left over can always be turned onto the hole).
//
// Cards never go back, so a position is each pile's height, the stock's
// length, the cells' cards and the hole's top card: every other card is in
// the hole. Only the top card's rank decides what may follow, so the keys
// count positions that differ only in its suit as one. The hole is kept as a
// stack so that undo knows its old top.
//
// Moves: p (0..31) a pile's top card onto the hole; CELL_TO_HOLE + c a cell's
// card onto the hole; DEAL the stock's next card onto the hole; TO_CELL + p a
// pile's top card into the first empty cell (cells are interchangeable: the
// key counts their cards as a set).
//
// Settings (the catalogue's order): piles, stock, cells, loops, base, ranks.
// Piles, stock and the hole's base card come from the layout (the hole is
// foundation 0, its top card last); cells and ranks bound what setup takes.

import { Game } from "./game";
import { SettingTable } from "./settings";
import { PILES, PILE_LEN, PILE_CAP, pileCount, STOCK, stockLen, FOUND, FOUND_LEN, foundCount, CELLS, cellCount } from "../engine/layout";
import { CARD_MASK, NO_CARD } from "../engine/cards";
import { zobristTable } from "../engine/zobrist";
import { checkStep, checkFinish, checkMix } from "../engine/check";

export const HOLE_MAX_PILES: i32 = 20;
export const HOLE_MAX_CELLS: i32 = 4;
const HEIGHT_CAP: i32 = 52;
const STOCK_CAP: i32 = 52;

/** Its settings, as the catalogue lists them. */
export const HOLE_SETTINGS = new SettingTable(
  ["piles", "stock", "cells", "loops", "base", "ranks"],
  [1, 0, 0, 0, 0, 2],
  [HOLE_MAX_PILES, 51, HOLE_MAX_CELLS, 1, 1, 13],
);

export const HOLE_DEAL: i32 = 64;
export const HOLE_CELL_TO_HOLE: i32 = 32;
export const HOLE_TO_CELL: i32 = 128;
const ERR_LAYOUT: i32 = -10;
const ORDER_CHAIN: i32 = 100;

const ZH = zobristTable(HOLE_MAX_PILES * (HEIGHT_CAP + 1), 0x3c6ef372fe94f82b); // pile p at height h
const ZS = zobristTable(STOCK_CAP + 1, 0xa54ff53a5f1d36f1); // stock length
const ZT = zobristTable(13, 0x510e527fade682d1); // the hole's top card's rank
const ZC = zobristTable(52, 0x9b05688c2b3e6c1f); // a card in a cell
/** walkable()'s sums and edge counts, per rank. */
const WALK_A = new StaticArray<i32>(13);
const WALK_E = new StaticArray<i32>(13);

@final
export class Hole implements Game {
  n: i32 = 0;
  cards: StaticArray<u8> = new StaticArray<u8>(HOLE_MAX_PILES * HEIGHT_CAP); // pile p bottom first at p * HEIGHT_CAP
  height: StaticArray<i32> = new StaticArray<i32>(HOLE_MAX_PILES);
  stock: StaticArray<u8> = new StaticArray<u8>(STOCK_CAP); // bottom first: the last card is turned next
  stockLeft: i32 = 0;
  hole: StaticArray<u8> = new StaticArray<u8>(HEIGHT_CAP * 2 + 2);
  holeLen: i32 = 0;
  cells: StaticArray<u8> = new StaticArray<u8>(HOLE_MAX_CELLS);
  nCells: i32 = 0;
  loops: bool = true;
  ranks: i32 = 13;
  need: StaticArray<i32> = new StaticArray<i32>(13); // per rank: cards in the piles and cells
  inStock: StaticArray<i32> = new StaticArray<i32>(13); // per rank: cards in the stock
  total: i32 = 0; // cards in the piles and cells at the start
  left: i32 = 0; // cards still in the piles and cells
  h: u64 = 0;
  /** Cards put into cells along the line played so far (not part of the position: the solver's phases limit it). */
  cellUses: i32 = 0;
  /** 0: the search's own move order; else the seed of a reshuffle of its ties (the solver's restarts). */
  orderSeed: i32 = 0;

  setSetting(index: i32, value: i32): void {
    if (index == 2) this.nCells = value;
    else if (index == 3) this.loops = value != 0;
    else if (index == 5) this.ranks = value;
  }

  setup(online: bool): i32 {
    if (pileCount < 1 || pileCount > HOLE_MAX_PILES) return ERR_LAYOUT;
    if (foundCount != 1 || unchecked(FOUND_LEN[0]) < 1 || stockLen > STOCK_CAP || cellCount > this.nCells) return ERR_LAYOUT;
    // At most one deck on the table: the hole's stack and the observation hold no more.
    let cards = stockLen + cellCount;
    for (let p = 0; p < pileCount; p++) cards += unchecked(PILE_LEN[p]);
    if (cards > 52) return ERR_LAYOUT;
    this.n = pileCount;
    this.h = 0;
    this.total = 0;
    for (let r = 0; r < 13; r++) {
      unchecked((this.need[r] = 0));
      unchecked((this.inStock[r] = 0));
    }
    for (let p = 0; p < pileCount; p++) {
      const len = unchecked(PILE_LEN[p]);
      if (len > HEIGHT_CAP) return ERR_LAYOUT;
      for (let k = 0; k < len; k++) {
        const c = unchecked(PILES[p * PILE_CAP + k]) & CARD_MASK;
        if (!this.inDeck(c)) return ERR_LAYOUT;
        unchecked((this.cards[p * HEIGHT_CAP + k] = c));
        unchecked(this.need[(<i32>c) >> 2]++);
      }
      unchecked((this.height[p] = len));
      this.total += len;
      this.h ^= unchecked(ZH[p * (HEIGHT_CAP + 1) + len]);
    }
    for (let k = 0; k < stockLen; k++) {
      const c = unchecked(STOCK[k]) & CARD_MASK;
      if (!this.inDeck(c)) return ERR_LAYOUT;
      unchecked((this.stock[k] = c));
      unchecked(this.inStock[(<i32>c) >> 2]++);
    }
    this.stockLeft = stockLen;
    this.h ^= unchecked(ZS[stockLen]);
    for (let c = 0; c < this.nCells; c++) {
      const card = c < cellCount ? unchecked(CELLS[c]) : NO_CARD;
      const v = card == NO_CARD ? NO_CARD : card & CARD_MASK;
      if (v != NO_CARD) {
        if (!this.inDeck(v)) return ERR_LAYOUT;
        this.total++;
        unchecked(this.need[(<i32>v) >> 2]++);
        this.h ^= unchecked(ZC[v]);
      }
      unchecked((this.cells[c] = v));
    }
    // The hole's cards before its top do not matter: only the top is kept.
    const top = unchecked(FOUND[FOUND_LEN[0] - 1]) & CARD_MASK;
    if (!this.inDeck(top)) return ERR_LAYOUT;
    unchecked((this.hole[0] = top));
    this.holeLen = 1;
    this.h ^= unchecked(ZT[(<i32>top) >> 2]);
    this.left = this.total;
    this.cellUses = 0;
    return 0;
  }

  /** A card of the (cut) deck. */
  @inline inDeck(c: u8): bool {
    return c < 52 && (<i32>c) >> 2 < this.ranks;
  }

  @inline top(p: i32): u8 {
    const ht = unchecked(this.height[p]);
    return ht > 0 ? unchecked(this.cards[p * HEIGHT_CAP + ht - 1]) : NO_CARD;
  }

  @inline holeTop(): u8 {
    return unchecked(this.hole[this.holeLen - 1]);
  }

  /** Card c may go onto the hole: its rank next to the hole's top card's. */
  @inline fits(c: u8): bool {
    const a = (<i32>c) >> 2;
    const b = (<i32>this.holeTop()) >> 2;
    const d = a > b ? a - b : b - a;
    return d == 1 || (this.loops && d == this.ranks - 1);
  }

  /** Piles onto the hole, cells onto the hole, the stock, then piles into a cell. */
  moves(out: StaticArray<i32>, at: i32): i32 {
    let k = at;
    const n = this.n;
    for (let p = 0; p < n; p++) {
      const c = this.top(p);
      if (c != NO_CARD && this.fits(c)) unchecked((out[k++] = p));
    }
    let empty = -1;
    for (let c = 0; c < this.nCells; c++) {
      const v = unchecked(this.cells[c]);
      if (v == NO_CARD) {
        if (empty < 0) empty = c;
      } else if (this.fits(v)) unchecked((out[k++] = HOLE_CELL_TO_HOLE + c));
    }
    if (this.stockLeft > 0) unchecked((out[k++] = HOLE_DEAL));
    if (empty >= 0) for (let p = 0; p < n; p++) if (unchecked(this.height[p]) > 0) unchecked((out[k++] = HOLE_TO_CELL + p));
    return k - at;
  }

  /**
   * The legal moves less the cell moves that cannot be needed (below); pile
   * moves first, ordered by orderKey.
   */
  searchMoves(out: StaticArray<i32>, at: i32): i32 {
    let count = this.moves(out, at);
    // A card goes into a cell only where the card it uncovers can follow at
    // once: onto the hole, or into a second empty cell. Any line that puts X
    // into a cell can wait to do so until just before its first move on X's
    // pile: the moves between touch neither that pile nor the cells' places
    // X needs (a cell card onto the hole, other piles, the stock), so they
    // commute with it; if X leaves the cell onto the hole first, the line
    // could have played X from its pile then, with the cell free all along.
    // So the move on the uncovered card Y comes next, and Y must go onto the
    // hole as it stands or into another cell. A pile's last card never goes
    // into a cell: it uncovers nothing and only fills the cell.
    let keep = at;
    const secondEmpty = this.emptyCells() >= 2;
    for (let i = at; i < at + count; i++) {
      const m = unchecked(out[i]);
      if (m >= HOLE_TO_CELL) {
        const p = m - HOLE_TO_CELL;
        const ht = unchecked(this.height[p]);
        if (ht < 2 || !(secondEmpty || this.fits(unchecked(this.cards[p * HEIGHT_CAP + ht - 2])))) continue;
      }
      unchecked((out[keep++] = m));
    }
    count = keep - at;
    // Insertion sort of the leading pile moves by orderKey, highest first (stable).
    let piles = 0;
    while (piles < count && unchecked(out[at + piles]) < HOLE_CELL_TO_HOLE) piles++;
    for (let i = 1; i < piles; i++) {
      const m = unchecked(out[at + i]);
      const km = this.orderKey(m);
      let j = i - 1;
      while (j >= 0 && this.orderKey(unchecked(out[at + j])) < km) {
        unchecked((out[at + j + 1] = out[at + j]));
        j--;
      }
      unchecked((out[at + j + 1] = m));
    }
    return count;
  }

  /**
   * The search tries first the pile whose next card can follow the one it
   * sends, then the tallest; with an orderSeed, ties (and heights a card
   * apart) fall in an order of the seed's.
   */
  @inline orderKey(p: i32): i32 {
    const ht = unchecked(this.height[p]);
    let key = ht;
    if (ht >= 2) {
      const c = (<i32>unchecked(this.cards[p * HEIGHT_CAP + ht - 1])) >> 2;
      const b = (<i32>unchecked(this.cards[p * HEIGHT_CAP + ht - 2])) >> 2;
      const d = c > b ? c - b : b - c;
      if (d == 1 || (this.loops && d == this.ranks - 1)) key += ORDER_CHAIN;
    }
    if (this.orderSeed == 0) return key;
    const mix: u32 = (<u32>(p + 1) * 0x9e3779b1) ^ (<u32>this.orderSeed * 0x85ebca6b);
    return (key << 5) + <i32>((mix >> 7) & 31) + ((<i32>((mix >> 3) & 1)) << 5);
  }

  @inline emptyCells(): i32 {
    let e = 0;
    for (let c = 0; c < this.nCells; c++) if (unchecked(this.cells[c]) == NO_CARD) e++;
    return e;
  }

  @inline setHeight(p: i32, ht: i32): void {
    const base = p * (HEIGHT_CAP + 1);
    this.h ^= unchecked(ZH[base + this.height[p]]) ^ unchecked(ZH[base + ht]);
    unchecked((this.height[p] = ht));
  }

  @inline push(c: u8): void {
    this.h ^= unchecked(ZT[(<i32>this.holeTop()) >> 2]) ^ unchecked(ZT[(<i32>c) >> 2]);
    unchecked((this.hole[this.holeLen++] = c));
  }

  @inline pop(): void {
    const c = this.holeTop();
    this.holeLen--;
    this.h ^= unchecked(ZT[(<i32>c) >> 2]) ^ unchecked(ZT[(<i32>this.holeTop()) >> 2]);
  }

  apply(m: i32): void {
    if (m < HOLE_CELL_TO_HOLE) {
      const c = this.top(m);
      this.push(c);
      unchecked(this.need[(<i32>c) >> 2]--);
      this.setHeight(m, unchecked(this.height[m]) - 1);
      this.left--;
    } else if (m < HOLE_DEAL) {
      const c = unchecked(this.cells[m - HOLE_CELL_TO_HOLE]);
      this.push(c);
      unchecked(this.need[(<i32>c) >> 2]--);
      this.h ^= unchecked(ZC[c]);
      unchecked((this.cells[m - HOLE_CELL_TO_HOLE] = NO_CARD));
      this.left--;
    } else if (m == HOLE_DEAL) {
      const c = unchecked(this.stock[this.stockLeft - 1]);
      this.push(c);
      unchecked(this.inStock[(<i32>c) >> 2]--);
      this.h ^= unchecked(ZS[this.stockLeft]) ^ unchecked(ZS[this.stockLeft - 1]);
      this.stockLeft--;
    } else {
      const p = m - HOLE_TO_CELL;
      const c = this.top(p);
      let e = 0;
      while (unchecked(this.cells[e]) != NO_CARD) e++;
      unchecked((this.cells[e] = c));
      this.h ^= unchecked(ZC[c]);
      this.setHeight(p, unchecked(this.height[p]) - 1);
      this.cellUses++;
    }
  }

  undo(m: i32): void {
    if (m < HOLE_CELL_TO_HOLE) {
      unchecked(this.need[(<i32>this.holeTop()) >> 2]++);
      this.pop();
      this.setHeight(m, unchecked(this.height[m]) + 1);
      this.left++;
    } else if (m < HOLE_DEAL) {
      const c = this.holeTop();
      unchecked(this.need[(<i32>c) >> 2]++);
      this.pop();
      unchecked((this.cells[m - HOLE_CELL_TO_HOLE] = c));
      this.h ^= unchecked(ZC[c]);
      this.left++;
    } else if (m == HOLE_DEAL) {
      unchecked(this.inStock[(<i32>this.holeTop()) >> 2]++);
      this.pop();
      this.h ^= unchecked(ZS[this.stockLeft]) ^ unchecked(ZS[this.stockLeft + 1]);
      this.stockLeft++;
    } else {
      // The card went into the first empty cell, so it is the last cell holding it.
      const p = m - HOLE_TO_CELL;
      const c = unchecked(this.cards[p * HEIGHT_CAP + this.height[p]]);
      let e = this.nCells - 1;
      while (unchecked(this.cells[e]) != c) e--;
      unchecked((this.cells[e] = NO_CARD));
      this.h ^= unchecked(ZC[c]);
      this.setHeight(p, unchecked(this.height[p]) + 1);
      this.cellUses--;
    }
  }

  key(): u64 {
    return this.h;
  }
  /** Never transient (Game.transient): every position gets its table entry. */
  transient(): bool {
    return false;
  }
  /** The second key (engine/check.ts): heights, stock length, the hole's top rank, the cells as a set. */
  check(): u32 {
    let h: u64 = 0;
    for (let p = 0; p < this.n; p++) h = checkStep(h, <u64>unchecked(this.height[p]));
    h = checkStep(h, <u64>this.stockLeft);
    h = checkStep(h, <u64>((<i32>this.holeTop()) >> 2));
    let cells: u64 = 0;
    for (let c = 0; c < this.nCells; c++) {
      const v = unchecked(this.cells[c]);
      if (v != NO_CARD) cells += checkMix(<u64>v + 1);
    }
    return checkFinish(checkStep(h, cells));
  }
  won(): bool {
    return this.left == 0;
  }
  /** Cards gone from the piles and cells into the hole. */
  score(): i32 {
    return this.total - this.left;
  }
  value(): i32 {
    return this.total - this.left;
  }
  /**
   * Cards that can still go, at most. A card of rank r goes onto the hole only
   * onto a neighbouring rank (r - 1 or r + 1, with loops the wrap), and never
   * onto another r: so every r played after the first move follows a
   * neighbour played just before it, each neighbour card serving one r at
   * most. Of rank r, then, at most (neighbour cards still in the piles, cells
   * and stock) + (1 if the hole's top is a neighbour) can go; the rest of the
   * rank's cards in the piles and cells stay for good.
   */
  bound(): i32 {
    const ranks = this.ranks;
    const t = (<i32>this.holeTop()) >> 2;
    let stay = 0;
    for (let r = 0; r < ranks; r++) {
      const k = unchecked(this.need[r]);
      if (k == 0) continue;
      const lo = r > 0 ? r - 1 : this.loops ? ranks - 1 : -1;
      let hi = r < ranks - 1 ? r + 1 : this.loops ? 0 : -1;
      if (hi == lo) hi = -1; // two ranks with loops: one neighbour rank
      let avail = 0;
      if (lo >= 0) avail += unchecked(this.need[lo]) + unchecked(this.inStock[lo]) + (t == lo ? 1 : 0);
      if (hi >= 0) avail += unchecked(this.need[hi]) + unchecked(this.inStock[hi]) + (t == hi ? 1 : 0);
      if (k > avail) stay += k - avail;
    }
    return this.total - stay;
  }
  winValue(): i32 {
    return this.total;
  }

  /** A win is still possible as far as the bound and the rank walk can tell: the search for a win goes on. */
  winOpen(): bool {
    return this.bound() >= this.total && this.walkable();
  }

  /**
   * Can every card left still go, by ranks alone? A win plays the cards left
   * as one walk from the hole's top rank t, each card a rank next to the one
   * before, so it is an Euler trail from t in the multigraph on the ranks
   * whose edge r--r+1 is used e_r times: each rank r then meets
   * 2 n_r + [r = t] - [r = end] edge ends (n_r: its cards left), and the
   * edges used are connected and reach t. Conversely any such e gives a
   * walk (Euler), so this is exact over the ranks, the piles' order aside.
   * With loops and an odd number of ranks (a cycle of odd length) the e_r
   * are fixed by the ends they must meet: e_r = (d_{r+1} - d_{r+2} + ... +
   * d_{r+R}) / 2; every end rank with a card is tried. Golf's stock (a
   * dealt card needs no neighbour) and the other deck shapes are let
   * through: false only where no win exists.
   */
  walkable(): bool {
    const R = this.ranks;
    if (this.stockLeft > 0 || !this.loops || (R & 1) == 0 || this.left == 0) return true;
    const t = (<i32>this.holeTop()) >> 2;
    // A_r: the alternating sums of d_r = 2 n_r + [r = t], no end yet. A_0
    // in full, then A_{r+1} = 2 d_{r+1} - A_r (R odd: their terms cancel but d_{r+1}'s).
    let a = 0;
    let sign = 1;
    for (let q = 1; q <= R; q++) {
      const r = q == R ? 0 : q;
      a += sign * (2 * unchecked(this.need[r]) + (r == t ? 1 : 0));
      sign = -sign;
    }
    unchecked((WALK_A[0] = a));
    for (let r = 1; r < R; r++) {
      a = 2 * (2 * unchecked(this.need[r]) + (r == t ? 1 : 0)) - a;
      unchecked((WALK_A[r] = a));
    }
    for (let end = 0; end < R; end++) {
      if (unchecked(this.need[end]) == 0) continue;
      // The end takes one edge end off d_end: e_r = (A_r - s) / 2, s the sign d_end has in A_r.
      let ok = true;
      for (let r = 0; r < R && ok; r++) {
        let j = end - r;
        if (j <= 0) j += R;
        const s = (j & 1) == 1 ? 1 : -1;
        const e = (unchecked(WALK_A[r]) - s) >> 1;
        if (e < 0) ok = false;
        unchecked((WALK_E[r] = e));
      }
      if (ok && this.connected(t, R)) return true;
    }
    return false;
  }

  /** The edges WALK_E uses reach every rank with cards left from t (walking round the cycle both ways). */
  private connected(t: i32, R: i32): bool {
    // The ranks reached from t are an arc of the cycle: grow it while its edges are used.
    let up = 0; // ranks reached above t
    while (up < R - 1 && unchecked(WALK_E[(t + up) % R]) > 0) up++;
    let down = 0; // ranks reached below t
    while (down < R - 1 - up && unchecked(WALK_E[(t - down - 1 + R) % R]) > 0) down++;
    for (let r = 0; r < R; r++) {
      if (unchecked(this.need[r]) == 0) continue;
      const above = (r - t + R) % R;
      const below = (t - r + R) % R;
      if (above > up && below > down) return false;
    }
    return true;
  }

  /**
   * What a player sees: [piles, cells, stock cards left, the hole's top card,
   * loops (0/1), the deck's ranks, each pile's height..., each pile's cards
   * bottom first..., each cell's card (NO_CARD when empty)...]. Every card but
   * the stock's shows; the last two are rules.
   */
  observe(out: StaticArray<u8>): i32 {
    const n = this.n;
    unchecked((out[0] = <u8>n));
    unchecked((out[1] = <u8>this.nCells));
    unchecked((out[2] = <u8>this.stockLeft));
    unchecked((out[3] = this.holeTop()));
    unchecked((out[4] = this.loops ? 1 : 0));
    unchecked((out[5] = <u8>this.ranks));
    let k = 6;
    for (let p = 0; p < n; p++) unchecked((out[k++] = <u8>this.height[p]));
    for (let p = 0; p < n; p++) for (let q = 0; q < unchecked(this.height[p]); q++) unchecked((out[k++] = this.cards[p * HEIGHT_CAP + q]));
    for (let c = 0; c < this.nCells; c++) unchecked((out[k++] = this.cells[c]));
    return k;
  }

  /** The observation, then the stock bottom first. */
  dump(out: StaticArray<u8>): i32 {
    let k = this.observe(out);
    for (let q = 0; q < this.stockLeft; q++) unchecked((out[k++] = this.stock[q]));
    return k;
  }
}
