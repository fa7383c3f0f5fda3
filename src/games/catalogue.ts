// The catalogue: every game the engine plays, its settings (defaults and allowed
// values), presets, strategies, numberings, score and dealing recipe. The CLI,
// the worker pool and the dashboard all read it; nothing else lists games.

import type { DealSpec, Numbering } from "../core/numbering.ts";

export type SettingValue = number | string | boolean;
export type Settings = Record<string, SettingValue>;

export interface SettingDef {
  key: string;
  description: string;
  kind: "int" | "choice" | "bool";
  default: SettingValue;
  /** int: inclusive range. */
  min?: number;
  max?: number;
  /** choice: allowed words; the engine gets the index. */
  choices?: string[];
}

export interface StrategyDef {
  id: string;
  /** The engine's number for it; 0 is always the thoughtful solver. */
  engineId: number;
  description: string;
}

export interface ScoreDef {
  /** What the score counts, in the game's own words. */
  label: string;
  min: number;
  max: number;
  better: "higher" | "lower";
}

export interface GameDef {
  id: string;
  name: string;
  engineId: number;
  summary: string;
  settings: SettingDef[];
  presets: Record<string, Settings>;
  defaultPreset: string;
  strategies: StrategyDef[];
  defaultStrategy: string;
  numberings: Numbering[];
  score: ScoreDef;
  /** Text formats `--deal-file` reads for this game. */
  dealFormats: ("cards" | "solvitaire-json" | "fc-solve")[];
  /** How a seed is dealt, given the settings. */
  dealSpec(settings: Settings): DealSpec;
}

const SOLVER: StrategyDef = {
  id: "solver",
  engineId: 0,
  description: "thoughtful exact search: knows every card, proves won or lost (unknown when the budget runs out)",
};

const plainDeal = (over: Partial<DealSpec>): DealSpec => ({
  deck: "standard", decks: 1, acesOnFoundations: false, stock: 0, row: 0, piles: 0, staircase: false, darkFaces: false, ...over,
});

export const GAMES: readonly GameDef[] = [
  {
    id: "one-handed",
    name: "One-Handed Solitaire",
    engineId: 0,
    summary:
      "Draw cards one at a time onto the hand; when the top four show the same rank at both ends discard all four, else the same suit at both ends discards the middle two. No choices.",
    settings: [
      { key: "passes", description: "passes through the deck in all (the hand, turned over, is the next pass's deck)", kind: "int", default: 1, min: 1, max: 63 },
    ],
    presets: { standard: { passes: 1 } },
    defaultPreset: "standard",
    strategies: [
      { id: "play", engineId: 1, description: "the rules' only play (every move is forced)" },
      { ...SOLVER, description: "thoughtful search; with no choices it finds the same single play" },
    ],
    defaultStrategy: "play",
    numberings: ["sv"],
    score: { label: "cards discarded", min: 0, max: 52, better: "higher" },
    dealFormats: ["cards"],
    dealSpec: () => plainDeal({ row: 52 }),
  },
  {
    id: "accordion",
    name: "Accordion",
    engineId: 1,
    summary:
      "Deal the cards left to right into a row of piles; a pile moves whole onto the pile next to its left or the third to its left when their top cards match in suit or rank. Won with one pile.",
    settings: [],
    presets: { standard: {} },
    defaultPreset: "standard",
    strategies: [
      { ...SOLVER, description: "thoughtful search for the fewest piles (won = one pile), proven optimal when the search completes" },
      { id: "random", engineId: 1, description: "a uniformly random legal move after each card (dealing the next card counts as a move)" },
      { id: "slide-first", engineId: 2, description: "always moves when it can: the rightmost slide onto the next pile left, else the rightmost leap three left, else deals" },
      { id: "leap-first", engineId: 3, description: "always moves when it can: the rightmost leap three left, else the rightmost slide, else deals" },
      { id: "lookahead", engineId: 4, description: "always moves when it can: the move that starts the longest run of moves among the dealt cards (bounded search), ties to the line leaving the right end most open" },
    ],
    defaultStrategy: "solver",
    numberings: ["sv"],
    score: { label: "piles left", min: 1, max: 52, better: "lower" },
    dealFormats: ["cards", "solvitaire-json"],
    dealSpec: () => plainDeal({ row: 52 }),
  },
];

export function findGame(id: string): GameDef | undefined {
  return GAMES.find((g) => g.id === id);
}

export const gameIds = (): string[] => GAMES.map((g) => g.id);
