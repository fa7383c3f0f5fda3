// fc-solve board text (the FreeCell-like games): piles, `Foundations:` and
// `Freecells:` lines, as src/formats/board-lines.ts reads and writes them.

import type { Layout } from "../core/layout.ts";
import { readBoardLines, writeBoardLines, type BoardDialect } from "./board-lines.ts";
import type { DealReader, ReadOptions } from "./deal-reading.ts";
import { refuseParts } from "./layout-parts.ts";

const FC_SOLVE: BoardDialect = {
  name: "fc-solve board text",
  labels: ["foundations", "freecells"],
  faceDown: false,
  elsewhere: "; games with a stock and face-down cards read board text",
};

export function readFcSolve(text: string, source: string, options: ReadOptions = {}): DealReader {
  return readBoardLines(text, source, options, FC_SOLVE);
}

export function writeFcSolve(layout: Layout): string {
  refuseParts(layout, ["piles", "cells", "foundations"], "fc-solve board text");
  return writeBoardLines(layout);
}
