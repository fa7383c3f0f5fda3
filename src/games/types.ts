// What a game of the catalogue is: its settings, presets, strategies,
// numberings, score, dealing recipe and reference rules.

import type { DealSpec, Numbering } from "../core/numbering.ts";
import type { TableauRules } from "./tableau-rules.ts";
import type { ReferenceFactory } from "./reference/reference.ts";
import type { SettingValue, Settings } from "./values.ts";

export type { SettingValue, Settings } from "./values.ts";

export interface SettingDef {
  key: string;
  description: string;
  kind: "int" | "choice" | "bool";
  default: SettingValue;
  /** int: inclusive range. */
  min?: number;
  max?: number;
  /** int: the word "inf" is allowed too (no limit). */
  infinite?: boolean;
  /** choice: allowed words; the engine gets the index. */
  choices?: string[];
}

export interface StrategyDef {
  id: string;
  /** The engine's number for it; 0 is always the thoughtful solver. */
  engineId: number;
  description: string;
  /** It plays only games whose stock is seen (the stockSeen setting): it decides on the stock's order. */
  needsStockSeen?: boolean;
  /** It searches at every move: queue jobs of it are sized like the solver's, and the fingerprint samples it so. */
  searches: boolean;
  /** Its role in grading winnable deals (run/difficulty.ts): its wins are easy, or it is the strongest that sees only what a player sees. */
  grade: "none" | "easy" | "strong";
  /** Its own settings, apart from the game's. */
  settings: SettingDef[];
  /** The settings it plays fast with rather than well (the fingerprint's runs, smoke tests): those that differ from the defaults. */
  quickSettings: Settings;
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
  /** The engine's game module (its index in assembly/registry.ts's GAMES). */
  engineId: number;
  /** The engine module's name where several games share one that is not a rules record's (the hole games' "hole"); absent: the game's id. */
  module?: string;
  /** Solvitaire's preset of the same rules as the default preset, where it has one. */
  solvitaire?: string;
  /** Solvitaire's presets of other presets' rules, by the lab's preset name. */
  solvitairePresets?: Record<string, string>;
  summary: string;
  settings: SettingDef[];
  presets: Record<string, Settings>;
  defaultPreset: string;
  strategies: StrategyDef[];
  defaultStrategy: string;
  numberings: Numbering[];
  score: ScoreDef;
  /** Text formats `--deal-file` reads for this game. */
  dealFormats: ("cards" | "solvitaire-json" | "fc-solve" | "board" | "hole")[];
  /** How a seed is dealt, given the settings. */
  dealSpec(settings: Settings): DealSpec;
  /** Tableau games: the rules record the engine plays, given the settings. */
  tableauRules?(settings: Settings): TableauRules;
  /** The plain TypeScript rules every engine result is replayed through. */
  reference: ReferenceFactory;
  /** Why settings that are each allowed cannot be played together (one line), or undefined. */
  check?(settings: Settings): string | undefined;
  /** Why a strategy of the game cannot play these settings (one line), or undefined. */
  strategyCheck?(strategy: StrategyDef, settings: Settings): string | undefined;
}
