// A rules record from a user's file (`--rules FILE.json`): the lab's own,
// {"game": G, "preset": P, "settings": {...}} as `games --rules G` prints it,
// or Solvitaire's rules JSON, read as the lab's rules-record game. Either
// becomes a game, a preset and key=value settings, checked as `--set` is.

import { UserError } from "../core/errors.ts";
import {
  fromSolvitaireAccordion,
  fromSolvitaireGaps,
  fromSolvitaireHole,
  fromSolvitaireRules,
  isSolvitaireAccordion,
  isSolvitaireGaps,
  isSolvitaireHole,
  isSolvitaireRules,
} from "../formats/solvitaire-rules.ts";
import type { GameDef, Settings } from "./types.ts";

/** What a rules record chooses: the game, its preset (the game's default when absent), then each setting as `--set` writes it. */
export interface RulesChoice {
  game: string;
  preset?: string;
  overrides: string[];
}

/** The game a Solvitaire record is played as, and its preset with every rule at its default. */
export const RULES_GAME_ID = "tableau";
export const BLANK_PRESET = "defaults";

const LAB_KEYS = ["game", "preset", "settings"];

/** Reads a rules record's text; `source` names it in every error. */
export function readRulesRecord(text: string, source: string): RulesChoice {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    throw new UserError(`${source}: not JSON (${(e as Error).message})`);
  }
  if (doc && typeof doc === "object" && !Array.isArray(doc) && "game" in doc) return labRecord(doc as Record<string, unknown>, source);
  if (isSolvitaireRules(doc)) {
    try {
      if (isSolvitaireGaps(doc)) {
        const own = fromSolvitaireGaps(doc);
        return { game: own.game, preset: own.preset, overrides: Object.entries(own.settings).map(([k, v]) => `${k}=${v}`) };
      }
      if (isSolvitaireHole(doc) || isSolvitaireAccordion(doc)) {
        const own = isSolvitaireHole(doc) ? fromSolvitaireHole(doc) : fromSolvitaireAccordion(doc);
        return { game: own.game, preset: "standard", overrides: Object.entries(own.settings).map(([k, v]) => `${k}=${v}`) };
      }
      const settings = fromSolvitaireRules(doc);
      return { game: RULES_GAME_ID, preset: BLANK_PRESET, overrides: Object.entries(settings).map(([k, v]) => `${k}=${v}`) };
    } catch (e) {
      if (e instanceof UserError) throw new UserError(`${source}: ${e.message}`);
      throw e;
    }
  }
  throw new UserError(
    `${source}: not a rules record: the lab's is {"game": ..., "preset": ..., "settings": {...}} (see \`solitaire-lab games --rules GAME\`), Solvitaire's has the fields "tableau piles", "foundations", "cells", "stock", ...`,
  );
}

function labRecord(doc: Record<string, unknown>, source: string): RulesChoice {
  for (const k of Object.keys(doc))
    if (!LAB_KEYS.includes(k)) throw new UserError(`${source}: a rules record has the fields ${LAB_KEYS.join(", ")}, not "${k}"`);
  if (typeof doc.game !== "string") throw new UserError(`${source}: "game" must be a game's id, as a string`);
  if (doc.preset !== undefined && typeof doc.preset !== "string") throw new UserError(`${source}: "preset" must be one of the game's presets, as a string`);
  const settings = doc.settings ?? {};
  if (typeof settings !== "object" || settings === null || Array.isArray(settings))
    throw new UserError(`${source}: "settings" must be an object of setting: value`);
  const overrides = Object.entries(settings).map(([k, v]) => {
    if (typeof v !== "string" && typeof v !== "number" && typeof v !== "boolean")
      throw new UserError(`${source}: setting ${k} must be a number, a word or true/false, not ${JSON.stringify(v)}`);
    return `${k}=${v}`;
  });
  return { game: doc.game, ...(doc.preset !== undefined ? { preset: doc.preset } : {}), overrides };
}

/** A game's rules as the lab's record: every setting with its value, readable back by readRulesRecord. */
export function rulesRecord(game: GameDef, preset: string, settings: Settings): { game: string; preset: string; settings: Settings } {
  return { game: game.id, preset, settings };
}
