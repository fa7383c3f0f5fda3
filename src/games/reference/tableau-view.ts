// What the tableau games' reference shows of a position (tableau.ts): the
// viewer's zones and status line, and where each card lies in them. Kept
// apart from the rules: it reads a snapshot of the position and changes
// nothing.

import type { Card } from "../../core/cards.ts";
import type { TableauRules } from "../tableau-rules.ts";
import { addPlace, type TableView } from "./reference.ts";

/** A position as the view reads it (TableauReference.snapshot). */
export interface TableauSnapshot {
  readonly rules: TableauRules;
  /** The tableau piles, then the stacked reserve (pile `tableauPiles`) where the rules have one. */
  readonly piles: readonly (readonly Card[])[];
  readonly down: readonly number[];
  readonly cells: readonly (Card | null)[];
  /** Each foundation's cards, from its base. */
  readonly foundations: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
  readonly waste: readonly Card[];
  readonly tableauPiles: number;
  readonly score: number;
  readonly total: number;
  /** Card c as a player sees it (its rank named from the deal's base). */
  shown(c: Card): Card;
}

const hasTalon = (s: TableauSnapshot) => s.rules.draw > 0 || s.rules.dealToPiles;

export function tableauView(s: TableauSnapshot): TableView {
  const zones: TableView["zones"] = [];
  if (hasTalon(s)) {
    zones.push({
      label: "stock",
      piles: [{ label: `${s.stock.length}`, cards: s.stock.map((card) => ({ card: s.shown(card), up: false })), spread: "none" as const }],
    });
    if (!s.rules.dealToPiles)
      zones.push({ label: "waste", piles: [{ cards: s.waste.map((card) => ({ card: s.shown(card), up: true })), spread: "none" as const }] });
  }
  zones.push({
    label: "foundations",
    piles: s.foundations.map((cards) => ({ cards: cards.map((card) => ({ card: s.shown(card), up: true })), spread: "none" as const })),
  });
  if (s.cells.length) {
    zones.push({
      label: s.rules.reserve ? "reserve" : "cells",
      piles: s.cells.map((c) => ({ cards: c === null ? [] : [{ card: s.shown(c), up: true }], spread: "none" as const })),
    });
  }
  const shown = (i: number) => s.piles[i].map((card, k) => ({ card: s.shown(card), up: k >= s.down[i] }));
  const r = s.tableauPiles;
  if (s.rules.stackedReserve) zones.push({ label: "reserve", piles: [{ label: `${s.piles[r].length}`, cards: shown(r), spread: "none" as const }] });
  zones.push({
    label: "tableau",
    piles: s.piles.slice(0, r).map((_, i) => ({ label: `${i + 1}`, cards: shown(i), spread: "down" as const })),
  });
  const free = s.cells.filter((c) => c === null).length;
  const empty = s.piles.slice(0, r).filter((p) => p.length === 0).length;
  const parts = [`${s.score} of ${s.total} cards on the foundations`];
  if (s.cells.length) parts.push(s.rules.reserve ? `${s.cells.length - free} in the reserve` : `${free} free cells`);
  if (s.rules.stackedReserve) parts.push(`${s.piles[r].length} in the reserve`);
  parts.push(`${empty} empty piles`);
  if (hasTalon(s)) parts.push(`${s.stock.length} in the stock`);
  return { zones, status: parts.join(", ") };
}

/** The piles of tableauView, in its order, without drawing them: where each card (as shown) lies. */
export function tableauCardPlaces(s: TableauSnapshot): Map<number, number> {
  const at = new Map<number, number>();
  let pile = 0;
  const put = (cards: readonly (Card | null)[]) => {
    for (const c of cards) if (c !== null) addPlace(at, s.shown(c), pile);
    pile++;
  };
  if (hasTalon(s)) {
    put(s.stock);
    if (!s.rules.dealToPiles) put(s.waste);
  }
  s.foundations.forEach((cards) => put(cards));
  for (const c of s.cells) put([c]);
  const r = s.tableauPiles;
  if (s.rules.stackedReserve) put(s.piles[r]);
  for (let i = 0; i < r; i++) put(s.piles[i]);
  return at;
}
