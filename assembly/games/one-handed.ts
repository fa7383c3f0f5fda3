// One-Handed Solitaire (docs/rules.md). Cards are drawn one at a time onto the
// hand; whenever the top four of the hand show the same rank at both ends the
// four are discarded, else the same suit at both ends discards the middle two.
// No choices: exactly one legal move in every position until the end.
//
// Moves: DRAW 1, DISCARD4 2, DISCARD2 3, TURN 4 (start the next pass: the hand,
// turned over, becomes the deck; its top card is drawn first).
// Setting 0 `passes` (>= 1): passes through the deck in all.

import { Game } from "./game";
import { SettingTable } from "./settings";
import { ROW, rowLen } from "../engine/layout";
import { zobristTable } from "../engine/zobrist";
import { checkStep, checkFinish } from "../engine/check";

/** Its settings: passes, 1 to 63. */
export const ONE_HANDED_SETTINGS = new SettingTable(["passes"], [1], [63]);

export const OH_DRAW: i32 = 1;
export const OH_DISCARD4: i32 = 2;
export const OH_DISCARD2: i32 = 3;
export const OH_TURN: i32 = 4;

const CAP: i32 = 64;
const ZH = zobristTable(CAP * 52, 0xac27c118d7fe8220); // card c at hand position k
const ZD = zobristTable(CAP * 52, 0x7d562c8fa04b9320); // card c at deck position k
const ZP = zobristTable(64, 0x4e8498066898a420); // pass number

/** Key of card c at hand position k. */
@inline function zh(k: i32, c: u8): u64 {
  return unchecked(ZH[k * 52 + <i32>c]);
}
/** Key of card c at deck position k. */
@inline function zd(k: i32, c: u8): u64 {
  return unchecked(ZD[k * 52 + <i32>c]);
}

@final
export class OneHanded implements Game {
  passes: i32 = 1;
  deck: StaticArray<u8> = new StaticArray<u8>(CAP); // deck[dlen-1] is drawn next
  dlen: i32 = 0;
  hand: StaticArray<u8> = new StaticArray<u8>(CAP); // hand[hlen-1] is the top
  hlen: i32 = 0;
  pass: i32 = 1;
  total: i32 = 0;
  stash: StaticArray<u8> = new StaticArray<u8>(CAP * 4); // discarded cards, for undo
  stashTop: i32 = 0;
  h: u64 = 0;

  setSetting(index: i32, value: i32): void {
    this.passes = value;
  }

  setup(online: bool): i32 {
    if (rowLen < 1 || rowLen > 52 || this.passes < 1 || this.passes > 63) return -10;
    this.total = rowLen;
    // The row lists cards in drawing order; the deck is drawn from its end.
    for (let k = 0; k < rowLen; k++) {
      const c = unchecked(ROW[k]);
      if (c >= 52) return -10;
      unchecked((this.deck[rowLen - 1 - k] = c));
    }
    this.dlen = rowLen;
    this.hlen = 0;
    this.pass = 1;
    this.stashTop = 0;
    this.rehash();
    return 0;
  }

  /**
   * The fast path's set-up: the sv shuffled array is the deck as it is (its
   * last card is drawn first), and no key is kept since playFast() needs none.
   */
  setupFromShuffled(shuffled: StaticArray<u8>, n: i32): void {
    memory.copy(changetype<usize>(this.deck), changetype<usize>(shuffled), n);
    this.total = n;
    this.dlen = n;
    this.hlen = 0;
    this.pass = 1;
    this.stashTop = 0;
  }

  rehash(): void {
    let h = unchecked(ZP[this.pass]);
    for (let k = 0; k < this.dlen; k++) h ^= zd(k, unchecked(this.deck[k]));
    for (let k = 0; k < this.hlen; k++) h ^= zh(k, unchecked(this.hand[k]));
    this.h = h;
  }

  /** The one legal move, or 0 at the end of the game. */
  @inline forced(): i32 {
    const hl = this.hlen;
    if (hl >= 4) {
      const a = unchecked(this.hand[hl - 1]);
      const b = unchecked(this.hand[hl - 4]);
      if (a >> 2 == b >> 2) return OH_DISCARD4;
      if (((a ^ b) & 3) == 0) return OH_DISCARD2;
    }
    if (this.dlen > 0) return OH_DRAW;
    if (this.pass < this.passes && hl > 0) return OH_TURN;
    return 0;
  }

  moves(out: StaticArray<i32>, at: i32): i32 {
    const m = this.forced();
    if (m == 0) return 0;
    unchecked((out[at] = m));
    return 1;
  }

  /** Nothing to prune: a search tries every legal move. */
  searchMoves(out: StaticArray<i32>, at: i32): i32 {
    return this.moves(out, at);
  }

  apply(m: i32): void {
    const hand = this.hand;
    let hl = this.hlen;
    if (m == OH_DRAW) {
      const dl = --this.dlen;
      const c = unchecked(this.deck[dl]);
      unchecked((hand[hl] = c));
      this.h ^= zd(dl, c) ^ zh(hl, c);
      this.hlen = hl + 1;
    } else if (m == OH_DISCARD4) {
      let h = this.h;
      for (let k = hl - 4; k < hl; k++) {
        const c = unchecked(hand[k]);
        unchecked((this.stash[this.stashTop++] = c));
        h ^= zh(k, c);
      }
      this.h = h;
      this.hlen = hl - 4;
    } else if (m == OH_DISCARD2) {
      const x = unchecked(hand[hl - 3]);
      const y = unchecked(hand[hl - 2]);
      const t = unchecked(hand[hl - 1]);
      unchecked((this.stash[this.stashTop++] = x));
      unchecked((this.stash[this.stashTop++] = y));
      this.h ^= zh(hl - 3, x) ^ zh(hl - 2, y) ^ zh(hl - 1, t) ^ zh(hl - 3, t);
      unchecked((hand[hl - 3] = t));
      this.hlen = hl - 2;
    } else if (m == OH_TURN) {
      // The hand turned over: its top card is at the bottom, drawn first.
      for (let k = 0; k < hl; k++) unchecked((this.deck[k] = hand[k]));
      this.dlen = hl;
      this.hlen = 0;
      this.pass++;
      this.rehash();
    }
  }

  undo(m: i32): void {
    const hand = this.hand;
    const hl = this.hlen;
    if (m == OH_DRAW) {
      const c = unchecked(hand[hl - 1]);
      const dl = this.dlen;
      unchecked((this.deck[dl] = c));
      this.h ^= zd(dl, c) ^ zh(hl - 1, c);
      this.dlen = dl + 1;
      this.hlen = hl - 1;
    } else if (m == OH_DISCARD4) {
      let h = this.h;
      for (let k = hl + 3; k >= hl; k--) {
        const c = unchecked(this.stash[--this.stashTop]);
        unchecked((hand[k] = c));
        h ^= zh(k, c);
      }
      this.h = h;
      this.hlen = hl + 4;
    } else if (m == OH_DISCARD2) {
      const t = unchecked(hand[hl - 1]);
      const y = unchecked(this.stash[--this.stashTop]);
      const x = unchecked(this.stash[--this.stashTop]);
      unchecked((hand[hl - 1] = x));
      unchecked((hand[hl] = y));
      unchecked((hand[hl + 1] = t));
      this.h ^= zh(hl - 1, t) ^ zh(hl - 1, x) ^ zh(hl, y) ^ zh(hl + 1, t);
      this.hlen = hl + 2;
    } else if (m == OH_TURN) {
      for (let k = 0; k < this.dlen; k++) unchecked((hand[k] = this.deck[k]));
      this.hlen = this.dlen;
      this.dlen = 0;
      this.pass--;
      this.rehash();
    }
  }

  /**
   * Plays the deal to its end without undo records or keys: the batch path.
   * Returns the number of moves made; the position is left at the end.
   */
  playFast(): i32 {
    const hand = this.hand;
    const deck = this.deck;
    let hl = this.hlen;
    let dl = this.dlen;
    let count = 0;
    while (true) {
      while (dl > 0) {
        unchecked((hand[hl++] = deck[--dl]));
        count++;
        while (hl >= 4) {
          const a = unchecked(hand[hl - 1]);
          const b = unchecked(hand[hl - 4]);
          if (a >> 2 == b >> 2) {
            hl -= 4;
          } else if (((a ^ b) & 3) == 0) {
            unchecked((hand[hl - 3] = a));
            hl -= 2;
          } else break;
          count++;
        }
      }
      if (this.pass >= this.passes || hl == 0) break;
      for (let k = 0; k < hl; k++) unchecked((deck[k] = hand[k]));
      dl = hl;
      hl = 0;
      this.pass++;
      count++;
    }
    this.hlen = hl;
    this.dlen = dl;
    return count;
  }

  key(): u64 {
    return this.h;
  }
  /** Never transient (Game.transient): every position gets its table entry. */
  transient(): bool {
    return false;
  }
  /** The second key (engine/check.ts): pass, deck and hand. */
  check(): u32 {
    let h = checkStep(<u64>this.pass, <u64>this.dlen);
    for (let k = 0; k < this.dlen; k++) h = checkStep(h, <u64>unchecked(this.deck[k]));
    h = checkStep(h, <u64>this.hlen);
    for (let k = 0; k < this.hlen; k++) h = checkStep(h, <u64>unchecked(this.hand[k]));
    return checkFinish(h);
  }
  won(): bool {
    return this.hlen == 0 && this.dlen == 0;
  }
  /** Cards discarded. */
  score(): i32 {
    return this.total - this.hlen - this.dlen;
  }
  value(): i32 {
    return this.score();
  }
  bound(): i32 {
    return this.total;
  }
  winValue(): i32 {
    return this.total;
  }

  /** [hand size, deck size, pass, hand cards bottom to top...]: the deck stays hidden. */
  observe(out: StaticArray<u8>): i32 {
    unchecked((out[0] = <u8>this.hlen));
    unchecked((out[1] = <u8>this.dlen));
    unchecked((out[2] = <u8>this.pass));
    for (let k = 0; k < this.hlen; k++) unchecked((out[3 + k] = this.hand[k]));
    return 3 + this.hlen;
  }

  /** [deck size, hand size, pass, deck bottom to top (drawn last first)..., hand...]. */
  dump(out: StaticArray<u8>): i32 {
    unchecked((out[0] = <u8>this.dlen));
    unchecked((out[1] = <u8>this.hlen));
    unchecked((out[2] = <u8>this.pass));
    let k = 3;
    for (let i = 0; i < this.dlen; i++) unchecked((out[k++] = this.deck[i]));
    for (let i = 0; i < this.hlen; i++) unchecked((out[k++] = this.hand[i]));
    return k;
  }
}
