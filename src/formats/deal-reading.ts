// What the deal readers share: splitting text into lines, the place a card
// was read (so that every error can name a line), and the record of every
// card read, which the deal check walks afterwards.

import { parseCard, type Card } from "../core/cards.ts";
import { UserError } from "../core/errors.ts";
import { emptyLayout, type Layout } from "../core/layout.ts";

/** Where a card was read: its 1-based line and, in formats with sections, which section. */
export interface Place {
  line: number;
  where?: string;
  /** The card's 1-based position among the cards read on that line (in that section), so two places on one line differ. */
  nth?: number;
}

export interface FoundCard {
  card: Card;
  place: Place;
}

/** Parts of a layout whose position in the text the shape check may need to point at. */
export type MarkedPart = "row" | "dark" | "piles" | "stock" | "waste";

export const CARD_RULE = "cards are a rank A 2-9 T J Q K or 10, then a suit C D H S";

/** A UserError that starts with the source and, when there is one, the line. */
export function dealError(source: string, line: number | null, message: string): UserError {
  return new UserError(line === null ? `${source}: ${message}` : `${source}, line ${line}: ${message}`);
}

export const placeText = (p: Place): string => [`line ${p.line}`, p.where, p.nth === undefined ? undefined : `card ${p.nth}`].filter(Boolean).join(", ");

/** The text's lines (any line ending, a leading byte-order mark dropped). */
export const textLines = (text: string): string[] => text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);

/** A line without its `#` comment. */
export function withoutComment(line: string): string {
  const hash = line.indexOf("#");
  return hash < 0 ? line : line.slice(0, hash);
}

/** What a reader needs to know of the game: how its foundations build and its deck's top rank (a cut deck's is below 13). */
export interface ReadOptions {
  foundationsDown?: boolean;
  topRank?: number;
}

/** A deal being read: the layout so far and every card read, in reading order. */
export class DealReader {
  readonly layout: Layout = emptyLayout();
  readonly found: FoundCard[] = [];
  /** Flip's dark faces, in reading order: a second deck, checked on its own. */
  readonly foundDark: FoundCard[] = [];
  /** The first line each marked part was given on. */
  readonly partLine: Partial<Record<MarkedPart, number>> = {};

  /** The game's foundations build down from the top rank (a foundation's top card then means the top rank down to it). */
  readonly foundationsDown: boolean;
  /** The deck's top rank: 13, or less in a cut deck. */
  readonly topRank: number;

  constructor(
    readonly source: string,
    options: ReadOptions = {},
  ) {
    this.foundationsDown = options.foundationsDown ?? false;
    this.topRank = options.topRank ?? 13;
  }

  /** The ranks a foundation holds when `top` is its top card: from its base (the ace, or the top rank) to `top`. */
  foundationRanks(top: number): number[] {
    if (this.foundationsDown) return Array.from({ length: Math.max(0, this.topRank - top + 1) }, (_, k) => this.topRank - k);
    return Array.from({ length: top }, (_, k) => k + 1);
  }

  error(line: number | null, message: string): UserError {
    return dealError(this.source, line, message);
  }

  mark(part: MarkedPart, line: number): void {
    this.partLine[part] ??= line;
  }

  /** Parses one card as typed (either case, 10 or T) and records where it was read. */
  card(text: string, place: Place): Card {
    const card = parseCard(text);
    if (card === null) throw this.error(place.line, `"${text}" is not a card (${CARD_RULE})`);
    const nth = this.found.filter((f) => f.place.line === place.line && f.place.where === place.where).length + 1;
    this.record(card, { ...place, nth });
    return card;
  }

  /** Parses a dark face (Flip) and records it with the other dark faces. */
  darkCard(text: string, place: Place): Card {
    const card = parseCard(text);
    if (card === null) throw this.error(place.line, `"${text}" is not a card (${CARD_RULE})`);
    this.foundDark.push({ card, place: { ...place, where: place.where ?? "dark face" } });
    return card;
  }

  /** Records a card the text gives without spelling it out (a foundation's lower cards). */
  record(card: Card, place: Place): void {
    this.found.push({ card, place });
  }
}
