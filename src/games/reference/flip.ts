// Flip Solitaire, reference rules (docs/rules.md, seeds 000 and 003). Each card has
// a light and a dark face; cards are dealt one at a time onto the top of the
// hand, light side up. Any four consecutive hand cards form a set, whose ends
// are compared by the faces they show:
//   ends of the same suit            -> flip the two middle cards to dark
//   ends of the same rank            -> flip all four to dark
//   ends of the same suit, both dark -> remove the two middle cards
//   ends of the same rank, both dark -> remove all four
// A flip that would change nothing is no play. With compulsory=true a card is
// dealt only when there is no play. The game ends when the deck is empty and
// no play is left. Score: 1 per dark card in the hand + 2 per removed card.
//
// Written from the rules, not from the engine: the hand is a list of card
// objects, plays splice it. Moves use the engine's encoding: 0 deals, and
// ((k + 1) << 2) | kind plays on the set of hand cards k..k+3 (bottom = 0),
// kind 0 flip the middle two, 1 flip all four, 2 remove the middle two,
// 3 remove all four.

import { plural as count } from "../../core/figures.ts";
import { cardText, RANK_NAMES, rankOf, SUIT_NAMES, suitOf, type Card } from "../../core/cards.ts";
import type { Layout } from "../../core/layout.ts";
import { IllegalMove, type CardFace, type ReferenceGame, type TableView, type Zone } from "./reference.ts";

export const DEAL = 0;
export const FLIP_MIDDLE = 0;
export const FLIP_ALL = 1;
export const REMOVE_MIDDLE = 2;
export const REMOVE_ALL = 3;

interface HandCard {
  /** Dealing index (0 = first dealt). */
  index: number;
  light: Card;
  darkFace: Card;
  dark: boolean;
}

const shows = (c: HandCard): Card => (c.dark ? c.darkFace : c.light);
/** A card as the hand shows it: dark cards in brackets, like [9D]. */
export const flipCardText = (c: HandCard): string => (c.dark ? `[${cardText(c.darkFace)}]` : cardText(c.light));

const plural = (rank: number): string => (rank === 6 ? "sixes" : `${RANK_NAMES[rank]}s`);

export interface FlipRules {
  /** The dark face is the light card (darkFaces=same). */
  darkSame: boolean;
  compulsory: boolean;
}

export class FlipReference implements ReferenceGame {
  private readonly deck: HandCard[];
  private hand: HandCard[] = [];
  private readonly removed: HandCard[] = [];
  private dealt = 0;

  constructor(
    layout: Layout,
    private readonly rules: FlipRules,
    online: boolean,
  ) {
    if (rules.darkSame ? layout.dark.length !== 0 : layout.dark.length !== layout.row.length) {
      throw new Error(rules.darkSame ? "darkFaces=same: the deal carries no dark faces" : "darkFaces=shuffled: every card needs a dark face");
    }
    this.deck = layout.row.map((light, index) => ({ index, light, darkFace: rules.darkSame ? light : layout.dark[index], dark: false }));
    // Thoughtful play without compulsion may as well deal everything first.
    if (!online && !rules.compulsory) while (this.dealt < this.deck.length) this.deal();
  }

  private deal(): void {
    this.hand.push(this.deck[this.dealt++]);
  }

  /** The plays on the set starting at hand position k, added to `moves`. */
  private playsAt(k: number, moves: number[]): void {
    const h = this.hand;
    const a = h[k],
      b = h[k + 1],
      c = h[k + 2],
      d = h[k + 3];
    const sameSuit = suitOf(shows(a)) === suitOf(shows(d));
    const sameRank = rankOf(shows(a)) === rankOf(shows(d));
    if (!sameSuit && !sameRank) return;
    const endsDark = a.dark && d.dark;
    const set = (k + 1) << 2;
    if (sameSuit && (!b.dark || !c.dark)) moves.push(set | FLIP_MIDDLE);
    if (sameRank && !(a.dark && b.dark && c.dark && d.dark)) moves.push(set | FLIP_ALL);
    if (sameSuit && endsDark) moves.push(set | REMOVE_MIDDLE);
    if (sameRank && endsDark) moves.push(set | REMOVE_ALL);
  }

  legalMoves(): number[] {
    const moves: number[] = [];
    for (let k = 0; k + 4 <= this.hand.length; k++) this.playsAt(k, moves);
    if (this.dealt < this.deck.length && (!this.rules.compulsory || moves.length === 0)) moves.push(DEAL);
    return moves;
  }

  apply(move: number): void {
    if (!this.legalMoves().includes(move)) throw new IllegalMove(`move ${move} is not legal in flip here`);
    if (move === DEAL) {
      this.deal();
      return;
    }
    const k = (move >> 2) - 1;
    const kind = move & 3;
    if (kind === FLIP_MIDDLE) for (const x of this.hand.slice(k + 1, k + 3)) x.dark = true;
    else if (kind === FLIP_ALL) for (const x of this.hand.slice(k, k + 4)) x.dark = true;
    else if (kind === REMOVE_MIDDLE) this.removed.push(...this.hand.splice(k + 1, 2));
    else this.removed.push(...this.hand.splice(k, 4));
  }

  won(): boolean {
    return this.removed.length === this.deck.length;
  }
  score(): number {
    return this.hand.filter((x) => x.dark).length + 2 * this.removed.length;
  }

  observe(): number[] {
    const out = [this.rules.darkSame ? 1 : 0, this.dealt, this.deck.length - this.dealt, this.hand.length];
    for (const x of this.hand) out.push(shows(x), x.dark ? 1 : 0);
    return out;
  }
  dump(): number[] {
    const out = this.observe();
    for (const x of this.hand) out.push(x.index);
    return out;
  }

  describe(move: number): string {
    if (move === DEAL) {
      const next = this.deck[this.dealt];
      return `deal ${cardText(next.light)} onto the hand (${this.deck.length - this.dealt - 1} left to deal)`;
    }
    const k = (move >> 2) - 1;
    const kind = move & 3;
    const set = this.hand.slice(k, k + 4);
    const [a, b, c, d] = set;
    const where = `set ${k + 1}-${k + 4} (${set.map(flipCardText).join(" ")})`;
    const same = kind === FLIP_MIDDLE || kind === REMOVE_MIDDLE ? `both ${SUIT_NAMES[suitOf(shows(a))]}` : `both ${plural(rankOf(shows(a)))}`;
    const ends = `${flipCardText(a)} and ${flipCardText(d)} are ${same}${kind >= REMOVE_MIDDLE ? " and dark" : ""}`;
    const turned = (xs: HandCard[]) =>
      xs.map((x) => (x.dark ? `${flipCardText(x)} stays dark` : `${cardText(x.light)} turns to ${cardText(x.darkFace)}`)).join(", ");
    if (kind === FLIP_MIDDLE) return `${where}: ${ends}: flip the middle two (${turned([b, c])})`;
    if (kind === FLIP_ALL) return `${where}: ${ends}: flip all four (${turned(set)})`;
    if (kind === REMOVE_MIDDLE) return `${where}: ${ends}: remove the middle two, ${flipCardText(b)} ${flipCardText(c)}`;
    return `${where}: ${ends}: remove all four`;
  }

  view(): TableView {
    const left = this.deck.length - this.dealt;
    const face = (x: HandCard): CardFace => ({ card: shows(x), up: true, ...(x.dark ? { dark: true } : {}) });
    const zones: Zone[] = [
      {
        label: "to deal",
        piles: [{ label: `${left}`, cards: this.deck.slice(this.dealt).map((x) => ({ card: x.light, up: false })), spread: "none" as const }],
      },
      { label: "hand", piles: [{ label: `${this.hand.length}`, cards: this.hand.map(face), spread: "right" as const }] },
    ];
    if (this.removed.length) {
      zones.push({ label: "removed", piles: [{ label: `${this.removed.length}`, cards: this.removed.map(face), spread: "right" as const }] });
    }
    const darkCount = this.hand.filter((x) => x.dark).length;
    return {
      zones,
      status: `${count(this.hand.length, "card")} in hand (${darkCount} dark), ${this.removed.length} removed, ${left} to deal: ${count(this.score(), "point")}`,
    };
  }

  show(): string[] {
    const left = this.deck.length - this.dealt;
    return [
      `hand: ${this.hand.map(flipCardText).join(" ") || "(empty)"}   removed ${this.removed.length}${left ? `   [${left} to deal]` : ""}   ${this.score()} points`,
    ];
  }
}
