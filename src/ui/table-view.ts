// Any game's position drawn from the reference rules' TableView: zones of
// piles of cards, spread down, right, or squared up (top card only). Cards
// are styled HTML: rank and suit symbol, red or black, backs for face-down
// cards, and a dark face (Flip) drawn visibly different. No game-specific code.

import { cardWords, rankOf, suitOf, isRed, type Card } from "../core/cards.ts";
import type { CardFace, PileView, TableView } from "../games/reference/reference.ts";
import { h } from "./dom.ts";

const SUIT_SYMBOLS = ["♣", "♦", "♥", "♠"];
const RANK_TEXT = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

export const cardLabel = (c: Card) => `${RANK_TEXT[rankOf(c)]}${SUIT_SYMBOLS[suitOf(c)]}`;

/** A card; a face-down one shows its back, or (revealed) its face on a striped edge. */
export function cardElement(face: CardFace, reveal = false): HTMLElement {
  if (!face.up && !reveal) return h("div", { class: "card back", title: "face down", "aria-label": "face-down card" });
  const colourClass = isRed(face.card) ? "red" : "black";
  const words = `${cardWords(face.card)}${face.dark ? " (dark face)" : ""}${face.up ? "" : " (face down, revealed)"}`;
  const classes = `card ${colourClass}${face.dark ? " dark" : ""}${face.up ? "" : " revealed"}`;
  return h(
    "div",
    { class: classes, title: words, "aria-label": words, "data-card": cardLabel(face.card) },
    h("span", { class: "rank" }, RANK_TEXT[rankOf(face.card)]),
    h("span", { class: "suit" }, SUIT_SYMBOLS[suitOf(face.card)]),
  );
}

function pileElement(p: PileView, reveal: boolean): HTMLElement {
  // Revealed, a squared-up pile of face-down cards (the stock) is spread so every card shows.
  const spread = reveal && p.spread === "none" && p.cards.some((c) => !c.up) ? "right" : p.spread;
  p = { ...p, spread };
  const shown = p.spread === "none" ? p.cards.slice(-1) : p.cards;
  return h(
    "div",
    { class: `pile spread-${p.spread}` },
    p.label !== undefined ? h("div", { class: "pile-label" }, p.label) : "",
    h(
      "div",
      { class: "cards" },
      shown.length ? shown.map((c) => cardElement(c, reveal)) : h("div", { class: "card empty", "aria-label": "empty" }),
      p.spread === "none" && p.cards.length > 1 && p.label === undefined
        ? h("span", { class: "count", title: `${p.cards.length} cards` }, `×${p.cards.length}`)
        : "",
    ),
  );
}

/** The position; with `reveal`, face-down cards are drawn face up (marked as hidden from the player). */
export function renderTable(view: TableView, reveal = false): HTMLElement {
  return h(
    "div",
    { class: "table-view" },
    view.zones.map((z) =>
      h(
        "div",
        { class: "zone" },
        h("div", { class: "zone-label" }, z.label),
        h(
          "div",
          { class: z.oneLine ? "piles one-line" : "piles" },
          z.piles.map((p) => pileElement(p, reveal)),
        ),
      ),
    ),
    h("p", { class: "table-status", id: "v-status" }, view.status),
  );
}
