// The hindsight strategy: its settings reach the engine, bad values are
// refused in one line, and its wins replay through the reference (what it may
// see is checked with the other strategies in hidden-strategies.test.ts).
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { runChunk } from "../src/run/chunk.ts";
import { cli } from "./helpers/cli.ts";
import { expectTinyWins, strategySpec } from "./helpers/searching-strategy.ts";

describe("hindsight", () => {
  it("plays by its settings: more samples, more positions searched; other budgets, other play; the same settings, the same play", async () => {
    const e = await loadEngine();
    const nodes = (overrides: string[]) => runChunk(e, strategySpec("hindsight", "klondike-bg", overrides), 3, 1).nodes[0];
    const base = ["samples=2", "nodes=100", "moveNodes=100"];
    const small = nodes(base);
    expect(nodes(["samples=4", "nodes=100", "moveNodes=100"])).toBeGreaterThan(small);
    // A budget changes which samples are won, so the play and its length change too: not always upwards.
    expect(nodes(["samples=2", "nodes=300", "moveNodes=100"])).not.toBe(small);
    expect(nodes(["samples=2", "nodes=4000", "moveNodes=2000"])).not.toBe(nodes(["samples=2", "nodes=4000", "moveNodes=100"]));
    expect(nodes([...base, "turnFirst=true"])).not.toBe(small);
    expect(nodes(base)).toBe(small);
    // moveNodes=0 (the default) is the scheme that searches every move in every sample not lost.
    const everyMove = nodes(["samples=2", "nodes=100"]);
    expect(nodes(["samples=2", "nodes=100", "moveNodes=0"])).toBe(everyMove);
    expect(everyMove).not.toBe(small);
  }, 300_000);

  it("wins that replay through the reference (tiny decks, where the solver decides every sample)", async () => {
    const e = await loadEngine();
    expectTinyWins(e, "hindsight", []);
  }, 120_000);

  it("follow: plays on a won sample's line without new samples, so fewer positions are searched; its wins replay through the reference", async () => {
    const e = await loadEngine();
    const base = ["samples=4", "nodes=400"];
    for (const preset of ["klondike-bg", "klondike-bft"]) {
      const run = (overrides: string[]) => runChunk(e, strategySpec("hindsight", preset, overrides), 0, 6);
      const plain = run(base);
      const following = run([...base, "follow=true"]);
      expect(following.errors, preset).toEqual({});
      const sum = (xs: ArrayLike<number>) => Array.from(xs).reduce((a, b) => a + b, 0);
      // A line followed is decisions made without samples: fewer nodes over the deals.
      expect(sum(following.nodes), preset).toBeLessThan(sum(plain.nodes));
      expect(sum(run([...base, "follow=true"]).nodes), preset).toBe(sum(following.nodes));
    }
    expectTinyWins(e, "hindsight", ["follow=true"]);
  }, 300_000);

  it("a bad setting is one line naming what is allowed (exit code 2)", () => {
    const r = cli("run", "--game", "klondike", "--strategy", "hindsight", "--seeds", "0", "--strategy-set", "samples=0");
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('solitaire-lab: setting samples of strategy hindsight of klondike cannot be "0": allowed is a whole number from 1 to 1000');
    const games = cli("games");
    for (const key of ["samples", "nodes", "moveNodes", "moveMs", "ties", "turnFirst", "follow"]) expect(games.stdout).toContain(`its setting ${key}:`);
  });
});
