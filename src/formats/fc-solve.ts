// fc-solve board text: one line per tableau pile, bottom card first (a leading
// `:` allowed, a lone `:` is an empty pile), and optional lines
// `Foundations: H-5 C-A S-0 D-K` (each foundation holds ace up to that rank,
// or, in games whose foundations build down, king down to it; 0 = empty) and `Freecells: 3H - QC` (`-` = an empty cell). Blank lines and
// `#` comments are skipped.

import { cardText, makeCard, RANKS, SUITS, suitOf, type Card } from "../core/cards.ts";
import { UserError } from "../core/errors.ts";
import type { Layout } from "../core/layout.ts";
import { DealReader, textLines, withoutComment } from "./deal-reading.ts";
import { refuseParts } from "./layout-parts.ts";

const FOUNDATION = /^([CDHS])-(0|10|[A2-9TJQK])$/i;
const LABELLED = /^(foundations|freecells)\s*:(.*)$/i;

export function readFcSolve(text: string, source: string, foundationsDown = false): DealReader {
  const read = new DealReader(source);
  read.foundationsDown = foundationsDown;
  const labelLines = new Map<string, number>();
  textLines(text).forEach((raw, i) => {
    const line = i + 1;
    const content = withoutComment(raw).trim();
    if (content === "") return;
    const labelled = LABELLED.exec(content);
    if (!labelled) return readPile(read, content.replace(/^:/, ""), line);
    const label = labelled[1].toLowerCase();
    const first = labelLines.get(label);
    if (first !== undefined) throw read.error(line, `a second ${labelled[1]} line (the first is line ${first})`);
    labelLines.set(label, line);
    if (label === "foundations") readFoundations(read, labelled[2], line, foundationsDown);
    else readCells(read, labelled[2], line);
  });
  return read;
}

const tokens = (text: string): string[] => text.split(/\s+/).filter((t) => t !== "");

function readPile(read: DealReader, text: string, line: number): void {
  const where = `pile ${read.layout.piles.length + 1}`;
  read.mark("piles", line);
  read.layout.piles.push(tokens(text).map((t) => read.card(t, { line, where })));
}

function readFoundations(read: DealReader, text: string, line: number, down: boolean): void {
  for (const token of tokens(text)) {
    const m = FOUNDATION.exec(token);
    if (!m) throw read.error(line, `"${token}" is not a foundation (write suit-rank like H-5 or C-A, or S-0 for an empty one)`);
    if (m[2] === "0") continue; // the layout lists only foundations that hold cards
    const suit = SUITS.indexOf(m[1].toUpperCase());
    const top = m[2] === "10" ? 10 : RANKS.indexOf(m[2].toUpperCase()) + 1;
    const foundation: Card[] = [];
    const ranks = down ? Array.from({ length: 14 - top }, (_, k) => 13 - k) : Array.from({ length: top }, (_, k) => k + 1);
    for (const rank of ranks) {
      const card = makeCard(rank, suit);
      read.record(card, { line, where: "foundations" });
      foundation.push(card);
    }
    read.layout.foundations.push(foundation);
  }
}

function readCells(read: DealReader, text: string, line: number): void {
  for (const token of tokens(text)) {
    read.layout.cells.push(token === "-" ? null : read.card(token, { line, where: "freecells" }));
  }
}

export function writeFcSolve(layout: Layout): string {
  refuseParts(layout, ["piles", "cells", "foundations"], "fc-solve board text");
  const lines: string[] = [];
  const foundations = layout.foundations.filter((f) => f.length > 0);
  if (foundations.length > 0) lines.push(`Foundations: ${foundations.map(foundationText).join(" ")}`);
  if (layout.cells.length > 0) lines.push(`Freecells: ${layout.cells.map((c) => (c === null ? "-" : cardText(c))).join(" ")}`);
  for (const pile of layout.piles) lines.push(pile.length > 0 ? pile.map(cardText).join(" ") : ":");
  return lines.join("\n") + "\n";
}

/** "H-5" for ace to five of hearts (or king down to five, where foundations build down). */
function foundationText(f: Card[]): string {
  const suit = suitOf(f[0]);
  const up = f.every((c, k) => c === makeCard(k + 1, suit));
  const down = f.every((c, k) => c === makeCard(13 - k, suit));
  if (!up && !down) {
    throw new UserError(
      `fc-solve board text writes a foundation as ace up (or king down) to its top card, like H-5, which "${f.map(cardText).join(" ")}" is not`,
    );
  }
  return `${SUITS[suit]}-${cardText(f[f.length - 1]).slice(0, -1)}`;
}
