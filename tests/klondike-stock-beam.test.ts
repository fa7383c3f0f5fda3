// The beams of the searches for wins only (assembly/solver/stock-beam.ts):
// deals that every earlier phase leaves undecided (the dive, best-first's
// share, the smaller game's best-first and restarts: 4,000 + 500,000 +
// 600,000 + 1,300,000 nodes) are won by the beams a little later. The line
// replays through the reference to a win, and the same deal twice gives the
// same line.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { expectWonTwice } from "./helpers/won-twice.ts";
import { resolveSettings } from "../src/games/settings.ts";
import type { RunSpec } from "../src/run/spec.ts";

const spec = (preset: string, overrides: string[], nodes: number): RunSpec => ({
  game: "klondike",
  preset,
  settings: resolveSettings(findGame("klondike")!, preset, overrides).settings,
  strategy: "solver",
  numbering: "sv",
  budget: { nodes, timeMs: 0, ttMiB: 64 },
  rngSeed: 0,
});

/** Nodes of every phase before the beams. */
const BEFORE_BEAMS = 4_000 + 500_000 + 600_000 + 1_300_000;

describe("Klondike: wins found only by the beams", () => {
  const cases: [string, string[], number][] = [
    ["klondike", [], 72],
    ["klondike-bg", ["draw=3"], 155],
  ];
  for (const [preset, overrides, seed] of cases) {
    it(`${preset} ${overrides.join(" ")} sv ${seed}: won after the other searches, the line replays, the same twice`, async () => {
      const engine = await loadEngine();
      const game = findGame("klondike")!;
      const budget = BEFORE_BEAMS + 300_000;
      const d = expectWonTwice(engine, game, spec(preset, overrides, budget), seed, 52);
      expect(d.play.nodes).toBeGreaterThan(BEFORE_BEAMS - 10_000);
    }, 120_000);
  }
});
