// The hole games, reference rules (docs/rules.md): Black Hole, Golf and Worm
// Hole. Piles of face-up cards; a pile's top card goes onto the hole when its
// rank is one above or below the hole's top card (with loops, the deck's top
// rank and the ace are neighbours too). A stock is turned onto the hole one
// card at a time; a cell takes any pile's top card, which may then go onto the
// hole. Won when the piles and cells are empty.
// Kept as the player sees the table: piles bottom first, the stock, the cells
// and the hole's cards in the order they went.

import { plural as count } from "../../core/figures.ts";
import { cardText, rankOf, type Card } from "../../core/cards.ts";
import type { Layout } from "../../core/layout.ts";
import { IllegalMove, type ReferenceGame, type TableView, type Zone } from "./reference.ts";

const NO_CARD = 0xff;
const CELL_TO_HOLE = 32;
const DEAL = 64;
const TO_CELL = 128;

export interface HoleRules {
  cells: number;
  loops: boolean;
  ranks: number;
}

export class HoleReference implements ReferenceGame {
  private readonly piles: Card[][];
  private readonly stock: Card[];
  private readonly cells: (Card | null)[];
  private readonly hole: Card[];
  private readonly total: number;

  constructor(
    layout: Layout,
    private readonly rules: HoleRules,
  ) {
    if (layout.piles.length < 1 || layout.piles.length > 20) throw new Error(`a hole game takes 1 to 20 piles, not ${layout.piles.length}`);
    if (layout.foundations.length !== 1 || !layout.foundations[0].length) throw new Error("a hole game starts with one card in the hole");
    if (layout.cells.length > rules.cells) throw new Error(`the deal fills ${layout.cells.length} cells, the rules have ${rules.cells}`);
    this.piles = layout.piles.map((p) => [...p]);
    this.stock = [...layout.stock];
    this.cells = Array.from({ length: rules.cells }, (_, i) => layout.cells[i] ?? null);
    this.hole = [...layout.foundations[0]];
    this.total = this.piles.flat().length + this.cells.filter((c) => c !== null).length;
  }

  private top(p: number): Card | undefined {
    return this.piles[p][this.piles[p].length - 1];
  }
  private holeTop(): Card {
    return this.hole[this.hole.length - 1];
  }
  private left(): number {
    return this.piles.flat().length + this.cells.filter((c) => c !== null).length;
  }

  /** Card c goes onto the hole's top card: ranks one apart, or the top rank and the ace with loops. */
  private fits(c: Card): boolean {
    const d = Math.abs(rankOf(c) - rankOf(this.holeTop()));
    return d === 1 || (this.rules.loops && d === this.rules.ranks - 1);
  }

  legalMoves(): number[] {
    const moves: number[] = [];
    this.piles.forEach((_, p) => {
      const c = this.top(p);
      if (c !== undefined && this.fits(c)) moves.push(p);
    });
    this.cells.forEach((c, i) => {
      if (c !== null && this.fits(c)) moves.push(CELL_TO_HOLE + i);
    });
    if (this.stock.length) moves.push(DEAL);
    if (this.cells.includes(null)) this.piles.forEach((p, i) => p.length && moves.push(TO_CELL + i));
    return moves;
  }

  apply(move: number): void {
    if (!this.legalMoves().includes(move)) throw new IllegalMove(`move ${move} is not legal in a hole game here`);
    if (move < CELL_TO_HOLE) this.hole.push(this.piles[move].pop()!);
    else if (move < DEAL) {
      this.hole.push(this.cells[move - CELL_TO_HOLE]!);
      this.cells[move - CELL_TO_HOLE] = null;
    } else if (move === DEAL) this.hole.push(this.stock.pop()!);
    else this.cells[this.cells.indexOf(null)] = this.piles[move - TO_CELL].pop()!;
  }

  won(): boolean {
    return this.left() === 0;
  }
  score(): number {
    return this.total - this.left();
  }

  observe(): number[] {
    return [
      this.piles.length,
      this.cells.length,
      this.stock.length,
      this.holeTop(),
      this.rules.loops ? 1 : 0,
      this.rules.ranks,
      ...this.piles.map((p) => p.length),
      ...this.piles.flat(),
      ...this.cells.map((c) => c ?? NO_CARD),
    ];
  }
  dump(): number[] {
    return [...this.observe(), ...this.stock];
  }

  describe(move: number): string {
    if (move === DEAL) return `turn ${cardText(this.stock[this.stock.length - 1])} from the stock onto the hole`;
    if (move >= TO_CELL) return `put ${cardText(this.top(move - TO_CELL)!)} (pile ${move - TO_CELL + 1}) into a cell`;
    const card = move < CELL_TO_HOLE ? this.top(move)! : this.cells[move - CELL_TO_HOLE]!;
    const from = move < CELL_TO_HOLE ? `pile ${move + 1}` : "a cell";
    return `${cardText(card)} (${from}) onto ${cardText(this.holeTop())} in the hole`;
  }

  view(): TableView {
    const zones: Zone[] = [{ label: "hole", piles: [{ label: `${this.hole.length}`, cards: this.hole.map((card) => ({ card, up: true })), spread: "none" }] }];
    if (this.stock.length)
      zones.push({ label: "stock", piles: [{ label: `${this.stock.length}`, cards: this.stock.map((card) => ({ card, up: false })), spread: "none" }] });
    if (this.cells.length)
      zones.push({
        label: "cells",
        piles: this.cells.map((c, i) => ({ label: `${i + 1}`, cards: c === null ? [] : [{ card: c, up: true }], spread: "none" })),
      });
    zones.push({
      label: "piles",
      piles: this.piles.map((p, i) => ({ label: `${i + 1}`, cards: p.map((card) => ({ card, up: true })), spread: "down" })),
    });
    const left = this.left();
    return { zones, status: `${count(this.total - left, "card")} in the hole, ${left} left${this.stock.length ? `, ${this.stock.length} in the stock` : ""}` };
  }

  show(): string[] {
    const piles = this.piles.map((p) => (p.length ? p.map(cardText).join(" ") : "--")).join(" | ");
    const cells = this.cells.length ? `   cells ${this.cells.map((c) => (c === null ? "--" : cardText(c))).join(" ")}` : "";
    return [`hole ${cardText(this.holeTop())}   stock ${this.stock.length}${cells}`, `piles: ${piles}`];
  }
}
