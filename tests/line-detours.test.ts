// Detours cut from the solver's lines (src/run/line-detours.ts): FreeCell ms
// 290's solution moves the run JC to 9S from pile 1 onto QD five times with
// other moves between, which no position repeat shows. The cut lines still
// win under the reference, or end at the same score.
import { describe, expect, it } from "vitest";
import { msDeal } from "../src/core/numbering.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { createReference } from "../src/games/reference/index.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { DETOUR_PLAYS, withoutDetours } from "../src/run/line-detours.ts";
import { configureEngine, playDeal, playOnEngine } from "../src/run/play-deal.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../src/run/spec.ts";

const game = findGame("freecell")!;
const settings = resolveSettings(game, undefined, []).settings;
const spec = (nodes = 0): RunSpec => ({
  game: "freecell",
  preset: game.defaultPreset,
  settings,
  strategy: "solver",
  numbering: "ms",
  budget: { ...DEFAULT_BUDGET, nodes, ttMiB: 16 },
  rngSeed: 0,
});

/** The line in words, as the reference says each move. */
function words(seed: number, line: number[]): string[] {
  const ref = createReference("freecell", msDeal(seed), settings, false);
  return line.map((m) => {
    const w = ref.describe(m);
    ref.apply(m);
    return w;
  });
}
const repeats = (ws: string[]) => ws.filter((w, i) => ws.indexOf(w) !== i);
/** The move ms 290's solution repeats most. */
const RUN_MOVED = "move 3 cards, JC to 9S, from pile 1 onto QD (pile 3)";

describe("detours in reported lines", () => {
  it("FreeCell ms 290: the engine's solution moves JC to 9S from pile 1 onto QD more than once; the line reported makes that move once, repeats far fewer moves, and wins", async () => {
    const engine = await loadEngine();
    configureEngine(engine, game, settings);
    const raw = playOnEngine(engine, game, spec(), { seed: 290 }).play.moves;
    const rawRepeats = repeats(words(290, raw));
    expect(rawRepeats).toContain(RUN_MOVED);
    const d = playDeal(engine, game, spec(), { seed: 290 }, { words: true });
    expect(d.play.result).toBe("won");
    expect(d.replay.problem).toBeUndefined();
    expect(d.replay.won).toBe(true);
    // A move may rightly come twice where the piles around it changed in
    // between (ms 1's line once moved JH-10C onto QS, back onto QC once QC had
    // an empty pile of its own, onto QS again); the detours themselves are gone.
    expect(repeats(d.replay.words)).not.toContain(RUN_MOVED);
    expect(repeats(d.replay.words).length).toBeLessThan(rawRepeats.length / 10);
    expect(d.play.moves.length).toBeLessThan(raw.length * 0.75);
    expect(d.loopMovesCut).toBe(raw.length - d.play.moves.length);
  }, 60_000);

  it("FreeCell ms 1..32: every cut line wins under the reference, none is longer, the same line always comes out the same, and the default work budget takes each to the end of its passes", async () => {
    const engine = await loadEngine();
    let before = 0;
    let after = 0;
    let oneMoveOnly = 0;
    for (let seed = 1; seed <= 32; seed++) {
      configureEngine(engine, game, settings);
      const raw = playOnEngine(engine, game, spec(), { seed }).play.moves;
      const cut = withoutDetours(engine, "freecell", msDeal(seed), settings, false, raw);
      const ref = createReference("freecell", msDeal(seed), settings, false);
      cut.moves.forEach((m) => ref.apply(m));
      expect(ref.won(), `ms ${seed}`).toBe(true);
      expect(cut.moves.length).toBeLessThanOrEqual(raw.length);
      // Two-move shortcuts through the positions one move from the line's take as many plays as a pass of one-move ones: no line stops for the budget.
      expect(cut.timedOut, `ms ${seed}`).toBe(false);
      before += raw.length;
      after += cut.moves.length;
      oneMoveOnly += withoutDetours(engine, "freecell", msDeal(seed), settings, false, raw, DETOUR_PLAYS, -1).moves.length;
      if (seed <= 2) expect(withoutDetours(engine, "freecell", msDeal(seed), settings, false, raw).moves).toEqual(cut.moves);
    }
    expect(after).toBeLessThan(before * 0.95);
    // Two-move shortcuts through the positions one move from the line's (FreeCell lists no more) cut more than one-move shortcuts alone.
    expect(after).toBeLessThan(oneMoveOnly);
  }, 120_000);

  it("a line short of a win is cut only where it still ends at the same score", async () => {
    const engine = await loadEngine();
    // The first three deals 200 nodes leave short of a win.
    const short: number[] = [];
    for (let seed = 1; short.length < 3 && seed <= 1_000; seed++) {
      configureEngine(engine, game, settings);
      if (playOnEngine(engine, game, spec(200), { seed }).play.result === "unknown") short.push(seed);
    }
    expect(short).toHaveLength(3);
    for (const seed of short) {
      const d = playDeal(engine, game, spec(200), { seed });
      expect(d.play.result).toBe("unknown");
      expect(d.replay.problem).toBeUndefined();
      expect(d.replay.score).toBe(d.play.score);
    }
  }, 60_000);

  it("keeps a line that does not replay as given, for the replay to reject; a budget of no work changes nothing", async () => {
    const engine = await loadEngine();
    configureEngine(engine, game, settings);
    const ref = createReference("freecell", msDeal(1), settings, false);
    const m = ref.legalMoves()[0];
    expect(withoutDetours(engine, "freecell", msDeal(1), settings, false, [m, -5, m]).moves).toEqual([m, -5, m]);
    const raw = playOnEngine(engine, game, spec(), { seed: 1 }).play.moves;
    const none = withoutDetours(engine, "freecell", msDeal(1), settings, false, raw, 0);
    expect(none.timedOut).toBe(true);
    expect(none.moves.length).toBe(raw.length); // ms 1's solution has no position repeat to cut
  });
});
