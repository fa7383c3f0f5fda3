// The tableau games, reference rules: one class that reads a TableauRules
// record, written from docs/rules.md and independent of the engine (it keeps a
// stock and a waste as a player does, where the engine keeps one talon). Moves
// use the engine's encoding (tableau-moves.ts); what the viewer shows is
// tableau-view.ts.

import { cardText, isRed, makeCard, rankOf, suitOf, SUIT_NAMES, type Card } from "../../core/cards.ts";
import { cardShown, type Layout } from "../../core/layout.ts";
import type { TableauRules } from "../tableau-rules.ts";
import { rulesToEngine } from "../tableau-rules.ts";
import { IllegalMove, type ReferenceGame, type TableView } from "./reference.ts";
import { CELL0, FOUND0, WASTE, STOCK, STOCK_MOVE, tableauMove, srcOf, dstOf, countOf } from "./tableau-moves.ts";
import { tableauCardPlaces, tableauView, type TableauSnapshot } from "./tableau-view.ts";
import { suitDealt, type SuitsInPlay } from "../../core/numbering.ts";

const NO_CARD = 0xff;
const HIDDEN = 0xfe;

export class TableauReference implements ReferenceGame {
  private piles: Card[][];
  /** Face-down cards at the bottom of each pile. */
  private down: number[];
  private cells: (Card | null)[];
  /** Cards on each foundation; foundation f takes suit f % 4 as dealt with the suits in play (slotSuit). */
  private foundations: number[];
  /** The stock, its top (the next card turned) last; the waste, its top last. */
  private stock: Card[];
  private waste: Card[];
  private redealsUsed = 0;
  private readonly total: number;
  /** The real rank of the cards dealt as aces (Layout.rankBase: Canfield's random base); what is shown names ranks from it. */
  private readonly rankBase: number;
  /** slotSuit's answers, worked out once (a replay asks them for every source of every move). */
  private readonly slotSuits: number[];

  constructor(
    layout: Layout,
    private readonly rules: TableauRules,
  ) {
    this.rankBase = layout.rankBase ?? 1;
    // Plain loops and copies: a run makes one for every line it replays.
    const suits = Number(rules.suits ?? "4") as SuitsInPlay;
    this.slotSuits = [];
    for (let f = 0; f < 4 * rules.decks; f++) this.slotSuits.push(suitDealt(f % 4, suits));
    this.piles = layout.piles.map((p) => p.slice());
    const marked = (layout.faceDown ?? []).some((d) => d > 0);
    this.down = layout.piles.map((p, i) => (marked ? (layout.faceDown?.[i] ?? 0) : rules.dealtDown ? Math.max(0, p.length - 1) : 0));
    // A stacked reserve shows its top card only.
    if (rules.stackedReserve && this.piles[rules.piles]) this.down[rules.piles] = Math.max(0, this.piles[rules.piles].length - 1);
    this.cells = [];
    for (let i = 0; i < rules.cells; i++) this.cells.push(layout.cells[i] ?? null);
    this.foundations = Array(4 * rules.decks).fill(0);
    for (const f of layout.foundations) {
      if (!f.length) continue;
      const slot = this.foundations.findIndex((n, i) => n === 0 && this.slotSuit(i) === suitOf(f[0]));
      this.foundations[slot] = f.length;
    }
    this.stock = layout.stock.slice();
    this.waste = layout.waste.slice();
    this.total = 4 * rules.decks * rules.ranks;
  }

  /** An independent copy (for brute-force searches in tests); with `keepMoves`, with its list of legal moves if made. */
  clone(keepMoves = false): TableauReference {
    const c = Object.create(TableauReference.prototype) as TableauReference;
    Object.assign(c, this);
    c.piles = this.piles.map((p) => p.slice());
    c.down = this.down.slice();
    c.cells = this.cells.slice();
    c.foundations = this.foundations.slice();
    c.stock = this.stock.slice();
    c.waste = this.waste.slice();
    // The same position has the same moves (the list is never changed in place:
    // apply drops it); without it the copy's apply() checks a move against its
    // own source and target only, the path a replay takes.
    c.legal = keepMoves ? this.legal : null;
    return c;
  }

  // ---- rules ----

  /** The suit foundation f takes: f % 4, as dealt with the suits in play (Spider: 2 suits, spades and hearts; 1, spades). */
  private slotSuit(f: number): number {
    return this.slotSuits[f];
  }

  private follows(card: Card, onto: Card, suitRule: TableauRules["buildSuit"]): boolean {
    if (rankOf(card) !== rankOf(onto) + (this.rules.buildUp ? 1 : -1)) return false;
    if (suitRule === "alternate") return isRed(card) !== isRed(onto);
    if (suitRule === "same") return suitOf(card) === suitOf(onto);
    return true;
  }
  /** May `card` be placed on `onto` in the tableau? */
  private builds(card: Card, onto: Card): boolean {
    return this.follows(card, onto, this.rules.buildSuit);
  }

  private foundationRank(f: number): number {
    const n = this.foundations[f];
    return this.rules.foundationDown ? this.rules.ranks - n : n + 1;
  }

  private foundationFor(card: Card): number {
    for (let f = 0; f < this.foundations.length; f++) if (this.slotSuit(f) === suitOf(card) && this.foundationRank(f) === rankOf(card)) return f;
    return -1;
  }

  /** The cards on foundation f, bottom first. */
  private foundationCards(f: number): Card[] {
    return Array.from({ length: this.foundations[f] }, (_, k) => makeCard(this.rules.foundationDown ? this.rules.ranks - k : k + 1, this.slotSuit(f)));
  }

  private foundationTop(f: number): Card {
    const n = this.foundations[f];
    return makeCard(this.rules.foundationDown ? this.rules.ranks - n + 1 : n, this.slotSuit(f));
  }

  private topCard(loc: number): Card | null {
    if (loc < CELL0) {
      const p = this.piles[loc];
      return p.length > this.down[loc] ? p[p.length - 1] : null;
    }
    if (loc === WASTE) return this.waste.length ? this.waste[this.waste.length - 1] : null;
    return this.cells[loc - CELL0];
  }

  /** How many face-up cards on top of pile p form a run (by the run's suit rule). */
  private run(p: number): number {
    const pile = this.piles[p];
    if (pile.length <= this.down[p]) return 0;
    if (this.rules.moveUnit === "single") return 1;
    let k = 1;
    while (pile.length - k - 1 >= this.down[p] && this.follows(pile[pile.length - k], pile[pile.length - k - 1], this.rules.runSuit)) k++;
    return k;
  }

  /**
   * The largest group a run of `run` cards moved card by card (moveUnit
   * "runs") may move as, with `free` cells and `spaces` empty piles to pass
   * it through (the target not among them).
   */
  private largestGroup(run: number, free: number, spaces: number): number {
    return Math.min(run, this.rules.supermove === "seed" ? free + 1 : (free + 1) * (spaces > 0 ? 2 ** spaces : 1));
  }

  /** Where computeLegalMoves' loop takes source `src` (piles, cells, the waste, a stacked reserve), or -1: no move of that loop comes from it. */
  private sourceSlot(src: number): number {
    const n = this.tableauPiles;
    if (src < n) return src;
    if (src === n && this.rules.stackedReserve) return n + this.cells.length + 1;
    if (src >= CELL0 && src < CELL0 + this.cells.length) return n + src - CELL0;
    return src === WASTE ? n + this.cells.length : -1;
  }

  /** Empty cells; a reserve's emptied places take no card, so it has none. */
  private freeCells(): number {
    let n = 0;
    if (!this.rules.reserve) for (let i = 0; i < this.cells.length; i++) if (this.cells[i] === null) n++;
    return n;
  }

  private emptyPiles(): number {
    let n = 0;
    for (let p = 0; p < this.tableauPiles; p++) if (this.piles[p].length === 0) n++;
    return n;
  }

  /** May `head` (coming from `src`) fill a space: any card, a king, (fill waste) only the waste's card, or (fill none) no card. */
  private mayFillSpace(head: Card, src: number): boolean {
    if (this.rules.fill === "none") return false;
    if (this.rules.fill === "waste") return src === WASTE;
    return this.rules.fill === "any" || rankOf(head) === this.rules.ranks;
  }

  /** The tableau's piles (a stacked reserve is held after them, as pile `piles`). */
  private get tableauPiles(): number {
    return this.rules.piles;
  }

  private canRedeal(): boolean {
    return this.rules.redeals === "inf" || this.redealsUsed < this.rules.redeals;
  }

  /** The move that sends up an ace just released (Emperor), if any. */
  private compulsoryAce(): number | null {
    for (const src of [...this.piles.keys()].slice(0, this.tableauPiles).concat(WASTE)) {
      const c = this.topCard(src);
      if (c === null || rankOf(c) !== 1) continue;
      const f = this.foundationFor(c);
      if (f >= 0) return this.withTalonIndex(tableauMove(src, FOUND0 + f, 1), src);
    }
    return null;
  }

  /** Moves from the waste carry its top card's index in the engine's talon (the waste's length - 1). */
  private withTalonIndex(m: number, src: number): number {
    return src === WASTE ? m | ((this.waste.length - 1) << 20) : m;
  }

  /** The legal moves of the current position, computed once per position. */
  private legal: number[] | null = null;

  legalMoves(): number[] {
    this.legal ??= this.computeLegalMoves();
    return [...this.legal];
  }

  /**
   * The legal moves, or with `only` the legal moves from that source (a pile,
   * a cell, WASTE, a foundation, STOCK) and with `onlyDst` too, those to that
   * destination: the same loops, the other sources and destinations skipped.
   * A compulsory ace, when there is one, is the only legal move whatever
   * `only` asks.
   */
  private computeLegalMoves(only = -1, onlyDst = -1): number[] {
    if (this.rules.compulsoryAces) {
      const forced = this.compulsoryAce();
      if (forced !== null) return [forced];
    }
    if (this.rules.fillFromTalon) {
      const fill = this.talonFill();
      if (fill !== null) return [fill];
    }
    if (this.rules.stackedReserve) {
      const fill = this.reserveFill();
      if (fill !== null) return [fill];
    }
    // Plain loops, no closures or copies: a replay asks this once per move of every line it checks.
    const moves: number[] = [];
    const nPiles = this.tableauPiles;
    // Counted once, and only where a move to a pile or the stock's deal asks them (a replay's move to a cell or a foundation does not).
    let freeCells = -1;
    let emptyPiles = -1;
    const toPiles = onlyDst < 0 || onlyDst < CELL0;
    const whole = this.rules.moveUnit === "whole";
    // Sources: the piles, then the cells, then the waste, then a stacked reserve (pile nPiles, its top card alone).
    const sources = nPiles + this.cells.length + 1 + (this.rules.stackedReserve ? 1 : 0);
    // With `only`, the loops visit that source (and `onlyDst`'s pile) alone.
    const firstSource = only >= 0 ? this.sourceSlot(only) : 0;
    const lastSource = only >= 0 ? (firstSource < 0 ? -1 : firstSource + 1) : sources;
    const firstDst = Math.max(onlyDst, 0);
    const lastDst = onlyDst >= 0 ? Math.min(onlyDst + 1, nPiles) : nPiles;
    for (let s = Math.max(0, firstSource); s < lastSource; s++) {
      const src = s < nPiles ? s : s < nPiles + this.cells.length ? CELL0 + s - nPiles : s === nPiles + this.cells.length ? WASTE : nPiles;
      if (only >= 0 && src !== only) continue;
      const card = this.topCard(src);
      if (card === null) continue;
      const talonIndex = this.withTalonIndex(0, src);
      if (this.rules.singlesUp && (onlyDst < 0 || onlyDst >= FOUND0)) {
        const f = this.foundationFor(card);
        if (f >= 0) moves.push(tableauMove(src, FOUND0 + f, 1) | talonIndex);
      }
      // The group sizes depend only on whether the target is empty: worked out
      // once per source, and only where a move to a pile is asked. The free
      // cells and spaces limit only a group of more than one card of a run
      // moved card by card (largestGroup); a space that takes no card (fill
      // none) holds none of a group on its way.
      let ontoCard = 1;
      let intoSpace = 1;
      if (toPiles && src < nPiles) {
        const run = this.run(src);
        ontoCard = intoSpace = run;
        if (run > 1 && this.rules.moveUnit === "runs") {
          if (freeCells < 0) {
            freeCells = this.freeCells();
            emptyPiles = this.emptyPiles();
          }
          const spaces = this.rules.fill === "none" ? 0 : emptyPiles;
          ontoCard = this.largestGroup(run, freeCells, spaces);
          intoSpace = this.largestGroup(run, freeCells, spaces - 1);
        }
      }
      const from = src < CELL0 ? this.piles[src] : null;
      for (let dst = firstDst; toPiles && dst < lastDst; dst++) {
        if (dst === src) continue;
        const target = this.piles[dst];
        const empty = target.length === 0;
        if (!empty && target.length <= this.down[dst]) continue;
        const most = empty ? intoSpace : ontoCard;
        if (!empty) {
          // Onto a card: the one group whose bottom card is a rank away from it (a run's ranks step by one).
          const top = target[target.length - 1];
          const g = this.rules.buildUp ? rankOf(card) - rankOf(top) : rankOf(top) - rankOf(card);
          if (g < 1 || g > most || (whole && g !== most)) continue;
          if (this.builds(from ? from[from.length - g] : card, top)) moves.push(tableauMove(src, dst, g) | talonIndex);
          continue;
        }
        // Into a space: "whole", only the whole run moves; otherwise any group of 1..most cards.
        for (let g = whole ? most : 1; g >= 1 && g <= most; g++) {
          if (this.mayFillSpace(from ? from[from.length - g] : card, src)) moves.push(tableauMove(src, dst, g) | talonIndex);
        }
      }
      if (src < nPiles && !this.rules.reserve && (onlyDst < 0 || (onlyDst >= CELL0 && onlyDst < FOUND0))) {
        for (let i = 0; i < this.cells.length; i++) if (this.cells[i] === null) moves.push(tableauMove(src, CELL0 + i, 1));
      }
    }
    if (this.rules.worryBack) {
      for (let f = 0; f < this.foundations.length; f++) {
        if (!this.foundations[f] || (only >= 0 && FOUND0 + f !== only)) continue;
        const card = this.foundationTop(f);
        for (let dst = 0; dst < nPiles; dst++) {
          const target = this.piles[dst];
          const fits =
            target.length === 0 ? this.mayFillSpace(card, FOUND0 + f) : target.length > this.down[dst] && this.builds(card, target[target.length - 1]);
          if (fits) moves.push(tableauMove(FOUND0 + f, dst, 1));
        }
      }
    }
    if (only >= 0 && only !== STOCK) return moves;
    if (emptyPiles < 0) emptyPiles = this.emptyPiles();
    if (this.rules.dealToPiles) {
      if (this.stock.length && (emptyPiles === 0 || this.rules.dealOnSpaces)) moves.push(STOCK_MOVE);
    } else if (this.rules.draw > 0 && (this.stock.length > 0 || (this.waste.length > 0 && this.canRedeal()))) moves.push(STOCK_MOVE);
    return moves;
  }

  apply(move: number): void {
    // A replay checks every move of every solution: against the list when it
    // is there (not legalMoves()'s copy), else against the moves from the
    // move's own source to its own destination only, which are the list's
    // moves between those two places.
    if (!(this.legal ?? this.computeLegalMoves(srcOf(move), dstOf(move))).includes(move)) throw new IllegalMove(`move ${move} is not legal here`);
    this.legal = null;
    if (move === STOCK_MOVE) {
      this.useStock();
      return;
    }
    const src = srcOf(move);
    const dst = dstOf(move);
    const count = countOf(move);
    // A group of cards moves from pile to pile; any other move is of one card
    // (taken without an array: a replay makes this move for most moves).
    if (count > 1) this.piles[dst].push(...this.piles[src].splice(this.piles[src].length - count, count));
    else {
      let card: Card;
      if (src < CELL0) card = this.piles[src].pop()!;
      // The waste's top, or the stock's while the waste is empty (a forced fill, talonFill).
      else if (src === WASTE) card = this.waste.length ? this.waste.pop()! : this.stock.pop()!;
      else if (src >= FOUND0) {
        card = this.foundationTop(src - FOUND0);
        this.foundations[src - FOUND0]--;
      } else {
        card = this.cells[src - CELL0]!;
        this.cells[src - CELL0] = null;
      }
      if (dst < CELL0) this.piles[dst].push(card);
      else if (dst < FOUND0) this.cells[dst - CELL0] = card;
      else this.foundations[dst - FOUND0]++;
    }
    if (src < CELL0) this.turnUp(src);
    if (dst < CELL0) this.removeRun(dst);
  }

  /** A pile showing no face-up card turns its top face-down card up. */
  private turnUp(p: number): void {
    if (this.down[p] > 0 && this.piles[p].length === this.down[p]) this.down[p]--;
  }

  /** A complete king-to-ace run of one suit on top of pile p goes to a foundation (Spider). */
  private removeRun(p: number): void {
    if (!this.rules.removeRuns) return;
    const pile = this.piles[p];
    const r = this.rules.ranks;
    if (pile.length - r < this.down[p]) return;
    const top = pile.slice(pile.length - r);
    if (!top.every((c, i) => suitOf(c) === suitOf(top[0]) && rankOf(c) === r - i)) return;
    const f = this.foundations.findIndex((n, i) => n === 0 && this.slotSuit(i) === suitOf(top[0]));
    if (f < 0) return;
    pile.splice(pile.length - r, r);
    this.foundations[f] = r;
    this.turnUp(p);
  }

  /**
   * fillFromTalon: where a pile is empty, the only move is the waste's top
   * card into the first space, or the stock's top card while the waste is
   * empty (talon index waste.length, as the engine writes a card not yet turned).
   */
  private talonFill(): number | null {
    if (!this.waste.length && !this.stock.length) return null;
    const p = this.firstSpace();
    if (p < 0) return null;
    return tableauMove(WASTE, p, 1) | (Math.max(0, this.waste.length - 1) << 20);
  }

  /** stackedReserve: where a pile is empty, the only move is the reserve's top card into the first space. */
  private reserveFill(): number | null {
    const r = this.tableauPiles;
    if (!this.piles[r].length) return null;
    const p = this.firstSpace();
    return p < 0 ? null : tableauMove(r, p, 1);
  }

  private firstSpace(): number {
    for (let p = 0; p < this.tableauPiles; p++) if (this.piles[p].length === 0) return p;
    return -1;
  }

  private useStock(): void {
    if (this.rules.dealToPiles) {
      const k = Math.min(this.tableauPiles, this.stock.length);
      for (let p = 0; p < k; p++) this.piles[p].push(this.stock.pop()!);
      for (let p = 0; p < k; p++) this.removeRun(p);
      return;
    }
    if (this.stock.length) {
      for (let i = 0; i < this.rules.draw && this.stock.length; i++) this.waste.push(this.stock.pop()!);
    } else {
      // Turn the waste over: its bottom card is the next turned.
      this.stock = this.waste.reverse();
      this.waste = [];
      if (this.rules.redeals !== "inf") this.redealsUsed++;
    }
  }

  won(): boolean {
    return this.score() === this.total;
  }
  score(): number {
    return this.foundations.reduce((a, b) => a + b, 0);
  }

  /**
   * The engine's layout: the rules record; piles (height, face-down count,
   * cards); cells; foundation counts; the talon: stock count, waste count,
   * redeals used, then the cards in turning order (waste from its bottom,
   * then the stock from its top), of which a player sees only the waste
   * (and the stock, under the stockSeen rule).
   */
  private bytes(hide: boolean): number[] {
    const out = rulesToEngine(this.rules);
    this.piles.forEach((p, i) => out.push(p.length, this.down[i], ...p.map((c, k) => (hide && k < this.down[i] ? HIDDEN : c))));
    out.push(...this.cells.map((c) => (c === null ? NO_CARD : c)));
    out.push(...this.foundations);
    out.push(this.stock.length, this.waste.length, this.redealsUsed, ...this.waste);
    if (!hide || this.rules.stockSeen) out.push(...[...this.stock].reverse());
    return out;
  }
  dump(): number[] {
    return this.bytes(false);
  }
  observe(): number[] {
    return this.bytes(true);
  }

  /** Card c as a player sees it: its rank named from the deal's base (cardShown). */
  private shown(c: Card): Card {
    return cardShown(c, this.rankBase, this.rules.ranks);
  }
  private text(c: Card): string {
    return cardText(this.shown(c));
  }

  private place(loc: number): string {
    if (loc === this.tableauPiles) return "the reserve";
    if (loc < CELL0) return `pile ${loc + 1}`;
    if (loc < FOUND0) return `${this.rules.reserve ? "reserve" : "cell"} ${loc - CELL0 + 1}`;
    if (loc === WASTE) return this.waste.length || !this.rules.fillFromTalon ? "the waste" : "the stock";
    return "its foundation";
  }

  describe(move: number): string {
    if (move === STOCK_MOVE) {
      if (this.rules.dealToPiles) {
        const n = Math.min(this.tableauPiles, this.stock.length);
        return n === 1 ? "deal a card from the stock onto the first pile" : `deal a card from the stock onto each of the first ${n} piles`;
      }
      if (this.stock.length) {
        const n = Math.min(this.rules.draw, this.stock.length);
        return `turn ${n === 1 ? "a card" : `${n} cards`} from the stock (${this.text(this.stock[this.stock.length - n])} on top)`;
      }
      return `turn the waste over as a new stock${this.rules.redeals === "inf" ? "" : ` (redeal ${this.redealsUsed + 1} of ${this.rules.redeals})`}`;
    }
    const src = srcOf(move);
    const dst = dstOf(move);
    const count = countOf(move);
    let moving: Card[];
    if (src < CELL0) moving = this.piles[src].slice(this.piles[src].length - count);
    else if (src === WASTE) moving = [this.waste.length ? this.waste[this.waste.length - 1] : this.stock[this.stock.length - 1]];
    else if (src >= FOUND0) moving = [this.foundationTop(src - FOUND0)];
    else moving = [this.cells[src - CELL0]!];
    const what = count === 1 ? this.text(moving[0]) : `${count} cards, ${this.text(moving[0])} to ${this.text(moving[count - 1])},`;
    let where: string;
    if (dst >= FOUND0) where = "to its foundation";
    else if (dst >= CELL0) where = `to cell ${dst - CELL0 + 1}`;
    else if (this.piles[dst].length === 0) where = `to the empty pile ${dst + 1}`;
    else where = `onto ${this.text(this.piles[dst][this.piles[dst].length - 1])} (pile ${dst + 1})`;
    let text = `move ${what} from ${this.place(src)} ${where}`;
    if (src < CELL0 && this.down[src] > 0 && this.piles[src].length - count === this.down[src]) {
      text += `, turning up ${this.text(this.piles[src][this.down[src] - 1])}`;
    }
    return text;
  }

  /** The position as the view reads it (tableau-view.ts). */
  private snapshot(): TableauSnapshot {
    return {
      rules: this.rules,
      piles: this.piles,
      down: this.down,
      cells: this.cells,
      foundations: this.foundations.map((_, f) => this.foundationCards(f)),
      stock: this.stock,
      waste: this.waste,
      tableauPiles: this.tableauPiles,
      score: this.score(),
      total: this.total,
      shown: (c) => this.shown(c),
    };
  }
  view(): TableView {
    return tableauView(this.snapshot());
  }
  /** The piles of view(), in its order, without drawing them. */
  cardPlaces(): Map<number, number> {
    return tableauCardPlaces(this.snapshot());
  }

  show(): string[] {
    const found = this.foundations.map((n, f) => `${"CDHS"[this.slotSuit(f)]}:${n}`).join(" ");
    const cells = this.cells.length
      ? `   ${this.rules.reserve ? "reserve" : "cells"}: ${this.cells.map((c) => (c === null ? "-" : this.text(c))).join(" ")}`
      : "";
    const talon =
      this.rules.draw > 0 || this.rules.dealToPiles
        ? `   stock: ${this.stock.length}${
            this.rules.dealToPiles
              ? ""
              : `   waste: ${
                  this.waste
                    .slice(-3)
                    .map((c) => this.text(c))
                    .join(" ") || "-"
                }`
          }`
        : "";
    return [
      `foundations ${found}${cells}${talon}`,
      ...this.piles.map((p, i) => `  ${i === this.tableauPiles ? "reserve" : i + 1}: ${p.map((c, k) => (k < this.down[i] ? "##" : this.text(c))).join(" ")}`),
    ];
  }
}

export { SUIT_NAMES };
export { CELL0, FOUND0, WASTE, STOCK_MOVE, tableauMove, srcOf, dstOf } from "./tableau-moves.ts";
