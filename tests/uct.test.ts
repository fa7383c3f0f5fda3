// The uct strategy (UCT over samples of the hidden cards): its settings reach
// the engine, bad values are refused in one line, and its wins replay through
// the reference (what it may see is checked with the other strategies in
// hidden-strategies.test.ts).
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { runChunk } from "../src/run/chunk.ts";
import { cli } from "./helpers/cli.ts";
import { expectTinyWins, strategySpec } from "./helpers/searching-strategy.ts";

describe("uct", () => {
  it("plays by its settings: more iterations, more positions examined; other settings, other play; the same settings, the same play", async () => {
    const e = await loadEngine();
    const nodes = (overrides: string[]) => runChunk(e, strategySpec("uct", "klondike-bg", overrides), 3, 1).nodes[0];
    const small = nodes(["iterations=20"]);
    expect(nodes(["iterations=80"])).toBeGreaterThan(small);
    expect(nodes(["iterations=20", "exploration=200"])).not.toBe(small);
    expect(nodes(["iterations=20", "endgameNodes=0"])).not.toBe(small);
    expect(nodes(["iterations=20"])).toBe(small);
  }, 300_000);

  it("wins that replay through the reference (tiny decks)", async () => {
    const e = await loadEngine();
    expectTinyWins(e, "uct", ["iterations=100"]);
  }, 120_000);

  it("a bad setting is one line naming what is allowed (exit code 2)", () => {
    const r = cli("run", "--game", "klondike", "--strategy", "uct", "--seeds", "0", "--strategy-set", "iterations=0");
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('solitaire-lab: setting iterations of strategy uct of klondike cannot be "0": allowed is a whole number from 1 to 1000000');
    const games = cli("games");
    for (const key of ["iterations", "exploration", "endgameNodes"]) expect(games.stdout).toContain(`its setting ${key}:`);
  });
});
