// The open tableau games, every card face up: Streets and Alleys, Beleaguered
// Castle, Inverted FreeCell and FreeCell, each a rules record.

import type { TableauRules } from "../tableau-rules.ts";
import { BASE_RULES } from "../tableau-rules.ts";
import type { GameDef } from "../types.ts";
import { ACES, CARDS_UP, CELLS, RANKS, SUPERMOVE, compulsoryAces, deckOf, pilesSetting, plainDeal, tableauGame } from "./common.ts";

/** The aces setting in Streets and Alleys' words: it has no waste, and the literature's klondike-bg rules are not its own. */
const ROW_ACES = {
  ...ACES,
  description:
    "compulsory = an ace goes to the foundations as soon as it is released (the outermost card of its row), as the seed says; free = it may stay in its row and go up later",
};

export const OPEN_GAMES: GameDef[] = [
  tableauGame({
    id: "streets-and-alleys",
    name: "Streets and Alleys",
    solvitaire: "streets-and-alleys",
    summary:
      "8 rows dealt face up (7, 7, 7, 7, 6, 6, 6, 6); the outermost card of a row moves, one at a time, onto a card one rank higher of any suit or into an empty row; aces go up as they are released and build up in suit.",
    settings: [RANKS, pilesSetting(8), ROW_ACES],
    presets: { standard: { aces: "compulsory" }, tiny: { ranks: 4, piles: 4, aces: "compulsory" } },
    defaultPreset: "standard",
    defaultStrategy: "solver",
    numberings: ["sv", "ms"],
    score: CARDS_UP,
    dealFormats: ["fc-solve", "solvitaire-json"],
    dealSpec: (s) => plainDeal({ ...deckOf(s), piles: Number(s.piles ?? 8) }),
    tableauRules: (s) => ({ ...BASE_RULES, ...deckOf(s), piles: Number(s.piles ?? 8), compulsoryAces: compulsoryAces(s), profile: "open" }),
  }),
  tableauGame({
    id: "beleaguered-castle",
    name: "Beleaguered Castle",
    solvitaire: "beleaguered-castle",
    summary: "Streets and Alleys with the four aces starting on the foundations and the other 48 cards in 8 rows of 6.",
    settings: [RANKS, pilesSetting(8)],
    presets: { standard: {}, tiny: { ranks: 5, piles: 4 } },
    defaultPreset: "standard",
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: CARDS_UP,
    dealFormats: ["fc-solve", "solvitaire-json"],
    dealSpec: (s) => plainDeal({ ...deckOf(s), piles: Number(s.piles ?? 8), acesOnFoundations: true }),
    tableauRules: (s) => ({ ...BASE_RULES, ...deckOf(s), piles: Number(s.piles ?? 8), profile: "open" }),
  }),
  tableauGame({
    id: "inverted-freecell",
    name: "Inverted FreeCell",
    summary:
      "8 columns (4 of 7, 4 of 6) face up and 4 cells; foundations start with the kings and build down in suit; columns build UP in alternating colours; any card fills a cell or an empty column; a built run moves as one unit within the supermove limit.",
    settings: [CELLS, SUPERMOVE, RANKS, pilesSetting(8)],
    presets: { standard: { cells: 4, supermove: "seed" }, tiny: { cells: 1, supermove: "seed", ranks: 4, piles: 3 } },
    defaultPreset: "standard",
    defaultStrategy: "solver",
    numberings: ["sv", "ms"],
    score: CARDS_UP,
    dealFormats: ["fc-solve", "solvitaire-json"],
    dealSpec: (s) => plainDeal({ ...deckOf(s), piles: Number(s.piles ?? 8) }),
    tableauRules: (s) => ({
      ...BASE_RULES,
      ...deckOf(s),
      piles: Number(s.piles ?? 8),
      cells: Number(s.cells),
      foundationDown: true,
      buildUp: true,
      buildSuit: "alternate",
      runSuit: "alternate",
      moveUnit: "runs",
      supermove: s.supermove as TableauRules["supermove"],
      profile: "cells",
    }),
  }),
  tableauGame({
    id: "freecell",
    name: "FreeCell",
    solvitaire: "free-cell",
    summary:
      "The familiar game, Inverted FreeCell's mirror image: foundations from the aces up, columns build down in alternating colours, 4 cells; a built run moves as one unit within the supermove limit.",
    settings: [CELLS, SUPERMOVE, RANKS, pilesSetting(8)],
    presets: { standard: { cells: 4, supermove: "seed" }, tiny: { cells: 1, supermove: "seed", ranks: 4, piles: 3 } },
    defaultPreset: "standard",
    defaultStrategy: "solver",
    numberings: ["sv", "ms"],
    score: CARDS_UP,
    dealFormats: ["fc-solve", "solvitaire-json"],
    dealSpec: (s) => plainDeal({ ...deckOf(s), piles: Number(s.piles ?? 8) }),
    tableauRules: (s) => ({
      ...BASE_RULES,
      ...deckOf(s),
      piles: Number(s.piles ?? 8),
      cells: Number(s.cells),
      buildSuit: "alternate",
      runSuit: "alternate",
      moveUnit: "runs",
      supermove: s.supermove as TableauRules["supermove"],
      profile: "cells",
    }),
  }),
];
