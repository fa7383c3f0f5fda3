// Options that name a game, its settings, a strategy and per-deal budgets:
// shared by `run` and `solve`.

import type { Budget } from "../engine/engine.ts";
import type { GameDef } from "../games/catalogue.ts";
import { requireGame, requireStrategy, resolveSettings } from "../games/settings.ts";
import { BUDGET_LIMITS, type RunSpec } from "../run/spec.ts";
import { numbering, one, required, wholeNumber, type OptionDef, type Parsed } from "./args.ts";

export const EXPERIMENT_OPTIONS: OptionDef[] = [
  { name: "game", value: "G", help: "the game (see `games`)" },
  { name: "preset", value: "P", help: "a preset of the game's settings (default: the game's first)" },
  { name: "set", value: "key=value", repeat: true, help: "change one setting (repeatable)" },
  { name: "strategy", value: "S", help: "a strategy of the game, or solver (default: the game's default)" },
  { name: "numbering", value: "sv|ms", help: "deal numbering (default sv)" },
  { name: "nodes", value: "N", help: "search nodes per deal, 0 = no limit (default 0)" },
  { name: "time-ms", value: "N", help: "milliseconds per deal, 0 = no limit" },
  { name: "tt-mib", value: "N", help: "transposition table MiB per worker (default 256)" },
  { name: "rng-seed", value: "N", help: "seed of the strategies' random choices (default 0)" },
  { name: "json", help: "print the result as JSON" },
];

export function parseExperiment(p: Parsed, defaultTimeMs: number): { game: GameDef; spec: RunSpec } {
  const game = requireGame(required(p, "game", "a game id, see `solitaire-lab games`"));
  const { preset, settings } = resolveSettings(game, one(p, "preset"), p.values.get("set") ?? []);
  const strategy = requireStrategy(game, one(p, "strategy"));
  const budget: Budget = {
    nodes: wholeNumber(p, "nodes", BUDGET_LIMITS.nodes[0], BUDGET_LIMITS.nodes[1], 0),
    timeMs: wholeNumber(p, "time-ms", BUDGET_LIMITS.timeMs[0], BUDGET_LIMITS.timeMs[1], defaultTimeMs),
    ttMiB: wholeNumber(p, "tt-mib", BUDGET_LIMITS.ttMiB[0], BUDGET_LIMITS.ttMiB[1], 256),
  };
  const spec: RunSpec = {
    game: game.id,
    preset,
    settings,
    strategy: strategy.id,
    numbering: numbering(p, game.numberings, game.id),
    budget,
    rngSeed: wholeNumber(p, "rng-seed", 0, 2 ** 32 - 1, 0),
  };
  return { game, spec };
}

export const settingsText = (spec: RunSpec) =>
  Object.entries(spec.settings).map(([k, v]) => `${k}=${v}`).join(" ") || "no settings";
