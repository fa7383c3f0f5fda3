// The plain TypeScript reference of a game's rules: written from docs/rules.md,
// independently of the AssemblyScript engine, and slow on purpose (clarity
// first). Solutions are replayed through it before they count, and the
// differential tests hold the engine to it move by move.

import type { Card } from "../../core/cards.ts";
import type { Layout } from "../../core/layout.ts";
import type { Settings } from "../values.ts";

/** A card as it lies: face up or down (and, in Flip, showing its dark face). */
export interface CardFace {
  card: Card;
  up: boolean;
  dark?: boolean;
}

/** A pile on the table: its cards bottom first, spread out or squared up. */
export interface PileView {
  label?: string;
  cards: CardFace[];
  /** "down"/"right": every card shows; "none": only the top card shows. */
  spread: "down" | "right" | "none";
}

/** A named area of the table (the row, the tableau, the stock...). */
export interface Zone {
  label: string;
  piles: PileView[];
  /** The piles stay on one line, never wrapped, so zones drawn one under another line up in columns (Gaps' rows). */
  oneLine?: boolean;
}

/** A position as the deal viewer draws it: any game, no game-specific drawing code. */
export interface TableView {
  zones: Zone[];
  /** One line about the position ("12 piles, 9 cards to deal"). */
  status: string;
}

export interface ReferenceGame {
  /** Legal moves in the engine's move encoding (order not significant). */
  legalMoves(): number[];
  /** Plays a move; throws if it is not legal here. */
  apply(move: number): void;
  won(): boolean;
  score(): number;
  /** The position in the engine's dump() byte layout. */
  dump(): number[];
  /** What a player sees, in the engine's observe() byte layout. */
  observe(): number[];
  /** The move in words a player understands, said before it is played. */
  describe(move: number): string;
  /** The position drawn as text lines. */
  show(): string[];
  /** The position as the deal viewer draws it. */
  view(): TableView;
  /**
   * Where each card lies, without drawing the table (what view() tells, asked
   * after every move of a line being shortened): card -> its pile, numbered
   * in any fixed order; a card lying twice (two decks) gets both piles in one
   * number (addPlace). Absent: the piles of view().
   */
  cardPlaces?(): Map<number, number>;
}

/** Records that `card` lies in pile `pile` (both piles, the lower first, for a two-deck game's card). */
export function addPlace(at: Map<number, number>, card: number, pile: number): void {
  const before = at.get(card);
  at.set(card, before === undefined ? pile : Math.min(before, pile) * 65536 + Math.max(before, pile));
}

/** How a game's catalogue entry sets its reference up on a deal (`online`: a strategy's game). */
export type ReferenceFactory = (layout: Layout, settings: Settings, online: boolean) => ReferenceGame;

export class IllegalMove extends Error {}
