// Worry back where any card fills a space and a reserve deals single cards
// (Raglan, King Albert: one deck, piles built down in alternate colours,
// every card face up). The solver forces cards up and leaves worry backs out by
// rules argued for Klondike (assembly/games/tableau/safe.ts: an ace or a 2
// never comes back, settled cards, chainUp); with spaces that take any card
// and reserve cards that only leave, a line has more ways to use a card in
// the tableau. Those rules fire with foundations well up, where the tiny
// decks of the random records never get, so the positions here are
// endgames: each suit's foundation dealt up to a random rank, the other cards
// in the reserve and the piles. A brute force over the reference rules with
// no pruning gives the truth; the solver must agree (verdict, and a lost
// deal's best score), and every win must replay.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import type { Layout } from "../src/core/layout.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";
import { foundationsUp } from "./helpers/endgame.ts";
import { seededRandom } from "./helpers/random.ts";

/** A seeded endgame of `ranks` ranks: each suit up to a random rank of low..high, `reserve` cards in the reserve, the rest round the piles. */
function endgame(seed: number, low: number, high: number, ranks: number, piles: number, reserve: number): Layout {
  const { layout: l, rest: cards } = foundationsUp(seededRandom(seed), low, high, ranks);
  l.cells = cards.slice(0, reserve);
  l.piles = Array.from({ length: piles }, () => [] as number[]);
  cards.slice(reserve).forEach((c, i) => l.piles[i % piles].push(c));
  l.faceDown = l.piles.map(() => 0);
  return l;
}

describe("worry back with any card in a space and a reserve, endgames against brute force", async () => {
  const engine = await loadEngine("checked");
  const cases: [string, string[], number, number, number, number, number][] = [
    // name, overrides, low, high, ranks, piles, deals
    ["Raglan, 13 ranks, foundations 8..12, four piles", ["piles=4", "cells=2", "cellsFilled=2", "diagonal=false"], 8, 12, 13, 4, 12],
    ["Raglan, 7 ranks, foundations 1..3, four piles", ["piles=4", "cells=2", "cellsFilled=2", "ranks=7", "diagonal=false"], 1, 3, 7, 4, 10],
  ];
  for (const [name, overrides, low, high, ranks, piles, deals] of cases) {
    it(`${name}: ${deals} endgames`, () => {
      const rules = tinyFamily("tableau", "raglan", overrides).rules;
      const tally = { won: 0, lost: 0, tooBig: 0 };
      for (let seed = 0; seed < deals; seed++) {
        const layout = endgame(seed, low, high, ranks, piles, 2);
        const won = checkTinyDeal(engine, layout, rules, 300_000, `raglan ${overrides.join(" ")} endgame ${seed}`, "skip");
        tally[won === undefined ? "tooBig" : won ? "won" : "lost"]++;
      }
      expect(tally.tooBig, "most endgames are small enough to walk whole").toBeLessThan(deals / 4);
      expect(tally.won, "the sample should hold wins").toBeGreaterThan(1);
      expect(tally.lost, "the sample should hold losses").toBeGreaterThan(1);
    }, 240_000);
  }
});
