// Two-deck Spider's beams (assembly/solver/two-deck.ts) win the full-size deals
// in every suit count and both layouts at a fixed node budget, and every win
// replays under the TypeScript reference. Before the beams kept each position
// once in the whole search and ranked positions by KPat's chaos, 4-suit
// standard sv 0..3 won none of these.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { playDeal } from "../src/run/play-deal.ts";
import type { RunSpec } from "../src/run/spec.ts";

const NODES = 2_000_000;

function spec(overrides: string[]): RunSpec {
  const { settings } = resolveSettings(findGame("spider")!, "spider", overrides);
  return { game: "spider", preset: "spider", settings, strategy: "solver", numbering: "sv", budget: { nodes: NODES, timeMs: 0, ttMiB: 64 }, rngSeed: 0 };
}

describe("two-deck Spider's beams win, and every win replays", () => {
  const cases: [string, string[], number[]][] = [
    ["standard layout, 4 suits", ["layout=standard"], [0, 1, 2, 3]],
    ["Hoyle layout, 4 suits", ["layout=hoyle"], [0, 1]],
    ["standard layout, 2 suits", ["layout=standard", "suits=2"], [0, 1]],
    ["standard layout, 1 suit", ["layout=standard", "suits=1"], [0, 1]],
  ];
  for (const [name, overrides, seeds] of cases) {
    it(`${name}: sv ${seeds.join(", ")} won within ${NODES.toLocaleString("en")} nodes each`, async () => {
      const engine = await loadEngine();
      const game = findGame("spider")!;
      for (const seed of seeds) {
        const d = playDeal(engine, game, spec(overrides), { seed });
        expect(d.play.result, `sv ${seed}`).toBe("won");
        expect(d.play.nodes).toBeLessThanOrEqual(NODES);
        expect(d.replay.problem, `sv ${seed}`).toBeUndefined();
        expect(d.replay.won, `sv ${seed}`).toBe(true);
      }
    }, 180_000);
  }
});
