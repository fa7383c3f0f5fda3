// Gaps (docs/rules.md), as Solvitaire plays its presets gaps-basic-variant and
// gaps-one-deal: four rows of `ranks` places; the aces are taken out and leave
// the gaps. A card moves into a gap whose left neighbour is the card one rank
// below it in its suit; a gap in the leftmost column takes a 2 (with the fixed
// suit, only the 2 of its row's suit); a gap right of the top rank or of
// another gap takes nothing. Won when every row reads 2 up to the top rank of
// one suit from the left, the gap last. No redeals.
//
// The deal is the layout's 4 piles, pile r holding row r left to right (the
// sv deal: card t of the deal goes to row t % 4, the next place from the left).
//
// Position p = row * width + column; a gap is NO_CARD. Each gap takes at most
// one card (the successor of its left neighbour) unless it is in the leftmost
// column, so a position has at most 4 moves (16 in one-deal's leftmost gaps).
// Moves: (from << 6) | to, the card at `from` going into the gap at `to`.
//
// Keys: a Zobrist key over (card, place), and as the second key a wrapping sum
// of a mix of (card, place): both change in two terms per move, so apply and
// undo keep them without a stack.
//
// Score: cards in place, each row's run of the same suit from a 2 in the
// leftmost column up; every card in place (4 * (ranks - 1)) is the win.

import { Game } from "./game";
import { SettingTable } from "./settings";
import { NO_CARD } from "../engine/cards";
import { PILES, PILE_CAP, PILE_LEN, pileCount } from "../engine/layout";
import { zobristTable } from "../engine/zobrist";
import { checkFinish, checkMix } from "../engine/check";

/** `ranks` (2..13: a deck cut to ace..ranks, each row that many places) and `fixedSuit` (0/1). */
export const GAPS_SETTINGS = new SettingTable(["ranks", "fixedSuit"], [2, 0], [13, 1]);

export const ERR_LAYOUT: i32 = -10;
const GAP: u8 = NO_CARD;
const ROWS: i32 = 4;
/** With the fixed suit, the suit of row r's 2: Solvitaire's suit r (clubs, hearts, spades, diamonds). */
export const GAPS_ROW_SUIT: StaticArray<i32> = [0, 2, 3, 1];

const Z = zobristTable(52 * 52, 0x6a9501b3c2d4e5f7);

@inline function zob(c: u8, p: i32): u64 {
  return unchecked(Z[<i32>c * 52 + p]);
}
@inline function mix(c: u8, p: i32): u64 {
  return checkMix(<u64>(((<i32>c) << 8) | p) + 0x5bd1e995);
}

@final
export class Gaps implements Game {
  ranks: i32 = 13;
  fixedSuit: bool = true;
  width: i32 = 13;
  size: i32 = 52;
  grid: StaticArray<u8> = new StaticArray<u8>(52);
  where: StaticArray<u8> = new StaticArray<u8>(52); // place of each card
  gapAt: StaticArray<i32> = new StaticArray<i32>(ROWS); // the 4 gaps' places, in no order
  h: u64 = 0;
  sum: u64 = 0;
  order: StaticArray<i32> = new StaticArray<i32>(16); // searchMoves' scratch
  /** 0: ties in the listed order; else ties in an order this seed gives (the solver's restarts). */
  orderSeed: i32 = 0;

  setSetting(index: i32, value: i32): void {
    if (index == 0) this.ranks = value;
    else if (index == 1) this.fixedSuit = value != 0;
  }

  setup(online: bool): i32 {
    const w = this.ranks;
    if (w < 2 || w > 13 || pileCount != ROWS) return ERR_LAYOUT;
    this.width = w;
    this.size = ROWS * w;
    let seen: u64 = 0;
    let gaps = 0;
    this.h = 0;
    this.sum = 0;
    for (let r = 0; r < ROWS; r++) {
      if (unchecked(PILE_LEN[r]) != w) return ERR_LAYOUT;
      for (let k = 0; k < w; k++) {
        const c = unchecked(PILES[r * PILE_CAP + k]);
        if (c >= 52 || (<i32>c) >> 2 >= w || ((seen >> c) & 1) != 0) return ERR_LAYOUT;
        seen |= (<u64>1) << c;
        const p = r * w + k;
        if (c < 4) {
          // An ace: taken out, its place is a gap.
          unchecked((this.grid[p] = GAP));
          unchecked((this.gapAt[gaps++] = p));
        } else {
          unchecked((this.grid[p] = c));
          unchecked((this.where[c] = <u8>p));
          this.h ^= zob(c, p);
          this.sum += mix(c, p);
        }
      }
    }
    return 0;
  }

  /** The card a gap at p takes, or -1 for a gap in the leftmost column (2s), or -2 for none. */
  @inline wanted(p: i32): i32 {
    if (p % this.width == 0) return -1;
    const left = unchecked(this.grid[p - 1]);
    if (left == GAP || ((<i32>left) >> 2) + 1 >= this.ranks) return -2;
    return <i32>left + 4;
  }

  moves(out: StaticArray<i32>, at: i32): i32 {
    let k = at;
    for (let i = 0; i < ROWS; i++) {
      const g = unchecked(this.gapAt[i]);
      const c = this.wanted(g);
      if (c >= 0) unchecked((out[k++] = ((<i32>unchecked(this.where[c])) << 6) | g));
      else if (c == -1) {
        if (this.fixedSuit) {
          const two = 4 + unchecked(GAPS_ROW_SUIT[g / this.width]);
          unchecked((out[k++] = ((<i32>unchecked(this.where[two])) << 6) | g));
        } else {
          for (let s = 0; s < 4; s++) unchecked((out[k++] = ((<i32>unchecked(this.where[4 + s])) << 6) | g));
        }
      }
    }
    return k - at;
  }

  /**
   * Every legal move, best first (the solver's order only: nothing is left
   * out, so a complete search proves a loss). A move scores 2 when it puts a
   * card in place, plus 1 for each gap that can take a card after it (not
   * right of the top rank or of a gap); ties keep the listed order.
   */
  searchMoves(out: StaticArray<i32>, at: i32): i32 {
    const n = this.moves(out, at);
    if (n < 2) return n;
    const keys = this.order;
    for (let i = 0; i < n; i++) {
      const m = unchecked(out[at + i]);
      let k = this.inPlaceAfter(m & 63) ? 2 * ROWS : 0;
      this.shift(m >> 6, m & 63);
      k += this.liveGaps();
      this.shift(m & 63, m >> 6);
      const tie = this.orderSeed == 0 ? 255 - i : <i32>(((<u32>m * 0x9e3779b1) ^ (<u32>this.orderSeed * 0x85ebca6b)) >> 24);
      unchecked((keys[i] = (k << 8) | tie));
    }
    // Insertion sort of at most 16, best first.
    for (let i = 1; i < n; i++) {
      const k = unchecked(keys[i]);
      const m = unchecked(out[at + i]);
      let j = i - 1;
      while (j >= 0 && unchecked(keys[j]) < k) {
        unchecked((keys[j + 1] = keys[j]));
        unchecked((out[at + j + 1] = out[at + j]));
        j--;
      }
      unchecked((keys[j + 1] = k));
      unchecked((out[at + j + 1] = m));
    }
    return n;
  }

  /** Gaps that can take a card: in the leftmost column, or right of a card below the top rank. */
  @inline liveGaps(): i32 {
    let live = 0;
    for (let i = 0; i < ROWS; i++) if (this.wanted(unchecked(this.gapAt[i])) != -2) live++;
    return live;
  }

  /** Would a card put into the gap at p be in place (on a row's run from its leftmost 2)? */
  inPlaceAfter(p: i32): bool {
    const w = this.width;
    const col = p % w;
    const row = p - col;
    for (let k = 0; k < col; k++) {
      const c = unchecked(this.grid[row + k]);
      if (c == GAP || (<i32>c) >> 2 != k + 1) return false;
      if (k > 0 && ((c ^ unchecked(this.grid[row])) & 3) != 0) return false;
    }
    return true;
  }

  apply(m: i32): void {
    this.shift(m >> 6, m & 63);
  }

  /** Undoing a move moves the card back into the gap it left. */
  undo(m: i32): void {
    this.shift(m & 63, m >> 6);
  }

  /** The card at `from` into the gap at `to`, which moves to `from`. */
  @inline shift(from: i32, to: i32): void {
    const c = unchecked(this.grid[from]);
    unchecked((this.grid[to] = c));
    unchecked((this.grid[from] = GAP));
    unchecked((this.where[c] = <u8>to));
    for (let i = 0; i < ROWS; i++) {
      if (unchecked(this.gapAt[i]) == to) {
        unchecked((this.gapAt[i] = from));
        break;
      }
    }
    this.h ^= zob(c, from) ^ zob(c, to);
    this.sum += mix(c, to) - mix(c, from);
  }

  key(): u64 {
    return this.h;
  }
  /** Never transient (Game.transient): every position gets its table entry. */
  transient(): bool {
    return false;
  }
  check(): u32 {
    return checkFinish(this.sum);
  }

  /** Cards of row r in place: its run of one suit from a 2 in the leftmost column. */
  @inline runOf(r: i32): i32 {
    const w = this.width;
    const base = r * w;
    const first = unchecked(this.grid[base]);
    if (first == GAP || (<i32>first) >> 2 != 1) return 0;
    let k = 1;
    while (k < w - 1 && <i32>unchecked(this.grid[base + k]) == <i32>first + 4 * k) k++;
    return k;
  }

  won(): bool {
    const full = this.width - 1;
    for (let r = 0; r < ROWS; r++) if (this.runOf(r) != full) return false;
    return true;
  }
  score(): i32 {
    let s = 0;
    for (let r = 0; r < ROWS; r++) s += this.runOf(r);
    return s;
  }
  value(): i32 {
    return this.score();
  }
  bound(): i32 {
    return this.winValue();
  }
  winValue(): i32 {
    return ROWS * (this.width - 1);
  }

  /** Best-first's estimate (solver/bestfirst.ts): cards in place first, then gaps that can take a card. */
  heuristic(): i32 {
    return this.score() * 16 + this.liveGaps() * 4;
  }
  /** A position for best-first's records: the places row by row. */
  packedSize(): i32 {
    return this.size;
  }
  pack(ptr: usize): void {
    memory.copy(ptr, changetype<usize>(this.grid), <usize>this.size);
  }
  unpack(ptr: usize): void {
    memory.copy(changetype<usize>(this.grid), ptr, <usize>this.size);
    let gaps = 0;
    this.h = 0;
    this.sum = 0;
    for (let p = 0; p < this.size; p++) {
      const c = unchecked(this.grid[p]);
      if (c == GAP) unchecked((this.gapAt[gaps++] = p));
      else {
        unchecked((this.where[c] = <u8>p));
        this.h ^= zob(c, p);
        this.sum += mix(c, p);
      }
    }
  }

  /** [width, fixed suit, the places row by row (NO_CARD: a gap)]: every card shows. */
  observe(out: StaticArray<u8>): i32 {
    unchecked((out[0] = <u8>this.width));
    unchecked((out[1] = this.fixedSuit ? 1 : 0));
    for (let p = 0; p < this.size; p++) unchecked((out[2 + p] = this.grid[p]));
    return 2 + this.size;
  }

  dump(out: StaticArray<u8>): i32 {
    return this.observe(out);
  }
}
