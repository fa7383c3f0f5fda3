// The catalogue: every game the engine plays, its settings (defaults and
// allowed values), presets, strategies, numberings, score, dealing recipe and
// reference rules. The CLI, the worker pool and the dashboard all read it;
// nothing else lists games. Engine ids (of games and strategies) and settings
// must match the engine's registry (assembly/registry.ts):
// tests/registry.test.ts holds them to it. The games are defined in defs/,
// their strategies come from the engine's records (strategies.ts).

import type { GameDef } from "./types.ts";
import { SMALL_GAMES } from "./defs/small-games.ts";
import { OPEN_GAMES } from "./defs/open-games.ts";
import { STOCK_GAMES } from "./defs/stock-games.ts";
import { RULES_GAME } from "./defs/rules-game.ts";
import { HOLE_GAMES } from "./defs/hole-games.ts";

export type { GameDef, ScoreDef, SettingDef, SettingValue, Settings, StrategyDef } from "./types.ts";

/** The games by family, in the catalogue's order: how the dashboard's game pickers group them. */
export const GAME_FAMILIES: readonly { name: string; games: readonly GameDef[] }[] = [
  { name: "The seed documents' own games", games: SMALL_GAMES },
  { name: "Open tableau games", games: OPEN_GAMES },
  { name: "Stock and hidden cards", games: STOCK_GAMES },
  { name: "Any rules record", games: [RULES_GAME] },
  { name: "Hole games", games: HOLE_GAMES },
];

export const GAMES: readonly GameDef[] = GAME_FAMILIES.flatMap((f) => f.games);

export function findGame(id: string): GameDef | undefined {
  return GAMES.find((g) => g.id === id);
}

export const gameIds = (): string[] => GAMES.map((g) => g.id);
