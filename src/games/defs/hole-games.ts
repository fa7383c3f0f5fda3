// The hole games of their own engine module (assembly/games/hole.ts): Black
// Hole, Golf and Worm Hole, each as Solvitaire states it (its preset named in
// `solvitaire`), sharing one record of settings.

import { HoleReference } from "../reference/hole.ts";
import { engineStrategies, solver } from "../strategies.ts";
import type { GameDef, SettingDef, Settings } from "../types.ts";
import { plainDeal } from "./common.ts";

/** The hole module's number (assembly/registry.ts's GAMES). */
const HOLE_ENGINE = 5;

const SETTINGS: SettingDef[] = [
  { key: "piles", kind: "int", min: 1, max: 20, default: 17, description: "piles, dealt face up by rows" },
  { key: "stock", kind: "int", min: 0, max: 51, default: 0, description: "cards dealt to the stock first, turned onto the hole one at a time" },
  { key: "cells", kind: "int", min: 0, max: 4, default: 0, description: "cells, each taking any pile's top card, which can then go only onto the hole" },
  {
    key: "loops",
    kind: "bool",
    default: true,
    description: "the deck's top rank and the ace are next to each other (a king goes onto an ace and an ace onto a king)",
  },
  {
    key: "base",
    kind: "choice",
    choices: ["ace-of-spades", "last"],
    default: "ace-of-spades",
    description: "the hole's first card: the ace of spades, taken out before the deal, or the deal's last card",
  },
  { key: "ranks", kind: "int", min: 2, max: 13, default: 13, description: "ranks per suit (a deck cut to A..the rank; tiny presets)" },
];

const num = (s: Settings, key: string) => Number(s[key] ?? SETTINGS.find((d) => d.key === key)!.default);

/** Settings that cannot be dealt: more piles than the cards left for them. */
function check(s: Settings): string | undefined {
  const cards = 4 * num(s, "ranks") - 1 - num(s, "stock");
  if (cards < num(s, "piles"))
    return `${num(s, "piles")} piles need ${num(s, "piles")} cards, and a deck of ${num(s, "ranks")} ranks leaves ${Math.max(cards, 0)} after the hole's card and a stock of ${num(s, "stock")}`;
  return undefined;
}

interface HoleGame {
  id: string;
  name: string;
  solvitaire: string;
  summary: string;
  standard: Settings;
  tiny: Settings;
}

function holeGame(g: HoleGame): GameDef {
  return {
    id: g.id,
    name: g.name,
    module: "hole",
    solvitaire: g.solvitaire,
    engineId: HOLE_ENGINE,
    summary: g.summary,
    settings: SETTINGS,
    presets: { standard: g.standard, tiny: { ...g.standard, ...g.tiny } },
    defaultPreset: "standard",
    strategies: [
      solver("thoughtful exact search: knows every card and the stock's order, proves won or lost (unknown when the budget runs out)"),
      ...engineStrategies(HOLE_ENGINE),
    ],
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: { label: "cards into the hole from the piles and cells", min: 0, max: 51, better: "higher" },
    dealFormats: ["hole"],
    dealSpec: (s) =>
      plainDeal({
        ranks: num(s, "ranks"),
        stock: num(s, "stock"),
        piles: num(s, "piles"),
        hole: s.base === "last" ? "last" : "ace-of-spades",
      }),
    reference: (layout, s) => new HoleReference(layout, { cells: num(s, "cells"), loops: s.loops !== false, ranks: num(s, "ranks") }),
    check,
  };
}

export const HOLE_GAMES: GameDef[] = [
  holeGame({
    id: "black-hole",
    name: "Black Hole",
    solvitaire: "black-hole",
    summary:
      "The ace of spades starts the hole; the other 51 cards lie face up in 17 piles of 3. A pile's top card goes onto the hole when it is one rank above or below the hole's top card, king and ace next to each other. Won when every card is in the hole.",
    standard: { piles: 17, stock: 0, cells: 0, loops: true, base: "ace-of-spades", ranks: 13 },
    tiny: { ranks: 4, piles: 5 },
  }),
  holeGame({
    id: "golf",
    name: "Golf",
    solvitaire: "golf",
    summary:
      "7 piles of 5 face up, a stock of 16 and the last card dealt starting the hole. A pile's top card goes onto the hole when it is one rank above or below the hole's top card (no wrapping from king to ace); the stock turns one card onto the hole at a time. Won when the piles are cleared.",
    standard: { piles: 7, stock: 16, cells: 0, loops: false, base: "last", ranks: 13 },
    tiny: { ranks: 4, piles: 3, stock: 5 },
  }),
  holeGame({
    id: "worm-hole",
    name: "Worm Hole",
    solvitaire: "worm-hole",
    summary: "Black Hole with one cell: any pile's top card may wait in the cell, from where it can go only onto the hole.",
    standard: { piles: 17, stock: 0, cells: 1, loops: true, base: "ace-of-spades", ranks: 13 },
    tiny: { ranks: 4, piles: 5 },
  }),
];
