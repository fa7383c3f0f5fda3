// A deal the solver must win: the line replays through the reference to a
// win with `score`, and the same deal solved again gives the same line and
// node count (every search is seeded). Returns the first play.
import { expect } from "vitest";
import type { Engine } from "../../src/engine/engine.ts";
import type { GameDef } from "../../src/games/catalogue.ts";
import { playDeal, type PlayedDeal } from "../../src/run/play-deal.ts";
import type { RunSpec } from "../../src/run/spec.ts";

export function expectWonTwice(engine: Engine, game: GameDef, spec: RunSpec, seed: number, score: number): PlayedDeal {
  const d = playDeal(engine, game, spec, { seed });
  expect(d.play.result).toBe("won");
  expect(d.replay.problem).toBeUndefined();
  expect(d.replay.score).toBe(score);
  const again = playDeal(engine, game, spec, { seed });
  expect(again.play.moves).toEqual(d.play.moves);
  expect(again.play.nodes).toBe(d.play.nodes);
  return d;
}
