// Two-deck Emperor's automatic foundation moves (assembly/games/tableau/safe.ts,
// twoDeckSafe: a card goes up by itself once both copies of its foundation
// predecessor are up and what could be built on it is up or could go straight
// up) checked on tiny two-deck deals: a brute force enumerates each deal's
// whole state space under the reference rules with no pruning, the solver's
// verdict must match it (a rule that sent a card up too soon would turn a won
// deal into "lost"), every "lost" must carry the brute force's best score, and
// every win must replay. Four ranks make every case of the rule reachable:
// a 4 over a 3 over a 2 (building down), kings that nothing builds on
// (building up), the other copy of a card still on the table. Without the
// condition on the predecessor's two copies, build up seed 11 and build down
// seed 8 of the 4-rank families come out "lost" though won (build up seed 11
// already did with the rules before it: a king, which nothing builds on, sent
// up while the other king still had to free the card under it).
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";

/** A name, the overrides of Emperor's `tiny-2deck` preset, and how many sv seeds. */
const FAMILIES: [string, string[], number][] = [
  ["4 ranks, 1 pile of 5, build up", ["ranks=4", "rows=5"], 12],
  ["4 ranks, 1 pile of 5, build down", ["ranks=4", "rows=5", "build=down"], 12],
  ["3 ranks, 1 pile of 4, build up", ["ranks=3", "rows=4"], 20],
  ["3 ranks, 1 pile of 4, build down", ["ranks=3", "rows=4", "build=down"], 20],
  ["2 ranks, 3 piles of 2, build up", ["piles=3", "rows=2"], 10],
  ["2 ranks, 3 piles of 2, build down", ["piles=3", "rows=2", "build=down"], 10],
];

describe("two-deck Emperor's automatic foundation moves against brute force", async () => {
  const engine = await loadEngine("checked");
  for (const [name, overrides, count] of FAMILIES) {
    it(`${name} (emperor tiny-2deck ${overrides.join(" ")}): ${count} sv seeds`, () => {
      const family = tinyFamily("emperor", "tiny-2deck", overrides);
      const tally = { won: 0, lost: 0 };
      for (let seed = 0; seed < count; seed++) {
        const layout = family.deal(seed);
        const won = checkTinyDeal(engine, layout, family.rules, 600_000, `${name} seed ${seed}: ${JSON.stringify(layout)}`);
        tally[won ? "won" : "lost"]++;
      }
      expect(tally.won, "the sample should hold wins").toBeGreaterThan(2);
      if (!overrides.includes("piles=3")) expect(tally.lost, "the sample should hold losses").toBeGreaterThan(0);
    }, 180_000);
  }
});
