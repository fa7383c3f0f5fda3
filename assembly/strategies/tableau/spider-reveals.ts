// The cards a Spider hindsight beam turns up, as chances (spider-hindsight.ts).
// With two or four suits a beam stops at the first card it turns up; the
// best few such positions are kept here, and each is valued by what the
// player could make of it once the card is seen: its hidden cards (those
// hidden where the beam started, the new card among them) are dealt afresh
// a few times, and a beam runs on from each deal to the next card turned up.
// The value of a position is the mean over those deals of the best each
// beam reaches: the player chooses after seeing the card, never before.

import { rngBelow } from "../../engine/rng";
import { Tableau } from "../../games/tableau/tableau";
import { CAP } from "../../games/tableau/moves";
import { beamLineHere } from "../../solver/beam";

export const MAX_REVEALS: i32 = 8;
export const REVEAL_LINE: i32 = 256;
const POS_BYTES: i32 = 1024;
const MAX_PILES: i32 = 16;

/** The best positions (by score) at which a beam turned a card up, each once. */
export class Reveals {
  count: i32 = 0;
  limit: i32 = 0;
  readonly score: StaticArray<i64> = new StaticArray<i64>(MAX_REVEALS);
  readonly key: StaticArray<u64> = new StaticArray<u64>(MAX_REVEALS);
  readonly pos: StaticArray<u8> = new StaticArray<u8>(POS_BYTES * MAX_REVEALS);
  /** Per position kept, the beam's line to it (its first REVEAL_LINE moves) and its length. */
  readonly lines: StaticArray<i32> = new StaticArray<i32>(REVEAL_LINE * MAX_REVEALS);
  readonly lineLen: StaticArray<i32> = new StaticArray<i32>(MAX_REVEALS);
  /** Cards face down per pile where the beam started. */
  readonly rootDown: StaticArray<i32> = new StaticArray<i32>(MAX_PILES);

  /** Starts a beam's collection at g (at most `limit` positions kept). */
  reset(g: Tableau, limit: i32): void {
    this.count = 0;
    this.limit = min<i32>(limit, MAX_REVEALS);
    for (let p = 0; p < g.nPiles && p < MAX_PILES; p++) unchecked((this.rootDown[p] = g.down[p]));
  }

  /** Keeps g (a card just turned up) with score s if it is among the best; a position met again keeps its best score. */
  offer(g: Tableau, s: i64): void {
    if (this.limit == 0) return;
    const k = g.key();
    let worst = 0;
    for (let i = 0; i < this.count; i++) {
      if (unchecked(this.key[i]) == k) {
        if (s > unchecked(this.score[i])) {
          unchecked((this.score[i] = s));
          this.keepLine(i);
        }
        return;
      }
      if (unchecked(this.score[i]) < unchecked(this.score[worst])) worst = i;
    }
    let slot = this.count;
    if (slot < this.limit) this.count++;
    else if (s <= unchecked(this.score[worst])) return;
    else slot = worst;
    unchecked((this.score[slot] = s));
    unchecked((this.key[slot] = k));
    g.pack(changetype<usize>(this.pos) + <usize>(slot * POS_BYTES));
    this.keepLine(slot);
  }

  private keepLine(i: i32): void {
    const n = beamLineHere(LINE);
    const len = min<i32>(n, REVEAL_LINE);
    unchecked((this.lineLen[i] = len));
    for (let j = 0; j < len; j++) unchecked((this.lines[i * REVEAL_LINE + j] = LINE[j]));
  }

  /** Puts kept position i into g. */
  unpack(g: Tableau, i: i32): void {
    g.unpack(changetype<usize>(this.pos) + <usize>(i * POS_BYTES));
  }
}

const POOL = new StaticArray<u8>(256);

/** How many of pile p's bottom cards in g were face down where `r`'s beam started (those still down, and the one turned up since). */
@inline function hiddenAtStart(g: Tableau, r: Reveals, p: i32): i32 {
  const d = unchecked(g.down[p]);
  return max<i32>(d, min<i32>(p < MAX_PILES ? unchecked(r.rootDown[p]) : d, unchecked(g.len[p])));
}
const LINE = new StaticArray<i32>(REVEAL_LINE);

/**
 * Deals afresh, in g (a position a beam reached from where `r` started,
 * with no deal between), the cards hidden where the beam started: those
 * still face down, those turned up since (each the top of its pile: the
 * beam stops at the first) and the stock. They were all unseen there, so
 * any order is a deal the player could meet.
 */
export function redealReveal(g: Tableau, r: Reveals): void {
  let n = 0;
  for (let p = 0; p < g.nPiles; p++) {
    const base = p * CAP;
    const hidden = hiddenAtStart(g, r, p);
    for (let i = 0; i < hidden; i++) unchecked((POOL[n++] = g.cards[base + i]));
  }
  for (let i = 0; i < g.talonLen; i++) unchecked((POOL[n++] = g.talon[i]));
  for (let i = n - 1; i > 0; i--) {
    const j = rngBelow(i + 1);
    const t = unchecked(POOL[i]);
    unchecked((POOL[i] = POOL[j]));
    unchecked((POOL[j] = t));
  }
  n = 0;
  for (let p = 0; p < g.nPiles; p++) {
    const base = p * CAP;
    const hidden = hiddenAtStart(g, r, p);
    for (let i = 0; i < hidden; i++) unchecked((g.cards[base + i] = POOL[n++]));
  }
  for (let i = 0; i < g.talonLen; i++) unchecked((g.talon[i] = POOL[n++]));
  g.rehash();
}
