import { loadEngine, type EngineBuild } from "../../src/engine/load-node.ts";
import type { Engine } from "../../src/engine/engine.ts";
import { findGame } from "../../src/games/catalogue.ts";
import { engineSettingValues, resolveSettings, strategySettingValues } from "../../src/games/settings.ts";

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
  e.setStrategySettings(strategySettingValues(game, settings));
  e.setDealSpec(game.dealSpec(settings));
  return { game, settings };
}
