// The plain card list: cards separated by spaces and/or commas over any number
// of lines, `#` starting a comment. The cards form the layout's row (or hand)
// in dealing order: the first listed is the first dealt. Flip's double-faced
// cards are written light/dark ("AS/7H"): then every card has both faces.

import { cardText } from "../core/cards.ts";
import { UserError } from "../core/errors.ts";
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
      // Flip's double-faced cards: light/dark, like "AS/7H".
      const slash = token.indexOf("/");
      if (slash >= 0 && read.layout.row.length === 0) read.mark("dark", line);
      if (slash >= 0 !== (read.partLine.dark !== undefined)) {
        throw read.error(
          line,
          `"${token}" ${slash >= 0 ? "has" : "lacks"} a dark face, unlike the first card; give every card as light/dark (like AS/7H) or none`,
        );
      }
      read.layout.row.push(read.card(slash >= 0 ? token.slice(0, slash) : token, { line }));
      if (slash >= 0) read.layout.dark.push(read.darkCard(token.slice(slash + 1), { line }));
    }
  });
  return read;
}

export function writeCardList(layout: Layout): string {
  refuseParts(layout, ["row", "dark"], "a card list");
  if (layout.dark.length > 0 && layout.dark.length !== layout.row.length) {
    throw new UserError(
      `a card list gives every card a dark face or none, but this layout has ${layout.row.length} cards and ${layout.dark.length} dark faces`,
    );
  }
  const text = (c: number, k: number) => (layout.dark.length ? `${cardText(c)}/${cardText(layout.dark[k])}` : cardText(c));
  const lines: string[] = [];
  for (let k = 0; k < layout.row.length; k += CARDS_PER_LINE) {
    lines.push(
      layout.row
        .slice(k, k + CARDS_PER_LINE)
        .map((c, i) => text(c, k + i))
        .join(" "),
    );
  }
  return `${lines.join("\n")}\n`;
}
