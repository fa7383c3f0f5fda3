// Emperor's beams (assembly/solver/stock-beam.ts, three variants, playing
// the aimed game of assembly/games/tableau/aimed.ts): deals best-first had
// not won at 12 M nodes are won, the line replays through the reference to
// all 104 cards up, and the same deal twice gives the same line. Built down
// sv 14 is won by the first round of beams, right after the dive. Built up,
// the beams run in rounds of other evaluations (the Emperor profile's,
// assembly/games/tableau/profile.ts): at 8 M nodes sv 9 and sv 38 are won by
// the second (a card over a lower card of its pile weighing 10), after the
// first round's share (half the budget, 4 M) and best-first's 0.5 M.
import { describe, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { expectWonTwice } from "./helpers/won-twice.ts";
import { resolveSettings } from "../src/games/settings.ts";
import type { RunSpec } from "../src/run/spec.ts";

const spec = (build: string, nodes: number): RunSpec => ({
  game: "emperor",
  preset: "emperor",
  settings: resolveSettings(findGame("emperor")!, "emperor", [`build=${build}`]).settings,
  strategy: "solver",
  numbering: "sv",
  budget: { nodes, timeMs: 0, ttMiB: 64 },
  rngSeed: 0,
});

describe("Emperor: wins found by the beams", () => {
  for (const [build, seed, nodes] of [
    ["down", 14, 12_000_000],
    ["up", 9, 8_000_000],
    ["up", 38, 8_000_000],
  ] as const) {
    it(`build=${build} sv ${seed}: won, the line replays, the same twice`, async () => {
      const engine = await loadEngine();
      const game = findGame("emperor")!;
      expectWonTwice(engine, game, spec(build, nodes), seed, 104);
    }, 120_000);
  }
});
