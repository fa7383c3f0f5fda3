// Checks a deal read from text against its game: the right kind of layout
// (a row, or so many tableau piles) and exactly the game's deck, every card
// the right number of times. The readers only check that each card is a card.

import { plural } from "../core/figures.ts";
import { cardText, makeCard, RANKS, type Card } from "../core/cards.ts";
import { suitDealt, type DealSpec } from "../core/numbering.ts";
import type { GameDef } from "../games/catalogue.ts";
import { placeText, type DealReader, type FoundCard } from "./deal-reading.ts";

const WISH_RANKS = [1, 7, 8, 9, 10, 11, 12, 13];
/** How many missing cards an error lists before "and N more". */
const MISSING_LISTED = 10;

export function checkDeal(read: DealReader, game: GameDef, spec: DealSpec): void {
  checkShape(read, game, spec);
  checkDeck(read, game, spec);
  checkDarkFaces(read, game, spec);
}

/** Flip's dark faces: with darkFaces=shuffled every card has one and they form a second deck; else there are none. */
function checkDarkFaces(read: DealReader, game: GameDef, spec: DealSpec): void {
  const given = read.foundDark.length > 0;
  if (!spec.darkFaces && given) {
    throw read.error(
      read.partLine.dark ?? null,
      `${game.id} with these settings has no dark faces (darkFaces=same: the dark face is the light card); write plain cards like AS`,
    );
  }
  if (spec.darkFaces && !given) {
    throw read.error(null, `${game.id} with darkFaces=shuffled needs a dark face for every card, written light/dark like AS/7H (or set darkFaces=same)`);
  }
  if (given) checkDeck(read, game, spec, read.foundDark, "dark faces");
}

function checkShape(read: DealReader, game: GameDef, spec: DealSpec): void {
  const { layout, partLine } = read;
  if (layout.row.length > 0 && spec.row === 0) {
    throw read.error(partLine.row ?? null, `${game.id} deals ${plural(spec.piles, "tableau pile")}, not a row of cards`);
  }
  if (layout.piles.length > 0 && spec.piles === 0) {
    throw read.error(partLine.piles ?? null, `${game.id} deals a row of ${spec.row} cards, not tableau piles`);
  }
  // A stacked reserve is written as a last pile.
  const piles = spec.piles + (spec.reserveStack ? 1 : 0);
  if (spec.piles > 0 && layout.piles.length !== piles) {
    throw read.error(
      null,
      `${plural(layout.piles.length, "tableau pile")}, but ${game.id} has ${spec.piles}${spec.reserveStack ? " and its stacked reserve as a last pile" : ""}`,
    );
  }
  const odd = spec.pileSize === undefined ? -1 : layout.piles.findIndex((p) => p.length !== spec.pileSize);
  if (odd >= 0) {
    throw read.error(null, `tableau pile ${odd + 1} holds ${plural(layout.piles[odd].length, "card")}, but ${game.id} deals ${spec.pileSize} to each`);
  }
  if (spec.hole && spec.hole !== "none" && layout.foundations.length !== 1) {
    throw read.error(null, `${game.id} needs the hole's card: a line like Hole: ${spec.hole === "last" ? "JS" : "AS"}`);
  }
  if (layout.foundations.length > 4 * spec.decks) {
    throw read.error(null, `${layout.foundations.length} foundations hold cards, but ${game.id} has ${4 * spec.decks}`);
  }
  if (spec.stock === 0 && (layout.stock.length > 0 || layout.waste.length > 0)) {
    throw read.error(partLine.stock ?? partLine.waste ?? null, `${game.id} has no stock or waste pile`);
  }
}

/** How many copies of each card the game's deck holds, in card order. */
function deckCounts(spec: DealSpec): Map<Card, number> {
  const ranks = spec.deck === "wish" ? WISH_RANKS : Array.from({ length: spec.ranks ?? 13 }, (_, k) => k + 1);
  const counts = new Map<Card, number>();
  // With fewer suits in play (Spider) a card stands for every suit dealt as its suit.
  for (const rank of ranks) {
    for (let suit = 0; suit < 4; suit++) {
      const card = makeCard(rank, suitDealt(suit, spec.suits ?? 4));
      counts.set(card, (counts.get(card) ?? 0) + spec.decks);
    }
  }
  return counts;
}

function deckText(spec: DealSpec): string {
  const decks = spec.decks === 1 ? `one ${spec.deck} deck` : `two ${spec.deck} decks`;
  if (spec.deck === "wish") return `${decks}: A 7 8 9 T J Q K of each suit`;
  const ranks = spec.ranks ?? 13;
  const suits = spec.suits === 1 ? ", every card a spade" : spec.suits === 2 ? ", clubs dealt as spades and diamonds as hearts" : "";
  return (ranks < 13 ? `${decks} cut to A..${RANKS[ranks - 1]} of each suit` : decks) + suits;
}

const times = (n: number): string => (n === 2 ? "twice" : `${n} times`);

function checkDeck(read: DealReader, game: GameDef, spec: DealSpec, cards = read.found, what = "cards"): void {
  const wanted = deckCounts(spec);
  const seen = new Map<Card, FoundCard[]>();
  const dark = what === "dark faces" ? "dark face " : "";
  for (const found of cards) {
    const copies = wanted.get(found.card);
    const name = cardText(found.card);
    if (copies === undefined) {
      throw read.error(found.place.line, `${dark}"${name}" is not in ${game.id}'s deck (${deckText(spec)})`);
    }
    const places = [...(seen.get(found.card) ?? []), found];
    seen.set(found.card, places);
    if (places.length > copies) {
      const each = copies === 1 ? "each card appears once" : `each card appears exactly ${times(copies)}`;
      const where = places.map((p) => placeText(p.place)).join("; ");
      throw read.error(found.place.line, `${dark}"${name}" appears ${times(places.length)} (${where}); ${game.id} uses ${deckText(spec)}, so ${each}`);
    }
  }

  const missing: string[] = [];
  for (const [card, copies] of wanted) {
    for (let k = seen.get(card)?.length ?? 0; k < copies; k++) missing.push(cardText(card));
  }
  if (missing.length > 0) {
    const needed = cards.length + missing.length;
    throw read.error(null, `${cards.length} ${what}, but ${game.id} needs ${needed} (${deckText(spec)}); missing: ${listSome(missing)}`);
  }
}

function listSome(items: string[]): string {
  if (items.length <= MISSING_LISTED) return items.join(", ");
  return `${items.slice(0, MISSING_LISTED).join(", ")} and ${items.length - MISSING_LISTED} more`;
}
