// The open tableau games' tiny presets (every suit cut to a few ranks, few
// piles and cells; src/games/catalogue.ts), dealt by their sv seeds: a brute
// force enumerates each deal's whole state space with the reference rules and
// no pruning at all, and every solver verdict must match it, every lost verdict
// above all (it rests on the solver's pruning being safe).
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";

/** Each family: a game, its tiny preset and settings changed as `--set` changes them, and how many seeds. */
const FAMILIES: [string, string, string[], number][] = [
  ["streets-and-alleys", "tiny", [], 20],
  ["streets-and-alleys", "tiny", ["aces=free"], 8],
  ["beleaguered-castle", "tiny", [], 12],
  ["freecell", "tiny", [], 30],
  ["freecell", "tiny", ["supermove=standard"], 30],
  ["freecell", "tiny", ["cells=2", "piles=2"], 30],
  ["freecell", "tiny", ["cells=3", "piles=2"], 20],
  ["inverted-freecell", "tiny", [], 30],
];

describe("tableau solver on tiny presets against brute force", async () => {
  const engine = await loadEngine("checked");
  for (const [game, preset, overrides, deals] of FAMILIES) {
    it(`${[game, preset, ...overrides].join(" ")}: sv seeds 0..${deals - 1}`, () => {
      const family = tinyFamily(game, preset, overrides);
      const tally = { won: 0, lost: 0 };
      for (let seed = 0; seed < deals; seed++) {
        const layout = family.deal(seed);
        const won = checkTinyDeal(
          engine,
          layout,
          family.rules,
          400_000,
          `${game} ${preset} ${overrides.join(" ")} seed ${seed}: ${JSON.stringify(layout.piles)}`,
        );
        tally[won ? "won" : "lost"]++;
      }
      expect(tally.won, "the sample should hold wins").toBeGreaterThan(2);
      expect(tally.lost, "the sample should hold losses").toBeGreaterThan(2);
    }, 120_000);
  }
});
