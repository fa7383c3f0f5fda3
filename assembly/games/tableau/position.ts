// Playing and undoing moves on a tableau position (state.ts): cards moved
// between piles, cells, foundations and the talon, face-down cards turned
// up, Spider's runs removed, the stock turned or dealt, each with what its
// undo needs, and the key kept up to date as it goes.
//
// The talon (stock and waste) is one sequence in the order the cards are
// turned, of which the first `turned` are on the waste (talon[turned - 1]
// is its top). A player turns the stock and plays the waste's top card; the
// solver plays any card turning can bring to the top, in one move
// (talon-moves.ts), and takeFromTalon() below turns for it.

import { NO_CARD } from "../../engine/cards";
import { checkMix } from "../../engine/check";
import { REDEALS_UNLIMITED } from "./rule-table";
import { TableauState } from "./state";
import { CELL0, FOUND0, TALON, CAP, STOCK_MOVE, EXTRA_ACE, EXTRA_RUN, WASTE_TOP, moveOf, srcOf, dstOf, countOf, talonIndexOf, redealsOf } from "./moves";
import { ZC, ZD, ZF } from "./keys";

const MAX_UNDO: i32 = 20002;

/** Undo flag: the move turned up a face-down card on its source pile. */
const FLIP_SRC: u32 = 1;

/** Aces sent up on the way to a talon card, while a move is undone (last sent first). */
const ACE_BUF = new StaticArray<u32>(16);

export class Position extends TableauState {
  // undo records: the key parts before each move
  undoPiles: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoCells: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoFound: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoSrcKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoDstKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoTalonKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  // Before a move of the talon: its check and whether that was stale
  // (talonChanged), so that undoing the move does not leave the talon to be
  // hashed again at the next check() (every sibling of a talon move would pay
  // a walk over the talon for a talon that is back as it was).
  undoTalonCheck: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoTalonStale: StaticArray<bool> = new StaticArray<bool>(MAX_UNDO);
  // Per move: turned and redealsUsed before it (turned | redealsUsed << 16),
  // FLIP_SRC (or, for a deal onto the piles, the cards dealt << 8), and how
  // many side records it pushed.
  undoTurned: StaticArray<i32> = new StaticArray<i32>(MAX_UNDO);
  undoFlags: StaticArray<u32> = new StaticArray<u32>(MAX_UNDO);
  undoExtras: StaticArray<u8> = new StaticArray<u8>(MAX_UNDO);
  undoLay: StaticArray<u8> = new StaticArray<u8>(MAX_UNDO); // layOn before each move
  undoUp: StaticArray<u8> = new StaticArray<u8>(MAX_UNDO); // upOn before each move, or 0x80 | worryOn (never both set)
  // Side records: aces a turning move sent up on the way (EXTRA_ACE) and runs
  // removed (EXTRA_RUN). Along any line each ace and each run goes up once, so
  // a few dozen is all there can ever be.
  extras: StaticArray<u32> = new StaticArray<u32>(64);
  extraTop: i32 = 0;
  sp: i32 = 0;

  // ---- playing and undoing -----------------------------------------------------

  apply(m: i32): void {
    const src = srcOf(m);
    const dst = dstOf(m);
    const count = countOf(m);
    this.backMove = 0;
    // A pile's cards parked (into a cell or a space), some left: the pile an aimed search digs.
    this.parkOn = 0;
    if (this.aimed && src < this.nPiles && dst < FOUND0 && unchecked(this.len[src]) > count && (dst >= CELL0 || unchecked(this.len[dst]) == 0))
      this.parkOn = src + 1;
    const sp = this.sp++;
    unchecked((this.undoPiles[sp] = this.pilesSum));
    unchecked((this.undoCells[sp] = this.cellsSum));
    unchecked((this.undoFound[sp] = this.foundKey));
    unchecked((this.undoTalonKey[sp] = this.talonKey));
    unchecked((this.undoTurned[sp] = this.turned | (this.redealsUsed << 16)));
    unchecked((this.undoFlags[sp] = 0));
    unchecked((this.undoExtras[sp] = 0));
    unchecked((this.undoLay[sp] = <u8>this.layOn));
    unchecked((this.undoUp[sp] = this.worryOn != 0 ? <u8>(0x80 | this.worryOn) : <u8>this.upOn));
    this.upOn = 0;
    this.layOn = dst < CELL0 && ((this.deferLays && src == TALON) || (this.deferReserve && src >= CELL0 && src < FOUND0)) ? dst + 1 : 0;
    this.worryOn = this.deferWorry && src >= FOUND0 && src < TALON && dst < CELL0 ? dst + 1 : 0;
    if (src == TALON || m == STOCK_MOVE) {
      unchecked((this.undoTalonCheck[sp] = this.talonCheck));
      unchecked((this.undoTalonStale[sp] = this.talonChanged));
    }
    if (m == STOCK_MOVE) {
      this.stockMove(sp);
      return;
    }
    if (src < CELL0) unchecked((this.undoSrcKey[sp] = this.pileKey[src]));
    if (dst < CELL0) unchecked((this.undoDstKey[sp] = this.pileKey[dst]));
    if (src == TALON) this.takeFromTalon(m, sp);
    // Part of a run moved off a face-up card it follows: that card owes a move up (prune.ts's upAfterPart).
    if (this.upAfterPart && src < this.nPiles && dst < CELL0 && this.partOff(src, count)) this.upOn = src + 1;
    this.transfer(src, dst, count);
    // A face-down card left on top of a pile is turned up.
    if (src < CELL0 && this.turnUp(src)) unchecked((this.undoFlags[sp] = FLIP_SRC));
    if (dst < CELL0 && this.removeRuns && this.removeRun(dst)) unchecked((this.undoExtras[sp] = this.undoExtras[sp] + 1));
    // Piles' share of the key: swap the changed piles' mixed hashes.
    if (src < CELL0) this.pilesSum += this.mixPile(src, unchecked(this.pileKey[src])) - this.mixPile(src, unchecked(this.undoSrcKey[sp]));
    if (dst < CELL0) this.pilesSum += this.mixPile(dst, unchecked(this.pileKey[dst])) - this.mixPile(dst, unchecked(this.undoDstKey[sp]));
    // Between piles and cells, nothing turned up and no run removed: the same
    // cards moved back give the position before this move exactly (not after
    // a move made where a pile was owed a card: moving back gives the same
    // cards with that debt gone, another position to the search, layMoves).
    if (
      src < FOUND0 &&
      dst < FOUND0 &&
      unchecked(this.undoFlags[sp]) == 0 &&
      unchecked(this.undoExtras[sp]) == 0 &&
      unchecked(this.undoLay[sp]) == 0 &&
      (unchecked(this.undoUp[sp]) & 0x80) == 0
    ) {
      this.backMove = moveOf(dst, src, count);
    }
  }

  undo(m: i32): void {
    this.backMove = 0;
    this.parkOn = 0;
    const sp = --this.sp;
    const flags = unchecked(this.undoFlags[sp]);
    const src = srcOf(m);
    const dst = dstOf(m);
    if (m == STOCK_MOVE) this.undoStockMove(sp);
    else {
      // Side records pushed after the transfer (runs removed) come off first.
      let extras = <i32>unchecked(this.undoExtras[sp]);
      let aces = 0;
      while (extras-- > 0) {
        const e = unchecked(this.extras[--this.extraTop]);
        if ((e & 3) == EXTRA_RUN) this.restoreRun(e);
        else unchecked((ACE_BUF[aces++] = e));
      }
      if (src < CELL0 && (flags & FLIP_SRC) != 0) {
        unchecked((this.down[src] = this.down[src] + 1));
        this.dirtyPiles |= 1 << src;
      }
      this.transfer(dst, src == TALON ? WASTE_TOP : src, countOf(m));
      if (src == TALON) this.putBackInTalon(m, aces);
      if (src < CELL0) unchecked((this.pileKey[src] = this.undoSrcKey[sp]));
      if (dst < CELL0) unchecked((this.pileKey[dst] = this.undoDstKey[sp]));
    }
    this.pilesSum = unchecked(this.undoPiles[sp]);
    this.cellsSum = unchecked(this.undoCells[sp]);
    this.foundKey = unchecked(this.undoFound[sp]);
    this.talonKey = unchecked(this.undoTalonKey[sp]);
    if (src == TALON || m == STOCK_MOVE) {
      this.talonCheck = unchecked(this.undoTalonCheck[sp]);
      this.talonChanged = unchecked(this.undoTalonStale[sp]);
    }
    this.layOn = <i32>unchecked(this.undoLay[sp]);
    const up = <i32>unchecked(this.undoUp[sp]);
    this.upOn = up & 0x80 ? 0 : up;
    this.worryOn = up & 0x80 ? up & 0x7f : 0;
    const t = unchecked(this.undoTurned[sp]);
    this.turned = t & 0xffff;
    this.redealsUsed = t >> 16;
  }

  /** If pile p shows no face-up card but has face-down ones, turn the top one up. */
  turnUp(p: i32): bool {
    const d = unchecked(this.down[p]);
    if (d == 0 || unchecked(this.len[p]) != d) return false;
    unchecked((this.down[p] = d - 1));
    this.dirtyPiles |= 1 << p;
    unchecked((this.pileKey[p] = this.pileKey[p] ^ ZD[d] ^ ZD[d - 1]));
    return true;
  }

  /**
   * If the top cards of pile p are face up and run king to ace in one suit
   * (Spider), they go to an empty foundation of that suit at once, and a
   * face-down card left on top is turned up. Returns whether it happened.
   */
  removeRun(p: i32): bool {
    const n = unchecked(this.len[p]);
    const r = this.ranks;
    if (n - r < unchecked(this.down[p])) return false;
    const base = p * CAP + n - r;
    const s = unchecked(this.cards[base]) & 3;
    for (let i = 0; i < r; i++) {
      const c = unchecked(this.cards[base + i]);
      if ((c & 3) != s || this.rank(c) != r - i) return false;
    }
    // The first empty foundation that takes suit s.
    let f = 0;
    while (f < this.nFound && (unchecked(this.found[f]) != 0 || unchecked(this.foundSuit[f]) != <i32>s)) f++;
    if (f >= this.nFound) return false;
    for (let i = 0; i < r; i++) this.popPile(p);
    this.foundKey ^= unchecked(ZF[f * 16]) ^ unchecked(ZF[f * 16 + r]);
    unchecked((this.found[f] = r));
    this.onFound += r;
    const up: u32 = this.turnUp(p) ? 1 : 0;
    unchecked((this.extras[this.extraTop++] = EXTRA_RUN | ((<u32>p) << 8) | ((<u32>f) << 16) | (up << 24)));
    return true;
  }

  /** Undoes a removeRun recorded as `e`. */
  restoreRun(e: u32): void {
    const p = <i32>((e >> 8) & 0xff);
    const f = <i32>((e >> 16) & 0xff);
    if (e >> 24 != 0) {
      const d = unchecked(this.down[p]);
      unchecked((this.down[p] = d + 1));
      unchecked((this.pileKey[p] = this.pileKey[p] ^ ZD[d] ^ ZD[d + 1]));
    }
    this.dirtyPiles |= 1 << p;
    unchecked((this.found[f] = 0));
    this.onFound -= this.ranks;
    const s = unchecked(this.foundSuit[f]);
    for (let i = 0; i < this.ranks; i++) this.pushPile(p, <u8>(((this.ranks - 1 - i) << 2) | s));
  }

  /** Moves `count` cards from the top of `src` to `dst`, keeping their order. */
  transfer(src: i32, dst: i32, count: i32): void {
    if (src < CELL0 && dst < CELL0) {
      const from = src * CAP + unchecked(this.len[src]) - count;
      for (let i = 0; i < count; i++) this.pushPile(dst, unchecked(this.cards[from + i]));
      for (let i = 0; i < count; i++) this.popPile(src);
      return;
    }
    // Single cards between a pile, a cell, a foundation and the waste's top.
    let c: u8;
    if (src < CELL0) c = this.popPile(src);
    else if (src < FOUND0) {
      c = unchecked(this.cell[src - CELL0]);
      unchecked((this.cell[src - CELL0] = NO_CARD));
      this.cellsSum -= unchecked(ZC[c]);
      this.cellsCheck -= checkMix(<u64>c + 0x100);
    } else if (src < TALON) {
      const f = src - FOUND0;
      const n = unchecked(this.found[f]);
      c = this.foundationTop(f);
      this.foundKey ^= unchecked(ZF[f * 16 + n]) ^ unchecked(ZF[f * 16 + n - 1]);
      unchecked((this.found[f] = n - 1));
      this.onFound--;
    } else c = this.pending; // the talon card taken out by takeFromTalon
    if (dst < CELL0) this.pushPile(dst, c);
    else if (dst < FOUND0) {
      unchecked((this.cell[dst - CELL0] = c));
      this.cellsSum += unchecked(ZC[c]);
      this.cellsCheck += checkMix(<u64>c + 0x100);
    } else if (dst < TALON) {
      const f = dst - FOUND0;
      const n = unchecked(this.found[f]);
      this.foundKey ^= unchecked(ZF[f * 16 + n]) ^ unchecked(ZF[f * 16 + n + 1]);
      unchecked((this.found[f] = n + 1));
      this.onFound++;
    } else this.pending = c; // back towards the talon (undo)
  }

  // ---- the talon ---------------------------------------------------------------

  /**
   * Talon card j leaves the talon for the waste's top: turning brings it up
   * (through the redeals the move names), and it is taken out. With compulsory
   * aces, turning follows the same simulation as the move list (above): the aces
   * each event shows go up, each recorded with its index then, to be put back
   * in reverse order. The card itself then moves from WASTE_TOP, where
   * transfer() finds it in `pending`.
   */
  takeFromTalon(m: i32, sp: i32): void {
    let j = talonIndexOf(m);
    const redeals = redealsOf(m);
    if (this.redeals != REDEALS_UNLIMITED) this.redealsUsed += redeals;
    if (this.compulsoryAces && (redeals > 0 || j >= this.turned)) {
      let w = this.turned;
      let pass = 0;
      let gone = 0;
      // Until card j is the top in pass `redeals` (the guard only bounds a malformed move).
      for (let guard = 0; guard < 64 * CAP && !(pass == redeals && w - 1 == j); guard++) {
        if (w >= this.talonLen) {
          pass++;
          w = 0;
          continue;
        }
        w = w + this.draw < this.talonLen ? w + this.draw : this.talonLen;
        while (w > 0 && !(pass == redeals && w - 1 == j)) {
          const a = unchecked(this.talon[w - 1]);
          if (this.rank(a) != 1) break;
          const f = this.foundationFor(a);
          if (f < 0) break;
          unchecked((this.extras[this.extraTop++] = EXTRA_ACE | ((<u32>(w - 1)) << 8) | ((<u32>a) << 16) | ((<u32>f) << 24)));
          this.removeTalon(w - 1);
          this.foundKey ^= unchecked(ZF[f * 16]) ^ unchecked(ZF[f * 16 + 1]);
          unchecked((this.found[f] = 1));
          this.onFound++;
          gone++;
          if (w - 1 < j) j--;
          w--;
        }
      }
      unchecked((this.undoExtras[sp] = <u8>gone));
    }
    this.pending = unchecked(this.talon[j]);
    this.removeTalon(j);
    this.turned = j;
    this.talonKey = this.talonHash();
    this.talonChanged = true;
  }

  /**
   * Undoes takeFromTalon: the card (back in `pending`) returns to the index it
   * left, then the aces sent up on the way (ACE_BUF: the last sent first) to
   * theirs, each at the index it had when it went.
   */
  putBackInTalon(m: i32, aces: i32): void {
    this.insertTalon(this.turned, this.pending);
    for (let i = 0; i < aces; i++) {
      const e = unchecked(ACE_BUF[i]);
      const f = <i32>(e >> 24);
      unchecked((this.found[f] = 0));
      this.onFound--;
      this.insertTalon(<i32>((e >> 8) & 0xff), <u8>((e >> 16) & 0xff));
    }
  }

  removeTalon(j: i32): void {
    if (this.linked) this.relinkAt(j, false);
    for (let i = j; i < this.talonLen - 1; i++) unchecked((this.talon[i] = this.talon[i + 1]));
    this.talonLen--;
  }

  insertTalon(j: i32, c: u8): void {
    for (let i = this.talonLen; i > j; i--) unchecked((this.talon[i] = this.talon[i - 1]));
    unchecked((this.talon[j] = c));
    this.talonLen++;
    if (this.linked) this.relinkAt(j, true);
  }

  /** Turns the stock (or redeals it), or deals it onto the piles (Spider). */
  stockMove(sp: i32): void {
    if (this.dealToPiles) {
      const k = this.talonLen < this.nPiles ? this.talonLen : this.nPiles;
      for (let p = 0; p < k; p++) this.pushPile(p, unchecked(this.talon[p]));
      for (let i = k; i < this.talonLen; i++) unchecked((this.talon[i - k] = this.talon[i]));
      this.talonLen -= k;
      let removed = 0;
      if (this.removeRuns) for (let p = 0; p < k; p++) if (this.removeRun(p)) removed++;
      unchecked((this.undoFlags[sp] = (<u32>k) << 8));
      unchecked((this.undoExtras[sp] = <u8>removed));
      // pushPile, popPile and turnUp kept each pile's key, runs and check
      // prefixes: only the sums are new (a full rehash walks every card,
      // and Spider's beams deal from every position they expand).
      this.resumPiles();
      if (this.linked) this.relinkTalon();
      this.talonKey = this.talonHash();
      this.talonChanged = true;
      return;
    }
    if (this.turned < this.talonLen) this.turned = this.turned + this.draw < this.talonLen ? this.turned + this.draw : this.talonLen;
    else {
      this.turned = 0;
      if (this.redeals != REDEALS_UNLIMITED) this.redealsUsed++;
    }
    this.talonKey = this.talonHash();
    this.talonChanged = true;
  }

  undoStockMove(sp: i32): void {
    if (!this.dealToPiles) return; // turned and redealsUsed are restored by undo()
    for (let e = <i32>unchecked(this.undoExtras[sp]); e > 0; e--) this.restoreRun(unchecked(this.extras[--this.extraTop]));
    const k = <i32>(unchecked(this.undoFlags[sp]) >> 8);
    for (let i = this.talonLen - 1; i >= 0; i--) unchecked((this.talon[i + k] = this.talon[i]));
    for (let p = k - 1; p >= 0; p--) unchecked((this.talon[p] = this.popPile(p)));
    this.talonLen += k;
    if (this.linked) this.relinkTalon();
    // The piles' keys are back (popPile, restoreRun); undo() restores the sums.
  }
}
