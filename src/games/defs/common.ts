// What the games' definitions share: deals, settings, scores, and the
// tableau engine's games as rules records.

import { BASE_DEAL, type DealSpec } from "../../core/numbering.ts";
import { TableauReference } from "../reference/tableau.ts";
import { engineStrategies, solver } from "../strategies.ts";
import type { GameDef, ScoreDef, SettingDef, Settings } from "../types.ts";

export const plainDeal = (over: Partial<DealSpec>): DealSpec => ({ ...BASE_DEAL, ...over });

/** The tableau engine's module number (assembly/registry.ts's GAMES). */
const TABLEAU_ENGINE = 4;

/**
 * A game of the tableau engine: a rules record given the settings (naming the
 * profile it is solved by), replayed through the tableau reference; it plays
 * the strategies whose records name its default preset's profile (where the
 * settings name another, strategyRefusal says which strategies play it).
 */
export function tableauGame(def: Omit<GameDef, "engineId" | "reference" | "strategies"> & Required<Pick<GameDef, "tableauRules">>): GameDef {
  const defaults: Settings = { ...Object.fromEntries(def.settings.map((s) => [s.key, s.default])), ...def.presets[def.defaultPreset] };
  const profile = def.tableauRules(defaults).profile;
  return {
    ...def,
    engineId: TABLEAU_ENGINE,
    strategies: [
      solver("thoughtful exact search: knows every card, proves won or lost (unknown when the budget runs out)"),
      ...engineStrategies(TABLEAU_ENGINE, profile),
    ],
    reference: (layout, s) => new TableauReference(layout, def.tableauRules(s)),
  };
}

export const CARDS_UP: ScoreDef = { label: "cards on foundations", min: 0, max: 52, better: "higher" };
export const CARDS_UP_2: ScoreDef = { label: "cards on foundations", min: 0, max: 104, better: "higher" };

export const SUPERMOVE: SettingDef = {
  key: "supermove",
  kind: "choice",
  choices: ["seed", "standard"],
  default: "seed",
  description:
    "most cards a run may move as one unit: seed = empty cells + 1 (the seed's rule), standard = (empty cells + 1) x 2^(empty columns); verdicts are the same, since single-card moves are always allowed",
};
export const CELLS: SettingDef = { key: "cells", kind: "int", min: 0, max: 8, default: 4, description: "free cells" };

// ---- deal sizes: a standard game is the whole deck; a tiny preset (Solvitaire's
// cut decks) cuts every suit to a few ranks and deals fewer piles, small enough
// for a brute force to enumerate every position (the exhaustive tests).

export const RANKS: SettingDef = {
  key: "ranks",
  kind: "int",
  min: 1,
  max: 13,
  default: 13,
  description: "ranks of each suit, from the ace: 13 = the whole deck; fewer cut every suit short (a tiny game; the top rank plays the king's part)",
};
/** Whether a released ace must go up at once (the seed's Klondike, Solitaire and Streets and Alleys) or may stay in play. */
export const ACES: SettingDef = {
  key: "aces",
  kind: "choice",
  choices: ["compulsory", "free"],
  default: "compulsory",
  description:
    "compulsory = an ace goes to the foundations as soon as it is released (from a pile or the waste's top), as the seed says; free = it may stay in play (the literature's klondike-bg rules)",
};
export const compulsoryAces = (s: Settings): boolean => s.aces !== "free";
export const pilesSetting = (standard: number): SettingDef => ({
  key: "piles",
  kind: "int",
  min: 1,
  max: 20,
  default: standard,
  description: `tableau piles (${standard} in the standard game)`,
});
export const DECKS: SettingDef = { key: "decks", kind: "int", min: 1, max: 2, default: 2, description: "decks shuffled together (2 in the standard game)" };
export const rowsSetting = (standard: number): SettingDef => ({
  key: "rows",
  kind: "int",
  min: 1,
  max: 13,
  default: standard,
  description: `cards dealt to each pile, all but the top face down (${standard} in the standard game); the stock holds the rest`,
});
/** The deck a game's settings call for: how many decks and how many ranks of each suit. */
export const deckOf = (s: Settings, decks: 1 | 2 = 1) => ({ decks, ranks: Number(s.ranks ?? 13) });
export const cardCount = (d: { decks: number; ranks: number }) => 4 * d.decks * d.ranks;
