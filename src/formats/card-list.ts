// The plain card list: cards separated by spaces and/or commas over any number
// of lines, `#` starting a comment. The cards form the layout's row (or hand)
// in dealing order: the first listed is the first dealt.

import { cardText } from "../core/cards.ts";
import type { Layout } from "../core/layout.ts";
import { DealReader, textLines, withoutComment } from "./deal-reading.ts";
import { refuseParts } from "./layout-parts.ts";

const CARDS_PER_LINE = 13;

export function readCardList(text: string, source: string): DealReader {
  const read = new DealReader(source);
  textLines(text).forEach((raw, i) => {
    const line = i + 1;
    for (const token of withoutComment(raw).split(/[\s,]+/)) {
      if (token === "") continue;
      read.mark("row", line);
      read.layout.row.push(read.card(token, { line }));
    }
  });
  return read;
}

export function writeCardList(layout: Layout): string {
  refuseParts(layout, ["row"], "a card list");
  const lines: string[] = [];
  for (let k = 0; k < layout.row.length; k += CARDS_PER_LINE) {
    lines.push(layout.row.slice(k, k + CARDS_PER_LINE).map(cardText).join(" "));
  }
  return lines.join("\n") + "\n";
}
