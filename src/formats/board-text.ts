// Board text for the games with a stock (Klondike, Solitaire, Emperor,
// Spider): fc-solve's pile lines with face-down cards in brackets and the
// stock and waste on lines of their own (docs/deal-files.md):
//
//   Stock: 5H 9C QD ...      bottom card first: the last is turned next
//   Waste: 2S                bottom card first: the last is the one that plays
//   Foundations: H-2 C-A
//   KS
//   [7D] 2C
//   [4H] [JS] 9D

import type { Layout } from "../core/layout.ts";
import { readBoardLines, writeBoardLines, type BoardDialect } from "./board-lines.ts";
import type { DealReader, ReadOptions } from "./deal-reading.ts";
import { refuseParts } from "./layout-parts.ts";

const BOARD: BoardDialect = {
  name: "board text",
  labels: ["stock", "waste", "foundations", "freecells"],
  faceDown: true,
  elsewhere: "",
};

export function readBoardText(text: string, source: string, options: ReadOptions = {}): DealReader {
  return readBoardLines(text, source, options, BOARD);
}

/** The hole games' board text: `Hole: JS` (the hole's top card), `Stock:`, `Freecells:` and one line per pile. */
const HOLE: BoardDialect = {
  name: "hole text",
  labels: ["hole", "stock", "freecells"],
  faceDown: false,
  elsewhere: "",
};

export function readHoleText(text: string, source: string, options: ReadOptions = {}): DealReader {
  return readBoardLines(text, source, options, HOLE);
}

export function writeHoleText(layout: Layout): string {
  refuseParts(layout, ["piles", "stock", "cells", "foundations"], "hole text");
  return writeBoardLines(layout, true);
}

export function writeBoardText(layout: Layout): string {
  refuseParts(layout, ["piles", "faceDown", "stock", "waste", "cells", "foundations"], "board text");
  return writeBoardLines(layout);
}
