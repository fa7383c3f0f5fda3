// Accordion, reference rules. Keeps every pile whole (bottom card first), as a
// player would see the table, and deals from the layout's row in order.

import { plural } from "../../core/figures.ts";
import { cardText, rankOf, suitOf, type Card } from "../../core/cards.ts";
import type { Layout } from "../../core/layout.ts";
import { IllegalMove, type ReferenceGame, type TableView } from "./reference.ts";

export const DEAL = 0;
const pileMove = (from: number, leap: boolean) => (from << 1) | (leap ? 1 : 0);

export class AccordionReference implements ReferenceGame {
  private piles: Card[][] = [];
  private readonly deck: Card[];
  private dealt = 0;

  constructor(layout: Layout, online: boolean) {
    this.deck = [...layout.row];
    if (!online) while (this.dealt < this.deck.length) this.deal();
  }

  private deal(): void {
    this.piles.push([this.deck[this.dealt++]]);
  }
  private top(i: number): Card {
    return this.piles[i][this.piles[i].length - 1];
  }
  private canJoin(from: number, onto: number): boolean {
    if (onto < 0) return false;
    const a = this.top(from);
    const b = this.top(onto);
    return suitOf(a) === suitOf(b) || rankOf(a) === rankOf(b);
  }

  legalMoves(): number[] {
    const moves: number[] = [];
    for (let i = 1; i < this.piles.length; i++) {
      if (this.canJoin(i, i - 1)) moves.push(pileMove(i, false));
      if (this.canJoin(i, i - 3)) moves.push(pileMove(i, true));
    }
    if (this.dealt < this.deck.length) moves.push(DEAL);
    return moves;
  }

  apply(move: number): void {
    if (!this.legalMoves().includes(move)) throw new IllegalMove(`move ${move} is not legal in accordion here`);
    if (move === DEAL) {
      this.deal();
      return;
    }
    const from = move >> 1;
    const onto = from - (move & 1 ? 3 : 1);
    this.piles[onto].push(...this.piles[from]);
    this.piles.splice(from, 1);
  }

  won(): boolean {
    return this.piles.length === 1 && this.dealt === this.deck.length;
  }
  score(): number {
    return this.piles.length + this.deck.length - this.dealt;
  }
  observe(): number[] {
    return [this.piles.length, this.dealt, this.deck.length, ...this.piles.map((_, i) => this.top(i))];
  }
  dump(): number[] {
    return this.observe();
  }

  describe(move: number): string {
    if (move === DEAL) return `deal ${cardText(this.deck[this.dealt])} as pile ${this.piles.length + 1}`;
    const from = move >> 1;
    const leap = (move & 1) === 1;
    const onto = from - (leap ? 3 : 1);
    const a = this.top(from);
    const b = this.top(onto);
    const why = suitOf(a) === suitOf(b) ? "same suit" : "same rank";
    const size = this.piles[from].length;
    const what = size === 1 ? cardText(a) : `the ${size}-card pile topped by ${cardText(a)}`;
    return `${leap ? "leap" : "slide"} ${what} (pile ${from + 1}) onto ${cardText(b)} (pile ${onto + 1}${leap ? ", three left" : ""}): ${why}`;
  }

  view(): TableView {
    const left = this.deck.length - this.dealt;
    const zones = [
      {
        label: "row",
        piles: this.piles.map((p, i) => ({
          label: `${i + 1}${p.length > 1 ? ` (${p.length})` : ""}`,
          cards: p.map((card) => ({ card, up: true })),
          spread: "none" as const,
        })),
      },
    ];
    if (left) {
      const cards = this.deck.slice(this.dealt).map((card) => ({ card, up: false }));
      zones.push({ label: "to deal", piles: [{ label: `${left}`, cards, spread: "none" as const }] });
    }
    return { zones, status: `${plural(this.piles.length, "pile")}${left ? `, ${plural(left, "card")} to deal` : ""}` };
  }

  show(): string[] {
    const row = this.piles.map((p) => cardText(p[p.length - 1]) + (p.length > 1 ? `(${p.length})` : "")).join(" ");
    const left = this.deck.length - this.dealt;
    return [`${plural(this.piles.length, "pile")}: ${row}${left ? `   [${left} to deal]` : ""}`];
  }
}
