// Strategies are records, declared once in the engine (assembly/strategies/
// strategy.ts): the catalogue's table is the one read from the engine; each
// game gets the strategies whose records play it, one per id, graded and
// sized by what the records say; a strategy's settings are its own, set and
// stored apart from the game's; an unknown strategy is an error, never
// another strategy.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadEngine, packageRoot } from "../src/engine/load-node.ts";
import { GAMES, findGame } from "../src/games/catalogue.ts";
import { requireStrategy, resolveSettings, resolveStrategySettings } from "../src/games/settings.ts";
import { defaultJobSize, runJobSize } from "../src/queue/jobs.ts";
import { grading } from "../src/run/difficulty.ts";
import { upgradeProvenance, type Provenance } from "../src/run/provenance.ts";
import { sameExperiment, type DealRecord } from "../src/run/record.ts";
import { configure } from "./helpers/engine.ts";
import { cli } from "./helpers/cli.ts";
// @ts-expect-error: a plain JavaScript build script, without types
import { strategyTableSource, STRATEGY_TABLE_TARGET } from "../scripts/strategy-table.mjs";

describe("strategy records", () => {
  it("the catalogue's strategy table is the one read from the engine's records", async () => {
    const root = packageRoot();
    expect(readFileSync(join(root, STRATEGY_TABLE_TARGET), "utf8")).toBe(await strategyTableSource(root));
  });

  it("every game has the solver, each id once, one strategy whose wins are easy and at most one strongest", () => {
    for (const g of GAMES) {
      const ids = g.strategies.map((s) => s.id);
      expect(new Set(ids).size, g.id).toBe(ids.length);
      expect(ids, g.id).toContain("solver");
      expect(ids, g.id).toContain(g.defaultStrategy);
      expect(g.strategies.filter((s) => s.grade === "easy").length, g.id).toBe(1);
      expect(g.strategies.filter((s) => s.grade === "strong").length, g.id).toBeLessThanOrEqual(1);
      for (const s of g.strategies) for (const x of s.settings) expect(resolveStrategySettings(g, s, [])[x.key], `${g.id} ${s.id} ${x.key}`).toBe(x.default);
    }
    expect(grading(findGame("klondike")!)).toEqual({ easy: "greedy", strong: "sampling" });
    expect(grading(findGame("emperor")!)).toEqual({ easy: "greedy", strong: "sampling" });
    expect(grading(findGame("spider")!)).toEqual({ easy: "greedy", strong: "hindsight" });
    expect(grading(findGame("freecell")!)).toEqual({ easy: "greedy", strong: "best-first" });
    expect(grading(findGame("accordion")!)).toEqual({ easy: "slide-first", strong: "lookahead" });
    expect(grading(findGame("one-handed")!)).toEqual({ easy: "play", strong: undefined });
  });

  it("queue jobs are sized by the record: a strategy that searches at every move gets the solver's small jobs (bft-uct too)", () => {
    const klondike = findGame("klondike")!;
    for (const g of GAMES) {
      for (const s of g.strategies) expect(defaultJobSize(s, 10_000_000), `${g.id} ${s.id}`).toBe(s.searches ? 100 : 20_000);
    }
    expect(requireStrategy(klondike, "bft-uct").searches).toBe(true);
    expect(defaultJobSize(requireStrategy(klondike, "bft-uct"), 10_000_000)).toBe(100);
    expect(defaultJobSize(requireStrategy(klondike, "bft-greedy"), 10_000_000)).toBe(20_000);
    // A strategy record searches at every move when it has a search around it.
    const record = requireStrategy(klondike, "record");
    const plain = { name: "r", kind: "priority" as const, avoid: "cycles" as const, rules: [{}] };
    expect(runJobSize(record, { strategyRecord: plain }, 10_000_000)).toBe(20_000);
    expect(runJobSize(record, { strategyRecord: { ...plain, search: { kind: "uct", iterations: 300, rollout: 200 } } }, 10_000_000)).toBe(100);
  });

  it("the engine plays no strategy the game does not have: an unknown id, or one whose record plays another profile, is an error", async () => {
    const e = await loadEngine();
    const { game } = configure(e, "klondike");
    const spiderLookahead = requireStrategy(findGame("spider")!, "lookahead").engineId;
    expect(game.strategies.some((s) => s.engineId === spiderLookahead)).toBe(false);
    for (const id of [spiderLookahead, 999, -1]) {
      e.dealSeed("sv", 1);
      e.start(true);
      expect(e.playStrategy(id, 1, 0).result, `engine id ${id}`).toBe("error");
    }
    e.dealSeed("sv", 1);
    e.start(true);
    expect(e.playStrategy(requireStrategy(game, "greedy").engineId, 1, 0).result).not.toBe("error");
  });

  it("a strategy's settings are its own: set with --strategy-set, printed and stored apart from the game's", () => {
    const r = cli("run", "--game", "klondike", "--preset", "klondike-bg", "--strategy", "uct", "--seeds", "0", "--strategy-set", "iterations=5", "--json");
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.settings).not.toHaveProperty("iterations");
    expect(out.strategySettings).toEqual({ iterations: 5, exploration: 30, endgameNodes: 2000 });
    const old = cli("run", "--game", "klondike", "--strategy", "uct", "--seeds", "0", "--set", "uctIterations=5");
    expect(old.code).toBe(2);
    expect(old.stderr.trim()).toBe("solitaire-lab: uctIterations is a setting of strategy uct, not of the game: use --strategy-set iterations=5");
    const none = cli("run", "--game", "klondike", "--strategy", "greedy", "--seeds", "0", "--strategy-set", "iterations=5");
    expect(none.code).toBe(2);
    expect(none.stderr.trim()).toBe('solitaire-lab: strategy greedy of klondike has no settings (asked for "iterations")');
  });

  it("records made when strategy settings were kept among the game's read as now", () => {
    const game = findGame("klondike")!;
    const { settings } = resolveSettings(game, "klondike-bg");
    const old: Provenance = {
      kind: "provenance",
      lab: "solitaire-lab",
      version: "0.1.0",
      engine: "sha256:0",
      experiment: {
        game: "klondike",
        preset: "klondike-bg",
        settings: { ...settings, hindsightSamples: 4, uctIterations: 20 },
        strategy: "hindsight",
        numbering: "sv",
        rngSeed: 0,
      },
      budget: { nodes: 0, timeMs: 0, ttMiB: 16 },
      seeds: "0..9",
      machines: [],
      created: "2026-11-20T00:00:00.000Z",
    };
    const now = upgradeProvenance(old).experiment;
    expect(now.settings).toEqual(settings);
    expect(now.strategySettings).toEqual({ samples: 4 });
    const record = { ...old.experiment, seed: 3, result: "lost", score: 8, nodes: 10, ms: 1, moves: 40 } as DealRecord;
    expect(sameExperiment(record, { ...now, budget: old.budget })).toBe(true);
    expect(sameExperiment(record, { ...now, strategySettings: { samples: 5 }, budget: old.budget })).toBe(false);
  });
});
