// The solver's plan comes from the profile a game's record declares, never
// from its rule values. Forty Thieves (two decks, one card turned, no redeal)
// has every rule value that used to mean "Emperor" to the solver; declaring
// no profile, it gets the generic plan: no Emperor beams, and the same
// search as any other record without a profile.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { BASE_DEAL, type DealSpec } from "../src/core/numbering.ts";
import { BASE_RULES, rulesToEngine, type TableauRules } from "../src/games/tableau-rules.ts";
import { findGame } from "../src/games/catalogue.ts";
import { resolveSettings } from "../src/games/settings.ts";
import type { Engine } from "../src/engine/engine.ts";
import { TableauReference } from "../src/games/reference/tableau.ts";

const FORTY_THIEVES: TableauRules = {
  ...BASE_RULES,
  decks: 2,
  piles: 10,
  buildSuit: "same",
  runSuit: "same",
  draw: 1,
  redeals: 0,
};
const DEAL: DealSpec = { ...BASE_DEAL, decks: 2, stock: 64, piles: 10 };

function solveSeed(engine: Engine, rules: TableauRules, seed: number, nodes: number) {
  engine.selectGame(4);
  engine.setSettings(rulesToEngine(rules));
  engine.setDealSpec(DEAL);
  engine.dealSeed("sv", seed);
  const layout = engine.layout();
  engine.start(false);
  const result = engine.solve({ nodes, timeMs: 0, ttMiB: 16 });
  return { result, layout, phases: new Map(engine.phaseNodes().map((p) => [p.phase, p.nodes])) };
}

describe("solver profiles", async () => {
  const engine = await loadEngine("checked");

  it("a record that names no profile gets the generic plan, whatever its rules look like", () => {
    expect(FORTY_THIEVES.profile).toBe("generic");
    let beamed = 0;
    for (const seed of [0, 1, 2]) {
      const generic = solveSeed(engine, FORTY_THIEVES, seed, 60_000);
      // Decided in the dive, or searched by the generic phases only.
      for (const phase of generic.phases.keys()) expect(["dive", "best-first", "depth-first"], `seed ${seed}`).toContain(phase);
      expect([...generic.phases.values()].reduce((a, b) => a + b, 0)).toBe(generic.result.nodes);
      const emperor = solveSeed(engine, { ...FORTY_THIEVES, profile: "emperor" }, seed, 60_000);
      if ((emperor.phases.get("first-beams") ?? 0) > 0) beamed++;
      // Either plan's win is a line of the game.
      for (const r of [generic, emperor]) {
        if (r.result.result !== "won") continue;
        const ref = new TableauReference(r.layout, FORTY_THIEVES);
        for (const m of r.result.moves) ref.apply(m);
        expect(ref.won()).toBe(true);
      }
    }
    // The same records declaring Emperor's profile run its beams.
    expect(beamed).toBeGreaterThan(0);
  });

  it("the catalogue's games declare their profiles, tiny presets and all", () => {
    const declared: Record<string, string> = {
      "streets-and-alleys": "open",
      "beleaguered-castle": "open",
      freecell: "cells",
      "inverted-freecell": "cells",
      klondike: "klondike",
      solitaire: "klondike",
      emperor: "emperor",
      spider: "spider",
    };
    for (const [id, profile] of Object.entries(declared)) {
      const game = findGame(id)!;
      for (const preset of Object.keys(game.presets)) {
        const { settings } = resolveSettings(game, preset);
        expect(game.tableauRules!(settings).profile, `${id} ${preset}`).toBe(profile);
      }
    }
  });

  it("the reserve profile hands what best-first leaves to depth-first (Northwest Territory)", async () => {
    const game = findGame("tableau")!;
    const { settings } = resolveSettings(game, "northwest-territory");
    const rules = game.tableauRules!(settings);
    expect(rules.profile).toBe("reserve");
    // The release build: 3.2 M positions take 20 s in the checked one, and
    // the phases' accounting is the same code in both.
    const engine = await loadEngine();
    engine.selectGame(4);
    engine.setSettings(rulesToEngine(rules));
    engine.setDealSpec(game.dealSpec(settings));
    // Lost, in more positions than best-first's share of 3,000,000 (and a
    // table with room for them): depth-first gets what the budget has left.
    engine.dealSeed("sv", 882);
    engine.start(false);
    const r = engine.solve({ nodes: 3_200_000, timeMs: 0, ttMiB: 256 });
    const phases = new Map(engine.phaseNodes().map((p) => [p.phase, p.nodes]));
    expect(r.result).toBe("unknown");
    expect(phases.get("best-first")).toBe(3_000_000);
    expect(phases.get("depth-first")).toBe(3_200_000 - 3_000_000 - phases.get("dive")!);
  }, 60_000);

  it("East Haven declares the beams profile, whose beams win a deal the generic plan leaves undecided", () => {
    const game = findGame("tableau")!;
    const solve = (sets: string[]) => {
      const { settings } = resolveSettings(game, "east-haven", sets);
      engine.selectGame(4);
      engine.setSettings(rulesToEngine(game.tableauRules!(settings)));
      engine.setDealSpec(game.dealSpec(settings));
      engine.dealSeed("sv", 216);
      engine.start(false);
      const r = engine.solve({ nodes: 2_000_000, timeMs: 0, ttMiB: 64 });
      return { result: r.result, phases: new Map(engine.phaseNodes().map((p) => [p.phase, p.nodes])) };
    };
    expect(resolveSettings(game, "east-haven").settings.profile).toBe("beams");
    const beams = solve([]);
    expect(beams.result).toBe("won");
    expect(beams.phases.get("first-beams")).toBeGreaterThan(0);
    expect(solve(["profile=generic"]).result).toBe("unknown");
  }, 60_000);

  it("each phase reports its nodes, and they add up to the solve's", () => {
    const game = findGame("freecell")!;
    const { settings } = resolveSettings(game, "standard");
    engine.selectGame(4);
    engine.setSettings(rulesToEngine(game.tableauRules!(settings)));
    engine.setDealSpec(game.dealSpec(settings));
    engine.dealSeed("ms", 617);
    engine.start(false);
    const r = engine.solve({ nodes: 200_000, timeMs: 0, ttMiB: 16 });
    const phases = engine.phaseNodes();
    expect(phases.map((p) => p.phase)[0]).toBe("dive");
    expect(phases.reduce((a, p) => a + p.nodes, 0)).toBe(r.nodes);
  });
});
