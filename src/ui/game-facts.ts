// What the builder says of the game being set up, under its summary: a tableau
// game's rules in words (as its settings now stand, so a rule changed in the
// form or the rules editor shows at once) and the published winnability of
// the preset, saying when the settings are no longer the preset's (or the
// published figure of those settings, where the paper has one: Klondike's
// variants), and the lab's own figure for those settings where
// docs/results.md has one.

import { findGame, type Settings } from "../games/catalogue.ts";
import { labFigureFor, labFigureText } from "../games/lab-figures.ts";
import { publishedFor, publishedText, publishedVariantFor, publishedVariantText } from "../games/published.ts";
import { rulesInWords } from "../games/rules-words.ts";
import { resolveSettings } from "../games/settings.ts";
import { changedFromPreset } from "./rules-text.ts";

/** The game page's facts for `preset` of `gameId` played with `settings` (the preset's own when absent). */
export function gameFacts(gameId: string, preset: string, settings?: Settings): string {
  const game = findGame(gameId);
  if (!game?.presets[preset]) return "";
  const s = settings ?? resolveSettings(game, preset).settings;
  const parts: string[] = [];
  if (game.tableauRules) parts.push(rulesInWords(game.tableauRules(s), game.dealSpec(s)));
  const changed = changedFromPreset({ game: gameId, preset, settings: s });
  const sv = publishedFor(game, preset);
  const variant = sv && changed.length ? publishedVariantFor(sv, changed) : undefined;
  if (variant) parts.push(publishedVariantText(variant));
  else if (sv) parts.push(publishedText(sv) + (changed.length ? ` These settings are not the preset's (${changed.join(" ")}).` : ""));
  const lab = labFigureFor(game.id, preset, changed);
  if (lab) parts.push(labFigureText(lab));
  return parts.join(" ");
}
