// Wish Solitaire, reference rules (docs/rules.md, seed 004): piles of cards face
// down but for the top card; any two top cards of equal rank are removed
// together, turning up the card below each. Won when every pile is cleared.
// Kept as the player sees the table: piles bottom first, and the removed cards.

import { plural as count } from "../../core/figures.ts";
import { cardText, RANK_NAMES, rankOf, type Card } from "../../core/cards.ts";
import type { Layout } from "../../core/layout.ts";
import { IllegalMove, type CardFace, type ReferenceGame, type TableView, type Zone } from "./reference.ts";

const NO_CARD = 0xff;
const pairMove = (i: number, j: number) => (i << 3) | j;

const plural = (rank: number): string => (rank === 6 ? "sixes" : `${RANK_NAMES[rank]}s`);

export class WishReference implements ReferenceGame {
  private readonly piles: Card[][];
  private readonly removed: Card[] = [];
  private readonly total: number;

  constructor(layout: Layout) {
    if (layout.piles.length < 1 || layout.piles.length > 8) throw new Error(`wish takes 1 to 8 piles, not ${layout.piles.length}`);
    this.piles = layout.piles.map((p) => [...p]);
    this.total = this.piles.reduce((n, p) => n + p.length, 0);
  }

  private top(p: number): Card | undefined {
    return this.piles[p][this.piles[p].length - 1];
  }

  legalMoves(): number[] {
    const moves: number[] = [];
    for (let i = 0; i < this.piles.length; i++) {
      for (let j = i + 1; j < this.piles.length; j++) {
        const a = this.top(i);
        const b = this.top(j);
        if (a !== undefined && b !== undefined && rankOf(a) === rankOf(b)) moves.push(pairMove(i, j));
      }
    }
    return moves;
  }

  apply(move: number): void {
    if (!this.legalMoves().includes(move)) throw new IllegalMove(`move ${move} is not legal in wish here`);
    this.removed.push(this.piles[move >> 3].pop()!, this.piles[move & 7].pop()!);
  }

  won(): boolean {
    return this.removed.length === this.total;
  }
  score(): number {
    return this.removed.length;
  }

  observe(): number[] {
    const perRank = new Array<number>(13).fill(0);
    for (const c of this.removed) perRank[rankOf(c) - 1]++;
    return [this.piles.length, ...this.piles.map((p) => p.length), ...this.piles.map((_, i) => this.top(i) ?? NO_CARD), ...perRank];
  }
  dump(): number[] {
    return [...this.observe(), ...this.piles.flat()];
  }

  describe(move: number): string {
    const i = move >> 3;
    const j = move & 7;
    const a = this.top(i)!;
    const b = this.top(j)!;
    return `remove ${cardText(a)} (pile ${i + 1}) and ${cardText(b)} (pile ${j + 1}): two ${plural(rankOf(a))}`;
  }

  view(): TableView {
    const piles = this.piles.map((p, i) => ({
      label: `${i + 1}`,
      cards: p.map((card, k): CardFace => ({ card, up: k === p.length - 1 })),
      spread: "down" as const,
    }));
    const zones: Zone[] = [{ label: "piles", piles }];
    if (this.removed.length) {
      zones.push({
        label: "removed",
        piles: [{ label: `${this.removed.length}`, cards: this.removed.map((card) => ({ card, up: true })), spread: "right" as const }],
      });
    }
    const left = this.total - this.removed.length;
    return { zones, status: `${count(this.removed.length, "card")} removed, ${left} left in ${count(this.piles.filter((p) => p.length).length, "pile")}` };
  }

  show(): string[] {
    const piles = this.piles.map((p) => (p.length ? `${cardText(p[p.length - 1])}(${p.length})` : "--")).join(" ");
    return [`piles (top card, height): ${piles}   removed ${this.removed.length}`];
  }
}
