// The tableau position: cards where they lie, what the rules make of them,
// and its key. The key is kept incrementally as cards are pushed and popped:
// each pile is hashed on its own (card and height in the pile), piles are
// combined by a sum of mixed pile hashes and cells by a sum, so positions
// that differ only in the order of piles or of cells share a key.
// position.ts plays and undoes moves on it.

import { NO_CARD } from "../../engine/cards";
import { checkStep, checkMix, checkFinish } from "../../engine/check";
import { Talon } from "./talon";
import { UNIT_SINGLE, UNIT_TAIL, SUPERMOVE_SEED, REDEALS_UNLIMITED, FILL_NONE } from "./rule-table";
import { MAX_PILES, MAX_CELLS, MAX_FOUNDATIONS, CELL0, CAP } from "./moves";
import { ZP, ZC, ZF, ZD, ZS, CHECK_SEED, fmix } from "./keys";

export class TableauState extends Talon {
  // position
  cards: StaticArray<u8> = new StaticArray<u8>(MAX_PILES * CAP);
  len: StaticArray<i32> = new StaticArray<i32>(MAX_PILES);
  down: StaticArray<i32> = new StaticArray<i32>(MAX_PILES);
  cell: StaticArray<u8> = new StaticArray<u8>(MAX_CELLS);
  found: StaticArray<i32> = new StaticArray<i32>(MAX_FOUNDATIONS);
  onFound: i32 = 0;

  /**
   * Set by the searches for wins only (solver/wins-only.ts): part of a run
   * moves onto another pile only when the card it uncovers can go up
   * (prune.ts). It can lose every win, so such a search proves nothing lost.
   */
  narrow: bool = false;
  /**
   * Set by FreeCell's searches for wins only (the dive and half the
   * portfolio's): a pile's cards go into a cell or a space only on the way
   * to using a card they uncover (aimed.ts). It can lose every win, so such
   * a search proves nothing lost.
   */
  aimed: bool = false;

  // keys, kept incrementally
  pileKey: StaticArray<u64> = new StaticArray<u64>(MAX_PILES);
  pilesSum: u64 = 0;
  cellsSum: u64 = 0;
  foundKey: u64 = 0;

  // check(), kept lazily: each pile's hash (mixed), their sum, the piles
  // changed since (a bit each); the talon keeps its own (talon.ts).
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
   * In an aimed search (`aimed`), after the last apply() parked a pile's
   * cards (into a cell or a space), leaving some in the pile: that pile + 1;
   * else 0, and 0 after undo or rehash. The search then plays that pile's
   * moves alone (prune.ts): it finishes the dig it began, as fc-solve's moves
   * park and then use the card they uncover in one move. Read where the
   * position was reached by that apply (a depth-first search's expansion),
   * or packed with it (best-first's open positions, serialise.ts).
   */
  parkOn: i32 = 0;
  /**
   * Stock cards laid only to be built on (prune.ts's layMoves): set by the
   * solver where that rule holds (one card turned at a time, unlimited
   * redeals). Then a move of a talon card onto a pile leaves `layOn` = that
   * pile + 1, and the search's next move must lay a card on it. Part of the
   * key while set; 0 otherwise.
   */
  deferLays: bool = false;
  /**
   * Reserve cards laid only to be built on (prune.ts's layMoves): set by the
   * solver where every reserve card can be played at any time and the
   * reserve takes no card back. A move of a reserve card onto a pile then
   * owes that pile a card as a stock card's does.
   */
  deferReserve: bool = false;
  layOn: i32 = 0;
  /**
   * Parts of runs moved only to send up the card they lay on (prune.ts's
   * upAfterPart): set by the solver where Blake and Gent's Theorem 4 holds
   * (Rules.partDominance). A move of part of a run then leaves `upOn` = its
   * source pile + 1, and the search's next move must send that pile's top
   * card up. Part of the key while set; 0 otherwise.
   */
  upAfterPart: bool = false;
  upOn: i32 = 0;
  /**
   * Foundation cards worried back only to be built on (prune.ts's
   * worryMoves): set by the solver where that rule holds (worryProofs, no
   * cell, no reserve, nothing dealt onto the piles). A move of a
   * foundation's top card onto a pile then leaves `worryOn` = that pile + 1,
   * and the search's next move must lay a card on it or worry back another
   * card. Part of the key while set; 0 otherwise. Unlike layOn's, these
   * positions go into the table: worry backs in a row reach one from several
   * (klondike-bg draw 3 sv 66 took 10.7 M positions with them left out of it,
   * 8.8 M with them in it).
   */
  deferWorry: bool = false;
  worryOn: i32 = 0;
  checkPositional: bool = false;

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

  /** Cells that can take a card: none in a reserve (its emptied places stay empty). */
  freeCells(): i32 {
    if (this.reserve) return 0;
    let n = 0;
    for (let k = 0; k < this.nCells; k++) if (unchecked(this.cell[k]) == NO_CARD) n++;
    return n;
  }
  firstFreeCell(): i32 {
    if (this.reserve) return -1;
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
    // A space that takes no card (FILL_NONE) holds none of a group on its way.
    let e = this.fill == FILL_NONE ? 0 : this.emptyPiles();
    if (toEmpty) e--;
    return e > 0 ? cells << e : cells;
  }

  // ---- cards pushed and popped (the key, the check prefixes and the runs kept) ----

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
    // The stacked reserve (pile nPiles) is never interchangeable with a pile.
    return this.positionalPiles() || p >= this.nPiles ? fmix(h ^ unchecked(ZS[p])) : fmix(h);
  }

  /** The piles' share of the key afresh from each pile's key (kept as cards come and go). */
  resumPiles(): void {
    let sum: u64 = 0;
    for (let p = 0; p < this.slots; p++) sum += this.mixPile(p, unchecked(this.pileKey[p]));
    this.pilesSum = sum;
  }

  /** Every part of the key from scratch. */
  rehash(): void {
    this.backMove = 0;
    this.parkOn = 0;
    this.layOn = 0;
    this.upOn = 0;
    this.worryOn = 0;
    let sum: u64 = 0;
    for (let p = 0; p < this.slots; p++) {
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
    this.relinkTalon();
    this.talonKey = this.talonHash();
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
   * Would moving the top `count` cards of pile p leave on top a face-up card
   * that the moved cards' lowest follows by the building rule (a part of a
   * run moved, prune.ts's upAfterPart)?
   */
  @inline partOff(p: i32, count: i32): bool {
    const left = unchecked(this.len[p]) - count;
    return left > unchecked(this.down[p]) && this.follows(this.at(p, left), this.at(p, left - 1), this.buildSuit);
  }

  /**
   * A pile owed a card (layOn), or owing its top card to a foundation
   * (upOn): the position after a stock card was laid on it, or part of a run
   * moved off it, reached only from the position before, which the search
   * expands once.
   */
  transient(): bool {
    return this.layOn != 0 || this.upOn != 0;
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
    let k = this.keyOf(this.pilesSum, this.cellsSum);
    // A card owed to the pile laid on: named by that pile's contents (piles are interchangeable).
    if (this.layOn != 0) k ^= fmix(unchecked(this.pileKey[this.layOn - 1]) ^ 0x2545f4914f6cdd1d);
    // A top card owed to a foundation likewise.
    if (this.upOn != 0) k ^= fmix(unchecked(this.pileKey[this.upOn - 1]) ^ 0x94d049bb133111eb);
    // A card owed to a worried-back foundation card likewise.
    if (this.worryOn != 0) k ^= fmix(unchecked(this.pileKey[this.worryOn - 1]) ^ 0xd6e8feb86659fd93);
    return k;
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
      const h = checkMix(checkStep(checkStep(unchecked(this.checkAt[at + n]), <u64>unchecked(this.down[p])), positional || p >= this.nPiles ? <u64>p + 1 : 0));
      this.pilesCheck += h - unchecked(this.pileCheck[p]);
      unchecked((this.pileCheck[p] = h));
    }
    this.dirtyPiles = 0;
    if (this.talonChanged) {
      this.talonCheck = this.talonCheckOf();
      this.talonChanged = false;
    }
    let h = checkStep(this.pilesCheck, this.cellsCheck);
    if (this.layOn != 0) h = checkStep(h, unchecked(this.pileCheck[this.layOn - 1]) ^ 0x5851f42d4c957f2d);
    if (this.upOn != 0) h = checkStep(h, unchecked(this.pileCheck[this.upOn - 1]) ^ 0xbf58476d1ce4e5b9);
    if (this.worryOn != 0) h = checkStep(h, unchecked(this.pileCheck[this.worryOn - 1]) ^ 0x9e6c63d0676a9a99);
    for (let f = 0; f < this.nFound; f++) h = checkStep(h, <u64>unchecked(this.found[f]));
    return checkFinish(checkStep(h, this.talonCheck));
  }

  /** Every pile and the talon to be hashed again by check() (after the position was written wholesale). */
  markAllChanged(): void {
    for (let p = 0; p < MAX_PILES; p++) unchecked((this.pileCheck[p] = 0));
    this.pilesCheck = 0;
    this.dirtyPiles = this.slots >= 32 ? 0xffffffff : (1 << this.slots) - 1;
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
}
