// Tiny tableau games (each suit cut to a few ranks, fewer piles and cells)
// whose whole state space a brute force enumerates with the reference rules
// and no pruning at all: every solver verdict must match it, every lost
// verdict above all (it rests on the solver's pruning being safe).
import { describe, expect, it } from "vitest";
import { makeCard } from "../src/core/cards.ts";
import { emptyLayout, type Layout } from "../src/core/layout.ts";
import { BASE_RULES, type TableauRules } from "../src/games/tableau-rules.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { seededRandom, shuffled } from "./helpers/random.ts";
import { checkTinyDeal, tinyDeck } from "./helpers/tiny-tableau.ts";

const FAMILIES: Record<string, (ranks: number, piles: number, cells: number) => TableauRules> = {
  "streets-and-alleys": (ranks, piles) => ({ ...BASE_RULES, ranks, piles }),
  freecell: (ranks, piles, cells) => ({ ...BASE_RULES, ranks, piles, cells, buildSuit: "alternate", runSuit: "alternate", moveUnit: "runs" }),
  "freecell (standard supermove)": (ranks, piles, cells) => ({
    ...BASE_RULES, ranks, piles, cells, buildSuit: "alternate", runSuit: "alternate", moveUnit: "runs", supermove: "standard",
  }),
  "inverted-freecell": (ranks, piles, cells) => ({
    ...BASE_RULES, ranks, piles, cells, buildSuit: "alternate", runSuit: "alternate", moveUnit: "runs", foundationDown: true, buildUp: true,
  }),
};

function tinyDeal(rnd: () => number, ranks: number, piles: number, acesUp: boolean): Layout {
  const l = emptyLayout();
  let cards = shuffled(rnd, tinyDeck(ranks));
  if (acesUp) {
    l.foundations = [0, 1, 2, 3].map((s) => [makeCard(1, s)]);
    cards = cards.filter((c) => c >= 4);
  }
  l.piles = Array.from({ length: piles }, () => []);
  cards.forEach((c, i) => l.piles[i % piles].push(c));
  return l;
}

describe("tableau solver on tiny decks against brute force", async () => {
  const engine = await loadEngine("checked");
  for (const [family, rulesFor] of Object.entries(FAMILIES)) {
    it(`${family}: 30 deals`, () => {
      const rnd = seededRandom(family.length * 7919);
      const tally = { won: 0, lost: 0 };
      for (let t = 0; t < 30; t++) {
        const ranks = 3 + (t % 4 === 3 ? 1 : 0);
        const piles = 3 + Math.floor(rnd() * 2);
        const cells = family.startsWith("streets") ? 0 : Math.floor(rnd() * 2);
        const rules = rulesFor(ranks, piles, cells);
        const layout = tinyDeal(rnd, ranks, piles, family.startsWith("streets") && t % 3 === 0);
        const won = checkTinyDeal(engine, layout, rules, 400_000, `${family} deal ${t}: ${JSON.stringify(layout.piles)}`);
        tally[won ? "won" : "lost"]++;
      }
      expect(tally.won).toBeGreaterThan(5);
      expect(tally.lost).toBeGreaterThan(5);
    }, 120_000);
  }
});

