// The tableau games, reference rules: one class that reads a TableauRules
// record, written from RULES.md and independent of the engine. Moves use the
// engine's encoding: src | dst << 6 | count << 12, with piles 0..15, cells
// 16..23, foundations 24..31.

import { cardText, isRed, makeCard, rankOf, suitOf, type Card } from "../../core/cards.ts";
import type { Layout } from "../../core/layout.ts";
import type { TableauRules } from "../tableau-rules.ts";
import { rulesToEngine } from "../tableau-rules.ts";
import { IllegalMove, type ReferenceGame, type TableView } from "./reference.ts";

const CELL0 = 16;
const FOUND0 = 24;
const NO_CARD = 0xff;
const HIDDEN = 0xfe;

export const tableauMove = (src: number, dst: number, count: number) => src | (dst << 6) | (count << 12);
const srcOf = (m: number) => m & 63;
const dstOf = (m: number) => (m >> 6) & 63;
const countOf = (m: number) => (m >> 12) & 255;

export class TableauReference implements ReferenceGame {
  private piles: Card[][];
  /** Face-down cards at the bottom of each pile. */
  private down: number[];
  private cells: (Card | null)[];
  /** Cards on each foundation; foundation f takes suit f % 4. */
  private foundations: number[];
  private readonly total: number;
  private readonly ruleBytes: number[];

  constructor(layout: Layout, private readonly rules: TableauRules) {
    this.ruleBytes = rulesToEngine(rules);
    this.piles = layout.piles.map((p) => [...p]);
    this.down = layout.piles.map((_, i) => layout.faceDown?.[i] ?? 0);
    this.cells = Array.from({ length: rules.cells }, (_, i) => layout.cells[i] ?? null);
    this.foundations = Array(4 * rules.decks).fill(0);
    for (const f of layout.foundations) {
      if (!f.length) continue;
      let slot = suitOf(f[0]);
      while (this.foundations[slot]) slot += 4;
      this.foundations[slot] = f.length;
    }
    this.total = 4 * rules.decks * rules.ranks;
  }

  /** An independent copy (for brute-force searches in tests). */
  clone(): TableauReference {
    const c = Object.create(TableauReference.prototype) as TableauReference;
    Object.assign(c, this, {
      piles: this.piles.map((p) => [...p]), down: [...this.down], cells: [...this.cells], foundations: [...this.foundations],
    });
    return c;
  }

  // ---- rules ----

  private builds(card: Card, onto: Card): boolean {
    if (rankOf(card) !== rankOf(onto) + (this.rules.buildUp ? 1 : -1)) return false;
    if (this.rules.buildSuit === "alternate") return isRed(card) !== isRed(onto);
    if (this.rules.buildSuit === "same") return suitOf(card) === suitOf(onto);
    return true;
  }

  private foundationRank(f: number): number {
    const n = this.foundations[f];
    return this.rules.foundationDown ? this.rules.ranks - n : n + 1;
  }

  private foundationFor(card: Card): number {
    for (let f = suitOf(card); f < this.foundations.length; f += 4) if (this.foundationRank(f) === rankOf(card)) return f;
    return -1;
  }

  private topCard(loc: number): Card | null {
    if (loc < CELL0) {
      const p = this.piles[loc];
      return p.length > this.down[loc] ? p[p.length - 1] : null;
    }
    return this.cells[loc - CELL0];
  }

  /** How many cards on top of pile p follow the build rule, face up. */
  private run(p: number): number {
    const pile = this.piles[p];
    if (pile.length <= this.down[p]) return 0;
    if (this.rules.moveUnit === "single") return 1;
    let k = 1;
    while (pile.length - k - 1 >= this.down[p] && this.builds(pile[pile.length - k], pile[pile.length - k - 1])) k++;
    return k;
  }

  private limit(toEmpty: boolean): number {
    if (this.rules.moveUnit === "single") return 1;
    const free = this.cells.filter((c) => c === null).length;
    if (this.rules.supermove === "seed") return free + 1;
    const empty = this.piles.filter((p) => p.length === 0).length - (toEmpty ? 1 : 0);
    return (free + 1) * 2 ** Math.max(0, empty);
  }

  legalMoves(): number[] {
    const moves: number[] = [];
    const sources = [...this.piles.keys(), ...this.cells.map((_, i) => CELL0 + i)];
    for (const src of sources) {
      const card = this.topCard(src);
      if (card === null) continue;
      const f = this.foundationFor(card);
      if (f >= 0) moves.push(tableauMove(src, FOUND0 + f, 1));
      const run = src < CELL0 ? this.run(src) : 1;
      const pile = src < CELL0 ? this.piles[src] : [card];
      this.piles.forEach((target, dst) => {
        if (dst === src) return;
        if (target.length === 0) {
          for (let g = 1; g <= Math.min(run, this.limit(true)); g++) {
            const head = pile[pile.length - g];
            if (this.rules.fill === "kings" && rankOf(head) !== this.rules.ranks) continue;
            moves.push(tableauMove(src, dst, g));
          }
        } else if (target.length > this.down[dst]) {
          const onto = target[target.length - 1];
          for (let g = 1; g <= Math.min(run, this.limit(false)); g++) {
            if (this.builds(pile[pile.length - g], onto)) moves.push(tableauMove(src, dst, g));
          }
        }
      });
      if (src < CELL0) this.cells.forEach((c, i) => c === null && moves.push(tableauMove(src, CELL0 + i, 1)));
    }
    return moves;
  }

  apply(move: number): void {
    if (!this.legalMoves().includes(move)) throw new IllegalMove(`move ${move} is not legal here`);
    const src = srcOf(move);
    const dst = dstOf(move);
    const count = countOf(move);
    let cards: Card[];
    if (src < CELL0) cards = this.piles[src].splice(this.piles[src].length - count, count);
    else {
      cards = [this.cells[src - CELL0]!];
      this.cells[src - CELL0] = null;
    }
    if (dst < CELL0) this.piles[dst].push(...cards);
    else if (dst < FOUND0) this.cells[dst - CELL0] = cards[0];
    else this.foundations[dst - FOUND0]++;
  }

  won(): boolean {
    return this.score() === this.total;
  }
  score(): number {
    return this.foundations.reduce((a, b) => a + b, 0);
  }

  /** The engine's layout: the rules record, piles (height, face-down count, cards), cells, foundation counts. */
  private bytes(hide: boolean): number[] {
    const out = [...this.ruleBytes];
    this.piles.forEach((p, i) => out.push(p.length, this.down[i], ...p.map((c, k) => (hide && k < this.down[i] ? HIDDEN : c))));
    out.push(...this.cells.map((c) => (c === null ? NO_CARD : c)));
    out.push(...this.foundations);
    return out;
  }
  dump(): number[] {
    return this.bytes(false);
  }
  observe(): number[] {
    return this.bytes(true);
  }

  private place(loc: number): string {
    if (loc < CELL0) return `pile ${loc + 1}`;
    if (loc < FOUND0) return `cell ${loc - CELL0 + 1}`;
    return "its foundation";
  }

  describe(move: number): string {
    const src = srcOf(move);
    const dst = dstOf(move);
    const count = countOf(move);
    const from = src < CELL0 ? this.piles[src] : [this.cells[src - CELL0]!];
    const moving = from.slice(from.length - count);
    const what = count === 1 ? cardText(moving[0]) : `${count} cards, ${cardText(moving[0])} to ${cardText(moving[count - 1])},`;
    let where: string;
    if (dst >= FOUND0) where = "to its foundation";
    else if (dst >= CELL0) where = `to cell ${dst - CELL0 + 1}`;
    else if (this.piles[dst].length === 0) where = `to the empty pile ${dst + 1}`;
    else where = `onto ${cardText(this.piles[dst][this.piles[dst].length - 1])} (pile ${dst + 1})`;
    return `move ${what} from ${this.place(src)} ${where}`;
  }

  view(): TableView {
    const foundationCards = this.foundations.map((n, f) =>
      Array.from({ length: n }, (_, k) => makeCard(this.rules.foundationDown ? this.rules.ranks - k : k + 1, f % 4)),
    );
    const zones: TableView["zones"] = [
      { label: "foundations", piles: foundationCards.map((cards) => ({ cards: cards.map((card) => ({ card, up: true })), spread: "none" as const })) },
    ];
    if (this.cells.length) {
      zones.push({ label: "cells", piles: this.cells.map((c) => ({ cards: c === null ? [] : [{ card: c, up: true }], spread: "none" as const })) });
    }
    zones.push({
      label: "tableau",
      piles: this.piles.map((p, i) => ({ label: `${i + 1}`, cards: p.map((card, k) => ({ card, up: k >= this.down[i] })), spread: "down" as const })),
    });
    const free = this.cells.filter((c) => c === null).length;
    const empty = this.piles.filter((p) => p.length === 0).length;
    return { zones, status: `${this.score()} of ${this.total} cards on the foundations${this.cells.length ? `, ${free} free cells` : ""}, ${empty} empty piles` };
  }

  show(): string[] {
    const found = this.foundations.map((n, f) => `${"CDHS"[f % 4]}:${n}`).join(" ");
    const cells = this.cells.length ? `   cells: ${this.cells.map((c) => (c === null ? "-" : cardText(c))).join(" ")}` : "";
    return [`foundations ${found}${cells}`, ...this.piles.map((p, i) => `  ${i + 1}: ${p.map((c, k) => (k < this.down[i] ? "##" : cardText(c))).join(" ")}`)];
  }
}
