// Gaps, reference rules (docs/rules.md), written from the rules as Solvitaire
// states them: four rows of `ranks` places, dealt as the layout's four piles
// (pile r is row r, left to right); the aces are taken out and leave gaps.
// A move puts a card into a gap: the card one rank above the gap's left
// neighbour, in its suit; into a gap in the leftmost column, a 2 (with the
// fixed suit, the 2 of the row's suit: clubs, hearts, spades, diamonds from
// the top). Won when each row reads 2 up to the top rank of one suit, the gap
// last. A move is (from << 6) | to, places numbered row by row from 0.

import { plural } from "../../core/figures.ts";
import { cardText, makeCard, rankOf, suitOf, type Card } from "../../core/cards.ts";
import type { Layout } from "../../core/layout.ts";
import { IllegalMove, type ReferenceGame, type TableView } from "./reference.ts";

/** With the fixed suit, the suit of each row's 2 (the lab's suits: 0 clubs, 1 diamonds, 2 hearts, 3 spades). */
export const ROW_SUITS = [0, 2, 3, 1];
const GAP = 0xff;

export class GapsReference implements ReferenceGame {
  /** The places row by row; null is a gap. */
  private readonly places: (Card | null)[];
  private readonly width: number;

  constructor(
    layout: Layout,
    private readonly ranks: number,
    private readonly fixedSuit: boolean,
  ) {
    this.width = ranks;
    if (layout.piles.length !== 4 || layout.piles.some((p) => p.length !== ranks)) {
      throw new Error(`a Gaps deal is 4 rows of ${ranks} cards`);
    }
    this.places = layout.piles.flat().map((c) => (rankOf(c) === 1 ? null : c));
  }

  private rowOf(p: number): number {
    return Math.floor(p / this.width);
  }
  private colOf(p: number): number {
    return p % this.width;
  }

  /** The cards a gap at p takes. */
  private takes(p: number): Card[] {
    if (this.colOf(p) === 0) {
      const suits = this.fixedSuit ? [ROW_SUITS[this.rowOf(p)]] : [0, 1, 2, 3];
      return suits.map((s) => makeCard(2, s));
    }
    const left = this.places[p - 1];
    if (left === null || rankOf(left) === this.ranks) return [];
    return [makeCard(rankOf(left) + 1, suitOf(left))];
  }

  legalMoves(): number[] {
    const moves: number[] = [];
    this.places.forEach((c, to) => {
      if (c !== null) return;
      for (const card of this.takes(to)) moves.push((this.places.indexOf(card) << 6) | to);
    });
    return moves;
  }

  apply(move: number): void {
    if (!this.legalMoves().includes(move)) throw new IllegalMove(`move ${move} is not legal in gaps here`);
    const from = move >> 6;
    const to = move & 63;
    this.places[to] = this.places[from];
    this.places[from] = null;
  }

  /** Row r's cards in place: one suit from a 2 in the leftmost column up. */
  private run(r: number): number {
    const row = this.places.slice(r * this.width, (r + 1) * this.width);
    let k = 0;
    while (k < this.width - 1) {
      const c = row[k];
      if (c === null || rankOf(c) !== k + 2 || (k > 0 && suitOf(c) !== suitOf(row[0]!))) break;
      k++;
    }
    return k;
  }

  won(): boolean {
    return [0, 1, 2, 3].every((r) => this.run(r) === this.width - 1 && this.places[(r + 1) * this.width - 1] === null);
  }
  score(): number {
    return [0, 1, 2, 3].reduce((s, r) => s + this.run(r), 0);
  }
  observe(): number[] {
    return [this.width, this.fixedSuit ? 1 : 0, ...this.places.map((c) => c ?? GAP)];
  }
  dump(): number[] {
    return this.observe();
  }

  private placeText(p: number): string {
    return `row ${this.rowOf(p) + 1}, column ${this.colOf(p) + 1}`;
  }

  describe(move: number): string {
    const from = move >> 6;
    const to = move & 63;
    const card = this.places[from];
    const where = this.colOf(to) === 0 ? "in the leftmost column" : `right of ${cardText(this.places[to - 1]!)}`;
    return `move ${card === null ? "?" : cardText(card)} (${this.placeText(from)}) into the gap ${where} (${this.placeText(to)})`;
  }

  view(): TableView {
    const zones = [0, 1, 2, 3].map((r) => ({
      label: `row ${r + 1}${this.fixedSuit ? ` (${["clubs", "diamonds", "hearts", "spades"][ROW_SUITS[r]]})` : ""}`,
      piles: this.places.slice(r * this.width, (r + 1) * this.width).map((c) => ({
        cards: c === null ? [] : [{ card: c, up: true }],
        spread: "none" as const,
      })),
      oneLine: true,
    }));
    const inPlace = this.score();
    return { zones, status: `${plural(inPlace, "card")} in place of ${4 * (this.width - 1)}${this.won() ? ": won" : ""}` };
  }

  show(): string[] {
    return [0, 1, 2, 3].map((r) =>
      this.places
        .slice(r * this.width, (r + 1) * this.width)
        .map((c) => (c === null ? "__" : cardText(c)).padStart(3))
        .join(" "),
    );
  }
}
