// The bft-uct strategy (rollouts of Bjarnason, Fern and Tadepalli's greedy
// over deals of the face-down cards, flat or in a UCT tree): it plays legal
// games that the reference replays, repeats itself per rng seed, its
// settings reach the engine, and it is refused where the stock is not seen.
// That it never sees a face-down card is checked with their policies
// (tests/bft-strategies.test.ts).
import { describe, expect, it } from "vitest";
import { svDeal } from "../src/core/numbering.ts";
import { createReference } from "../src/games/reference/index.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { runChunk, RESULT_CODES } from "../src/run/chunk.ts";
import { cli } from "./helpers/cli.ts";
import { configure, configureStrategies, engineFor } from "./helpers/engine.ts";
import { expectTinyWins, strategySpec } from "./helpers/searching-strategy.ts";

const BFT = ["groups=partial", "worryBack=true", "aces=free", "stockSeen=true"];
const MODES = [["tree=false"], ["tree=true"]];

describe("bft-uct", () => {
  it("plays legal games: every move legal in the reference, a win the reference's, and wins some (sv 0..39, both modes)", async () => {
    for (const mode of MODES) {
      const e = await engineFor("klondike", BFT);
      const { game, settings } = configure(e, "klondike", BFT);
      configureStrategies(e, "klondike", { "bft-uct": ["samples=4", ...mode] });
      const id = game.strategies.find((x) => x.id === "bft-uct")!.engineId;
      let won = 0;
      for (let seed = 0; seed < 40; seed++) {
        const deal = svDeal(seed, game.dealSpec(settings));
        e.loadLayout(deal);
        e.start(true);
        const result = e.playStrategy(id, seed, 3);
        const g = createReference("klondike", deal, settings, false);
        for (const m of result.moves) {
          expect(g.legalMoves(), `${mode} seed ${seed}`).toContain(m);
          g.apply(m);
        }
        expect(result.result === "won", `${mode} seed ${seed}`).toBe(g.won());
        if (g.won()) won++;
      }
      expect(won, mode.join()).toBeGreaterThan(4);
    }
  }, 300_000);

  it("wins that replay through the reference on the tiny decks", async () => {
    const e = await loadEngine();
    expectTinyWins(e, "bft-uct", ["tree=true"], ["stockSeen=true"]);
  }, 120_000);

  it("plays by its settings and its rng seed: the same both, the same play; more deals, more positions examined", async () => {
    const e = await loadEngine();
    const chunk = (overrides: string[], rng = 1) => runChunk(e, { ...strategySpec("bft-uct", "klondike-bft", overrides), rngSeed: rng }, 0, 3);
    const nodes = (overrides: string[], rng = 1) => chunk(overrides, rng).nodes.reduce((a, b) => a + b, 0);
    const small = nodes(["samples=4"]);
    expect(nodes(["samples=4"])).toBe(small);
    expect(nodes(["samples=16"])).toBeGreaterThan(small);
    expect(nodes(["samples=4"], 2)).not.toBe(small);
    const flat = nodes(["samples=20", "tree=false"]);
    expect(flat).not.toBe(nodes(["samples=20"]));
    expect(nodes(["samples=20", "tree=false", "race=false"])).not.toBe(flat);
    expect(nodes(["samples=4", "exploration=300"])).not.toBe(small);
    expect(nodes(["samples=4", "endgameNodes=0"])).not.toBe(small);
    // A time per decision ends each search early: 1 ms cannot hold 200 iterations per action.
    expect(nodes(["samples=200", "moveMs=1"])).toBeLessThan(nodes(["samples=200"]));
    expect(chunk(["samples=4"]).result.every((r) => r === RESULT_CODES.won || r === RESULT_CODES.lost)).toBe(true);
  }, 300_000);

  it("is refused where the stock is not seen, and a bad setting is one line (exit code 2)", () => {
    const r = cli("run", "--game", "klondike", "--preset", "klondike-bg", "--strategy", "bft-uct", "--seeds", "0..3");
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/bft-uct .*only with the stock seen/);
    const bad = cli("run", "--game", "klondike", "--preset", "klondike-bft", "--strategy", "bft-uct", "--seeds", "0", "--strategy-set", "samples=0");
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe('solitaire-lab: setting samples of strategy bft-uct of klondike cannot be "0": allowed is a whole number from 1 to 10000');
    const games = cli("games");
    for (const key of ["samples", "endgameNodes", "race", "tree", "exploration", "moveMs"]) expect(games.stdout).toContain(`its setting ${key}:`);
  });
});
