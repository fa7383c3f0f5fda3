// One-Handed Solitaire, reference rules. The deck is drawn from the end of
// `deck`; the hand's last card is its top.

import { plural } from "../../core/figures.ts";
import { cardText, rankOf, suitOf, type Card } from "../../core/cards.ts";
import type { Layout } from "../../core/layout.ts";
import { IllegalMove, type ReferenceGame, type TableView } from "./reference.ts";

export const DRAW = 1;
export const DISCARD4 = 2;
export const DISCARD2 = 3;
export const TURN = 4;

export class OneHandedReference implements ReferenceGame {
  private deck: Card[];
  private hand: Card[] = [];
  private pass = 1;
  private readonly total: number;

  constructor(
    layout: Layout,
    private readonly passes: number,
  ) {
    this.deck = [...layout.row].reverse(); // row is drawing order
    this.total = layout.row.length;
  }

  private topFour(): Card[] | null {
    return this.hand.length >= 4 ? this.hand.slice(-4) : null;
  }

  legalMoves(): number[] {
    const four = this.topFour();
    if (four) {
      if (rankOf(four[0]) === rankOf(four[3])) return [DISCARD4];
      if (suitOf(four[0]) === suitOf(four[3])) return [DISCARD2];
    }
    if (this.deck.length > 0) return [DRAW];
    if (this.pass < this.passes && this.hand.length > 0) return [TURN];
    return [];
  }

  apply(move: number): void {
    if (!this.legalMoves().includes(move)) throw new IllegalMove(`move ${move} is not legal in one-handed here`);
    if (move === DRAW) this.hand.push(this.deck.pop()!);
    else if (move === DISCARD4) this.hand.splice(-4, 4);
    else if (move === DISCARD2) this.hand.splice(-3, 2);
    else {
      // Turn the hand over: its top card ends at the bottom and is drawn first.
      this.deck = this.hand;
      this.hand = [];
      this.pass++;
    }
  }

  won(): boolean {
    return this.hand.length === 0 && this.deck.length === 0;
  }
  score(): number {
    return this.total - this.hand.length - this.deck.length;
  }
  observe(): number[] {
    return [this.hand.length, this.deck.length, this.pass, ...this.hand];
  }
  dump(): number[] {
    return [this.deck.length, this.hand.length, this.pass, ...this.deck, ...this.hand];
  }

  describe(move: number): string {
    const four = this.topFour();
    if (move === DRAW) return `draw ${cardText(this.deck[this.deck.length - 1])}`;
    if (move === DISCARD4) return `discard ${four!.map(cardText).join(" ")}: ${cardText(four![0])} and ${cardText(four![3])} have the same rank`;
    if (move === DISCARD2)
      return `discard the middle two, ${cardText(four![1])} ${cardText(four![2])}: ${cardText(four![0])} and ${cardText(four![3])} have the same suit`;
    return `turn the hand of ${this.hand.length} over for pass ${this.pass + 1}`;
  }

  view(): TableView {
    return {
      zones: [
        { label: "deck", piles: [{ label: `${this.deck.length}`, cards: this.deck.map((card) => ({ card, up: false })), spread: "none" }] },
        { label: "hand", piles: [{ cards: this.hand.map((card) => ({ card, up: true })), spread: "right" }] },
      ],
      status: `${plural(this.hand.length, "card")} in hand, ${this.deck.length} in the deck, pass ${this.pass} of ${this.passes}, ${this.score()} discarded`,
    };
  }

  show(): string[] {
    return [`hand: ${this.hand.map(cardText).join(" ") || "(empty)"}   deck: ${plural(this.deck.length, "card")}   pass ${this.pass}`];
  }
}
