import { loadEngine, type EngineBuild } from "../../src/engine/load-node.ts";
import type { Engine } from "../../src/engine/engine.ts";
import { findGame } from "../../src/games/catalogue.ts";
import { engineSettingValues, resolveSettings, resolveStrategySettings, strategySettingValues } from "../../src/games/settings.ts";

/** A fresh engine instance set up for a game with its default preset (plus overrides). */
export async function engineFor(gameId: string, overrides: string[] = [], build: EngineBuild = "release"): Promise<Engine> {
  const e = await loadEngine(build);
  configure(e, gameId, overrides);
  return e;
}

export function configure(e: Engine, gameId: string, overrides: string[] = []) {
  const game = findGame(gameId)!;
  const { settings } = resolveSettings(game, undefined, overrides);
  e.selectGame(game.engineId);
  e.setSettings(engineSettingValues(game, settings));
  e.setDealSpec(game.dealSpec(settings));
  return { game, settings };
}

/** Gives each strategy of the game its own settings: `own[strategy id]` (key=value), its defaults otherwise. */
/** Every strategy of the game at its record's quick settings (fast play, for tests that need any play). */
export function quickStrategySettings(gameId: string): Record<string, string[]> {
  return Object.fromEntries(findGame(gameId)!.strategies.map((s) => [s.id, Object.entries(s.quickSettings).map(([k, v]) => `${k}=${v}`)]));
}

export function configureStrategies(e: Engine, gameId: string, own: Record<string, string[]>) {
  const game = findGame(gameId)!;
  for (const s of game.strategies) {
    if (s.settings.length) e.setStrategySettings(s.engineId, strategySettingValues(s, resolveStrategySettings(game, s, own[s.id] ?? [])));
  }
}
