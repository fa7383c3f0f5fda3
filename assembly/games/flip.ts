// Flip Solitaire (docs/rules.md, seeds 000 and 003). Every card has a light face
// and a dark face. Cards are dealt one at a time onto the top of the hand,
// light face up. A set is any four consecutive cards of the hand; its ends
// (first and fourth) are compared by the faces they show:
//   same suit            -> FLIP2: turn the two middle cards dark
//   same rank            -> FLIP4: turn all four dark
//   same suit, both dark -> REMOVE2: remove the two middle cards
//   same rank, both dark -> REMOVE4: remove all four
// (a flip that would change nothing is no play). With compulsory=true the
// player deals only when there is no play. Score: 1 per dark card in the
// hand + 2 per removed card (104 at most); won = every card removed.
//
// Cards are named by their dealing index 0..n-1 (hand[0] is the first dealt,
// the bottom of the hand). Moves: DEAL (0) deals the next card; a play is
// ((k + 1) << 2) | kind on the set hand[k..k+3], kind FLIP2 0, FLIP4 1,
// REMOVE2 2, REMOVE4 3.
//
// Settings: 0 darkFaces (0 shuffled: the layout's dark section gives the dark
// faces; 1 same: the dark face is the light card, and the layout has no dark
// section), 1 compulsory (1 true, 0 false).
//
// Thoughtful play with compulsory=false deals every card first: a deal only
// adds a card on top, so every play available before it is available after it
// with the same effect, and any line can deal first and play the same plays.
//
// The key hashes the hand as its set of adjacent pairs (a hand holds each
// card at most once, so the pairs give back the order), each card's dark
// flag, and the number dealt (which, with the hand, tells what was removed).

import { Game } from "./game";
import { SettingTable } from "./settings";
import { ROW, rowLen, DARK, darkLen } from "../engine/layout";
import { zobristTable } from "../engine/zobrist";
import { checkStep, checkFinish } from "../engine/check";

/** Its settings: darkFaces (0 shuffled, 1 same) and compulsory (0 or 1). */
export const FLIP_SETTINGS = new SettingTable(["darkFaces", "compulsory"], [0, 0], [1, 1]);

export const FLIP_DEAL: i32 = 0;
export const FLIP2: i32 = 0;
export const FLIP4: i32 = 1;
export const REMOVE2: i32 = 2;
export const REMOVE4: i32 = 3;
export const ERR_LAYOUT: i32 = -10;

const CAP: i32 = 64;
const START: i32 = 63; // the "card" below the bottom of the hand
const ZPAIR = zobristTable(CAP * CAP, 0x0ad9ddd6318e3820);
const ZDARK = zobristTable(CAP, 0x827575cad94f8820);
const ZDEALT = zobristTable(CAP + 1, 0x1053e42aabee8d60);
const STACK: i32 = 256; // moves in one game: 52 deals + at most 52 flips + 26 removals

/** The key of a pair of hand positions a and b. */
@inline function pairKey(a: i32, b: i32): u64 {
  return unchecked(ZPAIR[(a << 6) | b]);
}

@final
export class Flip implements Game {
  darkSame: bool = false;
  compulsory: bool = true;
  total: i32 = 0;
  light: StaticArray<u8> = new StaticArray<u8>(CAP); // by dealing index
  darkFace: StaticArray<u8> = new StaticArray<u8>(CAP);
  face: StaticArray<u8> = new StaticArray<u8>(CAP); // the face each card shows now
  hand: StaticArray<u8> = new StaticArray<u8>(CAP); // dealing indices, bottom first
  hn: i32 = 0;
  dealt: i32 = 0;
  removed: i32 = 0;
  dark: u64 = 0; // bit x: card x is in the hand, dark side up
  h: u64 = 0;
  // Undo records, one per move.
  keys: StaticArray<u64> = new StaticArray<u64>(STACK);
  masks: StaticArray<u64> = new StaticArray<u64>(STACK);
  gone: StaticArray<u8> = new StaticArray<u8>(STACK * 4); // cards a removal took
  sp: i32 = 0;

  setSetting(index: i32, value: i32): void {
    if (index == 0) this.darkSame = value == 1;
    else this.compulsory = value == 1;
  }

  setup(online: bool): i32 {
    const n = rowLen;
    if (n < 1 || n > 52) return ERR_LAYOUT;
    if (this.darkSame ? darkLen != 0 : darkLen != n) return ERR_LAYOUT;
    for (let k = 0; k < n; k++) {
      const c = unchecked(ROW[k]);
      const d = this.darkSame ? c : unchecked(DARK[k]);
      if (c >= 52 || d >= 52) return ERR_LAYOUT;
      unchecked((this.light[k] = c));
      unchecked((this.darkFace[k] = d));
      unchecked((this.face[k] = c));
    }
    this.total = n;
    this.hn = 0;
    this.dealt = 0;
    this.removed = 0;
    this.dark = 0;
    this.sp = 0;
    this.h = unchecked(ZDEALT[0]);
    if (!online && !this.compulsory) {
      while (this.dealt < this.total) this.dealOne();
    }
    return 0;
  }

  dealOne(): void {
    const c = this.dealt;
    const prev = this.hn > 0 ? <i32>unchecked(this.hand[this.hn - 1]) : START;
    unchecked((this.hand[this.hn++] = <u8>c));
    this.h ^= pairKey(prev, c) ^ unchecked(ZDEALT[c]) ^ unchecked(ZDEALT[c + 1]);
    this.dealt = c + 1;
  }

  @inline isDark(x: i32): bool {
    return ((this.dark >> (<u64>x)) & 1) != 0;
  }

  /**
   * A search tries, with darkFaces=same and nothing left to deal, a flip
   * alone: there a flip changes no face, only turns cards dark, and a hand
   * with more dark cards does at least as well as the same hand with fewer
   * (every play of the lighter hand is a play of the darker one, or changes
   * nothing there, and leaves it darker still), so flipping first loses
   * nothing. Otherwise every legal move.
   */
  searchMoves(out: StaticArray<i32>, at: i32): i32 {
    if (this.darkSame && this.dealt == this.total) {
      const f = this.firstFlip();
      if (f != 0) {
        unchecked((out[at] = f));
        return 1;
      }
    }
    return this.moves(out, at);
  }

  /**
   * Every legal move, in search order: removals (all four, then the middle
   * two), then flips (all four, then the middle two), bottom of the hand
   * first; the deal last.
   */
  moves(out: StaticArray<i32>, at: i32): i32 {
    let k = at;
    const hand = this.hand;
    const face = this.face;
    const last = this.hn - 4;
    // Removals.
    for (let s = 0; s <= last; s++) {
      const x = <i32>unchecked(hand[s]);
      const y = <i32>unchecked(hand[s + 3]);
      if (!this.isDark(x) || !this.isDark(y)) continue;
      const a = unchecked(face[x]);
      const d = unchecked(face[y]);
      const base = (s + 1) << 2;
      if (a >> 2 == d >> 2) unchecked((out[k++] = base | REMOVE4));
      if (((a ^ d) & 3) == 0) unchecked((out[k++] = base | REMOVE2));
    }
    // Flips that change something.
    for (let s = 0; s <= last; s++) {
      const x = <i32>unchecked(hand[s]);
      const y = <i32>unchecked(hand[s + 3]);
      const a = unchecked(face[x]);
      const d = unchecked(face[y]);
      const sameRank = a >> 2 == d >> 2;
      const sameSuit = ((a ^ d) & 3) == 0;
      if (!sameRank && !sameSuit) continue;
      const b = <i32>unchecked(hand[s + 1]);
      const c = <i32>unchecked(hand[s + 2]);
      const middleLight = !this.isDark(b) || !this.isDark(c);
      const base = (s + 1) << 2;
      if (sameRank && (middleLight || !this.isDark(x) || !this.isDark(y))) unchecked((out[k++] = base | FLIP4));
      if (sameSuit && middleLight) unchecked((out[k++] = base | FLIP2));
    }
    if (this.dealt < this.total && (!this.compulsory || k == at)) unchecked((out[k++] = FLIP_DEAL));
    return k - at;
  }

  /** The first flip that changes something, bottom of the hand first; 0 if none. */
  firstFlip(): i32 {
    const hand = this.hand;
    const face = this.face;
    for (let s = 0; s <= this.hn - 4; s++) {
      const x = <i32>unchecked(hand[s]);
      const b = <i32>unchecked(hand[s + 1]);
      const c = <i32>unchecked(hand[s + 2]);
      const y = <i32>unchecked(hand[s + 3]);
      const a = unchecked(face[x]);
      const d = unchecked(face[y]);
      const middleLight = !this.isDark(b) || !this.isDark(c);
      if (a >> 2 == d >> 2 && (middleLight || !this.isDark(x) || !this.isDark(y))) return ((s + 1) << 2) | FLIP4;
      if (((a ^ d) & 3) == 0 && middleLight) return ((s + 1) << 2) | FLIP2;
    }
    return 0;
  }

  @inline turnDark(x: i32): void {
    if (!this.isDark(x)) {
      this.dark |= (<u64>1) << (<u64>x);
      this.h ^= unchecked(ZDARK[x]);
      unchecked((this.face[x] = this.darkFace[x]));
    }
  }

  @inline dropDark(x: i32): void {
    if (this.isDark(x)) this.h ^= unchecked(ZDARK[x]);
  }

  apply(m: i32): void {
    const sp = this.sp;
    unchecked((this.keys[sp] = this.h));
    unchecked((this.masks[sp] = this.dark));
    this.sp = sp + 1;
    if (m == FLIP_DEAL) {
      this.dealOne();
      return;
    }
    const s = (m >> 2) - 1;
    const kind = m & 3;
    const hand = this.hand;
    const a = <i32>unchecked(hand[s]);
    const b = <i32>unchecked(hand[s + 1]);
    const c = <i32>unchecked(hand[s + 2]);
    const d = <i32>unchecked(hand[s + 3]);
    if (kind == FLIP2) {
      this.turnDark(b);
      this.turnDark(c);
    } else if (kind == FLIP4) {
      this.turnDark(a);
      this.turnDark(b);
      this.turnDark(c);
      this.turnDark(d);
    } else if (kind == REMOVE2) {
      unchecked((this.gone[sp * 4] = <u8>b));
      unchecked((this.gone[sp * 4 + 1] = <u8>c));
      this.dropDark(b);
      this.dropDark(c);
      this.dark &= ~(((<u64>1) << (<u64>b)) | ((<u64>1) << (<u64>c)));
      this.h ^= pairKey(a, b) ^ pairKey(b, c) ^ pairKey(c, d) ^ pairKey(a, d);
      const n = this.hn - 2;
      for (let k = s + 1; k < n; k++) unchecked((hand[k] = hand[k + 2]));
      this.hn = n;
      this.removed += 2;
    } else {
      unchecked((this.gone[sp * 4] = <u8>a));
      unchecked((this.gone[sp * 4 + 1] = <u8>b));
      unchecked((this.gone[sp * 4 + 2] = <u8>c));
      unchecked((this.gone[sp * 4 + 3] = <u8>d));
      this.dropDark(a);
      this.dropDark(b);
      this.dropDark(c);
      this.dropDark(d);
      this.dark &= ~(((<u64>1) << (<u64>a)) | ((<u64>1) << (<u64>b)) | ((<u64>1) << (<u64>c)) | ((<u64>1) << (<u64>d)));
      const prev = s > 0 ? <i32>unchecked(hand[s - 1]) : START;
      let h = this.h ^ pairKey(prev, a) ^ pairKey(a, b) ^ pairKey(b, c) ^ pairKey(c, d);
      if (s + 4 < this.hn) {
        const next = <i32>unchecked(hand[s + 4]);
        h ^= pairKey(d, next) ^ pairKey(prev, next);
      }
      this.h = h;
      const n = this.hn - 4;
      for (let k = s; k < n; k++) unchecked((hand[k] = hand[k + 4]));
      this.hn = n;
      this.removed += 4;
    }
  }

  undo(m: i32): void {
    const sp = --this.sp;
    this.h = unchecked(this.keys[sp]);
    const before = unchecked(this.masks[sp]);
    this.dark = before;
    if (m == FLIP_DEAL) {
      this.hn--;
      this.dealt--;
      return;
    }
    const s = (m >> 2) - 1;
    const kind = m & 3;
    const hand = this.hand;
    if (kind == REMOVE2) {
      for (let k = this.hn - 1; k > s; k--) unchecked((hand[k + 2] = hand[k]));
      unchecked((hand[s + 1] = this.gone[sp * 4]));
      unchecked((hand[s + 2] = this.gone[sp * 4 + 1]));
      this.hn += 2;
      this.removed -= 2;
    } else if (kind == REMOVE4) {
      for (let k = this.hn - 1; k >= s; k--) unchecked((hand[k + 4] = hand[k]));
      for (let q = 0; q < 4; q++) unchecked((hand[s + q] = this.gone[sp * 4 + q]));
      this.hn += 4;
      this.removed -= 4;
    } else {
      // A flip: the faces of the set's cards follow the restored dark flags.
      for (let q = 0; q < 4; q++) {
        const x = <i32>unchecked(hand[s + q]);
        unchecked((this.face[x] = this.isDark(x) ? this.darkFace[x] : this.light[x]));
      }
    }
  }

  key(): u64 {
    return this.h;
  }
  /** Never transient (Game.transient): every position gets its table entry. */
  transient(): bool {
    return false;
  }
  /** The second key (engine/check.ts): cards dealt, the hand in order, dark cards. */
  check(): u32 {
    let h = checkStep(this.dark, <u64>this.dealt);
    for (let k = 0; k < this.hn; k++) h = checkStep(h, <u64>unchecked(this.hand[k]));
    return checkFinish(h);
  }
  won(): bool {
    return this.removed == this.total;
  }
  /** 1 per dark card in the hand + 2 per removed card. */
  score(): i32 {
    return <i32>popcnt(this.dark) + 2 * this.removed;
  }
  value(): i32 {
    return this.score();
  }
  /**
   * 2 per card, less what the bottom card of the hand (and, once every card
   * is dealt, the top card) must lose. The bottom card is never a middle card
   * (nothing is ever below it), so it turns dark only as the first card of a
   * same-rank set and goes only as the first card of a same-rank removal: it
   * needs another card that can show its rank (light face, or dark face when
   * dark), and to go, another card whose dark face has its dark face's rank.
   * Without the first it stays light (loses 2), without the second it stays
   * (loses at least 1). The top card, once nothing more is dealt onto it, is
   * likewise never a middle card. With fewer than four cards and nothing to
   * deal there is no play at all.
   */
  bound(): i32 {
    const n = this.hn;
    const all = this.dealt == this.total;
    if (all && n < 4) return this.score();
    let loss = 0;
    if (n > 0) loss += this.endLoss(<i32>unchecked(this.hand[0]));
    if (all && n > 1) loss += this.endLoss(<i32>unchecked(this.hand[n - 1]));
    return 2 * this.total - loss;
  }

  /** What card x loses at the end if it is never a middle card (see bound()). */
  endLoss(x: i32): i32 {
    const xd = (<i32>unchecked(this.darkFace[x])) >> 2;
    const xl = (<i32>unchecked(this.light[x])) >> 2;
    const xIsDark = this.isDark(x);
    let canGo = false;
    let canTurn = xIsDark;
    // Other cards still in play: the hand and the cards to deal.
    for (let q = 0; q < this.hn + this.total - this.dealt; q++) {
      const y = q < this.hn ? <i32>unchecked(this.hand[q]) : this.dealt + q - this.hn;
      if (y == x) continue;
      const yd = (<i32>unchecked(this.darkFace[y])) >> 2;
      if (yd == xd) canGo = true;
      if (!canTurn && (yd == xl || (!this.isDark(y) && (<i32>unchecked(this.light[y])) >> 2 == xl))) canTurn = true;
      if (canGo && canTurn) return 0;
    }
    return canTurn ? 1 : 2;
  }
  winValue(): i32 {
    return 2 * this.total;
  }

  /**
   * What a player sees: [1 if the dark face is the light card (darkFaces=same)
   * else 0, cards dealt, cards still to deal, hand size, then per hand card
   * (bottom first) the face it shows and 1 if dark else 0]. The dark side of a
   * light card and the cards to come stay hidden.
   */
  observe(out: StaticArray<u8>): i32 {
    unchecked((out[0] = this.darkSame ? 1 : 0));
    unchecked((out[1] = <u8>this.dealt));
    unchecked((out[2] = <u8>(this.total - this.dealt)));
    unchecked((out[3] = <u8>this.hn));
    let k = 4;
    for (let q = 0; q < this.hn; q++) {
      const x = <i32>unchecked(this.hand[q]);
      unchecked((out[k++] = this.face[x]));
      unchecked((out[k++] = this.isDark(x) ? 1 : 0));
    }
    return k;
  }

  /** The observation, then the dealing index of each hand card. */
  dump(out: StaticArray<u8>): i32 {
    let k = this.observe(out);
    for (let q = 0; q < this.hn; q++) unchecked((out[k++] = this.hand[q]));
    return k;
  }
}
