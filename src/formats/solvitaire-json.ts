// Solvitaire deal JSON (the deal files of the Solvitaire solver, Blake & Gent):
//   {"tableau piles": [[bottom ... top], ...], "stock": [...], "waste": [...],
//    "cells": [...], "foundations": [...], "accordion": [["AS"], ...]}
// Cards are written like "10H" or "AS"; a lowercase suit letter marks a
// face-down card, which only means something in a tableau pile.

import { makeCard, rankOf, suitOf, SUITS, type Card } from "../core/cards.ts";
import type { Layout } from "../core/layout.ts";
import { DealReader, type ReadOptions } from "./deal-reading.ts";
import { parseJsonWithLines, type JsonNode } from "./json-lines.ts";
import { refuseParts } from "./layout-parts.ts";

type KeyReader = (read: DealReader, node: JsonNode) => void;

const SHAPES = {
  "tableau piles": `a list of piles, each a list of cards like "10H"`,
  stock: `a list of cards like "10H"`,
  waste: `a list of cards like "10H"`,
  cells: `a list of cards like "10H", with "" for an empty cell`,
  foundations: `a list of foundations, each a list of cards like "10H" or just its top card`,
  accordion: `a list of single cards, each like ["10H"]`,
};
type Key = keyof typeof SHAPES;

const KEY_READERS = new Map<string, KeyReader>([
  ["tableau piles", readPiles],
  ["stock", (read, node) => (read.layout.stock = readCardList(read, node, "stock"))],
  ["waste", (read, node) => (read.layout.waste = readCardList(read, node, "waste"))],
  ["cells", readCells],
  ["foundations", readFoundations],
  ["accordion", readAccordion],
]);

const keyList = (): string => [...KEY_READERS.keys()].map((k) => `"${k}"`).join(", ");

export function readSolvitaireJson(text: string, source: string, options: ReadOptions = {}): DealReader {
  const read = new DealReader(source, options);
  const root = parseJson(read, text.replace(/^\uFEFF/, ""));
  if (root.kind !== "object") {
    throw read.error(root.line, `Solvitaire deal JSON is an object with the keys ${keyList()}`);
  }
  const seen = new Set<string>();
  for (const [key, node] of root.entries) {
    const readKey = KEY_READERS.get(key);
    if (!readKey) throw read.error(node.line, `unknown key "${key}" (Solvitaire deal JSON has the keys ${keyList()})`);
    if (seen.has(key)) throw read.error(node.line, `the key "${key}" is given twice`);
    seen.add(key);
    readKey(read, node);
  }
  return read;
}

function parseJson(read: DealReader, text: string): JsonNode {
  try {
    return parseJsonWithLines(text);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    const position = /at position (\d+)/.exec(e.message);
    const line = position ? text.slice(0, Number(position[1])).split("\n").length : null;
    throw read.error(line, `malformed JSON (${e.message.replace(/\s+/g, " ")})`);
  }
}

const shapeError = (read: DealReader, node: JsonNode, key: Key) => read.error(node.line, `"${key}" must be ${SHAPES[key]}`);

function itemsOf(read: DealReader, node: JsonNode, key: Key): JsonNode[] {
  if (node.kind !== "array") throw shapeError(read, node, key);
  return node.items;
}

/** One card; `down` when its suit letter is lowercase. */
function readCard(read: DealReader, node: JsonNode, key: Key, where: string): { card: Card; down: boolean } {
  if (node.kind !== "string") throw shapeError(read, node, key);
  const card = read.card(node.value, { line: node.line, where });
  return { card, down: /[cdhs]\s*$/.test(node.value) };
}

function readCardList(read: DealReader, node: JsonNode, key: "stock" | "waste"): Card[] {
  read.mark(key, node.line);
  return itemsOf(read, node, key).map((item) => readCard(read, item, key, key).card);
}

function readPiles(read: DealReader, node: JsonNode): void {
  const key = "tableau piles";
  const faceDown: number[] = [];
  itemsOf(read, node, key).forEach((pileNode, i) => {
    const where = `tableau pile ${i + 1}`;
    read.mark("piles", pileNode.line);
    const pile: Card[] = [];
    let down = 0;
    for (const cardNode of itemsOf(read, pileNode, key)) {
      const card = readCard(read, cardNode, key, where);
      if (card.down && down < pile.length) {
        const text = cardNode.kind === "string" ? cardNode.value : "";
        throw read.error(
          cardNode.line,
          `"${text}" is face down (lowercase suit) but lies on a face-up card in ${where}; face-down cards must be at the bottom of a pile`,
        );
      }
      if (card.down) down++;
      pile.push(card.card);
    }
    read.layout.piles.push(pile);
    faceDown.push(down);
  });
  if (faceDown.some((d) => d > 0)) read.layout.faceDown = faceDown;
}

function readCells(read: DealReader, node: JsonNode): void {
  for (const item of itemsOf(read, node, "cells")) {
    const empty = (item.kind === "string" && item.value === "") || (item.kind === "other" && item.value === null);
    read.layout.cells.push(empty ? null : readCard(read, item, "cells", "cells").card);
  }
}

/**
 * Each foundation is a list of cards, bottom first, or its top card alone
 * (ace up to that card, or the top rank down to it where foundations build down).
 */
function readFoundations(read: DealReader, node: JsonNode): void {
  itemsOf(read, node, "foundations").forEach((item, i) => {
    const where = `foundation ${i + 1}`;
    let foundation: Card[];
    if (item.kind === "string") {
      const top = readCard(read, item, "foundations", where).card;
      foundation = [];
      for (const rank of read.foundationRanks(rankOf(top)).slice(0, -1)) {
        const card = makeCard(rank, suitOf(top));
        read.record(card, { line: item.line, where });
        foundation.push(card);
      }
      foundation.push(top);
    } else {
      foundation = itemsOf(read, item, "foundations").map((c) => readCard(read, c, "foundations", where).card);
    }
    // The layout lists only foundations that hold cards.
    if (foundation.length > 0) read.layout.foundations.push(foundation);
  });
}

/** Left to right; each entry a single card, as ["10H"] (or a bare "10H"). */
function readAccordion(read: DealReader, node: JsonNode): void {
  itemsOf(read, node, "accordion").forEach((item, i) => {
    read.mark("row", item.line);
    const cards = item.kind === "array" ? item.items : [item];
    if (cards.length !== 1) {
      throw read.error(item.line, `"accordion" entry ${i + 1} holds ${cards.length} cards; each entry must be a single card like ["10H"]`);
    }
    read.layout.row.push(readCard(read, cards[0], "accordion", "accordion").card);
  });
}

const ROW_ENTRIES_PER_LINE = 13;
const SV_RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];

/** Solvitaire's card text: "10H", "AS"; a lowercase suit when face down. */
export function solvitaireCardText(c: Card, down = false): string {
  const suit = SUITS[suitOf(c)];
  return SV_RANKS[rankOf(c) - 1] + (down ? suit.toLowerCase() : suit);
}

const list = (texts: string[]): string => `[${texts.map((t) => JSON.stringify(t)).join(", ")}]`;
const nested = (lists: string[]): string => `[\n${lists.map((l) => `    ${l}`).join(",\n")}\n  ]`;

export function writeSolvitaireJson(layout: Layout): string {
  refuseParts(layout, ["row", "piles", "faceDown", "stock", "waste", "cells", "foundations"], "Solvitaire deal JSON");
  const fields: string[] = [];
  const field = (key: Key, value: string) => fields.push(`  ${JSON.stringify(key)}: ${value}`);
  if (layout.piles.length > 0) {
    const piles = layout.piles.map((pile, i) => {
      const down = layout.faceDown?.[i] ?? 0;
      return list(pile.map((c, k) => solvitaireCardText(c, k < down)));
    });
    field("tableau piles", nested(piles));
  }
  if (layout.foundations.length > 0) {
    field("foundations", nested(layout.foundations.map((f) => list(f.map((c) => solvitaireCardText(c))))));
  }
  if (layout.cells.length > 0) field("cells", list(layout.cells.map((c) => (c === null ? "" : solvitaireCardText(c)))));
  if (layout.stock.length > 0) field("stock", list(layout.stock.map((c) => solvitaireCardText(c))));
  if (layout.waste.length > 0) field("waste", list(layout.waste.map((c) => solvitaireCardText(c))));
  if (layout.row.length > 0) {
    const entries = layout.row.map((c) => list([solvitaireCardText(c)]));
    const lines: string[] = [];
    for (let k = 0; k < entries.length; k += ROW_ENTRIES_PER_LINE) lines.push(entries.slice(k, k + ROW_ENTRIES_PER_LINE).join(", "));
    field("accordion", nested(lines));
  }
  return fields.length > 0 ? `{\n${fields.join(",\n")}\n}\n` : "{}\n";
}
