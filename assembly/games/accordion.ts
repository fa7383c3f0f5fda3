// Accordion (docs/rules.md): a row of piles, dealt left to right. A pile moves whole
// onto the pile immediately to its left ("slide") or the third to its left
// ("leap") when their top cards match in suit or rank. Won with one pile.
//
// Only top cards matter for play, so the position is the row of top cards.
// Moves: DEAL (0) turns the next card (strategies' online game only);
// (from << 1) | leap moves the pile at index `from` onto from-1 or from-3.
// The Zobrist key hashes the row as its set of adjacent pairs (each card and
// the one left of it), which a slide or leap changes in at most 7 places.
//
// Bound: no new top card ever appears once all cards are dealt, and two piles
// merge only when their tops match; so piles whose tops are linked by chains
// of matches form groups that can never join. Each group ends as at least one
// pile, and the number of groups is a lower bound on the piles left.

import { Game } from "./game";
import { ROW, rowLen } from "../engine/layout";
import { zobristTable } from "../engine/zobrist";
import { checkStep, checkFinish } from "../engine/check";
import { SettingTable } from "./settings";

/** `cards`, the row's length (Late-Binding Solitaire's 18): the host deals it; the engine plays the row it is given. */
export const ACCORDION_SETTINGS = new SettingTable(["cards"], [1], [52]);

export const ACCORDION_DEAL: i32 = 0;
export const ERR_LAYOUT: i32 = -10;

const CAP: i32 = 64;
const START: i32 = 52; // the left edge, as the "card" left of pile 0
const Z = zobristTable((START + 1) * 52, 0x5eed501a7a1eb00c);

// MATCH[c]: bit d set when card d matches card c in suit or rank (d != c).
const MATCH = new StaticArray<u64>(52);
for (let c = 0; c < 52; c++) {
  let m: u64 = 0;
  for (let d = 0; d < 52; d++) if (d != c && ((c & 3) == (d & 3) || c >> 2 == d >> 2)) m |= (<u64>1) << d;
  unchecked((MATCH[c] = m));
}

/** Do cards a and b match by suit or by rank? */
@inline function matches(a: u8, b: u8): bool {
  return ((a ^ b) & 3) == 0 || a >> 2 == b >> 2;
}

@final
export class Accordion implements Game {
  tops: StaticArray<u8> = new StaticArray<u8>(CAP);
  n: i32 = 0;
  deck: StaticArray<u8> = new StaticArray<u8>(CAP);
  total: i32 = 0;
  dealt: i32 = 0;
  // Undo records, one per move; deals count as moves, so up to 2 * CAP.
  covered: StaticArray<u8> = new StaticArray<u8>(CAP * 2); // top card each pile move covered
  keys: StaticArray<u64> = new StaticArray<u64>(CAP * 2); // key before each move
  sp: i32 = 0;
  h: u64 = 0;
  present: u64 = 0; // bit c set while card c is the top of a pile

  setSetting(index: i32, value: i32): void {} // `cards` only sizes the deal

  setup(online: bool): i32 {
    if (rowLen < 1 || rowLen > 52) return ERR_LAYOUT;
    this.total = rowLen;
    for (let k = 0; k < rowLen; k++) {
      const c = unchecked(ROW[k]);
      if (c >= 52) return ERR_LAYOUT;
      unchecked((this.deck[k] = c));
    }
    this.n = 0;
    this.dealt = 0;
    this.sp = 0;
    this.h = 0;
    this.present = 0;
    if (!online) {
      // Thoughtful play: dealing can wait for no move, so deal everything first.
      while (this.dealt < this.total) this.dealOne();
    }
    return 0;
  }

  @inline pairAt(k: i32): u64 {
    const left = k == 0 ? START : <i32>unchecked(this.tops[k - 1]);
    return unchecked(Z[left * 52 + <i32>unchecked(this.tops[k])]);
  }

  dealOne(): void {
    const c = unchecked(this.deck[this.dealt]);
    this.present |= (<u64>1) << c;
    unchecked((this.tops[this.n] = c));
    this.h ^= this.pairAt(this.n);
    this.n++;
    this.dealt++;
  }

  moves(out: StaticArray<i32>, at: i32): i32 {
    const t = this.tops;
    let k = at;
    // Leftmost piles first, slides before leaps: of the four natural orders
    // this one searched the fewest nodes on seeds 0..99 (5x fewer than the worst).
    for (let i = 1; i < this.n; i++) {
      const c = unchecked(t[i]);
      if (matches(c, unchecked(t[i - 1]))) unchecked((out[k++] = i << 1));
      if (i >= 3 && matches(c, unchecked(t[i - 3]))) unchecked((out[k++] = (i << 1) | 1));
    }
    if (this.dealt < this.total) unchecked((out[k++] = ACCORDION_DEAL));
    return k - at;
  }

  /** Nothing to prune: a search tries every legal move. */
  searchMoves(out: StaticArray<i32>, at: i32): i32 {
    return this.moves(out, at);
  }

  apply(m: i32): void {
    unchecked((this.keys[this.sp] = this.h));
    if (m == ACCORDION_DEAL) {
      this.sp++;
      this.dealOne();
      return;
    }
    const t = this.tops;
    const i = m >> 1;
    const leap = (m & 1) != 0;
    const j = leap ? i - 3 : i - 1;
    const under = unchecked(t[j]);
    unchecked((this.covered[this.sp] = under));
    this.present &= ~((<u64>1) << under);
    this.sp++;
    let h = this.h ^ this.pairAt(j) ^ this.pairAt(i);
    if (leap) h ^= this.pairAt(j + 1);
    if (i + 1 < this.n) h ^= this.pairAt(i + 1);
    unchecked((t[j] = t[i]));
    const n = this.n - 1;
    for (let k = i; k < n; k++) unchecked((t[k] = t[k + 1]));
    this.n = n;
    h ^= this.pairAt(j);
    if (j + 1 < n) h ^= this.pairAt(j + 1);
    if (leap && i < n) h ^= this.pairAt(i);
    this.h = h;
  }

  undo(m: i32): void {
    this.sp--;
    this.h = unchecked(this.keys[this.sp]);
    if (m == ACCORDION_DEAL) {
      this.n--;
      this.dealt--;
      this.present &= ~((<u64>1) << unchecked(this.tops[this.n]));
      return;
    }
    const t = this.tops;
    const i = m >> 1;
    const j = (m & 1) != 0 ? i - 3 : i - 1;
    for (let k = this.n; k > i; k--) unchecked((t[k] = t[k - 1]));
    unchecked((t[i] = t[j]));
    const under = unchecked(this.covered[this.sp]);
    unchecked((t[j] = under));
    this.present |= (<u64>1) << under;
    this.n++;
  }

  key(): u64 {
    return this.h;
  }
  /** Never transient (Game.transient): every position gets its table entry. */
  transient(): bool {
    return false;
  }
  /** The second key (engine/check.ts): the piles' tops in order, as the key sees them. */
  check(): u32 {
    let h = checkStep(0, <u64>this.n);
    for (let k = 0; k < this.n; k++) h = checkStep(h, <u64>unchecked(this.tops[k]));
    return checkFinish(h);
  }
  won(): bool {
    return this.n == 1 && this.dealt == this.total;
  }
  /** Piles left, counting undealt cards as piles to come. */
  score(): i32 {
    return this.n + this.total - this.dealt;
  }
  value(): i32 {
    return this.total - this.score();
  }
  bound(): i32 {
    if (this.dealt < this.total) return this.total - 1; // cards to come may link groups
    return this.total - this.groups();
  }

  /** Groups of top cards linked by chains of matches (see the bound above). */
  groups(): i32 {
    let left = this.present;
    let count = 0;
    while (left != 0) {
      let frontier = left & (~left + 1);
      left &= ~frontier;
      count++;
      while (frontier != 0) {
        let reach: u64 = 0;
        let f = frontier;
        while (f != 0) {
          reach |= unchecked(MATCH[<i32>ctz(f)]);
          f &= f - 1;
        }
        frontier = reach & left;
        left &= ~frontier;
      }
    }
    return count;
  }
  winValue(): i32 {
    return this.total - 1;
  }

  /** [piles, dealt, total, top card of each pile...]: no undealt card. */
  observe(out: StaticArray<u8>): i32 {
    unchecked((out[0] = <u8>this.n));
    unchecked((out[1] = <u8>this.dealt));
    unchecked((out[2] = <u8>this.total));
    for (let k = 0; k < this.n; k++) unchecked((out[3 + k] = this.tops[k]));
    return 3 + this.n;
  }

  dump(out: StaticArray<u8>): i32 {
    return this.observe(out);
  }
}
