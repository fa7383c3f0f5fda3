// The tableau engine: every game played with tableau piles, cells, a stock
// and foundations, where a game is a record of rule settings (RULE_* below),
// not a copy of code: Streets and Alleys, Beleaguered Castle, FreeCell,
// Inverted FreeCell, Klondike, Solitaire, Emperor and Spider are records.
//
// Locations: piles 0..15, cells 16..23, foundations 24..31, the talon 32
// (the waste's playable card), the stock 33.
// A move is src | dst << 6 | count << 12 | talon index << 20 | REDEAL:
// `count` cards from the top of src. The stock move (src = dst = STOCK) turns
// the stock (or deals it onto the piles, in Spider).
//
// The talon: stock and waste as one sequence T in the order the cards are
// turned, of which the first `turned` are on the waste (T[turned - 1] is its
// top). A player turns the stock and plays the waste's top card. The solver
// instead plays any card turning can bring to the top, in one move ("turn
// until T[j] is on top, then play it"): turning never touches the tableau, so
// any line can be reordered to turn just before each play from the waste, and
// these moves lose nothing. Solutions are written back as single turns.
//
// Key: each pile is hashed on its own (card and height in the pile), piles are
// combined by a sum of mixed pile hashes and cells by a sum, so positions that
// differ only in the order of piles or of cells share a key (RULE_CANONICAL).

import { Game } from "./game";
import { NO_CARD, FACE_DOWN, isRed } from "../engine/cards";
import {
  PILES, PILE_LEN, PILE_CAP, pileCount, CELLS, cellCount, FOUND, FOUND_LEN, foundCount, rowLen, stockLen, wasteLen,
  STOCK as STOCK_CARDS, WASTE as WASTE_CARDS,
} from "../engine/layout";
import { zobristTable } from "../engine/zobrist";
import { searching } from "../solver/mode";

// ---- the rules record (setSetting indices, the catalogue's engineRules order) ----
export const RULE_PILES: i32 = 0;
export const RULE_CELLS: i32 = 1;
export const RULE_DECKS: i32 = 2;
export const RULE_RANKS: i32 = 3; // ranks per suit (13; fewer for tiny test games)
export const RULE_FOUNDATION_DOWN: i32 = 4; // 0: foundations from the ace up; 1: from the top rank down
export const RULE_BUILD_UP: i32 = 5; // 0: tableau builds down; 1: up
export const RULE_BUILD_SUIT: i32 = 6; // BUILD_ANY, BUILD_ALTERNATE, BUILD_SAME
export const RULE_MOVE_UNIT: i32 = 7; // UNIT_SINGLE, UNIT_RUNS
export const RULE_SUPERMOVE: i32 = 8; // SUPER_SEED: empty cells + 1; SUPER_STANDARD: (cells + 1) * 2^empty piles
export const RULE_FILL: i32 = 9; // FILL_ANY, FILL_KINGS
export const RULE_WORRY_BACK: i32 = 10; // foundation cards may come back
export const RULE_RUN_SUIT: i32 = 11; // the suit rule of a run that moves as a unit (Spider: same suit)
export const RULE_DRAW: i32 = 12; // cards turned from the stock at a time (0: no stock)
export const RULE_REDEALS: i32 = 13; // passes through the stock after the first (REDEALS_UNLIMITED)
export const RULE_DEAL_TO_PILES: i32 = 14; // the stock deals a card onto every pile (Spider)
export const RULE_REMOVE_RUNS: i32 = 15; // a complete king-to-ace suit run goes to a foundation at once
export const RULE_SINGLES_UP: i32 = 16; // cards go to the foundations one at a time
export const RULE_COMPULSORY_ACES: i32 = 17; // aces go up as soon as they are released
export const RULE_DEALT_DOWN: i32 = 18; // the deal lays every card but each pile's top face down
export const RULE_COUNT: i32 = 19;
export const REDEALS_UNLIMITED: i32 = 255;

export const BUILD_ANY: i32 = 0;
export const BUILD_ALTERNATE: i32 = 1;
export const BUILD_SAME: i32 = 2;
export const UNIT_SINGLE: i32 = 0;
export const UNIT_RUNS: i32 = 1; // a run moves as one unit within the supermove limit
export const UNIT_TAIL: i32 = 2; // any tail of the run on top, of any length (Klondike, Spider)
export const UNIT_WHOLE: i32 = 3; // the whole face-up run only (Klondike as its seed says)
export const SUPER_SEED: i32 = 0;
export const SUPER_STANDARD: i32 = 1;
export const FILL_ANY: i32 = 0;
export const FILL_KINGS: i32 = 1;

// ---- locations and moves ----
export const MAX_PILES: i32 = 16;
export const MAX_CELLS: i32 = 8;
export const MAX_FOUNDATIONS: i32 = 8;
export const CELL0: i32 = 16;
export const FOUND0: i32 = 24;
export const TALON: i32 = 32;
export const STOCK: i32 = 33;
export const REDEAL_FLAG: i32 = 1 << 28;
export const STOCK_MOVE: i32 = STOCK | (STOCK << 6);
const CAP: i32 = 128; // cards a pile can hold

@inline export function moveOf(src: i32, dst: i32, count: i32): i32 {
  return src | (dst << 6) | (count << 12);
}
@inline export function srcOf(m: i32): i32 {
  return m & 63;
}
@inline export function dstOf(m: i32): i32 {
  return (m >> 6) & 63;
}
@inline export function countOf(m: i32): i32 {
  return (m >> 12) & 255;
}
/** The index in the talon of the card a talon move plays. */
@inline export function talonIndexOf(m: i32): i32 {
  return (m >> 20) & 255;
}

export const HIDDEN: u8 = 0xfe; // a face-down card in an observation

const ZP = zobristTable(CAP * 64); // card c at height k of a pile
const ZC = zobristTable(64); // card c in a cell
const ZF = zobristTable(MAX_FOUNDATIONS * 16); // foundation f holding n cards
const ZD = zobristTable(CAP); // a pile with n face-down cards
const ZT = zobristTable(CAP * 64); // card c at position k of the talon
const ZW = zobristTable(CAP * 4); // `turned` cards on the waste (and redeals used, high bits)
const ZS = zobristTable(MAX_PILES); // pile p, where piles are not interchangeable

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
const EXTRA_ACE: u32 = 1; // | talon position << 8 | card << 16 | foundation << 24
const EXTRA_RUN: u32 = 2; // | pile << 8 | foundation << 16 | (card turned up after) << 24
const WASTE_TOP: i32 = TALON; // transfer()'s name for the card in `pending`
let pending: u8 = 0; // a talon card on its way to or from the waste's top
const ACE_BUF = new StaticArray<u32>(16);

/** How a depth-first search orders moves: by a static score per kind, or by the heuristic of the position each leads to. */
export const ORDER_STATIC: i32 = 0;
export const ORDER_HEURISTIC: i32 = 1;
let searchOrder: i32 = ORDER_STATIC;
export function setSearchOrder(o: i32): void {
  searchOrder = o;
}

const SORT_KEYS = new StaticArray<i32>(1024);

@final
export class Tableau implements Game {
  // rules
  nPiles: i32 = 8;
  nCells: i32 = 0;
  decks: i32 = 1;
  ranks: i32 = 13;
  foundationDown: bool = false;
  buildUp: bool = false;
  buildSuit: i32 = BUILD_ANY;
  unit: i32 = UNIT_SINGLE;
  supermove: i32 = SUPER_SEED;
  fill: i32 = FILL_ANY;
  worryBack: bool = false;
  runSuit: i32 = BUILD_ANY;
  draw: i32 = 0;
  redeals: i32 = 0;
  dealToPiles: bool = false;
  removeRuns: bool = false;
  singlesUp: bool = true;
  compulsoryAces: bool = false;
  dealtDown: bool = false;

  // position
  cards: StaticArray<u8> = new StaticArray<u8>(MAX_PILES * CAP);
  len: StaticArray<i32> = new StaticArray<i32>(MAX_PILES);
  down: StaticArray<i32> = new StaticArray<i32>(MAX_PILES);
  cell: StaticArray<u8> = new StaticArray<u8>(MAX_CELLS);
  found: StaticArray<i32> = new StaticArray<i32>(MAX_FOUNDATIONS);
  nFound: i32 = 4;
  total: i32 = 52;
  onFound: i32 = 0;
  talon: StaticArray<u8> = new StaticArray<u8>(CAP);
  talonLen: i32 = 0;
  turned: i32 = 0;
  redealsUsed: i32 = 0;

  // keys, kept incrementally
  pileKey: StaticArray<u64> = new StaticArray<u64>(MAX_PILES);
  pilesSum: u64 = 0;
  cellsSum: u64 = 0;
  foundKey: u64 = 0;
  talonKey: u64 = 0;

  // undo records: the key parts before each move
  undoPiles: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoCells: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoFound: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoSrcKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoDstKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  undoTalonKey: StaticArray<u64> = new StaticArray<u64>(MAX_UNDO);
  // Per move: turned and redealsUsed before it, and what else it changed:
  // FLIP_SRC / FLIP_DST (a face-down card turned up), removed runs (bit 2 + p)
  // and cards turned up after a removal (bit 18 + p), aces sent up on the way.
  undoTurned: StaticArray<i32> = new StaticArray<i32>(MAX_UNDO);
  undoFlags: StaticArray<u32> = new StaticArray<u32>(MAX_UNDO);
  undoExtras: StaticArray<u8> = new StaticArray<u8>(MAX_UNDO); // side records the move pushed
  // Side records: aces a turning move sent up on the way (EXTRA_ACE) and runs
  // removed (EXTRA_RUN). Along any line each ace and each run goes up once, so
  // a few dozen is all there can ever be.
  extras: StaticArray<u32> = new StaticArray<u32>(64);
  extraTop: i32 = 0;
  sp: i32 = 0;

  setSetting(index: i32, v: i32): bool {
    if (index == RULE_PILES && v >= 1 && v <= MAX_PILES) this.nPiles = v;
    else if (index == RULE_CELLS && v >= 0 && v <= MAX_CELLS) this.nCells = v;
    else if (index == RULE_DECKS && v >= 1 && v <= 2) this.decks = v;
    else if (index == RULE_RANKS && v >= 1 && v <= 13) this.ranks = v;
    else if (index == RULE_FOUNDATION_DOWN && (v == 0 || v == 1)) this.foundationDown = v == 1;
    else if (index == RULE_BUILD_UP && (v == 0 || v == 1)) this.buildUp = v == 1;
    else if (index == RULE_BUILD_SUIT && v >= 0 && v <= 2) this.buildSuit = v;
    else if (index == RULE_MOVE_UNIT && v >= 0 && v <= 3) this.unit = v;
    else if (index == RULE_SUPERMOVE && v >= 0 && v <= 1) this.supermove = v;
    else if (index == RULE_FILL && v >= 0 && v <= 1) this.fill = v;
    else if (index == RULE_WORRY_BACK && (v == 0 || v == 1)) this.worryBack = v == 1;
    else if (index == RULE_RUN_SUIT && v >= 0 && v <= 2) this.runSuit = v;
    else if (index == RULE_DRAW && v >= 0 && v <= 3) this.draw = v;
    else if (index == RULE_REDEALS && v >= 0 && v <= 255) this.redeals = v;
    else if (index == RULE_DEAL_TO_PILES && (v == 0 || v == 1)) this.dealToPiles = v == 1;
    else if (index == RULE_REMOVE_RUNS && (v == 0 || v == 1)) this.removeRuns = v == 1;
    else if (index == RULE_SINGLES_UP && (v == 0 || v == 1)) this.singlesUp = v == 1;
    else if (index == RULE_COMPULSORY_ACES && (v == 0 || v == 1)) this.compulsoryAces = v == 1;
    else if (index == RULE_DEALT_DOWN && (v == 0 || v == 1)) this.dealtDown = v == 1;
    else return false;
    return true;
  }

  // ---- cards and rules ----------------------------------------------------

  @inline rank(c: u8): i32 {
    return (<i32>c >> 2) + 1;
  }
  @inline top(p: i32): u8 {
    return unchecked(this.cards[p * CAP + this.len[p] - 1]);
  }
  @inline at(p: i32, k: i32): u8 {
    return unchecked(this.cards[p * CAP + k]);
  }

  /** May card c be placed on card t in the tableau? */
  @inline builds(c: u8, t: u8): bool {
    const d = this.rank(c) - this.rank(t);
    if (d != (this.buildUp ? 1 : -1)) return false;
    const rule = this.buildSuit;
    if (rule == BUILD_ANY) return true;
    if (rule == BUILD_ALTERNATE) return isRed(c) != isRed(t);
    return (c & 3) == (t & 3);
  }

  /** Rank the next card of foundation f must have. */
  @inline nextRank(f: i32): i32 {
    const n = unchecked(this.found[f]);
    return this.foundationDown ? this.ranks - n : n + 1;
  }

  /** The foundation card c can go to now, or -1. */
  foundationFor(c: u8): i32 {
    const r = this.rank(c);
    for (let f = <i32>(c & 3); f < this.nFound; f += 4) {
      if (this.nextRank(f) == r) return f;
    }
    return -1;
  }

  /** Is every card of suit s and rank r (each deck's) on a foundation? */
  onFoundations(s: i32, r: i32): bool {
    if (r < 1 || r > this.ranks) return true;
    const need = this.foundationDown ? this.ranks - r + 1 : r;
    for (let f = s; f < this.nFound; f += 4) if (unchecked(this.found[f]) < need) return false;
    return true;
  }

  /** May a card of suit t be built on a card of suit s (by the suit rule)? */
  @inline suitBuilds(t: i32, s: i32): bool {
    if (this.buildSuit == BUILD_ANY) return true;
    if (this.buildSuit == BUILD_SAME) return t == s;
    return (t == 1 || t == 2) != (s == 1 || s == 2);
  }

  /**
   * Moving c to its foundation provably cannot hurt. Let b be the cards that
   * could be built on c (rank one step on, suits by the rule) and d those that
   * could be built on a b. It is safe when
   * - every b is already on a foundation: c can never be a parent again; or
   * - (one deck) every b could go straight to its foundation once exposed, and
   *   so could every d, while the cards that build on a d are already up: any
   *   line that would park a b on c (or a d on a b) may send it up instead,
   *   which loses nothing since foundation cards never come back.
   * Both need foundations that keep their cards (no worry back).
   */
  safeToFoundation(c: u8): bool {
    if (this.worryBack) return false;
    const step = this.buildUp ? 1 : -1;
    const r = this.rank(c);
    const s = <i32>(c & 3);
    let allUp = true;
    for (let t = 0; t < 4; t++) if (this.suitBuilds(t, s) && !this.onFoundations(t, r + step)) allUp = false;
    if (allUp) return true;
    if (this.decks != 1) return false;
    for (let t = 0; t < 4; t++) {
      if (!this.suitBuilds(t, s)) continue;
      // b of suit t: playable once exposed.
      if (!this.onFoundations(t, r + 2 * step)) return false;
      // d of suit u built on that b: playable once exposed; what builds on d is then up too.
      for (let u = 0; u < 4; u++) if (this.suitBuilds(u, t) && !this.onFoundations(u, r + 3 * step)) return false;
    }
    return true;
  }

  freeCells(): i32 {
    let n = 0;
    for (let k = 0; k < this.nCells; k++) if (unchecked(this.cell[k]) == NO_CARD) n++;
    return n;
  }
  emptyPiles(): i32 {
    let n = 0;
    for (let p = 0; p < this.nPiles; p++) if (unchecked(this.len[p]) == 0) n++;
    return n;
  }

  /** In a run that moves as a unit, may card c lie on card t? (The run's suit rule, the build direction.) */
  @inline runLinks(c: u8, t: u8): bool {
    const d = this.rank(c) - this.rank(t);
    if (d != (this.buildUp ? 1 : -1)) return false;
    const rule = this.runSuit;
    if (rule == BUILD_ANY) return true;
    if (rule == BUILD_ALTERNATE) return isRed(c) != isRed(t);
    return (c & 3) == (t & 3);
  }

  /** Cards on top of pile p that form a run movable together (1 for single-card games). */
  runLength(p: i32): i32 {
    const n = unchecked(this.len[p]);
    if (n == 0) return 0;
    if (this.unit == UNIT_SINGLE) return 1;
    const base = p * CAP;
    const lowest = unchecked(this.down[p]);
    let k = 1;
    while (n - k - 1 >= lowest && this.runLinks(unchecked(this.cards[base + n - k]), unchecked(this.cards[base + n - k - 1]))) k++;
    return k;
  }

  /** Most cards a group move may carry (onto an empty pile if `toEmpty`). */
  capacity(toEmpty: bool): i32 {
    if (this.unit == UNIT_SINGLE) return 1;
    if (this.unit >= UNIT_TAIL) return CAP;
    const cells = this.freeCells() + 1;
    if (this.supermove == SUPER_SEED) return cells;
    let e = this.emptyPiles();
    if (toEmpty) e--;
    return e > 0 ? cells << e : cells;
  }

  // ---- set-up ----------------------------------------------------------------

  setup(online: bool): i32 {
    if (rowLen != 0) return -10;
    if ((stockLen != 0 || wasteLen != 0) && this.draw == 0 && !this.dealToPiles) return -10;
    if (wasteLen != 0 && this.dealToPiles) return -10;
    if (pileCount != this.nPiles || cellCount > this.nCells) return -11;
    this.nFound = 4 * this.decks;
    if (foundCount > this.nFound) return -12;
    this.total = 4 * this.decks * this.ranks;
    let seen = 0;
    let marked = false;
    for (let p = 0; p < this.nPiles; p++) {
      const n = unchecked(PILE_LEN[p]);
      if (n > CAP) return -13;
      unchecked((this.len[p] = n));
      let down = 0;
      for (let k = 0; k < n; k++) {
        const raw = PILES[p * PILE_CAP + k];
        if ((raw & FACE_DOWN) != 0) down = k + 1;
        const c = raw & ~FACE_DOWN;
        if (this.rank(c) > this.ranks) return -14;
        unchecked((this.cards[p * CAP + k] = c));
      }
      unchecked((this.down[p] = down));
      if (down > 0) marked = true;
      seen += n;
    }
    // A deal without face-down marks (a seed's, or a text deal that gives
    // none) is laid as the rules say.
    if (!marked && this.dealtDown) for (let p = 0; p < this.nPiles; p++) unchecked((this.down[p] = max(0, this.len[p] - 1)));
    for (let k = 0; k < this.nCells; k++) {
      const c = k < cellCount ? unchecked(CELLS[k]) : NO_CARD;
      unchecked((this.cell[k] = c));
      if (c != NO_CARD) seen++;
    }
    this.onFound = 0;
    for (let f = 0; f < this.nFound; f++) unchecked((this.found[f] = 0));
    // A foundation in the layout is identified by its first card's suit.
    for (let i = 0; i < foundCount; i++) {
      const n = unchecked(FOUND_LEN[i]);
      if (n == 0) continue;
      const first = unchecked(FOUND[i * PILE_CAP]);
      let f = <i32>(first & 3);
      while (f < this.nFound && unchecked(this.found[f]) != 0) f += 4;
      if (f >= this.nFound) return -12;
      for (let k = 0; k < n; k++) {
        const c = unchecked(FOUND[i * PILE_CAP + k]);
        if (<i32>(c & 3) != (f & 3) || this.rank(c) != this.nextRank(f)) return -15;
        unchecked((this.found[f] = this.found[f] + 1));
      }
      this.onFound += n;
    }
    // The talon in turning order: the waste from its bottom, then the stock from its top.
    this.talonLen = 0;
    for (let k = 0; k < wasteLen; k++) unchecked((this.talon[this.talonLen++] = WASTE_CARDS[k] & ~FACE_DOWN));
    for (let k = stockLen - 1; k >= 0; k--) unchecked((this.talon[this.talonLen++] = STOCK_CARDS[k] & ~FACE_DOWN));
    this.turned = wasteLen;
    this.redealsUsed = 0;
    seen += this.talonLen;
    if (seen + this.onFound != this.total) return -16;
    this.sp = 0;
    this.extraTop = 0;
    this.rehash();
    return 0;
  }

  pileHash(p: i32): u64 {
    let h = unchecked(ZD[this.down[p]]);
    const base = p * CAP;
    for (let k = 0; k < unchecked(this.len[p]); k++) h ^= unchecked(ZP[(k << 6) | (<i32>this.cards[base + k] & 63)]);
    return h;
  }

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

  rehash(): void {
    let sum: u64 = 0;
    for (let p = 0; p < this.nPiles; p++) {
      const h = this.pileHash(p);
      unchecked((this.pileKey[p] = h));
      sum += this.mixPile(p, h);
    }
    this.pilesSum = sum;
    let cells: u64 = 0;
    for (let k = 0; k < this.nCells; k++) {
      const c = unchecked(this.cell[k]);
      if (c != NO_CARD) cells += unchecked(ZC[c]);
    }
    this.cellsSum = cells;
    let f: u64 = 0;
    for (let i = 0; i < this.nFound; i++) f ^= unchecked(ZF[i * 16 + this.found[i]]);
    this.foundKey = f;
    this.talonKey = this.talonHash();
  }

  /**
   * The talon's share of the key: its cards in order, how many are turned,
   * redeals used. With unlimited redeals, a waste of a multiple of `draw`
   * cards (or the whole talon) reaches by turning alone exactly the
   * positions an empty waste reaches, and they reach it: one key for all.
   */
  talonHash(): u64 {
    if (this.talonLen == 0 && this.turned == 0 && this.redealsUsed == 0) return 0;
    let w = this.turned;
    if (this.redeals == REDEALS_UNLIMITED && this.draw > 0 && (w % this.draw == 0 || w == this.talonLen)) w = 0;
    let h = unchecked(ZW[(w & 127) | ((this.redealsUsed & 3) << 7)]) ^ (<u64>this.redealsUsed << 56);
    for (let k = 0; k < this.talonLen; k++) h ^= unchecked(ZT[(k << 6) | (<i32>this.talon[k] & 63)]);
    return h;
  }

  // ---- moves ---------------------------------------------------------------------

  /**
   * Legal moves. While the solver searches: a provably safe foundation move
   * alone if there is one; only the first of equivalent empty piles and cells;
   * no whole pile moved to an empty one; best-looking moves first.
   */
  moves(out: StaticArray<i32>, at: i32): i32 {
    const search = searching;
    // An ace that may go up must, before anything else (Emperor).
    if (this.compulsoryAces) {
      const m = this.compulsoryAce();
      if (m != 0) {
        unchecked((out[at] = m));
        return 1;
      }
    }
    let k = at;
    const firstCell = this.firstFreeCell();
    // Sources: pile tops, then cells.
    for (let s = 0; s < this.nPiles + this.nCells; s++) {
      const fromPile = s < this.nPiles;
      const src = fromPile ? s : CELL0 + s - this.nPiles;
      let c: u8;
      if (fromPile) {
        if (unchecked(this.len[s]) <= unchecked(this.down[s])) continue;
        c = this.top(s);
      } else {
        c = unchecked(this.cell[src - CELL0]);
        if (c == NO_CARD) continue;
      }
      const f = this.singlesUp ? this.foundationFor(c) : -1;
      if (f >= 0) {
        const m = moveOf(src, FOUND0 + f, 1);
        if (search && this.safeToFoundation(c)) {
          unchecked((out[at] = m));
          return 1;
        }
        unchecked((out[k++] = m));
      }
      k = this.movesToPiles(out, k, src, search);
      if (fromPile && this.nCells > 0) {
        if (search) {
          if (firstCell >= 0) unchecked((out[k++] = moveOf(src, CELL0 + firstCell, 1)));
        } else {
          for (let q = 0; q < this.nCells; q++) if (unchecked(this.cell[q]) == NO_CARD) unchecked((out[k++] = moveOf(src, CELL0 + q, 1)));
        }
      }
    }
    if (this.draw > 0) {
      // The waste's top card may be safe to send up, like a pile's, when one
      // card is turned at a time. With more, taking a card out of the talon
      // shifts the later turning groups, and a card every later pass would
      // have shown may never show again: not provably harmless.
      if (search && this.draw == 1 && this.turned > 0 && this.singlesUp) {
        const c = unchecked(this.talon[this.turned - 1]);
        const f = this.foundationFor(c);
        if (f >= 0 && this.safeToFoundation(c)) {
          unchecked((out[at] = moveOf(TALON, FOUND0 + f, 1) | ((this.turned - 1) << 20)));
          return 1;
        }
      }
      k = this.talonMoves(out, k, search);
    }
    if (this.worryBack) k = this.worryBackMoves(out, k, search);
    if (this.stockMoveLegal(search)) unchecked((out[k++] = STOCK_MOVE));
    const n = k - at;
    if (search && n > 1) this.order(out, at, n);
    return n;
  }

  firstFreeCell(): i32 {
    for (let q = 0; q < this.nCells; q++) if (unchecked(this.cell[q]) == NO_CARD) return q;
    return -1;
  }

  canRedeal(): bool {
    return this.redeals == REDEALS_UNLIMITED || this.redealsUsed < this.redeals;
  }

  /**
   * Turning the stock (a player's move; the solver turns inside its talon
   * moves), or dealing it onto the piles, which Spider allows only with no
   * empty pile.
   */
  stockMoveLegal(search: bool): bool {
    if (this.dealToPiles) return this.talonLen > 0 && this.emptyPiles() == 0;
    if (this.draw == 0 || search) return false;
    return this.turned < this.talonLen || (this.talonLen > 0 && this.canRedeal());
  }

  /** The move that sends up an ace now released (pile top or waste top), or 0. */
  compulsoryAce(): i32 {
    for (let p = 0; p < this.nPiles; p++) {
      if (unchecked(this.len[p]) <= unchecked(this.down[p])) continue;
      const c = this.top(p);
      if (this.rank(c) == 1) {
        const f = this.foundationFor(c);
        if (f >= 0) return moveOf(p, FOUND0 + f, 1);
      }
    }
    if (this.turned > 0) {
      const c = unchecked(this.talon[this.turned - 1]);
      if (this.rank(c) == 1) {
        const f = this.foundationFor(c);
        if (f >= 0) return moveOf(TALON, FOUND0 + f, 1) | ((this.turned - 1) << 20);
      }
    }
    return 0;
  }

  /**
   * Plays from the talon. A player plays the waste's top card; the solver
   * plays any card turning can bring to the top: the current top, the tops
   * reached turning on, and, if a redeal is left, those of the next pass
   * (marked REDEAL_FLAG) that the current pass does not reach.
   */
  talonMoves(out: StaticArray<i32>, k: i32, search: bool): i32 {
    const n = this.talonLen;
    const d = this.draw;
    if (this.turned > 0) k = this.talonPlays(out, k, this.turned - 1, 0);
    if (!search) return k;
    let w = this.turned;
    while (w < n) {
      w = w + d < n ? w + d : n;
      k = this.talonPlays(out, k, w - 1, 0);
    }
    if (!this.canRedeal()) return k;
    w = 0;
    while (w < n) {
      w = w + d < n ? w + d : n;
      const p = w - 1;
      const reachedThisPass = p == this.turned - 1 || (p >= this.turned && ((p - this.turned + 1) % d == 0 || p == n - 1));
      if (!reachedThisPass) k = this.talonPlays(out, k, p, REDEAL_FLAG);
    }
    return k;
  }

  /** Moves of talon card j (brought to the waste's top) to a foundation or a pile. */
  talonPlays(out: StaticArray<i32>, k: i32, j: i32, flag: i32): i32 {
    const c = unchecked(this.talon[j]);
    const tag = (j << 20) | flag;
    if (this.singlesUp) {
      let f = this.foundationFor(c);
      if (f < 0 && this.compulsoryAces && j >= this.turned) f = this.foundationAfterAces(c, j);
      if (f >= 0) unchecked((out[k++] = moveOf(TALON, FOUND0 + f, 1) | tag));
    }
    let emptyDone = false;
    for (let d = 0; d < this.nPiles; d++) {
      const dl = unchecked(this.len[d]);
      if (dl == 0) {
        if (emptyDone && searching && !this.positionalPiles()) continue;
        if (this.fill == FILL_KINGS && this.rank(c) != this.ranks) continue;
        emptyDone = true;
        unchecked((out[k++] = moveOf(TALON, d, 1) | tag));
      } else if (dl > unchecked(this.down[d]) && this.builds(c, this.top(d))) {
        unchecked((out[k++] = moveOf(TALON, d, 1) | tag));
      }
    }
    return k;
  }

  /**
   * With compulsory aces, the aces turned on the way to talon card j go up as
   * they show, which may let j go up too: its foundation then, or -1.
   */
  foundationAfterAces(c: u8, j: i32): i32 {
    if (this.rank(c) != 2 || this.foundationDown) return -1;
    for (let i = this.turned; i < j; i++) {
      const a = unchecked(this.talon[i]);
      if ((a & 3) != (c & 3) || this.rank(a) != 1) continue;
      for (let f = <i32>(c & 3); f < this.nFound; f += 4) if (unchecked(this.found[f]) == 0) return f;
    }
    return -1;
  }

  /** Foundation cards coming back to the tableau. */
  worryBackMoves(out: StaticArray<i32>, k: i32, search: bool): i32 {
    for (let f = 0; f < this.nFound; f++) {
      const n = unchecked(this.found[f]);
      if (n == 0) continue;
      const c = <u8>(((this.foundationDown ? this.ranks - n : n - 1) << 2) | (f & 3));
      let emptyDone = false;
      for (let d = 0; d < this.nPiles; d++) {
        const dl = unchecked(this.len[d]);
        if (dl == 0) {
          if (emptyDone && search && !this.positionalPiles()) continue;
          if (this.fill == FILL_KINGS && this.rank(c) != this.ranks) continue;
          emptyDone = true;
          unchecked((out[k++] = moveOf(FOUND0 + f, d, 1)));
        } else if (dl > unchecked(this.down[d]) && this.builds(c, this.top(d))) {
          unchecked((out[k++] = moveOf(FOUND0 + f, d, 1)));
        }
      }
    }
    return k;
  }

  /** Moves from src (a pile or a cell) onto the tableau piles. */
  movesToPiles(out: StaticArray<i32>, k: i32, src: i32, search: bool): i32 {
    const fromPile = src < CELL0;
    const run = fromPile ? this.runLength(src) : 1;
    const srcLen = fromPile ? unchecked(this.len[src]) : 0;
    const topCard = fromPile ? this.top(src) : unchecked(this.cell[src - CELL0]);
    const whole = this.unit == UNIT_WHOLE;
    // Groups onto a space stand for single-card moves only under UNIT_RUNS
    // (through cells and spaces); other units need every size.
    const shorthand = this.unit == UNIT_RUNS;
    // Equivalent spaces (one tried) and whole piles moved into a space (a
    // no-op) only where piles are interchangeable.
    const symmetric = search && !this.positionalPiles();
    let emptyDone = false;
    for (let d = 0; d < this.nPiles; d++) {
      if (d == src) continue;
      const dl = unchecked(this.len[d]);
      if (dl == 0) {
        if (symmetric && emptyDone) continue;
        emptyDone = true;
        const cap = this.capacity(true);
        const most = run < cap ? run : cap;
        for (let g = whole ? most : 1; g <= most; g++) {
          // Only a king (or a group headed by one) fills a space under FILL_KINGS.
          const head = fromPile ? this.at(src, srcLen - g) : topCard;
          if (this.fill == FILL_KINGS && this.rank(head) != this.ranks) continue;
          // A whole pile onto an empty one changes nothing but the pile order.
          if (symmetric && fromPile && g == srcLen && unchecked(this.down[src]) == 0) continue;
          // In a search, groups onto a space: the largest only (single cards reach the rest).
          if (search && shorthand && g > 1 && g < most) continue;
          unchecked((out[k++] = moveOf(src, d, g)));
        }
      } else {
        const t = this.top(d);
        if (dl <= unchecked(this.down[d])) continue;
        // The one group size whose bottom card builds on t.
        const g = this.buildUp ? this.rank(topCard) - this.rank(t) : this.rank(t) - this.rank(topCard);
        if (g < 1 || g > run || (whole && g != run)) continue;
        const bottom = fromPile ? this.at(src, srcLen - g) : topCard;
        if (!this.builds(bottom, t)) continue;
        if (g > 1 && g > this.capacity(false)) continue;
        unchecked((out[k++] = moveOf(src, d, g)));
      }
    }
    return k;
  }

  /** Search order: foundation moves, cells to piles, building, spaces, cells last. */
  order(out: StaticArray<i32>, at: i32, n: i32): void {
    if (searchOrder == ORDER_HEURISTIC) {
      for (let i = 0; i < n; i++) {
        const m = unchecked(out[at + i]);
        this.apply(m);
        unchecked((SORT_KEYS[i] = this.heuristic()));
        this.undo(m);
      }
      this.sortByKeys(out, at, n);
      return;
    }
    for (let i = 0; i < n; i++) {
      const m = unchecked(out[at + i]);
      const src = srcOf(m);
      const dst = dstOf(m);
      let score = 0;
      if (dst == STOCK) score = 20; // turning or dealing the stock: when nothing better is left
      else if (src >= FOUND0 && src < TALON) score = 30; // a foundation card back down
      else if (dst >= FOUND0) score = 1000;
      else if (dst >= CELL0) score = 100;
      else if (unchecked(this.len[dst]) == 0) score = 200;
      else score = src == TALON ? 650 : src >= CELL0 ? 700 : 500;
      if (src == TALON && talonIndexOf(m) != this.turned - 1) score -= 5; // needs turning
      if (src < CELL0) {
        const left = unchecked(this.len[src]) - countOf(m);
        if (left == 0) score += 60; // empties a pile
        else if (left > unchecked(this.down[src])) {
          // The card uncovered: the sooner it can go up, the better.
          const u = this.at(src, left - 1);
          const f = this.foundationFor(u);
          if (f >= 0) score += 80;
          else score += 40 - this.distanceToFoundation(u);
        }
      }
      unchecked((SORT_KEYS[i] = score));
    }
    this.sortByKeys(out, at, n);
  }

  /** Insertion sort of out[at..at+n) by SORT_KEYS, stable, descending. */
  sortByKeys(out: StaticArray<i32>, at: i32, n: i32): void {
    for (let i = 1; i < n; i++) {
      const m = unchecked(out[at + i]);
      const s = unchecked(SORT_KEYS[i]);
      let j = i - 1;
      while (j >= 0 && unchecked(SORT_KEYS[j]) < s) {
        unchecked((out[at + j + 1] = out[at + j]));
        unchecked((SORT_KEYS[j + 1] = SORT_KEYS[j]));
        j--;
      }
      unchecked((out[at + j + 1] = m));
      unchecked((SORT_KEYS[j + 1] = s));
    }
  }

  /** How many cards of c's suit must reach the foundation before c can. */
  distanceToFoundation(c: u8): i32 {
    const s = <i32>(c & 3);
    let best = 99;
    for (let f = s; f < this.nFound; f += 4) {
      const d = this.foundationDown ? this.nextRank(f) - this.rank(c) : this.rank(c) - this.nextRank(f);
      if (d >= 0 && d < best) best = d;
    }
    return best > 30 ? 30 : best;
  }

  // ---- playing and undoing -----------------------------------------------------

  @inline pushPile(p: i32, c: u8): void {
    const n = unchecked(this.len[p]);
    unchecked((this.cards[p * CAP + n] = c));
    unchecked((this.pileKey[p] = this.pileKey[p] ^ ZP[(n << 6) | (<i32>c & 63)]));
    unchecked((this.len[p] = n + 1));
  }
  @inline popPile(p: i32): u8 {
    const n = unchecked(this.len[p]) - 1;
    const c = unchecked(this.cards[p * CAP + n]);
    unchecked((this.pileKey[p] = this.pileKey[p] ^ ZP[(n << 6) | (<i32>c & 63)]));
    unchecked((this.len[p] = n));
    return c;
  }

  apply(m: i32): void {
    const src = srcOf(m);
    const dst = dstOf(m);
    const count = countOf(m);
    const sp = this.sp++;
    unchecked((this.undoPiles[sp] = this.pilesSum));
    unchecked((this.undoCells[sp] = this.cellsSum));
    unchecked((this.undoFound[sp] = this.foundKey));
    unchecked((this.undoTalonKey[sp] = this.talonKey));
    unchecked((this.undoTurned[sp] = this.turned | (this.redealsUsed << 16)));
    unchecked((this.undoFlags[sp] = 0));
    unchecked((this.undoExtras[sp] = 0));
    if (m == STOCK_MOVE) {
      this.stockMove(sp);
      return;
    }
    if (src < CELL0) unchecked((this.undoSrcKey[sp] = this.pileKey[src]));
    if (dst < CELL0) unchecked((this.undoDstKey[sp] = this.pileKey[dst]));
    if (src == TALON) this.takeFromTalon(m, sp);
    this.transfer(src, dst, count);
    // A face-down card left on top of a pile is turned up.
    if (src < CELL0 && this.turnUp(src)) unchecked((this.undoFlags[sp] = FLIP_SRC));
    if (dst < CELL0 && this.removeRuns && this.removeRun(dst)) unchecked((this.undoExtras[sp] = this.undoExtras[sp] + 1));
    // Piles' share of the key: swap the changed piles' mixed hashes.
    if (src < CELL0) this.pilesSum += this.mixPile(src, unchecked(this.pileKey[src])) - this.mixPile(src, unchecked(this.undoSrcKey[sp]));
    if (dst < CELL0) this.pilesSum += this.mixPile(dst, unchecked(this.pileKey[dst])) - this.mixPile(dst, unchecked(this.undoDstKey[sp]));
  }

  undo(m: i32): void {
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
      if (src < CELL0 && (flags & FLIP_SRC) != 0) unchecked((this.down[src] = this.down[src] + 1));
      this.transfer(dst, src == TALON ? WASTE_TOP : src, countOf(m));
      if (src == TALON) this.putBackInTalon(m, aces);
      if (src < CELL0) unchecked((this.pileKey[src] = this.undoSrcKey[sp]));
      if (dst < CELL0) unchecked((this.pileKey[dst] = this.undoDstKey[sp]));
    }
    this.pilesSum = unchecked(this.undoPiles[sp]);
    this.cellsSum = unchecked(this.undoCells[sp]);
    this.foundKey = unchecked(this.undoFound[sp]);
    this.talonKey = unchecked(this.undoTalonKey[sp]);
    const t = unchecked(this.undoTurned[sp]);
    this.turned = t & 0xffff;
    this.redealsUsed = t >> 16;
  }

  /** If pile p shows no face-up card but has face-down ones, turn the top one up. */
  turnUp(p: i32): bool {
    const d = unchecked(this.down[p]);
    if (d == 0 || unchecked(this.len[p]) != d) return false;
    unchecked((this.down[p] = d - 1));
    unchecked((this.pileKey[p] = this.pileKey[p] ^ ZD[d] ^ ZD[d - 1]));
    return true;
  }

  /**
   * Talon card j leaves the talon for the waste's top: turning brings it up
   * (through a redeal if flagged), aces shown on the way go up if
   * compulsory, and it is taken out. The card itself then moves from
   * WASTE_TOP, where transfer() finds it in `pending`.
   */
  takeFromTalon(m: i32, sp: i32): void {
    let j = talonIndexOf(m);
    if ((m & REDEAL_FLAG) != 0 && this.redeals != REDEALS_UNLIMITED) this.redealsUsed++;
    if (this.compulsoryAces && j >= this.turned) {
      // Turning one card at a time from `turned`: each ace shown goes up.
      let gone = 0;
      for (let i = this.turned; i < j; i++) {
        const a = unchecked(this.talon[i - gone]);
        if (this.rank(a) != 1) continue;
        const f = this.foundationFor(a);
        if (f < 0) continue;
        unchecked((this.extras[this.extraTop++] = EXTRA_ACE | (<u32>i << 8) | (<u32>a << 16) | (<u32>f << 24)));
        this.removeTalon(i - gone);
        this.foundKey ^= unchecked(ZF[f * 16]) ^ unchecked(ZF[f * 16 + 1]);
        unchecked((this.found[f] = 1));
        this.onFound++;
        gone++;
      }
      unchecked((this.undoExtras[sp] = <u8>gone));
      j -= gone;
    }
    pending = unchecked(this.talon[j]);
    this.removeTalon(j);
    this.turned = j;
    this.talonKey = this.talonHash();
  }

  /**
   * Undoes takeFromTalon: the card (back in `pending`) returns to its place,
   * then the aces sent up on the way (ACE_BUF, last sent first) to theirs.
   */
  putBackInTalon(m: i32, aces: i32): void {
    this.insertTalon(talonIndexOf(m) - aces, pending);
    // Lowest position first, so each goes back where it was.
    for (let i = aces - 1; i >= 0; i--) {
      const e = unchecked(ACE_BUF[i]);
      const f = <i32>(e >> 24);
      unchecked((this.found[f] = 0));
      this.onFound--;
      this.insertTalon(<i32>((e >> 8) & 0xff), <u8>((e >> 16) & 0xff));
    }
  }

  removeTalon(j: i32): void {
    for (let i = j; i < this.talonLen - 1; i++) unchecked((this.talon[i] = this.talon[i + 1]));
    this.talonLen--;
  }
  insertTalon(j: i32, c: u8): void {
    for (let i = this.talonLen; i > j; i--) unchecked((this.talon[i] = this.talon[i - 1]));
    unchecked((this.talon[j] = c));
    this.talonLen++;
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
      unchecked((this.undoFlags[sp] = <u32>k << 8));
      unchecked((this.undoExtras[sp] = <u8>removed));
      this.rehash();
      return;
    }
    if (this.turned < this.talonLen) this.turned = this.turned + this.draw < this.talonLen ? this.turned + this.draw : this.talonLen;
    else {
      this.turned = 0;
      if (this.redeals != REDEALS_UNLIMITED) this.redealsUsed++;
    }
    this.talonKey = this.talonHash();
  }

  undoStockMove(sp: i32): void {
    if (!this.dealToPiles) return; // turned and redealsUsed are restored by undo()
    for (let e = <i32>unchecked(this.undoExtras[sp]); e > 0; e--) this.restoreRun(unchecked(this.extras[--this.extraTop]));
    const k = <i32>(unchecked(this.undoFlags[sp]) >> 8);
    for (let i = this.talonLen - 1; i >= 0; i--) unchecked((this.talon[i + k] = this.talon[i]));
    for (let p = k - 1; p >= 0; p--) unchecked((this.talon[p] = this.popPile(p)));
    this.talonLen += k;
    this.rehash();
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
    let f = <i32>s;
    while (f < this.nFound && unchecked(this.found[f]) != 0) f += 4;
    if (f >= this.nFound) return false;
    for (let i = 0; i < r; i++) this.popPile(p);
    this.foundKey ^= unchecked(ZF[f * 16]) ^ unchecked(ZF[f * 16 + r]);
    unchecked((this.found[f] = r));
    this.onFound += r;
    const up: u32 = this.turnUp(p) ? 1 : 0;
    unchecked((this.extras[this.extraTop++] = EXTRA_RUN | (<u32>p << 8) | (<u32>f << 16) | (up << 24)));
    return true;
  }

  /** Undoes a removeRun recorded as `e`. */
  restoreRun(e: u32): void {
    const p = <i32>((e >> 8) & 0xff);
    const f = <i32>((e >> 16) & 0xff);
    if ((e >> 24) != 0) unchecked((this.down[p] = this.down[p] + 1));
    unchecked((this.found[f] = 0));
    this.onFound -= this.ranks;
    for (let i = 0; i < this.ranks; i++) this.pushPile(p, <u8>(((this.ranks - 1 - i) << 2) | (f & 3)));
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
    } else if (src < TALON) {
      const f = src - FOUND0;
      const n = unchecked(this.found[f]);
      c = <u8>((this.foundationDown ? this.ranks - n : n - 1) << 2 | (f & 3));
      this.foundKey ^= unchecked(ZF[f * 16 + n]) ^ unchecked(ZF[f * 16 + n - 1]);
      unchecked((this.found[f] = n - 1));
      this.onFound--;
    } else c = pending; // the talon card taken out by takeFromTalon
    if (dst < CELL0) this.pushPile(dst, c);
    else if (dst < FOUND0) {
      unchecked((this.cell[dst - CELL0] = c));
      this.cellsSum += unchecked(ZC[c]);
    } else if (dst < TALON) {
      const f = dst - FOUND0;
      const n = unchecked(this.found[f]);
      this.foundKey ^= unchecked(ZF[f * 16 + n]) ^ unchecked(ZF[f * 16 + n + 1]);
      unchecked((this.found[f] = n + 1));
      this.onFound++;
    } else pending = c; // back towards the talon (undo)
  }

  key(): u64 {
    return this.pilesSum ^ fmix(this.cellsSum + 0x9e3779b97f4a7c15) ^ this.foundKey ^ this.talonKey;
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

  /**
   * [the rules record (RULE_COUNT values), then per pile: height, face-down
   * count, cards (HIDDEN for face-down ones); the cells (NO_CARD if empty);
   * the foundation counts]. The rules are public and all these tableaus are
   * open, so a player sees everything but face-down cards.
   */
  observe(out: StaticArray<u8>): i32 {
    return this.write(out, true);
  }
  dump(out: StaticArray<u8>): i32 {
    return this.write(out, false);
  }

  rule(index: i32): i32 {
    if (index == RULE_PILES) return this.nPiles;
    if (index == RULE_CELLS) return this.nCells;
    if (index == RULE_DECKS) return this.decks;
    if (index == RULE_RANKS) return this.ranks;
    if (index == RULE_FOUNDATION_DOWN) return this.foundationDown ? 1 : 0;
    if (index == RULE_BUILD_UP) return this.buildUp ? 1 : 0;
    if (index == RULE_BUILD_SUIT) return this.buildSuit;
    if (index == RULE_MOVE_UNIT) return this.unit;
    if (index == RULE_SUPERMOVE) return this.supermove;
    if (index == RULE_FILL) return this.fill;
    if (index == RULE_WORRY_BACK) return this.worryBack ? 1 : 0;
    if (index == RULE_RUN_SUIT) return this.runSuit;
    if (index == RULE_DRAW) return this.draw;
    if (index == RULE_REDEALS) return this.redeals;
    if (index == RULE_DEAL_TO_PILES) return this.dealToPiles ? 1 : 0;
    if (index == RULE_REMOVE_RUNS) return this.removeRuns ? 1 : 0;
    if (index == RULE_SINGLES_UP) return this.singlesUp ? 1 : 0;
    if (index == RULE_COMPULSORY_ACES) return this.compulsoryAces ? 1 : 0;
    return this.dealtDown ? 1 : 0;
  }

  write(out: StaticArray<u8>, hide: bool): i32 {
    let k = 0;
    for (let r = 0; r < RULE_COUNT; r++) unchecked((out[k++] = <u8>this.rule(r)));
    for (let p = 0; p < this.nPiles; p++) {
      const n = unchecked(this.len[p]);
      const d = unchecked(this.down[p]);
      unchecked((out[k++] = <u8>n));
      unchecked((out[k++] = <u8>d));
      for (let i = 0; i < n; i++) unchecked((out[k++] = hide && i < d ? HIDDEN : this.at(p, i)));
    }
    for (let q = 0; q < this.nCells; q++) unchecked((out[k++] = this.cell[q]));
    for (let f = 0; f < this.nFound; f++) unchecked((out[k++] = <u8>this.found[f]));
    // The talon: cards still in the stock, on the waste, redeals used, then
    // the waste from its bottom; a player cannot see the stock, the dump has it.
    unchecked((out[k++] = <u8>(this.talonLen - this.turned)));
    unchecked((out[k++] = <u8>this.turned));
    unchecked((out[k++] = <u8>this.redealsUsed));
    const shown = hide ? this.turned : this.talonLen;
    for (let i = 0; i < shown; i++) unchecked((out[k++] = this.talon[i]));
    return k;
  }

  // ---- solutions as a player's moves -----------------------------------------

  /**
   * Writes the line path[0..n) from the current position as a player's moves:
   * each talon move becomes the stock turns (and, with compulsory aces, the
   * aces they show going up) that bring its card to the waste's top, then the
   * play of that card. Leaves the position as it found it. Returns the count.
   */
  expand(path: StaticArray<i32>, n: i32, out: StaticArray<i32>): i32 {
    let k = 0;
    for (let i = 0; i < n; i++) {
      const m = unchecked(path[i]);
      if (srcOf(m) != TALON) {
        this.apply(m);
        unchecked((out[k++] = m));
        continue;
      }
      let target = talonIndexOf(m);
      let guard = 0;
      while (this.turned - 1 != target && guard++ < 4 * CAP) {
        const ace = this.compulsoryAces ? this.compulsoryAce() : 0;
        const step = ace != 0 ? ace : STOCK_MOVE;
        // An ace played from the waste sat below the target: the target moves down one.
        if (ace != 0 && srcOf(ace) == TALON) target--;
        this.apply(step);
        unchecked((out[k++] = step));
      }
      const play = moveOf(TALON, dstOf(m), 1) | ((this.turned - 1) << 20);
      this.apply(play);
      unchecked((out[k++] = play));
    }
    for (let i = k - 1; i >= 0; i--) this.undo(unchecked(out[i]));
    return k;
  }

  // ---- best-first search support ------------------------------------------

  /** Bytes of a packed position: per pile height, face-down count, cards; cells; foundations; talon. */
  packedSize(): i32 {
    return 2 * this.nPiles + this.total + this.nCells + this.nFound + 3;
  }

  pack(ptr: usize): void {
    let k: usize = 0;
    for (let p = 0; p < this.nPiles; p++) {
      const n = unchecked(this.len[p]);
      store<u8>(ptr + k++, <u8>n);
      store<u8>(ptr + k++, <u8>this.down[p]);
      memory.copy(ptr + k, changetype<usize>(this.cards) + <usize>(p * CAP), n);
      k += n;
    }
    for (let q = 0; q < this.nCells; q++) store<u8>(ptr + k++, unchecked(this.cell[q]));
    for (let f = 0; f < this.nFound; f++) store<u8>(ptr + k++, <u8>this.found[f]);
    store<u8>(ptr + k++, <u8>this.talonLen);
    store<u8>(ptr + k++, <u8>this.turned);
    store<u8>(ptr + k++, <u8>this.redealsUsed);
    memory.copy(ptr + k, changetype<usize>(this.talon), this.talonLen);
  }

  unpack(ptr: usize): void {
    let k: usize = 0;
    for (let p = 0; p < this.nPiles; p++) {
      const n = <i32>load<u8>(ptr + k++);
      unchecked((this.len[p] = n));
      unchecked((this.down[p] = <i32>load<u8>(ptr + k++)));
      memory.copy(changetype<usize>(this.cards) + <usize>(p * CAP), ptr + k, n);
      k += n;
    }
    for (let q = 0; q < this.nCells; q++) unchecked((this.cell[q] = load<u8>(ptr + k++)));
    this.onFound = 0;
    for (let f = 0; f < this.nFound; f++) {
      const n = <i32>load<u8>(ptr + k++);
      unchecked((this.found[f] = n));
      this.onFound += n;
    }
    this.talonLen = <i32>load<u8>(ptr + k++);
    this.turned = <i32>load<u8>(ptr + k++);
    this.redealsUsed = <i32>load<u8>(ptr + k++);
    memory.copy(changetype<usize>(this.talon), ptr + k, this.talonLen);
    this.sp = 0;
    this.extraTop = 0;
    this.rehash();
  }

  /**
   * How close the position looks to a win (higher is closer): cards up, the
   * cards still covering each suit's next card, free cells and empty piles.
   */
  heuristic(): i32 {
    // Per suit, the rank its foundation needs next (one deck; two decks take
    // the lower of the two foundations, which is what is needed first).
    let n0 = this.nextRank(0), n1 = this.nextRank(1), n2 = this.nextRank(2), n3 = this.nextRank(3);
    if (this.decks == 2) {
      n0 = this.foundationDown ? max(n0, this.nextRank(4)) : min(n0, this.nextRank(4));
      n1 = this.foundationDown ? max(n1, this.nextRank(5)) : min(n1, this.nextRank(5));
      n2 = this.foundationDown ? max(n2, this.nextRank(6)) : min(n2, this.nextRank(6));
      n3 = this.foundationDown ? max(n3, this.nextRank(7)) : min(n3, this.nextRank(7));
    }
    const down = this.foundationDown;
    let h = this.onFound * 64;
    let built = 0;
    let blockers = 0;
    for (let p = 0; p < this.nPiles; p++) {
      const n = unchecked(this.len[p]);
      const base = p * CAP;
      // Lowest foundation-order rank of each suit seen so far from the bottom.
      let m0 = 99, m1 = 99, m2 = 99, m3 = 99;
      let below: u8 = 0xff;
      for (let i = 0; i < n; i++) {
        const c = unchecked(this.cards[base + i]);
        const s = <i32>(c & 3);
        const rank = this.rank(c);
        const next = s == 0 ? n0 : s == 1 ? n1 : s == 2 ? n2 : n3;
        // How many cards of the suit must go up before this one (0: it is next).
        const wait = down ? next - rank : rank - next;
        const over = n - 1 - i;
        if (wait == 0) h -= 12 * over + 4;
        else if (wait == 1) h -= 5 * over;
        if (below != 0xff && this.runLinks(c, below)) built++;
        below = c;
        const r = down ? 14 - rank : rank;
        const low = s == 0 ? m0 : s == 1 ? m1 : s == 2 ? m2 : m3;
        if (low < r) blockers++;
        else if (s == 0) m0 = r;
        else if (s == 1) m1 = r;
        else if (s == 2) m2 = r;
        else m3 = r;
      }
    }
    const free = this.freeCells();
    const empty = this.emptyPiles();
    // Face-down cards: each one is a card nothing can be done with yet.
    let hidden = 0;
    for (let p = 0; p < this.nPiles; p++) hidden += unchecked(this.down[p]);
    return h + built * 6 - blockers * 8 + free * 16 + empty * 40 + (free + 1) * (empty + 1) * 4 - hidden * 10;
  }

  /**
   * Becomes the position an observation shows (a strategy's private model:
   * face-down cards stay HIDDEN, and nothing else is known).
   */
  load(obs: StaticArray<u8>): void {
    let k = 0;
    for (let r = 0; r < RULE_COUNT; r++) this.setSetting(r, <i32>unchecked(obs[k++]));
    this.nFound = 4 * this.decks;
    this.total = 4 * this.decks * this.ranks;
    for (let p = 0; p < this.nPiles; p++) {
      const n = <i32>unchecked(obs[k++]);
      unchecked((this.len[p] = n));
      unchecked((this.down[p] = <i32>obs[k++]));
      for (let i = 0; i < n; i++) unchecked((this.cards[p * CAP + i] = obs[k++]));
    }
    for (let q = 0; q < this.nCells; q++) unchecked((this.cell[q] = obs[k++]));
    this.onFound = 0;
    for (let f = 0; f < this.nFound; f++) {
      const n = <i32>unchecked(obs[k++]);
      unchecked((this.found[f] = n));
      this.onFound += n;
    }
    // The talon: the stock's cards are unknown (HIDDEN) to a player's model.
    const stock = <i32>unchecked(obs[k++]);
    this.turned = <i32>unchecked(obs[k++]);
    this.redealsUsed = <i32>unchecked(obs[k++]);
    this.talonLen = this.turned + stock;
    for (let i = 0; i < this.turned; i++) unchecked((this.talon[i] = obs[k++]));
    for (let i = this.turned; i < this.talonLen; i++) unchecked((this.talon[i] = HIDDEN));
    this.sp = 0;
    this.extraTop = 0;
    this.rehash();
  }
}
