// Each game's strategies, as the engine declares them (its records, read into
// strategy-table.ts): the solver, then the strategies of the game's engine
// module that play it (in the tableau engine, those whose record names the
// game's profile), in the engine's order.

import { RULE_TABLE } from "./tableau-rules.ts";
import { STRATEGY_TABLE } from "./strategy-table.ts";
import type { EngineStrategy } from "./strategy-records.ts";
import type { SettingDef, StrategyDef } from "./types.ts";

/** The tableau profiles, by their number in the engine (RULE_TABLE's profile choices). */
const PROFILES: readonly string[] = RULE_TABLE.find((e) => e.name === "profile")!.choices;

/** The thoughtful solver, engine id 0 in every game: its words are the game's own. */
export function solver(description: string): StrategyDef {
  return { id: "solver", engineId: 0, description, searches: true, grade: "none", settings: [], quickSettings: {} };
}

function strategyDef(s: EngineStrategy): StrategyDef {
  const settings: SettingDef[] = s.settings.map((x) => ({
    key: x.key,
    description: x.description,
    kind: x.kind,
    default: x.default,
    ...(x.kind === "int" ? { min: x.min, max: x.max } : {}),
    ...(x.choices ? { choices: x.choices } : {}),
  }));
  return {
    id: s.id,
    engineId: s.engineId,
    description: s.description,
    ...(s.needsStockSeen ? { needsStockSeen: true } : {}),
    searches: s.searches,
    grade: s.grade,
    settings,
    quickSettings: Object.fromEntries(s.settings.filter((x) => x.quick !== undefined).map((x) => [x.key, x.quick!])),
  };
}

/** The strategies of engine module `engineId` that play a game of tableau profile `profile` (any game of the module when undefined). */
export function engineStrategies(engineId: number, profile?: string): StrategyDef[] {
  const bit = profile === undefined ? 0 : 1 << PROFILES.indexOf(profile);
  if (profile !== undefined && !PROFILES.includes(profile)) throw new Error(`no tableau profile "${profile}"`);
  return STRATEGY_TABLE[engineId].strategies.filter((s) => s.id !== "record" && (s.plays === -1 || (s.plays & bit) !== 0)).map(strategyDef);
}

/**
 * The strategy that plays a strategy record (--strategy-file) in engine
 * module `engineId` (the tableau games' by default); left out of every
 * game's list, since it needs a record.
 */
export function recordStrategy(engineId = STRATEGY_TABLE.findIndex((m) => m.module === "tableau")): StrategyDef {
  const s = STRATEGY_TABLE[engineId]?.strategies.find((x) => x.id === "record");
  if (!s) throw new Error(`engine module ${engineId} has no strategy record`);
  return strategyDef(s);
}
