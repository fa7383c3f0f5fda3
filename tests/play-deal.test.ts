// One deal played and checked (src/run/play-deal.ts), and the chunk runner's
// check of every win: strategy wins replayed from the moves the engine's
// batch kept (or, when they did not fit, from one more play), solver wins
// from the search's line; a win the reference rules reject is an error record.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { engineSettingValues, resolveSettings } from "../src/games/settings.ts";
import { RESULT_CODES, runChunk, type ChunkResult } from "../src/run/chunk.ts";
import { configureEngine, playDeal, replayPlay } from "../src/run/play-deal.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../src/run/spec.ts";

const spec = (game: string, strategy: string, settings: RunSpec["settings"] = {}): RunSpec => ({
  game,
  preset: "standard",
  settings,
  strategy,
  numbering: "sv",
  budget: { ...DEFAULT_BUDGET, ttMiB: 16 },
  rngSeed: 0,
});

const count = (c: ChunkResult, code: number) => c.result.filter((r) => r === code).length;
const columns = (c: ChunkResult) => [c.result, c.score, c.moves, c.nodes].map((a) => Array.from(a));

describe("playing one deal", () => {
  it("replays the solver's line through the reference: a word per move, a view per position, the ends as text", async () => {
    const game = findGame("accordion")!;
    const d = playDeal(await loadEngine(), game, spec("accordion", "solver"), { seed: 7 }, { words: true, views: true, text: true });
    expect(d.play).toMatchObject({ result: "won", score: 1, proven: true });
    expect(d.replay).toMatchObject({ won: true, score: 1 });
    expect(d.replay.problem).toBeUndefined();
    expect(d.replay.words).toHaveLength(d.play.moves.length);
    expect(d.replay.words[0]).toMatch(/^(slide|leap) /);
    expect(d.replay.views).toHaveLength(d.play.moves.length + 1);
    expect(d.replay.views[0].zones.flatMap((z) => z.piles)).toHaveLength(52);
    expect(d.replay.startText.join("\n")).toMatch(/^52 piles/);
    expect(d.replay.endText.join("\n")).toMatch(/^1 pile:/);
    // The same deal given as its layout plays the same.
    const again = playDeal(await loadEngine(), game, spec("accordion", "solver"), { layout: d.layout }, { words: true });
    expect([again.play.moves, again.replay.words]).toEqual([d.play.moves, d.replay.words]);
  });

  it("names the first illegal move, and a win the reference does not see", async () => {
    const game = findGame("accordion")!;
    const d = playDeal(await loadEngine(), game, spec("accordion", "solver"), { seed: 7 });
    const moves = d.play.moves;
    const cut = replayPlay(game, {}, d.layout, false, "won", moves.slice(0, -1), { words: true });
    expect(cut.problem).toBe("the engine reported a win, but the reference ends with score 2, not won");
    expect(replayPlay(game, {}, d.layout, false, "unknown", moves.slice(0, -1)).problem).toBeUndefined();
    for (const wants of [{}, { words: true }]) {
      const bad = replayPlay(game, {}, d.layout, false, "won", [...moves.slice(0, 3), 999_999, ...moves.slice(3)], wants);
      expect(bad.problem).toBe("the engine's move 4 (999999) is illegal under the reference rules");
    }
  });
});

describe("the chunk runner's check of wins", () => {
  it("a strategy's wins whose moves did not fit in the batch's area are played again: the same records", async () => {
    const s = spec("wish", "greedy");
    const kept = runChunk(await loadEngine(), s, 0, 3000);
    const engine = await loadEngine();
    engine.limitWinMoves(500);
    const tight = runChunk(engine, s, 0, 3000);
    expect(columns(tight)).toEqual(columns(kept));
    expect([kept.errors, tight.errors]).toEqual([{}, {}]);
    expect(count(kept, RESULT_CODES.won)).toBeGreaterThan(300);
    // The batch really left wins out.
    const b = engine.runBatch("sv", 0, 3000, findGame("wish")!.strategies.find((x) => x.id === "greedy")!.engineId, 0);
    const wins = Array.from(b.result.keys()).filter((k) => b.result[k] === RESULT_CODES.won);
    expect(wins.filter((k) => b.moveAt[k] < 0).length).toBeGreaterThan(100);
    expect(wins.filter((k) => b.moveAt[k] >= 0).length).toBeGreaterThan(10);
  });

  it("a win the reference rules reject is an error record: strategy (kept moves or played again) and solver", async () => {
    // The engine turns Klondike's stock one card at a time, the reference judges by klondike-bg's
    // three: every win the engine reports is either a win under those rules too, or an error.
    const game = findGame("klondike")!;
    const three = resolveSettings(game, "klondike-bg", []).settings;
    const one = resolveSettings(game, "klondike-bg", ["draw=1"]).settings;
    for (const [strategy, room, deals] of [
      ["greedy", -1, 300],
      ["greedy", 0, 300],
      ["solver", -1, 16],
    ] as const) {
      const s = { ...spec("klondike", strategy, three), preset: "klondike-bg", budget: { nodes: 200_000, timeMs: 0, ttMiB: 16 } };
      const drawOne = runChunk(await loadEngine(), { ...s, settings: one }, 0, deals);
      const engine = await loadEngine();
      configureEngine(engine, game, three);
      engine.setSettings(engineSettingValues(game, one)); // behind the runner's back
      engine.limitWinMoves(room);
      const judged = runChunk(engine, s, 0, deals);
      const errors = Object.values(judged.errors);
      const what = `${strategy}, room ${room}`;
      // Each deal won under draw one is won or an error here (the solver's lines short of a win are checked too).
      const wonOrError = (k: number) => judged.result[k] === RESULT_CODES.won || judged.result[k] === RESULT_CODES.error;
      expect(
        Array.from(drawOne.result.keys())
          .filter((k) => drawOne.result[k] === RESULT_CODES.won)
          .every(wonOrError),
        what,
      ).toBe(true);
      expect(count(judged, RESULT_CODES.won) + errors.length, what).toBeGreaterThanOrEqual(count(drawOne, RESULT_CODES.won));
      expect(errors.length, what).toBeGreaterThan(count(drawOne, RESULT_CODES.won) / 2);
      expect(count(judged, RESULT_CODES.error)).toBe(errors.length);
      for (const why of errors)
        expect(why).toMatch(
          /^the engine's move \d+ \(\d+\) is illegal under the reference rules$|^the engine reported a win, but the reference ends with score \d+, not won$|^the engine reported score \d+, but its line ends with score \d+ under the reference rules$/,
        );
    }
  }, 120_000);
});
