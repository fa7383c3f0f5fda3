// The solver's line short of a win is checked like a win:
// replayed through the reference, and the score reported must be the score at
// the end of that line. Two-deck games showed both defects: Emperor's
// unknown results claimed scores their lines never reached.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { RESULT_CODES, runChunk } from "../src/run/chunk.ts";
import { playDeal, replayPlay } from "../src/run/play-deal.ts";
import type { RunSpec } from "../src/run/spec.ts";

const spec = (game: string, settings: RunSpec["settings"], nodes: number): RunSpec => ({
  game,
  preset: game,
  settings,
  strategy: "solver",
  numbering: "sv",
  budget: { nodes, timeMs: 0, ttMiB: 16 },
  rngSeed: 0,
});

describe("the solver's best line short of a win", () => {
  for (const build of ["up", "down"]) {
    it(`emperor build=${build}: every line replays and ends at the score reported`, async () => {
      const engine = await loadEngine();
      const c = runChunk(engine, spec("emperor", { build }, 60_000), 0, 10);
      expect(c.errors).toEqual({});
      expect(Array.from(c.result).filter((r) => r === RESULT_CODES.error)).toEqual([]);
      const game = findGame("emperor")!;
      for (let i = 0; i < c.count; i++) {
        const d = playDeal(engine, game, spec("emperor", { build }, 60_000), { seed: i });
        expect(d.replay.problem).toBeUndefined();
        expect(d.replay.score).toBe(d.play.score);
        expect(d.play.score).toBe(c.score[i]);
        expect(d.play.scoreBound).toBeGreaterThanOrEqual(d.play.score);
      }
    }, 120_000);
  }

  it("emperor sv 3: the line past the compulsory aces on the way (move 69 at 9 million nodes) replays", async () => {
    const engine = await loadEngine();
    const d = playDeal(engine, findGame("emperor")!, spec("emperor", {}, 400_000), { seed: 3 });
    expect(d.replay.problem).toBeUndefined();
    expect(d.play.moves.length).toBeGreaterThan(69);
    expect(d.replay.score).toBe(d.play.score);
  }, 60_000);

  it("a score the line does not reach is a problem, and so an error record", async () => {
    const engine = await loadEngine();
    const game = findGame("emperor")!;
    const d = playDeal(engine, game, spec("emperor", {}, 20_000), { seed: 8 });
    expect(d.play.result).toBe("unknown");
    const claim = { result: d.play.result, score: d.play.score + 1 };
    expect(replayPlay(game, {}, d.layout, false, claim, d.play.moves).problem).toBe(
      `the engine reported score ${d.play.score + 1}, but its line ends with score ${d.play.score} under the reference rules`,
    );
    expect(replayPlay(game, {}, d.layout, false, d.play, [...d.play.moves, 999_999]).problem).toMatch(/is illegal under the reference rules$/);
  }, 60_000);
});
