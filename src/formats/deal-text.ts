// Deals typed by a user (a deal file, the dashboard's deal box) in the formats
// a game lists in its catalogue entry, and layouts written back out in those
// formats. Reading checks the deal against the game: every problem is a
// UserError that names the source and, where there is one, the line.

import { rankOf, type Card } from "../core/cards.ts";
import { cardRenamed, cardShown, type Layout } from "../core/layout.ts";
import type { GameDef, Settings } from "../games/catalogue.ts";
import { readCardList, writeCardList } from "./card-list.ts";
import { checkDeal } from "./deal-check.ts";
import { dealError, type DealReader, type ReadOptions } from "./deal-reading.ts";
import { readBoardText, readHoleText, writeBoardText, writeHoleText } from "./board-text.ts";
import { readFcSolve, writeFcSolve } from "./fc-solve.ts";
import { readSolvitaireJson, writeSolvitaireJson } from "./solvitaire-json.ts";

export type DealFormat = GameDef["dealFormats"][number];

const FORMAT_NAMES: Record<DealFormat, string> = {
  cards: "a card list",
  "solvitaire-json": "Solvitaire deal JSON",
  "fc-solve": "fc-solve board text",
  board: "board text",
  hole: "hole text",
};

const READERS: Record<DealFormat, (text: string, source: string, options: ReadOptions) => DealReader> = {
  cards: readCardList,
  "solvitaire-json": readSolvitaireJson,
  "fc-solve": readFcSolve,
  board: readBoardText,
  hole: readHoleText,
};

const WRITERS: Record<DealFormat, (layout: Layout) => string> = {
  cards: writeCardList,
  "solvitaire-json": writeSolvitaireJson,
  "fc-solve": writeFcSolve,
  board: writeBoardText,
  hole: writeHoleText,
};

/** "a card list ("cards") or Solvitaire deal JSON ("solvitaire-json")". */
export const dealFormatsText = (game: GameDef): string => game.dealFormats.map((f) => `${FORMAT_NAMES[f]} ("${f}")`).join(" or ");

/**
 * The format a text is in: Solvitaire JSON when it starts with `{`, else the
 * board text the game reads (fc-solve's or the lab's), else a card list.
 */
export function detectDealFormat(text: string, game: GameDef): DealFormat {
  if (text.trimStart().startsWith("{")) return "solvitaire-json";
  return game.dealFormats.find((f) => f === "fc-solve" || f === "board" || f === "hole") ?? "cards";
}

/** Reads a deal for `game` (with `settings`) from text; `source` names it in errors (a file name). */
export function parseDealText(text: string, game: GameDef, settings: Settings, source = "deal"): Layout {
  const format = detectDealFormat(text, game);
  if (!game.dealFormats.includes(format)) {
    const what = format === "solvitaire-json" ? `starts with "{", so it is read as` : `does not start with "{", so it is read as`;
    throw dealError(source, null, `this text ${what} ${FORMAT_NAMES[format]}, which ${game.id} does not read; ${game.id} reads ${dealFormatsText(game)}`);
  }
  const rules = game.tableauRules?.(settings);
  const read = READERS[format](text, source, { foundationsDown: !!rules?.foundationDown, topRank: rules?.ranks ?? 13 });
  const spec = game.dealSpec(settings);
  checkDeal(read, game, spec);
  if (spec.randomBase) return renamedFromBase(read, spec.ranks ?? 13, game.id);
  return read.layout;
}

/** Every card of a layout mapped by f. */
function mapCards(l: Layout, f: (c: Card) => Card): Layout {
  return {
    ...l,
    row: l.row.map(f),
    dark: l.dark.map(f),
    piles: l.piles.map((p) => p.map(f)),
    stock: l.stock.map(f),
    waste: l.waste.map(f),
    cells: l.cells.map((c) => (c === null ? null : f(c))),
    foundations: l.foundations.map((p) => p.map(f)),
  };
}

/**
 * A deal written with real ranks, its base card alone on a foundation
 * (Canfield), as the lab deals it: every rank renamed so the base is the ace,
 * and Layout.rankBase naming the base's real rank.
 */
function renamedFromBase(read: DealReader, ranks: number, game: string): Layout {
  const found = read.layout.foundations.filter((f) => f.length > 0);
  if (found.length !== 1 || found[0].length !== 1)
    throw read.error(
      null,
      `${game} with randomBase starts one foundation with its base card: give exactly one foundation of one card, like "foundations": [["JS"]]`,
    );
  const base = rankOf(found[0][0]);
  const { rankBase: _, ...layout } = mapCards(read.layout, (c) => cardRenamed(c, base, ranks));
  return base === 1 ? layout : { ...layout, rankBase: base };
}

/** Writes a layout in a format; parsing the text gives the same layout back. */
export function formatDealText(layout: Layout, format: DealFormat): string {
  // Ranks renamed from a random base are written as they really are (the reader renames them again).
  if (layout.rankBase && layout.rankBase !== 1) {
    const ranks = Math.max(...[...layout.piles.flat(), ...layout.stock, ...layout.waste, ...layout.foundations.flat()].map(rankOf));
    const { rankBase, ...rest } = layout;
    return WRITERS[format](mapCards(rest, (c) => cardShown(c, rankBase, ranks)));
  }
  return WRITERS[format](layout);
}
