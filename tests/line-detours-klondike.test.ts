// Detours cut from Klondike's lines (src/run/line-detours.ts): a talon card
// played cannot be taken back, so a two-move shortcut ending with one is found
// only by listing every position two moves away, which Klondike's lines are
// short enough for (FreeCell's are not).
import { describe, expect, it } from "vitest";
import { svDeal } from "../src/core/numbering.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { createReference } from "../src/games/reference/index.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { DETOUR_PLAYS, withoutDetours } from "../src/run/line-detours.ts";
import { configureEngine, playOnEngine } from "../src/run/play-deal.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../src/run/spec.ts";

const game = findGame("klondike")!;
const { settings } = resolveSettings(game, "klondike-bg", []);
const spec: RunSpec = {
  game: "klondike",
  preset: "klondike-bg",
  settings,
  strategy: "solver",
  numbering: "sv",
  budget: { ...DEFAULT_BUDGET, nodes: 200_000, timeMs: 0, ttMiB: 16 },
  rngSeed: 0,
};

describe("detours in Klondike's lines", () => {
  it("klondike-bg sv 0..29: every cut line wins and ends its passes; listing every position two moves away cuts more than going through those one move away alone", async () => {
    const engine = await loadEngine();
    let withListing = 0;
    let without = 0;
    for (let seed = 0; seed < 30; seed++) {
      configureEngine(engine, game, settings);
      const found = playOnEngine(engine, game, spec, { seed }).play;
      if (found.result !== "won") continue;
      const layout = svDeal(seed, game.dealSpec(settings));
      const cut = withoutDetours(engine, "klondike", layout, settings, false, found.moves);
      expect(cut.timedOut, `sv ${seed}`).toBe(false);
      const ref = createReference("klondike", layout, settings, false);
      for (const m of cut.moves) ref.apply(m);
      expect(ref.won(), `sv ${seed}`).toBe(true);
      withListing += found.moves.length - cut.moves.length;
      without += found.moves.length - withoutDetours(engine, "klondike", layout, settings, false, found.moves, DETOUR_PLAYS, 0).moves.length;
    }
    expect(withListing).toBeGreaterThan(without);
  }, 120_000);
});
