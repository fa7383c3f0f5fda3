// The registry as the host reads it (the catalogue, and the host's tests):
// each game's name, settings and strategies, their words written into the
// engine's I/O area (index.ts's ioPtr) as ASCII.

import { GAMES } from "./registry";
import { Strategy } from "./strategies/strategy";
import { IO } from "./io";

/** Writes s (ASCII) into IO; returns its length. */
function text(s: string): i32 {
  for (let i = 0; i < s.length; i++) unchecked((IO[i] = <u8>s.charCodeAt(i)));
  return s.length;
}
export function known(id: i32): bool {
  return id >= 0 && id < GAMES.length;
}

export function gameCount(): i32 {
  return GAMES.length;
}
/** Game `id`'s name into IO; returns its length (-1: no such game). */
export function gameName(id: i32): i32 {
  return known(id) ? text(GAMES[id].name) : -1;
}
export function strategyCount(id: i32): i32 {
  return known(id) ? GAMES[id].strategies.length : -1;
}
export function knownStrategy(id: i32, s: i32): bool {
  return known(id) && s >= 0 && s < GAMES[id].strategies.length;
}
export function strategyOf(id: i32, s: i32): Strategy {
  return unchecked(GAMES[id].strategies[s]);
}
/** Strategy `s` of game `id`: its id into IO; returns its length (-1: no such strategy). */
export function strategyName(id: i32, s: i32): i32 {
  return knownStrategy(id, s) ? text(strategyOf(id, s).id) : -1;
}
/** Its words (what it does) into IO; returns their length. */
export function strategyWords(id: i32, s: i32): i32 {
  return knownStrategy(id, s) ? text(strategyOf(id, s).words) : -1;
}
/** The tableau profiles it plays, a bit each (-1: every game of its module). */
export function strategyPlays(id: i32, s: i32): i32 {
  return knownStrategy(id, s) ? strategyOf(id, s).plays : 0;
}
/** Flags: 1 it searches at every move, 2 it needs the stock seen; its grading role (strategy.ts's GRADE_*) << 4. */
export function strategyFlags(id: i32, s: i32): i32 {
  if (!knownStrategy(id, s)) return 0;
  const r = strategyOf(id, s);
  return (r.searches ? 1 : 0) | (r.needsStockSeen ? 2 : 0) | (r.grade << 4);
}
export function strategySettingCount(id: i32, s: i32): i32 {
  return knownStrategy(id, s) ? strategyOf(id, s).settings.length : -1;
}
export function knownSetting(id: i32, s: i32, i: i32): bool {
  return knownStrategy(id, s) && i >= 0 && i < strategyOf(id, s).settings.length;
}
/** Setting i of strategy s of game id: its key into IO; returns its length. */
export function strategySettingKey(id: i32, s: i32, i: i32): i32 {
  return knownSetting(id, s, i) ? text(strategyOf(id, s).settings[i].key) : -1;
}
/** Its words into IO; returns their length. */
export function strategySettingWords(id: i32, s: i32, i: i32): i32 {
  return knownSetting(id, s, i) ? text(strategyOf(id, s).settings[i].words) : -1;
}
/** Its choices, separated by "|", into IO; returns their length (0: not a choice). */
export function strategySettingChoices(id: i32, s: i32, i: i32): i32 {
  return knownSetting(id, s, i) ? text(strategyOf(id, s).settings[i].choices.join("|")) : -1;
}
/** Its kind (strategy.ts's SETTING_*), least, most, initial and quick value, by `what` 0..4. */
export function strategySettingValue(id: i32, s: i32, i: i32, what: i32): i32 {
  if (!knownSetting(id, s, i)) return 0;
  const x = strategyOf(id, s).settings[i];
  return what == 0 ? x.kind : what == 1 ? x.min : what == 2 ? x.max : what == 3 ? x.initial : x.quick;
}
export function settingCount(id: i32): i32 {
  return known(id) ? GAMES[id].settings.count : -1;
}
/** Setting `i` of game `id`: its name into IO; returns its length. */
export function settingName(id: i32, i: i32): i32 {
  return known(id) && i >= 0 && i < GAMES[id].settings.count ? text(GAMES[id].settings.names[i]) : -1;
}
/** The least and the most setting `i` of game `id` allows. */
export function settingMin(id: i32, i: i32): i32 {
  return GAMES[id].settings.min[i];
}
export function settingMax(id: i32, i: i32): i32 {
  return GAMES[id].settings.max[i];
}
