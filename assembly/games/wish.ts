// Wish Solitaire (docs/rules.md, seed 004): 32 cards (7 8 9 T J Q K A of each suit)
// in 8 piles of 4, face down but for the top cards. Any two top cards of equal
// rank may be removed; the card below each is turned up. Won when every pile
// is cleared. Score = cards removed.
//
// Cards never move, so a position is the height of each pile (the deal fixes
// which card lies where). The engine takes any layout of up to 8 piles of up
// to 13 cards, so that tests can play cut decks.
//
// Moves: (i << 3) | j with i < j: remove the top cards of piles i and j.
// Undo needs no records: it puts the two cards back (heights + 1).
//
// Bound (the fewest cards that must stay): a removal takes two cards of one
// rank from two different piles, and a pile gives up its cards top first. So
// if, of a rank's cards that can still go, m lie in one pile and only k < m
// elsewhere, the pile can lose at most k of them: its (k+1)-th from the top
// and everything under it stay for good. Cards that stay for good are then
// left out of every rank's count, to a fixed point. On top of that a rank's
// remaining count only drops by two, so its final count has the parity of
// its current count.

import { Game } from "./game";
import { PILES, PILE_LEN, PILE_CAP, pileCount } from "../engine/layout";
import { CARD_MASK, NO_CARD } from "../engine/cards";
import { zobristTable } from "../engine/zobrist";
import { checkStep, checkFinish } from "../engine/check";

export const WISH_PILES: i32 = 8;
export const WISH_HEIGHT: i32 = 13; // longest pile a layout may have
export const ERR_LAYOUT: i32 = -10;

const Z = zobristTable(WISH_PILES * (WISH_HEIGHT + 1), 0xd2949cae80f7eef0);

@final
export class Wish implements Game {
  n: i32 = 0; // piles
  cards: StaticArray<u8> = new StaticArray<u8>(WISH_PILES * WISH_HEIGHT); // pile p bottom first at p * WISH_HEIGHT
  height: StaticArray<i32> = new StaticArray<i32>(WISH_PILES);
  start: StaticArray<i32> = new StaticArray<i32>(WISH_PILES); // heights as dealt
  total: i32 = 0;
  left: i32 = 0; // cards still in the piles
  h: u64 = 0;
  // Scratch for bound(): per pile, how many bottom cards stay for good.
  stuck: StaticArray<i32> = new StaticArray<i32>(WISH_PILES);
  remain: StaticArray<i32> = new StaticArray<i32>(13); // cards of each rank still in the piles

  setSetting(index: i32, value: i32): void {} // no settings

  setup(online: bool): i32 {
    if (pileCount < 1 || pileCount > WISH_PILES) return ERR_LAYOUT;
    this.n = pileCount;
    this.total = 0;
    this.h = 0;
    for (let r = 0; r < 13; r++) unchecked((this.remain[r] = 0));
    for (let p = 0; p < pileCount; p++) {
      const len = unchecked(PILE_LEN[p]);
      if (len > WISH_HEIGHT) return ERR_LAYOUT;
      for (let k = 0; k < len; k++) {
        const c = unchecked(PILES[p * PILE_CAP + k]) & CARD_MASK; // face-down marks: the rules say which
        if (c >= 52) return ERR_LAYOUT;
        unchecked((this.cards[p * WISH_HEIGHT + k] = c));
        unchecked(this.remain[(<i32>c) >> 2]++);
      }
      unchecked((this.height[p] = len));
      unchecked((this.start[p] = len));
      this.total += len;
      this.h ^= unchecked(Z[p * (WISH_HEIGHT + 1) + len]);
    }
    this.left = this.total;
    return 0;
  }

  @inline top(p: i32): u8 {
    const ht = unchecked(this.height[p]);
    return ht > 0 ? unchecked(this.cards[p * WISH_HEIGHT + ht - 1]) : NO_CARD;
  }

  /**
   * Pairs whose rank has no card left out of sight (and an even count left)
   * first, then the rest, left to right. Taking such a "safe" pair never
   * hurts: its cards can only pair among themselves, all of them can go, no
   * other move needs them, and the cards under them are only turned up
   * sooner; so any line can take them first and lose nothing.
   */
  moves(out: StaticArray<i32>, at: i32): i32 {
    return this.pairs(out, at, false);
  }

  /** A search tries a safe pair alone; otherwise every pair. */
  searchMoves(out: StaticArray<i32>, at: i32): i32 {
    return this.pairs(out, at, true);
  }

  /** The pairs in moves() order; with `safeAlone`, only the first safe one if there is one. */
  pairs(out: StaticArray<i32>, at: i32, safeAlone: bool): i32 {
    let k = at;
    const n = this.n;
    for (let pass = 0; pass < 2; pass++) {
      if (pass == 1 && k > at && safeAlone) return 1; // the first safe pair alone
      for (let i = 0; i < n; i++) {
        const a = this.top(i);
        if (a == NO_CARD) continue;
        const r = (<i32>a) >> 2;
        // Safe: every remaining card of the rank shows, and they pair up exactly
        // (an odd count, possible only in cut test decks, leaves a real choice).
        const rem = unchecked(this.remain[r]);
        const all = (rem & 1) == 0 && this.visible(r) == rem;
        if (all != (pass == 0)) continue;
        for (let j = i + 1; j < n; j++) {
          const b = this.top(j);
          if (b != NO_CARD && (<i32>b) >> 2 == r) unchecked((out[k++] = (i << 3) | j));
        }
      }
    }
    return k - at;
  }

  /** Face-up cards of rank r. */
  visible(r: i32): i32 {
    let v = 0;
    for (let p = 0; p < this.n; p++) {
      const t = this.top(p);
      if (t != NO_CARD && (<i32>t) >> 2 == r) v++;
    }
    return v;
  }

  apply(m: i32): void {
    const i = m >> 3;
    const j = m & 7;
    const r = (<i32>this.top(i)) >> 2;
    unchecked((this.remain[r] -= 2));
    this.lower(i, -1);
    this.lower(j, -1);
    this.left -= 2;
  }

  undo(m: i32): void {
    const i = m >> 3;
    const j = m & 7;
    this.lower(i, 1);
    this.lower(j, 1);
    this.left += 2;
    unchecked((this.remain[(<i32>this.top(i)) >> 2] += 2));
  }

  @inline lower(p: i32, d: i32): void {
    const ht = unchecked(this.height[p]);
    const base = p * (WISH_HEIGHT + 1);
    this.h ^= unchecked(Z[base + ht]) ^ unchecked(Z[base + ht + d]);
    unchecked((this.height[p] = ht + d));
  }

  key(): u64 {
    return this.h;
  }
  /** Never transient (Game.transient): every position gets its table entry. */
  transient(): bool {
    return false;
  }
  /** The second key (engine/check.ts): the piles' heights. */
  check(): u32 {
    let h: u64 = 0;
    for (let p = 0; p < this.n; p++) h = checkStep(h, <u64>unchecked(this.height[p]));
    return checkFinish(h);
  }
  won(): bool {
    return this.left == 0;
  }
  /** Cards removed. */
  score(): i32 {
    return this.total - this.left;
  }
  value(): i32 {
    return this.total - this.left;
  }
  bound(): i32 {
    return this.total - this.mustStay();
  }
  winValue(): i32 {
    return this.total;
  }

  /** A lower bound on the cards left at the end of any play from here (see the top). */
  mustStay(): i32 {
    const n = this.n;
    const stuck = this.stuck;
    for (let p = 0; p < n; p++) unchecked((stuck[p] = 0));
    let changed = true;
    while (changed) {
      changed = false;
      for (let r = 0; r < 13; r++) {
        if (unchecked(this.remain[r]) == 0) continue;
        // Cards of rank r that may still go: total, and the pile holding most.
        let total = 0;
        let most = 0;
        let mostPile = -1;
        for (let p = 0; p < n; p++) {
          let c = 0;
          const base = p * WISH_HEIGHT;
          for (let k = unchecked(stuck[p]); k < unchecked(this.height[p]); k++) {
            if ((<i32>unchecked(this.cards[base + k])) >> 2 == r) c++;
          }
          total += c;
          if (c > most) {
            most = c;
            mostPile = p;
          }
        }
        const others = total - most;
        if (most <= others) continue;
        // The (others + 1)-th card of rank r from the top of mostPile stays, and all below it.
        let seen = 0;
        const base = mostPile * WISH_HEIGHT;
        for (let k = unchecked(this.height[mostPile]) - 1; k >= unchecked(stuck[mostPile]); k--) {
          if ((<i32>unchecked(this.cards[base + k])) >> 2 == r && ++seen == others + 1) {
            unchecked((stuck[mostPile] = k + 1));
            changed = true;
            break;
          }
        }
      }
    }
    // Cards staying for good, plus one for each rank whose count of them has
    // the wrong parity (a rank's count only drops by two).
    let stay = 0;
    for (let r = 0; r < 13; r++) {
      const rem = unchecked(this.remain[r]);
      if (rem == 0) continue;
      let s = 0;
      for (let p = 0; p < n; p++) {
        const base = p * WISH_HEIGHT;
        for (let k = 0; k < unchecked(stuck[p]); k++) if ((<i32>unchecked(this.cards[base + k])) >> 2 == r) s++;
      }
      stay += s + ((s ^ rem) & 1);
    }
    return stay;
  }

  /**
   * What a player sees: [piles, height of each pile..., top card of each pile
   * (NO_CARD when empty)..., cards removed of each rank (13 counts)]. Removed
   * cards were face up when they went, so a player knows them.
   */
  observe(out: StaticArray<u8>): i32 {
    const n = this.n;
    unchecked((out[0] = <u8>n));
    for (let p = 0; p < n; p++) {
      unchecked((out[1 + p] = <u8>this.height[p]));
      unchecked((out[1 + n + p] = this.top(p)));
    }
    let k = 1 + 2 * n;
    for (let r = 0; r < 13; r++) unchecked((out[k + r] = 0));
    for (let p = 0; p < n; p++) {
      const base = p * WISH_HEIGHT;
      for (let q = unchecked(this.height[p]); q < unchecked(this.start[p]); q++) {
        const c = <i32>unchecked(this.cards[base + q]);
        unchecked(out[k + (c >> 2)]++);
      }
    }
    return k + 13;
  }

  /** The observation, then every pile's cards bottom first. */
  dump(out: StaticArray<u8>): i32 {
    let k = this.observe(out);
    for (let p = 0; p < this.n; p++) {
      const base = p * WISH_HEIGHT;
      for (let q = 0; q < unchecked(this.height[p]); q++) unchecked((out[k++] = this.cards[base + q]));
    }
    return k;
  }
}
