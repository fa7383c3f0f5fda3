// The tableau engine: every game played with tableau piles, cells, a stock
// and foundations, where a game is a rules record (rules.ts), not a copy of
// code: Streets and Alleys, Beleaguered Castle, FreeCell, Inverted FreeCell,
// Klondike, Solitaire, Emperor and Spider are records.
//
// This file holds the position, moves applied and undone, and the key. The
// rest, by idea: movegen.ts (legal moves), prune.ts (what a search may leave
// out), evaluate.ts (move ordering and the heuristic), talon.ts (the stock and
// the waste), serialise.ts (the deal, observations, packed positions).
//
// Locations: piles 0..15, cells 16..23, foundations 24..31, the talon 32
// (the waste's playable card), the stock 33.
// A move is src | dst << 6 | count << 12 | talon index << 20 | redeals << 27:
// `count` cards from the top of src; a solver's talon move names the talon
// card it plays and the redeals turning passes on the way (talon.ts). The stock move (src = dst = STOCK) turns
// the stock (or deals it onto the piles, in Spider).
//
// Key: each pile is hashed on its own (card and height in the pile), piles are
// combined by a sum of mixed pile hashes and cells by a sum, so positions that
// differ only in the order of piles or of cells share a key.

import { Game } from "../game";
import { NO_CARD } from "../../engine/cards";
import { zobristTable } from "../../engine/zobrist";
import { checkStep, checkMix, checkFinish } from "../../engine/check";
import { Rules } from "./rules";
import { UNIT_SINGLE, UNIT_TAIL, SUPERMOVE_SEED } from "./rule-table";
import { legalMoves, compulsoryAce } from "./movegen";
import { searchMoves, safeToFoundation } from "./prune";
import { heuristic, ORDER_STATIC } from "./evaluate";
import { takeFromTalon, putBackInTalon, stockMove, undoStockMove, talonHash, talonCheck, expandLine, ACE_BUF } from "./talon";
import { readLayout, writePosition, readObservation, packedSize, pack, unpack } from "./serialise";

// ---- locations and moves ----
export const MAX_PILES: i32 = 16;
export const MAX_CELLS: i32 = 8;
export const MAX_FOUNDATIONS: i32 = 8;
export const CELL0: i32 = 16;
export const FOUND0: i32 = 24;
export const TALON: i32 = 32;
export const STOCK: i32 = 33;
export const REDEAL_SHIFT: i32 = 27;
export const REDEAL_FLAG: i32 = 1 << REDEAL_SHIFT; // one redeal on the way
export const MAX_TALON_REDEALS: i32 = 15;
export const STOCK_MOVE: i32 = STOCK | (STOCK << 6);
export const CAP: i32 = 128; // cards a pile (or the talon) can hold
/** The check's hash of an empty pile's cards (Tableau.checkAt). */
const CHECK_SEED: u64 = 0x6a09e667f3bcc909;

/** The move of `count` cards from src to dst. */
@inline export function moveOf(src: i32, dst: i32, count: i32): i32 {
  return src | (dst << 6) | (count << 12);
}
/** Where move m takes its cards from. */
@inline export function srcOf(m: i32): i32 {
  return m & 63;
}
/** Where move m puts its cards. */
@inline export function dstOf(m: i32): i32 {
  return (m >> 6) & 63;
}
/** How many cards move m moves. */
@inline export function countOf(m: i32): i32 {
  return (m >> 12) & 255;
}
/** The index in the talon of the card a talon move plays. */
@inline export function talonIndexOf(m: i32): i32 {
  return (m >> 20) & 127;
}
/** How many redeals a solver's talon move turns through before its card shows. */
@inline export function redealsOf(m: i32): i32 {
  return (m >> REDEAL_SHIFT) & MAX_TALON_REDEALS;
}

export const HIDDEN: u8 = 0xfe; // a face-down card in an observation

export const ZP = zobristTable(CAP * 64); // card c at height k of a pile
export const ZC = zobristTable(64); // card c in a cell
export const ZF = zobristTable(MAX_FOUNDATIONS * 16); // foundation f holding n cards
export const ZD = zobristTable(CAP); // a pile with n face-down cards
export const ZT = zobristTable(CAP * 64); // card c at position k of the talon
export const ZW = zobristTable(CAP * 4); // `turned` cards on the waste (and redeals used, high bits)
const ZS = zobristTable(MAX_PILES); // pile p, where piles are not interchangeable

/** murmur3's 64-bit finaliser: a pile's hash mixed before the piles are summed. */
@inline function fmix(k: u64): u64 {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccd;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53;
  k ^= k >> 33;
  return k;
}

const MAX_UNDO: i32 = 20002;

// Undo flags and side records.
const FLIP_SRC: u32 = 1; // the move turned up a face-down card on its source pile
export const EXTRA_ACE: u32 = 1; // | talon position << 8 | card << 16 | foundation << 24
export const EXTRA_RUN: u32 = 2; // | pile << 8 | foundation << 16 | (card turned up after) << 24
export const WASTE_TOP: i32 = TALON; // transfer()'s name for the card in `pending`

@final
export class Tableau extends Rules implements Game {
  // position
  cards: StaticArray<u8> = new StaticArray<u8>(MAX_PILES * CAP);
  len: StaticArray<i32> = new StaticArray<i32>(MAX_PILES);
  down: StaticArray<i32> = new StaticArray<i32>(MAX_PILES);
  cell: StaticArray<u8> = new StaticArray<u8>(MAX_CELLS);
  found: StaticArray<i32> = new StaticArray<i32>(MAX_FOUNDATIONS);
  onFound: i32 = 0;
  talon: StaticArray<u8> = new StaticArray<u8>(CAP);
  talonLen: i32 = 0;
  turned: i32 = 0;
  redealsUsed: i32 = 0;
  pending: u8 = 0; // a talon card on its way to or from the waste's top

  /** How a depth-first search orders moves (evaluate.ts: ORDER_STATIC, ORDER_HEURISTIC or ORDER_SHUFFLED). */
  ordering: i32 = ORDER_STATIC;
  /**
   * Set by the searches for wins only (solver/wins-only.ts): part of a run
   * moves onto another pile only when the card it uncovers can go up
   * (prune.ts). It can lose every win, so such a search proves nothing lost.
   */
  narrow: bool = false;

  // keys, kept incrementally
  pileKey: StaticArray<u64> = new StaticArray<u64>(MAX_PILES);
  pilesSum: u64 = 0;
  cellsSum: u64 = 0;
  foundKey: u64 = 0;
  talonKey: u64 = 0;

  // check(), kept lazily: each pile's hash (mixed), their sum, the piles
  // changed since (a bit each), the talon's hash and whether it changed.
  pileCheck: StaticArray<u64> = new StaticArray<u64>(MAX_PILES);
  pilesCheck: u64 = 0;
  dirtyPiles: u32 = 0;
  /** The cells' share of check(): a sum over the cards in cells, kept as cards come and go (transfer, rehash). */
  cellsCheck: u64 = 0;
  /**
   * Per pile, the check's hash of its first k cards at [p * (CAP + 1) + k],
   * kept as cards are pushed (a pop leaves the shorter prefixes as they
   * were), so that check() hashes a changed pile in a step, not card by
   * card. Valid for the piles whose bit is set in prefixValid (cleared when
   * the position is written wholesale, markAllChanged).
   */
  checkAt: StaticArray<u64> = new StaticArray<u64>(MAX_PILES * (CAP + 1));
  prefixValid: u32 = 0;
  /**
   * Per card of a pile, how many cards end there that each follow the one
   * under it by the run suit rule (face up or not: runLength() cuts at the
   * face-down cards), kept as cards are pushed; rehash() writes it afresh.
   */
  runAt: StaticArray<u8> = new StaticArray<u8>(MAX_PILES * CAP);
  /**
   * The move that leads straight back to the position before the last
   * apply() (prune.ts leaves it out: that position is the one the search came
   * from); 0 when there is none or the position was written some other way
   * (undo, rehash).
   */
  backMove: i32 = 0;
  /**
   * Stock cards laid only to be built on (prune.ts's layMoves): set by the
   * solver where that rule holds (one card turned at a time, unlimited
   * redeals). Then a move of a talon card onto a pile leaves `layOn` = that
   * pile + 1, and the search's next move must lay a card on it. Part of the
   * key while set; 0 otherwise.
   */
  deferLays: bool = false;
  layOn: i32 = 0;
  talonCheck: u64 = 0;
  talonChanged: bool = true;
  checkPositional: bool = false;

  // undo records: the key parts before each move
  undoPiles: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoCells: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoFound: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoSrcKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoDstKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoTalonKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  // Per move: turned and redealsUsed before it (turned | redealsUsed << 16),
  // FLIP_SRC (or, for a deal onto the piles, the cards dealt << 8), and how
  // many side records it pushed.
  undoTurned: StaticArray<i32> = new StaticArray<i32>(MAX_UNDO);
  undoFlags: StaticArray<u32> = new StaticArray<u32>(MAX_UNDO);
  undoExtras: StaticArray<u8> = new StaticArray<u8>(MAX_UNDO);
  undoLay: StaticArray<u8> = new StaticArray<u8>(MAX_UNDO); // layOn before each move
  // Side records: aces a turning move sent up on the way (EXTRA_ACE) and runs
  // removed (EXTRA_RUN). Along any line each ace and each run goes up once, so
  // a few dozen is all there can ever be.
  extras: StaticArray<u32> = new StaticArray<u32>(64);
  extraTop: i32 = 0;
  sp: i32 = 0;

  setSetting(index: i32, v: i32): void {
    this.setRule(index, v);
  }

  setup(online: bool): i32 {
    return readLayout(this);
  }

  // ---- the position ----------------------------------------------------------

  @inline top(p: i32): u8 {
    return unchecked(this.cards[p * CAP + this.len[p] - 1]);
  }
  @inline at(p: i32, k: i32): u8 {
    return unchecked(this.cards[p * CAP + k]);
  }

  /** Move source s (piles 0..nPiles-1, then the cells) as a location. */
  @inline sourceAt(s: i32): i32 {
    return s < this.nPiles ? s : CELL0 + s - this.nPiles;
  }
  /** The card move source s offers: a pile's face-up top, a cell's card; NO_CARD if none. */
  @inline sourceCard(s: i32): u8 {
    if (s >= this.nPiles) return unchecked(this.cell[s - this.nPiles]);
    return unchecked(this.len[s]) > unchecked(this.down[s]) ? this.top(s) : NO_CARD;
  }

  /** Rank the next card of foundation f must have. */
  @inline nextRank(f: i32): i32 {
    const n = unchecked(this.found[f]);
    return this.foundationDown ? this.ranks - n : n + 1;
  }

  /** The foundation card c can go to now, or -1. */
  @inline foundationFor(c: u8): i32 {
    const r = this.rank(c);
    const s = <i32>(c & 3);
    // One deck of four suits: foundation s takes suit s.
    if (this.nFound == 4 && this.suits == 4) return this.nextRank(s) == r ? s : -1;
    // With 4 suits foundation f takes suit f mod 4; with fewer, any f may take s.
    const step = this.suits == 4 ? 4 : 1;
    for (let f = step == 4 ? s : 0; f < this.nFound; f += step) {
      if (unchecked(this.foundSuit[f]) == s && this.nextRank(f) == r) return f;
    }
    return -1;
  }

  /** The top card of foundation f (which holds cards). */
  @inline foundationTop(f: i32): u8 {
    const n = unchecked(this.found[f]);
    return <u8>(((this.foundationDown ? this.ranks - n : n - 1) << 2) | unchecked(this.foundSuit[f]));
  }

  /** Is every card of suit s and rank r (each deck's) on a foundation? */
  onFoundations(s: i32, r: i32): bool {
    if (r < 1 || r > this.ranks) return true;
    const need = this.foundationDown ? this.ranks - r + 1 : r;
    // One deck of four suits: foundation s takes suit s (foundationFor).
    if (this.nFound == 4 && this.suits == 4) return unchecked(this.found[s]) >= need;
    for (let f = 0; f < this.nFound; f++) if (unchecked(this.foundSuit[f]) == s && unchecked(this.found[f]) < need) return false;
    return true;
  }

  freeCells(): i32 {
    let n = 0;
    for (let k = 0; k < this.nCells; k++) if (unchecked(this.cell[k]) == NO_CARD) n++;
    return n;
  }
  firstFreeCell(): i32 {
    for (let q = 0; q < this.nCells; q++) if (unchecked(this.cell[q]) == NO_CARD) return q;
    return -1;
  }
  emptyPiles(): i32 {
    let n = 0;
    for (let p = 0; p < this.nPiles; p++) if (unchecked(this.len[p]) == 0) n++;
    return n;
  }
  /** Face-down cards in the piles. */
  faceDown(): i32 {
    let d = 0;
    for (let p = 0; p < this.nPiles; p++) d += unchecked(this.down[p]);
    return d;
  }

  /** Cards on top of pile p that form a run movable together (1 for single-card games). */
  runLength(p: i32): i32 {
    const n = unchecked(this.len[p]);
    if (this.unit == UNIT_SINGLE) return n > 0 ? 1 : 0;
    if (n == 0) return 0;
    // The run kept as cards were pushed (runAt), cut where the face-down cards start.
    return min(<i32>unchecked(this.runAt[p * CAP + n - 1]), n - unchecked(this.down[p]));
  }

  /** Face-up cards on top of pile p each following the one under it (rank one step on, suits by `suitRule`). */
  stretchLength(p: i32, suitRule: i32): i32 {
    const n = unchecked(this.len[p]);
    if (n == 0) return 0;
    const base = p * CAP;
    const lowest = unchecked(this.down[p]);
    let k = 1;
    while (n - k - 1 >= lowest && this.follows(unchecked(this.cards[base + n - k]), unchecked(this.cards[base + n - k - 1]), suitRule)) k++;
    return k;
  }

  /** Most cards a group move may carry (onto an empty pile if `toEmpty`). */
  capacity(toEmpty: bool): i32 {
    if (this.unit == UNIT_SINGLE) return 1;
    if (this.unit >= UNIT_TAIL) return CAP;
    const cells = this.freeCells() + 1;
    if (this.supermove == SUPERMOVE_SEED) return cells;
    let e = this.emptyPiles();
    if (toEmpty) e--;
    return e > 0 ? cells << e : cells;
  }

  // ---- moves ---------------------------------------------------------------------

  /** Every legal move (movegen.ts). */
  moves(out: StaticArray<i32>, at: i32): i32 {
    return legalMoves(this, out, at);
  }
  /** The moves a search tries (prune.ts): talon moves that turn on their own, pruned and ordered. */
  searchMoves(out: StaticArray<i32>, at: i32): i32 {
    return searchMoves(this, out, at);
  }
  /** The move that sends up an ace now released, or 0 (Emperor). */
  compulsoryAce(): i32 {
    return compulsoryAce(this);
  }
  /** Moving c to its foundation provably cannot hurt (prune.ts). */
  safeToFoundation(c: u8): bool {
    return safeToFoundation(this, c);
  }

  // ---- playing and undoing -----------------------------------------------------

  @inline pushPile(p: i32, c: u8): void {
    const n = unchecked(this.len[p]);
    unchecked((this.cards[p * CAP + n] = c));
    const at = p * (CAP + 1) + n;
    unchecked((this.checkAt[at + 1] = checkStep(this.checkAt[at], <u64>c + 1)));
    const i = p * CAP + n;
    unchecked((this.runAt[i] = n > 0 && this.follows(c, this.cards[i - 1], this.runSuit) ? <u8>min(<i32>this.runAt[i - 1] + 1, 255) : 1));
    unchecked((this.pileKey[p] = this.pileKey[p] ^ ZP[(n << 6) | ((<i32>c) & 63)]));
    unchecked((this.len[p] = n + 1));
    this.dirtyPiles |= 1 << p;
  }
  @inline popPile(p: i32): u8 {
    const n = unchecked(this.len[p]) - 1;
    const c = unchecked(this.cards[p * CAP + n]);
    unchecked((this.pileKey[p] = this.pileKey[p] ^ ZP[(n << 6) | ((<i32>c) & 63)]));
    unchecked((this.len[p] = n));
    this.dirtyPiles |= 1 << p;
    return c;
  }

  apply(m: i32): void {
    const src = srcOf(m);
    const dst = dstOf(m);
    const count = countOf(m);
    this.backMove = 0;
    const sp = this.sp++;
    unchecked((this.undoPiles[sp] = this.pilesSum));
    unchecked((this.undoCells[sp] = this.cellsSum));
    unchecked((this.undoFound[sp] = this.foundKey));
    unchecked((this.undoTalonKey[sp] = this.talonKey));
    unchecked((this.undoTurned[sp] = this.turned | (this.redealsUsed << 16)));
    unchecked((this.undoFlags[sp] = 0));
    unchecked((this.undoExtras[sp] = 0));
    unchecked((this.undoLay[sp] = <u8>this.layOn));
    this.layOn = this.deferLays && src == TALON && dst < CELL0 ? dst + 1 : 0;
    if (m == STOCK_MOVE) {
      stockMove(this, sp);
      return;
    }
    if (src < CELL0) unchecked((this.undoSrcKey[sp] = this.pileKey[src]));
    if (dst < CELL0) unchecked((this.undoDstKey[sp] = this.pileKey[dst]));
    if (src == TALON) takeFromTalon(this, m, sp);
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
    if (src < FOUND0 && dst < FOUND0 && unchecked(this.undoFlags[sp]) == 0 && unchecked(this.undoExtras[sp]) == 0 && unchecked(this.undoLay[sp]) == 0) {
      this.backMove = moveOf(dst, src, count);
    }
  }

  undo(m: i32): void {
    this.backMove = 0;
    const sp = --this.sp;
    const flags = unchecked(this.undoFlags[sp]);
    const src = srcOf(m);
    const dst = dstOf(m);
    if (m == STOCK_MOVE) undoStockMove(this, sp);
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
      if (src == TALON) putBackInTalon(this, m, aces);
      if (src < CELL0) unchecked((this.pileKey[src] = this.undoSrcKey[sp]));
      if (dst < CELL0) unchecked((this.pileKey[dst] = this.undoDstKey[sp]));
    }
    this.pilesSum = unchecked(this.undoPiles[sp]);
    this.cellsSum = unchecked(this.undoCells[sp]);
    this.foundKey = unchecked(this.undoFound[sp]);
    this.talonKey = unchecked(this.undoTalonKey[sp]);
    if (src == TALON || m == STOCK_MOVE) this.talonChanged = true;
    this.layOn = <i32>unchecked(this.undoLay[sp]);
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
    if (e >> 24 != 0) unchecked((this.down[p] = this.down[p] + 1));
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

  // ---- the key -------------------------------------------------------------------

  /**
   * Piles are interchangeable (a position's key ignores their order) unless
   * the stock still has cards to deal onto them one by one (Spider): then
   * which pile holds what matters.
   */
  @inline positionalPiles(): bool {
    return this.dealToPiles && this.talonLen > 0;
  }

  /** A pile's share of the key. */
  @inline mixPile(p: i32, h: u64): u64 {
    return this.positionalPiles() ? fmix(h ^ unchecked(ZS[p])) : fmix(h);
  }

  /** Every part of the key from scratch. */
  rehash(): void {
    this.backMove = 0;
    this.layOn = 0;
    let sum: u64 = 0;
    for (let p = 0; p < this.nPiles; p++) {
      const h = this.scanPile(p);
      unchecked((this.pileKey[p] = h));
      sum += this.mixPile(p, h);
    }
    this.pilesSum = sum;
    let cells: u64 = 0;
    let cellsCheck: u64 = 0;
    for (let k = 0; k < this.nCells; k++) {
      const c = unchecked(this.cell[k]);
      if (c != NO_CARD) {
        cells += unchecked(ZC[c]);
        cellsCheck += checkMix(<u64>c + 0x100);
      }
    }
    this.cellsSum = cells;
    this.cellsCheck = cellsCheck;
    let f: u64 = 0;
    for (let i = 0; i < this.nFound; i++) f ^= unchecked(ZF[i * 16 + this.found[i]]);
    this.foundKey = f;
    this.talonKey = talonHash(this);
    this.markAllChanged();
    // scanPile wrote the check prefixes of every pile, which markAllChanged
    // has just marked dirty (best-first unpacks a position per expansion, and
    // check() would walk its cards again).
    this.prefixValid = this.dirtyPiles;
  }

  /**
   * rehash()'s one walk over pile p: its runs (runAt: per card, how many
   * cards end there each following the one under it by the run suit rule),
   * its check prefixes (checkAt, as pushPile keeps them) and its Zobrist
   * hash (returned).
   */
  private scanPile(p: i32): u64 {
    const base = p * CAP;
    const at = p * (CAP + 1);
    const n = unchecked(this.len[p]);
    let h = unchecked(ZD[this.down[p]]);
    let c: u64 = CHECK_SEED;
    unchecked((this.checkAt[at] = c));
    for (let k = 0; k < n; k++) {
      const card = unchecked(this.cards[base + k]);
      const run = k > 0 && this.follows(card, unchecked(this.cards[base + k - 1]), this.runSuit) ? <i32>unchecked(this.runAt[base + k - 1]) + 1 : 1;
      unchecked((this.runAt[base + k] = <u8>min(run, 255)));
      h ^= unchecked(ZP[(k << 6) | ((<i32>card) & 63)]);
      c = checkStep(c, <u64>card + 1);
      unchecked((this.checkAt[at + k + 1] = c));
    }
    return h;
  }

  /**
   * A pile owed a card (layOn): the position after a stock card was laid on
   * it, reached only from the position before, which the search expands once.
   */
  transient(): bool {
    return this.layOn != 0;
  }
  /**
   * key() of the position a move between piles and cells reaches (no card
   * turned up, none to a foundation, no pile owed a card after it), from the
   * new keys of its source and target piles (a cell's location: no pile) and
   * the cells' new sum: order() scores such children without playing them.
   */
  keyWith(src: i32, srcKey: u64, dst: i32, dstKey: u64, cells: u64): u64 {
    let piles = this.pilesSum;
    if (src < CELL0) piles += this.mixPile(src, srcKey) - this.mixPile(src, unchecked(this.pileKey[src]));
    if (dst < CELL0) piles += this.mixPile(dst, dstKey) - this.mixPile(dst, unchecked(this.pileKey[dst]));
    return this.keyOf(piles, cells);
  }
  /** key() with no pile owed a card, from the piles' and the cells' sums. */
  @inline private keyOf(piles: u64, cells: u64): u64 {
    return piles ^ fmix(cells + 0x9e3779b97f4a7c15) ^ this.foundKey ^ this.talonKey;
  }
  key(): u64 {
    const k = this.keyOf(this.pilesSum, this.cellsSum);
    // A card owed to the pile laid on: named by that pile's contents (piles are interchangeable).
    return this.layOn == 0 ? k : k ^ fmix(unchecked(this.pileKey[this.layOn - 1]) ^ 0x2545f4914f6cdd1d);
  }
  /**
   * The second key (engine/check.ts), telling apart exactly the positions
   * key() tells apart: piles as a sum (their order ignored unless
   * positionalPiles()), cells as a sum, foundations in order, the talon as
   * talonHash() sees it. Piles and the talon are hashed again only when
   * marked changed (a changed key is never what marks them).
   */
  check(): u32 {
    const positional = this.positionalPiles();
    if (positional != this.checkPositional) {
      this.checkPositional = positional;
      this.markAllChanged();
    }
    let d = this.dirtyPiles;
    while (d != 0) {
      const p = <i32>ctz(d);
      d &= d - 1;
      const n = unchecked(this.len[p]);
      const at = p * (CAP + 1);
      if ((this.prefixValid & (1 << p)) == 0) {
        const base = p * CAP;
        let h: u64 = CHECK_SEED;
        unchecked((this.checkAt[at] = h));
        for (let k = 0; k < n; k++) {
          h = checkStep(h, <u64>unchecked(this.cards[base + k]) + 1);
          unchecked((this.checkAt[at + k + 1] = h));
        }
        this.prefixValid |= 1 << p;
      }
      const h = checkMix(checkStep(checkStep(unchecked(this.checkAt[at + n]), <u64>unchecked(this.down[p])), positional ? <u64>p + 1 : 0));
      this.pilesCheck += h - unchecked(this.pileCheck[p]);
      unchecked((this.pileCheck[p] = h));
    }
    this.dirtyPiles = 0;
    if (this.talonChanged) {
      this.talonCheck = talonCheck(this);
      this.talonChanged = false;
    }
    let h = checkStep(this.pilesCheck, this.cellsCheck);
    if (this.layOn != 0) h = checkStep(h, unchecked(this.pileCheck[this.layOn - 1]) ^ 0x5851f42d4c957f2d);
    for (let f = 0; f < this.nFound; f++) h = checkStep(h, <u64>unchecked(this.found[f]));
    return checkFinish(checkStep(h, this.talonCheck));
  }

  /** Every pile and the talon to be hashed again by check() (after the position was written wholesale). */
  markAllChanged(): void {
    for (let p = 0; p < MAX_PILES; p++) unchecked((this.pileCheck[p] = 0));
    this.pilesCheck = 0;
    this.dirtyPiles = this.nPiles >= 32 ? 0xffffffff : (1 << this.nPiles) - 1;
    this.prefixValid = 0;
    this.talonChanged = true;
  }
  won(): bool {
    return this.onFound == this.total;
  }
  /** Cards on the foundations. */
  score(): i32 {
    return this.onFound;
  }
  value(): i32 {
    return this.onFound;
  }
  bound(): i32 {
    return this.total;
  }
  winValue(): i32 {
    return this.total;
  }

  // ---- what else the solver and the strategies use -------------------------------

  /** How close the position looks to a win (evaluate.ts). */
  heuristic(): i32 {
    return heuristic(this);
  }
  /** The line path[0..n) as a player's moves into out (talon.ts); returns the count. */
  expand(path: StaticArray<i32>, n: i32, out: StaticArray<i32>): i32 {
    return expandLine(this, path, n, out);
  }
  observe(out: StaticArray<u8>): i32 {
    return writePosition(this, out, true);
  }
  dump(out: StaticArray<u8>): i32 {
    return writePosition(this, out, false);
  }
  /** Becomes the position an observation shows (a strategy's private model). */
  load(obs: StaticArray<u8>): void {
    readObservation(this, obs);
  }
  packedSize(): i32 {
    return packedSize(this);
  }
  pack(ptr: usize): void {
    pack(this, ptr);
  }
  unpack(ptr: usize): void {
    unpack(this, ptr);
  }
}
