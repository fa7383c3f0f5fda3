// The searches for wins only (assembly/solver/wins-only.ts: a smaller game
// without worry back and with fewer run moves, best-first and then depth-first
// restarts in shuffled orders). Deals best-first does not win in its short
// try are won by the searches' own short try, before best-first's long share
// (500,000 nodes), where the plan once left them waiting; the line replays
// through the reference to a win; the same deal twice gives the same line
// (seeded orders).
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { expectWonTwice } from "./helpers/won-twice.ts";
import { resolveSettings } from "../src/games/settings.ts";
import type { RunSpec } from "../src/run/spec.ts";

const spec = (draw: number, nodes: number): RunSpec => ({
  game: "klondike",
  preset: "klondike-bg",
  settings: resolveSettings(findGame("klondike")!, "klondike-bg", [`draw=${draw}`]).settings,
  strategy: "solver",
  numbering: "sv",
  budget: { nodes, timeMs: 0, ttMiB: 64 },
  rngSeed: 0,
});

/** The short tries before the searches for wins only: the dive's 1,000 nodes and best-first's 20,000. */
const EARLIER = 21_000;

describe("klondike-bg: wins found only by the searches for wins only", () => {
  for (const [draw, seed] of [
    [3, 7],
    [3, 54],
    [1, 55],
  ] as const) {
    it(`draw ${draw} sv ${seed}: won after the earlier phases, the line replays, the same twice`, async () => {
      const engine = await loadEngine();
      const game = findGame("klondike")!;
      const d = expectWonTwice(engine, game, spec(draw, 900_000), seed, 52);
      const phases = new Map(engine.phaseNodes().map((p) => [p.phase, p.nodes]));
      // Won in the searches for wins only, after the short tries, before best-first's long share.
      expect(d.play.nodes).toBeGreaterThan(EARLIER);
      expect(phases.get("best-first")).toBe(20_000);
      expect(phases.get("wins-only")).toBe(d.play.nodes - EARLIER);
      expect(d.play.nodes).toBeLessThan(100_000);
    }, 120_000);
  }
});
