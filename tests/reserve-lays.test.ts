// Reserve cards laid only to be built on (assembly/games/tableau/prune.ts,
// layMoves): where every reserve card can be played at any time and the
// reserve takes none back (Northwest Territory, King Albert, Raglan), the
// solver plays a reserve card onto a pile only when a card is laid on it by
// the very next move, and never one that no card could be laid on. Tiny
// decks of those games, dealt by their sv seeds with reserves of several
// cards (a reserve card laid on another reserve card included): a brute
// force over the reference rules with no pruning gives the truth, and the
// solver must agree with it, with and without its dive. Northwest Territory's
// decks check the dead-end test on a reserve as well (deadend.ts: a reserve
// card lies under nothing), which the generic and reserve profiles run after the dive.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";
import { makeCard } from "../src/core/cards.ts";
import { emptyLayout } from "../src/core/layout.ts";

/** A preset, its tiny overrides, and how many seeds. */
const FAMILIES: [string, string[], number][] = [
  ["northwest-territory", ["ranks=3", "piles=3", "cells=3", "cellsFilled=3", "diagonal=false"], 60],
  ["northwest-territory", ["ranks=3", "piles=3", "cells=3", "cellsFilled=3", "diagonal=false", "profile=generic"], 60],
  ["northwest-territory", ["ranks=4", "piles=3", "cells=6", "cellsFilled=6", "diagonal=false", "buildSuit=same"], 30],
  ["king-albert", ["ranks=4", "piles=3", "cells=5", "cellsFilled=5", "diagonal=false", "buildSuit=same"], 40],
  ["raglan", ["ranks=4", "piles=3", "cells=4", "cellsFilled=4", "diagonal=false", "buildSuit=same"], 30],
];

describe("reserve cards laid only to be built on, tiny decks against brute force", async () => {
  const engine = await loadEngine("checked");
  for (const [preset, overrides, deals] of FAMILIES) {
    it(`${preset} ${overrides.join(" ")}: sv seeds 0..${deals - 1}`, () => {
      const family = tinyFamily("tableau", preset, overrides);
      const tally = { won: 0, lost: 0, tooBig: 0 };
      for (let seed = 0; seed < deals; seed++) {
        const layout = family.deal(seed);
        const won = checkTinyDeal(engine, layout, family.rules, 200_000, `${preset} ${overrides.join(" ")} seed ${seed}: ${JSON.stringify(layout)}`, "skip");
        tally[won === undefined ? "tooBig" : won ? "won" : "lost"]++;
      }
      expect(tally.tooBig, "most deals are small enough to walk whole").toBeLessThan(deals / 4);
      expect(tally.won, "the sample should hold wins").toBeGreaterThan(2);
      // Raglan's spaces take any card: its tiny deals are all won.
      if (preset !== "raglan") expect(tally.lost, "the sample should hold losses").toBeGreaterThan(2);
    }, 120_000);
  }

  it("a win that needs a reserve card laid on a reserve card", () => {
    // One suit of five ranks left: the 2 covers the ace and goes only onto
    // the 3 (same suit, kings alone in spaces), the 3 only onto the 4, and
    // the 4 only onto the 5 in the other pile; the 4 and the 3 wait in the
    // reserve. The 4 laid on the 5 is owed the 3, itself a reserve card.
    const rules = tinyFamily("tableau", "king-albert", [
      "ranks=5",
      "piles=2",
      "cells=2",
      "cellsFilled=2",
      "diagonal=false",
      "buildSuit=same",
      "fill=kings",
    ]).rules;
    const layout = emptyLayout();
    layout.foundations = [[], ...[1, 2, 3].map((s) => [1, 2, 3, 4, 5].map((r) => makeCard(r, s)))];
    layout.piles = [[makeCard(1, 0), makeCard(2, 0)], [makeCard(5, 0)]];
    layout.faceDown = [0, 0];
    layout.cells = [makeCard(4, 0), makeCard(3, 0)];
    expect(checkTinyDeal(engine, layout, rules, 10_000, JSON.stringify(layout))).toBe(true);
  });
});
