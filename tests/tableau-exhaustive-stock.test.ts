// Tiny stock games (Klondike variants, Emperor and Spider on one deck cut to a
// few ranks) whose whole state space a brute force enumerates with the
// reference rules and no pruning at all: every solver verdict must match it,
// and every win, written out as a player's moves, must replay.
import { describe, expect, it } from "vitest";
import { emptyLayout, type Layout } from "../src/core/layout.ts";
import { BASE_RULES, type TableauRules } from "../src/games/tableau-rules.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { seededRandom, shuffled } from "./helpers/random.ts";
import { checkTinyDeal, tinyDeck } from "./helpers/tiny-tableau.ts";

/** A tiny deal for a stock game: `piles` piles of `per` cards, the rest in the stock. */
function tinyStockDeal(rnd: () => number, ranks: number, piles: number, per: number): Layout {
  const cards = shuffled(rnd, tinyDeck(ranks));
  const l = emptyLayout();
  l.piles = Array.from({ length: piles }, () => []);
  for (let p = 0; p < piles; p++) for (let k = 0; k < per; k++) l.piles[p].push(cards.pop()!);
  l.stock = cards;
  return l;
}

const klondike = (over: Partial<TableauRules>): Omit<TableauRules, "ranks" | "piles"> => ({
  ...BASE_RULES, buildSuit: "alternate", runSuit: "alternate", moveUnit: "whole", fill: "kings", draw: 3, redeals: "inf", dealtDown: true, ...over,
});

/** Each family: its rules, and a deal shape (ranks, piles, cards per pile) whose deals are sometimes lost. */
const STOCK_FAMILIES: [string, Omit<TableauRules, "ranks" | "piles">, number, number, number][] = [
  ["klondike draw 3, no redeal, whole groups", klondike({ redeals: 0 }), 3, 3, 2],
  ["klondike draw 3, one redeal, partial groups", klondike({ redeals: 1, moveUnit: "tail" }), 4, 3, 3],
  ["klondike draw 1, no redeal, partial groups, worry back", klondike({ draw: 1, redeals: 0, moveUnit: "tail", worryBack: true }), 4, 3, 3],
  ["klondike draw 2, unlimited redeals, worry back", klondike({ draw: 2, moveUnit: "tail", worryBack: true }), 4, 3, 3],
  ["emperor, one deck", { ...BASE_RULES, buildUp: true, buildSuit: "alternate", runSuit: "alternate", draw: 1, redeals: 0, compulsoryAces: true, dealtDown: true }, 4, 3, 2],
  ["spider, one deck", { ...BASE_RULES, buildSuit: "any", runSuit: "same", moveUnit: "tail", dealToPiles: true, removeRuns: true, singlesUp: false, dealtDown: true }, 3, 3, 2],
];

describe("stock games' solver on tiny decks against brute force", async () => {
  const engine = await loadEngine("checked");
  for (const [family, base, ranks, piles, per] of STOCK_FAMILIES) {
    it(`${family}: 20 deals`, () => {
      const rnd = seededRandom(family.length * 104729);
      const tally = { won: 0, lost: 0 };
      const rules = { ...base, ranks, piles } as TableauRules;
      for (let t = 0; t < 20; t++) {
        const layout = tinyStockDeal(rnd, ranks, piles, per);
        const won = checkTinyDeal(engine, layout, rules, 600_000, `${family} deal ${t}: ${JSON.stringify(layout)}`);
        tally[won ? "won" : "lost"]++;
      }
      expect(tally.won, "the sample should hold wins").toBeGreaterThan(2);
      expect(tally.lost, "the sample should hold losses").toBeGreaterThan(0);
    }, 180_000);
  }
});

