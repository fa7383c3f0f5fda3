// What fc-solve board text and the lab's board text share: one line per
// tableau pile, bottom card first (a leading `:` allowed, a lone `:` an empty
// pile), labelled lines for the other parts (`Foundations: H-5 C-A S-0 D-K`,
// each foundation its base card up, or the top rank down, to that rank, 0 =
// empty; `Freecells: 3H - QC`, `-` an empty cell; `Stock:` and `Waste:`, bottom
// card first), blank lines and `#` comments skipped. A dialect says which
// labels it has and whether `[7D]` marks a face-down card.

import { cardText, makeCard, RANKS, SUITS, suitOf, type Card } from "../core/cards.ts";
import { UserError } from "../core/errors.ts";
import type { Layout } from "../core/layout.ts";
import { CARD_RULE, DealReader, textLines, withoutComment, type ReadOptions } from "./deal-reading.ts";

export type BoardLabel = "foundations" | "freecells" | "stock" | "waste" | "hole";

export interface BoardDialect {
  /** The format's name in messages, like "fc-solve board text". */
  name: string;
  labels: BoardLabel[];
  /** Whether a pile may mark face-down cards as [7D]. */
  faceDown: boolean;
  /** Said after an unknown label or a face-down mark the dialect lacks: which format has it. */
  elsewhere: string;
}

const FOUNDATION = /^([CDHS])-(0|10|[A2-9TJQK])$/i;
const LABELLED = /^([A-Za-z]+)\s*:(.*)$/;
const BRACKETED = /^\[(.*)\]$/;
const LABEL_NAMES: Record<BoardLabel, string> = { foundations: "Foundations", freecells: "Freecells", stock: "Stock", waste: "Waste", hole: "Hole" };

const tokens = (text: string): string[] => text.split(/\s+/).filter((t) => t !== "");

export function readBoardLines(text: string, source: string, options: ReadOptions, dialect: BoardDialect): DealReader {
  const read = new DealReader(source, options);
  const labelLines = new Map<string, number>();
  textLines(text).forEach((raw, i) => {
    const line = i + 1;
    const content = withoutComment(raw).trim();
    if (content === "") return;
    const labelled = LABELLED.exec(content);
    if (!labelled) return readPile(read, content.replace(/^:/, ""), line, dialect);
    const label = labelled[1].toLowerCase() as BoardLabel;
    if (!dialect.labels.includes(label)) {
      const has = dialect.labels.map((l) => LABEL_NAMES[l]).join(", ");
      throw read.error(line, `"${labelled[1]}:" is not a line ${dialect.name} has (its labelled lines: ${has}; the other lines are piles)${dialect.elsewhere}`);
    }
    const first = labelLines.get(label);
    if (first !== undefined) throw read.error(line, `a second ${labelled[1]} line (the first is line ${first})`);
    labelLines.set(label, line);
    if (label === "foundations") readFoundations(read, labelled[2], line);
    else if (label === "freecells") readCells(read, labelled[2], line);
    else if (label === "hole") readHole(read, labelled[2], line, dialect);
    else {
      read.mark(label, line);
      read.layout[label] = tokens(labelled[2]).map((t) => plainCard(read, t, line, label, dialect));
    }
  });
  if (read.layout.faceDown && read.layout.faceDown.length < read.layout.piles.length) {
    read.layout.faceDown.push(...Array(read.layout.piles.length - read.layout.faceDown.length).fill(0));
  }
  return read;
}

/** A card outside the piles, where a face-down mark means nothing. */
function plainCard(read: DealReader, token: string, line: number, where: string, dialect: BoardDialect): Card {
  if (dialect.faceDown && BRACKETED.test(token)) {
    throw read.error(line, `"${token}" is marked face down, which only a pile's cards can be (write the ${where}'s cards plain)`);
  }
  return cardOf(read, token, line, where, dialect);
}

function cardOf(read: DealReader, token: string, line: number, where: string, dialect: BoardDialect): Card {
  if (BRACKETED.test(token) && !dialect.faceDown) {
    throw read.error(line, `"${token}" marks a face-down card, which ${dialect.name} has none of${dialect.elsewhere}`);
  }
  if (dialect.faceDown && /[[\]]/.test(token)) {
    throw read.error(line, `"${token}" is not a card (${CARD_RULE}; a face-down card is written in brackets, like [7D])`);
  }
  return read.card(token, { line, where });
}

function readPile(read: DealReader, text: string, line: number, dialect: BoardDialect): void {
  const index = read.layout.piles.length;
  const where = `pile ${index + 1}`;
  read.mark("piles", line);
  const pile: Card[] = [];
  let down = 0;
  for (const token of tokens(text)) {
    const hidden = dialect.faceDown ? BRACKETED.exec(token) : null;
    if (hidden && down < pile.length) {
      throw read.error(
        line,
        `"${token}" is face down but lies on a face-up card in ${where}; face-down cards, in brackets, come first (the bottom of the pile)`,
      );
    }
    pile.push(cardOf(read, hidden ? hidden[1] : token, line, where, dialect));
    if (hidden) down++;
  }
  read.layout.piles.push(pile);
  if (down > 0 || read.layout.faceDown) {
    read.layout.faceDown ??= Array(index).fill(0);
    read.layout.faceDown.push(down);
  }
}

function readFoundations(read: DealReader, text: string, line: number): void {
  for (const token of tokens(text)) {
    const m = FOUNDATION.exec(token);
    if (!m) throw read.error(line, `"${token}" is not a foundation (write suit-rank like H-5 or C-A, or S-0 for an empty one)`);
    if (m[2] === "0") continue; // the layout lists only foundations that hold cards
    const suit = SUITS.indexOf(m[1].toUpperCase());
    const top = m[2] === "10" ? 10 : RANKS.indexOf(m[2].toUpperCase()) + 1;
    const foundation: Card[] = [];
    for (const rank of read.foundationRanks(top)) {
      const card = makeCard(rank, suit);
      read.record(card, { line, where: "foundations" });
      foundation.push(card);
    }
    read.layout.foundations.push(foundation);
  }
}

/** `Hole: JS`: the hole's top card, which starts it (the cards under it play no part). */
function readHole(read: DealReader, text: string, line: number, dialect: BoardDialect): void {
  const cards = tokens(text);
  if (cards.length !== 1) throw read.error(line, `the hole line names one card, the hole's top (like Hole: AS), not ${cards.length}`);
  read.layout.foundations.push([plainCard(read, cards[0], line, "hole", dialect)]);
}

function readCells(read: DealReader, text: string, line: number): void {
  for (const token of tokens(text)) {
    read.layout.cells.push(token === "-" ? null : read.card(token, { line, where: "freecells" }));
  }
}

/** The labelled lines a layout needs (with `hole`, its one foundation as the hole's top card) (those of empty parts left out), then one line per pile; `[7D]` for face-down cards. */
export function writeBoardLines(layout: Layout, hole = false): string {
  const lines: string[] = [];
  const foundations = layout.foundations.filter((f) => f.length > 0);
  if (hole) lines.push(`Hole: ${foundations.map((f) => cardText(f[f.length - 1])).join(" ")}`);
  else if (foundations.length > 0) lines.push(`Foundations: ${foundations.map(foundationText).join(" ")}`);
  if (layout.cells.length > 0) lines.push(`Freecells: ${layout.cells.map((c) => (c === null ? "-" : cardText(c))).join(" ")}`);
  if (layout.stock.length > 0) lines.push(`Stock: ${layout.stock.map(cardText).join(" ")}`);
  if (layout.waste.length > 0) lines.push(`Waste: ${layout.waste.map(cardText).join(" ")}`);
  layout.piles.forEach((pile, i) => {
    const down = layout.faceDown?.[i] ?? 0;
    lines.push(pile.length > 0 ? pile.map((c, k) => (k < down ? `[${cardText(c)}]` : cardText(c))).join(" ") : ":");
  });
  return `${lines.join("\n")}\n`;
}

/** "H-5" for ace to five of hearts (or the top rank down to five, where foundations build down). */
function foundationText(f: Card[]): string {
  const suit = suitOf(f[0]);
  const up = f.every((c, k) => c === makeCard(k + 1, suit));
  const down = f.every((c, k) => c === f[0] - 4 * k && suitOf(c) === suit);
  if (!up && !down) {
    throw new UserError(
      `board text writes a foundation as ace up (or the top rank down) to its top card, like H-5, which "${f.map(cardText).join(" ")}" is not`,
    );
  }
  return `${SUITS[suit]}-${cardText(f[f.length - 1]).slice(0, -1)}`;
}
