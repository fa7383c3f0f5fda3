// The searches for wins only (assembly/solver/wins-only.ts: a smaller game
// without worry back and with fewer run moves, best-first and then depth-first
// restarts in shuffled orders). Deals the complete searches left undecided at
// 4,000,000 nodes are won a little after the best-first share (4,000 + 500,000
// nodes) is spent, so by the new phase, and the line replays through the
// reference to a win; the same deal twice gives the same line (seeded orders).
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

/** Phases before the searches for wins only: the dive and best-first's share. */
const EARLIER = 504_000;

describe("klondike-bg: wins found only by the searches for wins only", () => {
  for (const [draw, seed] of [
    [3, 91],
    [1, 110],
  ] as const) {
    it(`draw ${draw} sv ${seed}: won after the earlier phases, the line replays, the same twice`, async () => {
      const engine = await loadEngine();
      const game = findGame("klondike")!;
      const d = expectWonTwice(engine, game, spec(draw, 900_000), seed, 52);
      expect(d.play.nodes).toBeGreaterThan(EARLIER);
    }, 120_000);
  }
});
