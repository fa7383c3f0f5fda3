// Strategy settings as the lab once kept them: among a game's settings, with
// the strategy's name in front (hindsightSamples, uctIterations,
// bftUctSamples, ...). They are a strategy's own settings now
// (StrategyDef.settings); records files made before keep the old keys, and
// reading one moves them to where they belong.

import type { Settings } from "./values.ts";

/** The prefixes of the old keys and the strategies they named. */
const PREFIXES: [string, string][] = [
  ["bftUct", "bft-uct"],
  ["hindsight", "hindsight"],
  ["uct", "uct"],
];

/** The strategy and its own key for an old-style key (hindsightSamples: hindsight, samples), or undefined. */
export function legacyStrategyKey(key: string): { strategy: string; key: string } | undefined {
  for (const [prefix, strategy] of PREFIXES) {
    if (key.length > prefix.length && key.startsWith(prefix) && /[A-Z]/.test(key[prefix.length])) {
      return { strategy, key: key[prefix.length].toLowerCase() + key.slice(prefix.length + 1) };
    }
  }
  return undefined;
}

/**
 * Game settings of an old records file split into the game's own and the
 * settings of `strategy` (the old keys of other strategies are dropped: they
 * changed nothing in the run).
 */
export function splitLegacySettings(settings: Settings, strategy: string): { settings: Settings; strategySettings: Settings } {
  const own: Settings = {};
  const strategySettings: Settings = {};
  for (const [k, v] of Object.entries(settings)) {
    const legacy = legacyStrategyKey(k);
    if (!legacy) own[k] = v;
    else if (legacy.strategy === strategy) strategySettings[legacy.key] = v;
  }
  return { settings: own, strategySettings };
}
