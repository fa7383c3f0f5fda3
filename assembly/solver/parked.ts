// Positions a depth-first search (search.ts) met at its depth limit, kept
// packed (serialise.ts) to be searched from themselves once the walk from
// the deal is over, so that a loss is proved however long the lines grow.
// FreeCell with 6 piles walks lines past the limit of 20,000 moves: without
// parking sv 98 stayed undecided at 30 s, its search over before its time.
// The store is a stack (the last parked is searched first, and what that
// search parks goes on top); full, a position is not parked and the search
// can prove nothing (it says unknown, as before).
//
// A parked position's search writes its moves' undo records above the
// caller's (the position the search started from keeps its history, and
// the caller may undo the moves that led to it once the search is over).

import { Position } from "../games/tableau/position";
import { pack, unpack, packedSize } from "../games/tableau/serialise";

/** A packed position writes and reads up to 7 bytes past its end (serialise.ts's copyCards). */
const SLACK: usize = 8;
/** The store of the searches that borrow none (the portfolio's and the searches for wins only). */
const OWN_BYTES: usize = 1 << 16;
const OWN = new StaticArray<u8>(<i32>(OWN_BYTES + SLACK));
const ROOT = new StaticArray<u8>(<i32>(1024 + SLACK));
/** Eighths of the table the dive and the last depth-first phase borrow for the store (tt.ts's ttLend). */
export const PARKING_EIGHTHS: i32 = 2;

/** The parked positions: each packed, then its length in two bytes. */
export class Parking {
  used: usize = 0;
  rootSp: i32 = 0;
  rootExtras: i32 = 0;
  base: usize = changetype<usize>(OWN);
  bytes: usize = OWN_BYTES;
  /** The most of a borrowed store ever written (zeroed when it is given back). */
  written: usize = 0;

  /**
   * Keeps the store in memory the table lends (tt.ts's ttLend) until
   * giveBack(): a search that parks many positions (about a million in a
   * quarter of a 256 MiB table) proves losses its own store could not hold.
   */
  borrow(region: usize, bytes: usize): void {
    this.base = region;
    this.bytes = bytes > SLACK ? bytes - SLACK : 0;
    this.written = 0;
  }

  /**
   * Zeroes what the store wrote in the lent memory (the table takes it back:
   * no byte of it may look like a bucket of a later search, tt.ts) and goes
   * back to its own store.
   */
  giveBack(): void {
    if (this.base != changetype<usize>(OWN)) memory.fill(this.base, 0, this.written + SLACK);
    this.base = changetype<usize>(OWN);
    this.bytes = OWN_BYTES;
    this.used = 0;
  }

  /** A search starts at t: nothing parked, t's position kept to come back to. */
  begin(t: Position): void {
    this.used = 0;
    this.rootSp = t.sp;
    this.rootExtras = t.extraTop;
    pack(t, changetype<usize>(ROOT));
  }

  /** Parks t's position; false if the store is full. */
  park(t: Position): bool {
    const n = <usize>packedSize(t);
    if (this.used + n + 2 > this.bytes) return false;
    const at = this.base + this.used;
    pack(t, at);
    store<u16>(at + n, <u16>n);
    this.used += n + 2;
    if (this.used > this.written) this.written = this.used;
    return true;
  }

  /** Makes t the last position parked and takes it out of the store; false if there is none. */
  resume(t: Position): bool {
    if (this.used == 0) return false;
    const n = <usize>load<u16>(this.base + this.used - 2);
    this.used -= n + 2;
    this.unpackAbove(t, this.base + this.used);
    return true;
  }

  /** Makes t the position the search started from again, with its history. */
  restore(t: Position): void {
    this.unpackAbove(t, changetype<usize>(ROOT));
  }

  private unpackAbove(t: Position, ptr: usize): void {
    unpack(t, ptr);
    t.sp = this.rootSp;
    t.extraTop = this.rootExtras;
  }
}

/** The tableau solver's searches run one at a time: one store serves them all. */
export const PARKING = new Parking();
