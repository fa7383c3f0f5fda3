// Turning a preset and key=value overrides into checked settings, and settings
// into the numbers the engine takes.

import { UserError } from "../core/errors.ts";
import { rulesToEngine } from "./tableau-rules.ts";
import { legacyStrategyKey } from "./legacy-settings.ts";
import { engineStrategies, recordStrategy } from "./strategies.ts";
import { playsRecords } from "./record-vocabulary.ts";
import { findGame, gameIds, type GameDef, type SettingDef, type Settings, type SettingValue, type StrategyDef } from "./catalogue.ts";
import type { RulesChoice } from "./rules-file.ts";

export function requireGame(id: string): GameDef {
  const game = findGame(id);
  if (!game) throw new UserError(`unknown game "${id}"; games: ${gameIds().join(", ")}`);
  return game;
}

export function allowedText(s: SettingDef): string {
  if (s.kind === "int") return `a whole number from ${s.min} to ${s.max}${s.infinite ? ", or inf" : ""}`;
  if (s.kind === "bool") return "true or false";
  return s.choices!.join(" or ");
}

/** Parses one setting's text value, or throws a UserError saying what is allowed. */
export function parseSettingValue(game: GameDef, s: SettingDef, text: string): SettingValue {
  return parseValue(game.id, s, text);
}

/** Parses one setting of a strategy of a game, as parseSettingValue. */
export function parseStrategySettingValue(game: GameDef, strategy: StrategyDef, s: SettingDef, text: string): SettingValue {
  return parseValue(`strategy ${strategy.id} of ${game.id}`, s, text);
}

/** Setting s of `owner` (a game, or a strategy of one) from its text, or a UserError saying what is allowed. */
function parseValue(owner: string, s: SettingDef, text: string): SettingValue {
  const bad = () => new UserError(`setting ${s.key} of ${owner} cannot be "${text}": allowed is ${allowedText(s)}`);
  if (s.kind === "int") {
    if (s.infinite && text === "inf") return "inf";
    if (!/^\d+$/.test(text)) throw bad();
    const v = Number(text);
    if (v < s.min! || v > s.max!) throw bad();
    return v;
  }
  if (s.kind === "bool") {
    if (text !== "true" && text !== "false") throw bad();
    return text === "true";
  }
  if (!s.choices!.includes(text)) throw bad();
  return text;
}

/** The settings of a preset with `key=value` overrides applied, all checked. */
export function resolveSettings(game: GameDef, preset: string | undefined, overrides: string[] = []): { preset: string; settings: Settings } {
  const presetName = preset ?? game.defaultPreset;
  const base = game.presets[presetName];
  if (!base) throw new UserError(`${game.id} has no preset "${presetName}"; presets: ${Object.keys(game.presets).join(", ")}`);
  const settings: Settings = Object.fromEntries(game.settings.map((s) => [s.key, s.default]));
  Object.assign(settings, base);
  for (const o of overrides) {
    const eq = o.indexOf("=");
    if (eq <= 0) throw new UserError(`--set takes key=value, not "${o}"`);
    const key = o.slice(0, eq);
    const def = game.settings.find((s) => s.key === key);
    if (!def) {
      const legacy = legacyStrategyKey(key);
      if (legacy)
        throw new UserError(`${key} is a setting of strategy ${legacy.strategy}, not of the game: use --strategy-set ${legacy.key}=${o.slice(eq + 1)}`);
      const known = game.settings.map((s) => s.key).join(", ") || "none";
      throw new UserError(`${game.id} has no setting "${key}"; its settings: ${known}`);
    }
    settings[key] = parseSettingValue(game, def, o.slice(eq + 1));
  }
  const refusal = game.check?.(settings);
  if (refusal) throw new UserError(`${game.id}: ${refusal}`);
  return { preset: presetName, settings };
}

/**
 * What a rules record (readRulesRecord) plays: its game, its preset (or
 * `preset`), its settings then `sets` laid over it, all checked. The CLI's
 * --rules and the dashboard's rules editor both come here, so a record either
 * refuses gets the same one line.
 */
export function resolveRules(record: RulesChoice, preset?: string, sets: string[] = []): { game: GameDef; preset: string; settings: Settings } {
  const game = requireGame(record.game);
  return { game, ...resolveSettings(game, preset ?? record.preset, [...record.overrides, ...sets]) };
}

/** Settings as the engine's numbers: a tableau game's rules record, else the settings in catalogue order. */
export function engineSettingValues(game: GameDef, settings: Settings): number[] {
  if (game.tableauRules) return rulesToEngine(game.tableauRules(settings));
  return numbersOf(game.settings, settings);
}

/** A strategy's settings as the engine's numbers, in its record's order (defaults where not set). */
export function strategySettingValues(strategy: StrategyDef, settings: Settings = {}): number[] {
  return numbersOf(strategy.settings, settings);
}

function numbersOf(defs: SettingDef[], settings: Settings): number[] {
  return defs.map((s) => {
    const v = settings[s.key] ?? s.default;
    if (s.kind === "choice") return s.choices!.indexOf(String(v));
    if (s.kind === "bool") return v ? 1 : 0;
    return Number(v);
  });
}

/**
 * A strategy's settings: its defaults, then `base` (settings kept with a run),
 * then `key=value` overrides, all checked.
 */
export function resolveStrategySettings(game: GameDef, strategy: StrategyDef, overrides: string[] = [], base: Settings = {}): Settings {
  const settings: Settings = Object.fromEntries(strategy.settings.map((s) => [s.key, s.default]));
  const set = (key: string, text: string) => {
    const def = strategy.settings.find((s) => s.key === key);
    if (!def) {
      const known = strategy.settings.map((s) => s.key).join(", ");
      throw new UserError(
        known
          ? `strategy ${strategy.id} of ${game.id} has no setting "${key}"; its settings: ${known}`
          : `strategy ${strategy.id} of ${game.id} has no settings (asked for "${key}")`,
      );
    }
    settings[key] = parseStrategySettingValue(game, strategy, def, text);
  };
  for (const [key, value] of Object.entries(base)) set(key, String(value));
  for (const o of overrides) {
    const eq = o.indexOf("=");
    if (eq <= 0) throw new UserError(`--strategy-set takes key=value, not "${o}"`);
    set(o.slice(0, eq), o.slice(eq + 1));
  }
  return settings;
}

/**
 * The strategy named (the game's default if none); with `settings`, also
 * checks that it can play them (a strategy that decides on the stock's order
 * needs the stock seen).
 */
export function requireStrategy(game: GameDef, id: string | undefined, settings?: Settings) {
  const sid = id ?? game.defaultStrategy;
  // A strategy record is played by its module's strategy `record`, which no list names (it needs a record).
  const s = sid === "record" && playsRecords(game) ? recordStrategy(game.engineId) : game.strategies.find((x) => x.id === sid);
  if (!s) throw new UserError(`${game.id} has no strategy "${sid}"; strategies: ${game.strategies.map((x) => x.id).join(", ")}`);
  const refusal = settings && strategyRefusal(game, s, settings);
  if (refusal) throw new UserError(refusal);
  return s;
}

/** Why `strategy` cannot play `game` with these settings, or undefined if it can. */
export function strategyRefusal(game: GameDef, strategy: StrategyDef, settings: Settings): string | undefined {
  // The strategy `record` plays every tableau profile (its record says how).
  if (game.tableauRules && strategy.engineId !== 0 && strategy.id !== "record") {
    const profile = game.tableauRules(settings).profile;
    if (!engineStrategies(game.engineId, profile).some((s) => s.id === strategy.id && s.engineId === strategy.engineId)) {
      return `strategy ${strategy.id} of ${game.id} does not play rules solved by profile ${profile}: --set profile=generic, or the solver`;
    }
  }
  const own = game.strategyCheck?.(strategy, settings);
  if (own) return own;
  if (!strategy.needsStockSeen || settings.stockSeen === true) return undefined;
  return `strategy ${strategy.id} of ${game.id} plays only with the stock seen, as its authors' player knows the stock's order: use --preset klondike-bft or --set stockSeen=true`;
}
