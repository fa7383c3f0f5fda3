// The talon (stock and waste: one sequence in the order the cards are
// turned, the first `turned` on the waste) and its share of the position's
// key and check. position.ts plays and undoes its moves.

import { checkStep } from "../../engine/check";
import { Rules } from "./rules";
import { REDEALS_UNLIMITED } from "./rule-table";
import { CAP, HIDDEN } from "./moves";
import { ZT, ZW, ZL, ZLC, TALON_HEAD } from "./keys";

export class Talon extends Rules {
  talon: StaticArray<u8> = new StaticArray<u8>(CAP);
  talonLen: i32 = 0;
  turned: i32 = 0;
  redealsUsed: i32 = 0;
  pending: u8 = 0; // a talon card on its way to or from the waste's top
  talonKey: u64 = 0;
  // The talon hashed by its links (keys.ts's ZL) where `linked` (its cards
  // all differ: the links name the order), kept as cards leave and return.
  linked: bool = false;
  talonLinks: u64 = 0;
  talonLinksCheck: u64 = 0;
  // check()'s share of the talon, kept lazily: its hash and whether the talon changed since.
  talonCheck: u64 = 0;
  talonChanged: bool = true;

  /** May the waste be turned over into the stock again? */
  @inline canRedeal(): bool {
    return this.redeals == REDEALS_UNLIMITED || this.redealsUsed < this.redeals;
  }

  /**
   * The waste's size as the keys count it: 0 for every size that reaches what
   * an empty waste reaches (talonHash). Not with compulsory aces while an ace
   * is in the talon: turning then sends aces up, and which ones depends on where
   * the turning starts. Nor with fillFromTalon: the waste's top fills the next
   * space, so where the turning stands matters.
   */
  talonWaste(): i32 {
    const w = this.turned;
    if (this.fillFromTalon || this.redeals != REDEALS_UNLIMITED || this.draw == 0 || (w % this.draw != 0 && w != this.talonLen)) return w;
    if (this.compulsoryAces) for (let k = 0; k < this.talonLen; k++) if (this.rank(unchecked(this.talon[k])) == 1) return w;
    return 0;
  }

  /**
   * The talon's share of the key: its cards in order, how many are turned,
   * redeals used. With unlimited redeals, a waste of a multiple of `draw`
   * cards (or the whole talon) reaches by turning alone exactly the
   * positions an empty waste reaches, and they reach it: one key for all.
   */
  talonHash(): u64 {
    if (this.talonLen == 0 && this.turned == 0 && this.redealsUsed == 0) return 0;
    const w = this.talonWaste();
    let h = unchecked(ZW[(w & 127) | ((this.redealsUsed & 3) << 7)]) ^ ((<u64>this.redealsUsed) << 56);
    if (this.linked) return h ^ this.talonLinks;
    for (let k = 0; k < this.talonLen; k++) h ^= unchecked(ZT[(k << 6) | ((<i32>this.talon[k]) & 63)]);
    return h;
  }

  /** talonHash's counterpart for check() (engine/check.ts): the same talon states count as one. */
  talonCheckOf(): u64 {
    if (this.talonLen == 0 && this.turned == 0 && this.redealsUsed == 0) return 0;
    let h = checkStep(<u64>this.talonWaste() + 1, <u64>this.redealsUsed);
    if (this.linked) return checkStep(h, this.talonLinksCheck);
    for (let k = 0; k < this.talonLen; k++) h = checkStep(h, <u64>unchecked(this.talon[k]) + 1);
    return h;
  }

  /** The talon's links afresh (after it was written wholesale, or dealt onto the piles), and whether they name it. */
  relinkTalon(): void {
    let hidden = 0;
    let links: u64 = 0;
    let check: u64 = 0;
    let a = TALON_HEAD;
    for (let k = 0; k < this.talonLen; k++) {
      const card = unchecked(this.talon[k]);
      if (card == HIDDEN) hidden++;
      const c = (<i32>card) & 63;
      links ^= unchecked(ZL[(a << 6) | c]);
      check += unchecked(ZLC[(a << 6) | c]);
      a = c;
    }
    // One deck of four suits: its cards all differ (HIDDEN's code is none of
    // theirs), and moves only take cards out and put them back. A strategy's
    // model holds its unseen stock as HIDDEN cards, which the links cannot
    // tell apart: hashed by places, as two decks are.
    this.linked = this.decks == 1 && this.suits == 4 && hidden <= 1;
    this.talonLinks = links;
    this.talonLinksCheck = check;
  }

  /**
   * The links change as talon card j leaves (called before the talon closes
   * up; `back`: false) or has just come back (`back`: true): a-c and c-n
   * become a-n, or the other way.
   */
  relinkAt(j: i32, back: bool): void {
    const a = j > 0 ? (<i32>unchecked(this.talon[j - 1])) & 63 : TALON_HEAD;
    const c = (<i32>unchecked(this.talon[j])) & 63;
    let links = unchecked(ZL[(a << 6) | c]);
    let gone = unchecked(ZLC[(a << 6) | c]);
    let made: u64 = 0;
    if (j + 1 < this.talonLen) {
      const n = (<i32>unchecked(this.talon[j + 1])) & 63;
      links ^= unchecked(ZL[(c << 6) | n]) ^ unchecked(ZL[(a << 6) | n]);
      gone += unchecked(ZLC[(c << 6) | n]);
      made = unchecked(ZLC[(a << 6) | n]);
    }
    this.talonLinks ^= links;
    this.talonLinksCheck += back ? gone - made : made - gone;
  }
}
