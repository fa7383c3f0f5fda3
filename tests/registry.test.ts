// The two sides of one registry: the catalogue (TypeScript) names each game's
// engine module, strategies and settings by engine number; the engine
// (assembly/registry.ts) exports its games' names, strategy names and setting
// ranges. Any disagreement fails here, as does an engine rule table that is
// not the one generated from src/games/tableau-rules.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { recordStrategy } from "../src/games/strategies.ts";
import { describe, expect, it } from "vitest";
import { loadEngine, packageRoot } from "../src/engine/load-node.ts";
import type { EngineGame } from "../src/engine/engine.ts";
import { GAMES, type SettingDef } from "../src/games/catalogue.ts";
import { engineSettingValues, resolveSettings } from "../src/games/settings.ts";
import { RULE_TABLE } from "../src/games/tableau-rules.ts";
import { createReference } from "../src/games/reference/index.ts";
// @ts-expect-error: a plain JavaScript build script, without types
import { ruleTableSource, RULES_TARGET } from "../scripts/rule-table.mjs";

/** The engine's range of a catalogue setting of a game without a rules record. */
function range(s: SettingDef): { name: string; min: number; max: number } {
  if (s.kind === "bool") return { name: s.key, min: 0, max: 1 };
  if (s.kind === "choice") return { name: s.key, min: 0, max: s.choices!.length - 1 };
  return { name: s.key, min: s.min!, max: s.max! };
}

/** The engine's range of each rule, from RULE_TABLE's encoding. */
const RULE_RANGES = RULE_TABLE.map((e) => {
  if ("flag" in e) return { name: e.name, min: 0, max: 1 };
  if ("choices" in e) return { name: e.name, min: 0, max: e.choices.length - 1 };
  return { name: e.name, min: e.min, max: "unlimited" in e ? e.unlimited : e.max };
});

describe("the registry", () => {
  let engine: EngineGame[];

  it("the engine's rule table is the one generated from RULE_TABLE", async () => {
    const root = packageRoot();
    expect(readFileSync(join(root, RULES_TARGET), "utf8")).toBe(await ruleTableSource(root));
  });

  it("every catalogue game names an engine game module: itself, or the tableau engine for a rules record", async () => {
    engine = (await loadEngine()).registry();
    for (const g of GAMES) {
      expect(engine[g.engineId], g.id).toBeDefined();
      expect(engine[g.engineId].name, g.id).toBe(g.tableauRules ? "tableau" : (g.module ?? g.id));
    }
  });

  it("strategies: each catalogue id is the engine's name for its number, and every engine strategy is in the catalogue", () => {
    engine.forEach((e, id) => {
      const games = GAMES.filter((g) => g.engineId === id);
      expect(games.length, e.name).toBeGreaterThan(0);
      for (const g of games) {
        const solver = g.strategies.filter((s) => s.engineId === 0);
        expect(
          solver.map((s) => s.id),
          g.id,
        ).toEqual(["solver"]);
        for (const s of g.strategies) expect(e.strategies[s.engineId], `${g.id} ${s.id}`).toBe(s.id);
      }
      const used = new Set(games.flatMap((g) => g.strategies.map((s) => s.engineId)));
      // Each module's strategy record plays a strategy record (--strategy-file), so no game lists it.
      if (e.strategies.includes("record")) used.add(recordStrategy(id).engineId);
      expect(
        [...used].sort((a, b) => a - b),
        e.name,
      ).toEqual(e.strategies.map((_, i) => i));
    });
  });

  it("settings: the tableau engine's are RULE_TABLE's rules with their encodings, the other games' the catalogue's settings", () => {
    for (const g of GAMES) {
      const expected = g.tableauRules ? RULE_RANGES : g.settings.map(range);
      expect(engine[g.engineId].settings, g.id).toEqual(expected);
    }
  });

  it("the engine takes every preset and refuses a value just out of range", async () => {
    const e = await loadEngine();
    for (const g of GAMES) {
      e.selectGame(g.engineId);
      const ranges = engine[g.engineId].settings;
      for (const preset of Object.keys(g.presets)) {
        const values = engineSettingValues(g, resolveSettings(g, preset).settings);
        expect(values.length, `${g.id} ${preset}`).toBe(ranges.length);
        e.setSettings(values);
      }
      ranges.forEach((r, i) => {
        const values = engineSettingValues(g, resolveSettings(g, undefined).settings);
        for (const bad of [r.min - 1, r.max + 1]) {
          values[i] = bad;
          expect(() => e.setSettings(values), `${g.id} ${r.name}=${bad}`).toThrow(/refused/);
        }
      });
    }
  });

  it("every game's reference starts where the engine does, on every preset", async () => {
    const e = await loadEngine();
    for (const g of GAMES) {
      for (const preset of Object.keys(g.presets)) {
        const { settings } = resolveSettings(g, preset);
        e.selectGame(g.engineId);
        e.setSettings(engineSettingValues(g, settings));
        e.setDealSpec(g.dealSpec(settings));
        e.dealSeed(g.numberings[0], 1);
        e.start(false);
        const ref = createReference(g.id, e.layout(), settings, false);
        expect(ref.dump(), `${g.id} ${preset}`).toEqual(e.dump());
        expect(
          ref.legalMoves().sort((a, b) => a - b),
          `${g.id} ${preset}`,
        ).toEqual(e.legalMoves().sort((a, b) => a - b));
      }
    }
  });
});
