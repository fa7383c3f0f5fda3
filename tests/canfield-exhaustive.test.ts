// Canfield's rules on tiny decks, walked whole: a stacked reserve whose top
// card fills a space at once (then any card, or only the waste's: Canfield
// strict), foundations built from a random base card, parts of runs or whole
// piles moving, the stock turned 1 or 3 at a time. On every deal the engine
// agrees with the reference move for move on random playouts, and the
// solver's verdict (every `lost` above all, and its best score) agrees with
// a brute force over the reference's whole state space, with and without
// its dive.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";
import { playouts } from "./helpers/playouts.ts";

const canfield = (fill: string, unit: string, draw: number, redeals: string, ranks: number) => [
  `ranks=${ranks}`,
  "piles=2",
  "buildSuit=alternate",
  "runSuit=alternate",
  `moveUnit=${unit}`,
  `fill=${fill}`,
  "stackedReserve=true",
  "reserveStack=3",
  "randomBase=true",
  `stock=${{ 2: 2, 3: 6, 4: 9 }[ranks]}`,
  `draw=${draw}`,
  `redeals=${redeals}`,
];

const FAMILIES: string[][] = [
  canfield("any", "tail", 3, "inf", 3),
  canfield("waste", "whole", 3, "inf", 3),
  canfield("any", "tail", 1, "0", 3),
  canfield("waste", "tail", 1, "1", 3),
  canfield("any", "whole", 2, "inf", 2),
  canfield("waste", "tail", 3, "0", 3),
  canfield("any", "tail", 3, "0", 4),
  canfield("waste", "whole", 3, "1", 4),
];

describe("Canfield's rules on tiny decks: engine, reference and solver against brute force", async () => {
  const engine = await loadEngine("checked");
  const tally = { won: 0, lost: 0 };
  it.each(FAMILIES.map((f) => [f.join(" "), f]))(
    "%s",
    (_name, overrides) => {
      const family = tinyFamily("tableau", "defaults", overrides as string[]);
      playouts(engine, "tableau", { count: 10, overrides: overrides as string[], seed: 7, maxMoves: 150 });
      for (let seed = 0; seed < 12; seed++) {
        const won = checkTinyDeal(engine, family.deal(seed), family.rules, 200_000, `${(overrides as string[]).join(" ")} seed ${seed}`);
        tally[won ? "won" : "lost"]++;
      }
    },
    120_000,
  );
  it("both verdicts occur, so neither side of the check is idle", () => {
    expect(tally.won, "deals won").toBeGreaterThan(5);
    expect(tally.lost, "deals lost").toBeGreaterThan(5);
  });
});
