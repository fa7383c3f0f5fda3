// Searches of a bounded share in a table of their size (assembly/solver/tt.ts's
// ttNewSearch given a node count): the stock games' best-first share, the
// searches for wins only and the portfolio's restarts. A narrowed table only
// forgets more, and the whole table comes back for what follows: a Klondike
// loss whose proof comes after every narrowed phase, in more positions than
// their tables hold, is still proved, and the same again on the same engine
// (nothing left behind).
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { configureEngine, playOnEngine } from "../src/run/play-deal.ts";
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

/** The dive, best-first's share and both searches for wins only (tableau.ts, best-first-phase.ts, wins-only.ts). */
const NARROWED_PHASES = 4_000 + 500_000 + 600_000 + 1_300_000;

describe("narrowed tables", () => {
  it("klondike-bg draw 3 sv 74: lost, proved after every narrowed phase, the same twice", async () => {
    const engine = await loadEngine();
    const game = findGame("klondike")!;
    const s = spec(3, 6_000_000);
    configureEngine(engine, game, s.settings);
    const first = playOnEngine(engine, game, s, { seed: 74 }).play;
    expect(first.result).toBe("lost");
    expect(first.nodes).toBeGreaterThan(NARROWED_PHASES);
    const again = playOnEngine(engine, game, s, { seed: 74 }).play;
    expect(again.result).toBe("lost");
    expect(again.nodes).toBe(first.nodes);
  }, 120_000);
});
