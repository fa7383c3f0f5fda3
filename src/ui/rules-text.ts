// The rules editor's text: the builder's game, preset and settings as the
// lab's rules record (the JSON `solitaire-lab games --rules` prints), and any
// record's text (the lab's or Solvitaire's) read back into them. Reading goes
// through the CLI's own --rules path (readRulesRecord, resolveRules), so a
// record the lab cannot play gets the very line `--rules rules.json` prints.

import { UserError } from "../core/errors.ts";
import { findGame, type Settings } from "../games/catalogue.ts";
import { readRulesRecord, rulesRecord } from "../games/rules-file.ts";
import { parseSettingValue, resolveRules, resolveSettings } from "../games/settings.ts";
import type { Draft } from "./draft.ts";
import type { ExperimentPlan } from "./experiment.ts";

/** The name the editor's record goes by: in its messages (as the CLI names the file) and when downloaded. */
export const RULES_FILE = "rules.json";

/** A record read: the builder's game, preset and setting texts, or the one line saying why it cannot be played. */
export type RulesRead = { game: string; preset: string; settings: Record<string, string> } | { error: string };

/**
 * The draft's rules as the lab's record, every setting of the game with its
 * value in catalogue order, as `games --rules G --preset P --set ...` prints
 * them. A text that is no allowed value stays a string, so that reading the
 * record back names it as the form does.
 */
export function draftRulesText(d: Draft): string {
  const game = findGame(d.game);
  if (!game) return JSON.stringify({ game: d.game, preset: d.preset, settings: d.settings }, null, 2);
  const settings: Settings = {};
  for (const s of game.settings) {
    const text = (d.settings[s.key] ?? String(s.default)).trim();
    try {
      settings[s.key] = parseSettingValue(game, s, text);
    } catch {
      settings[s.key] = text;
    }
  }
  return JSON.stringify(rulesRecord(game, d.preset, settings), null, 2);
}

/** A record's text as the builder's fields, or the line the CLI gives for it; never throws. */
export function readRulesText(text: string): RulesRead {
  try {
    const { game, preset, settings } = resolveRules(readRulesRecord(text, RULES_FILE));
    return { game: game.id, preset, settings: Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])) };
  } catch (e) {
    // Anything but a UserError is the reader's own fault; still one line, never a thrown page.
    return { error: e instanceof UserError ? e.message : `${RULES_FILE}: cannot be read (${e instanceof Error ? e.message : String(e)})` };
  }
}

/** The settings a plan changes from its preset, as "key=value" words (none: the preset as it is). */
export function changedFromPreset(plan: Pick<ExperimentPlan, "game" | "preset" | "settings">): string[] {
  const game = findGame(plan.game);
  if (!game?.presets[plan.preset]) return [];
  const base = resolveSettings(game, plan.preset).settings;
  return game.settings.filter((s) => plan.settings[s.key] !== base[s.key]).map((s) => `${s.key}=${plan.settings[s.key]}`);
}

/**
 * The game the edited rules came from: the same experiment (seeds,
 * strategies, budgets) with the preset's own settings; undefined when the
 * plan changes nothing.
 */
export function originalPlan(plan: ExperimentPlan): ExperimentPlan | undefined {
  if (changedFromPreset(plan).length === 0) return undefined;
  const game = findGame(plan.game)!;
  return { ...plan, settings: resolveSettings(game, plan.preset).settings };
}
