// The bench's rows of the published table play the game each figure was
// computed for: Solvitaire's Spider-family figures are for single cards going
// up too, so those rows set singlesUp=true, and their line says so.
import { describe, expect, it } from "vitest";
import { agreement, publishedGames, publishedLine, publishedRow } from "../src/bench/published-runs.ts";
import { PUBLISHED } from "../src/games/published.ts";
import { findGame } from "../src/games/catalogue.ts";
import { engineSettingValues, resolveSettings } from "../src/games/settings.ts";
import { loadEngine } from "../src/engine/load-node.ts";

describe("rows of the published table", () => {
  it("every figure's settings resolve on its preset, and only the Spider family's change anything", () => {
    const changed = [];
    for (const g of publishedGames()) {
      const sets = PUBLISHED[g.solvitaire].sets ?? [];
      const { settings } = resolveSettings(findGame(g.game)!, g.preset, sets);
      if (sets.length) {
        changed.push(g.preset);
        expect(settings.singlesUp, g.preset).toBe(true);
        expect(settings.removeRuns, g.preset).toBe(true);
        expect(settings.profile, g.preset).toBe("spider");
      }
    }
    expect(changed.sort()).toEqual(["mrs-mop", "simple-simon", "spider", "spiderette", "will-o-the-wisp"]);
  });

  it("Spiderette's row plays Solvitaire's game: sv 29, lost under the real rule, is won there", async () => {
    const game = findGame("tableau")!;
    const e = await loadEngine("release");
    const { settings } = resolveSettings(game, "spiderette");
    e.selectGame(game.engineId);
    e.setSettings(engineSettingValues(game, settings));
    e.setDealSpec(game.dealSpec(settings));
    e.dealSeed("sv", 29);
    e.start(false);
    expect(e.solve({ nodes: 40_000_000, timeMs: 0, ttMiB: 256 }).result).toBe("lost");
    const row = await publishedRow(1, "tableau", "spiderette", "spiderette", 30, 10_000);
    expect(row.sets).toEqual(["singlesUp=true"]);
    expect([row.won, row.lost, row.unknown, row.errors]).toEqual([30, 0, 0, 0]);
    expect(publishedLine(row)).toContain("tableau spiderette singlesUp=true");
  }, 60_000);

  it("a row whose interval lies within a wide published one says so, not OUTSIDE", () => {
    const row = {
      game: "tableau",
      preset: "spider",
      solvitaire: "spider",
      sets: ["singlesUp=true"],
      seeds: "sv 0..999",
      won: 1000,
      lost: 0,
      unknown: 0,
      errors: 0,
      interval: [0.9962, 1] as [number, number],
      medianDecidedMs: 200,
      published: "98.487 ± 1.513",
      inside: false,
      within: true,
    };
    expect(agreement(row.interval, row.published)).toEqual({ inside: false, within: true });
    expect(agreement([0.9729, 0.9931], "97.992 ± 0.079")).toEqual({ inside: true, within: false });
    expect(agreement([0.997, 1], "99.620 ± 0.018")).toEqual({ inside: false, within: false });
    expect(publishedLine(row)).toContain("(the lab's interval within it)");
    expect(publishedLine({ ...row, within: false })).toContain("(OUTSIDE)");
  });
});
