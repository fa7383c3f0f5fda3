// Settled cards with worry back (assembly/games/tableau/prune.ts's
// settledLevels and settledUp): a card whose suit below it and whose possible
// children are settled goes up by itself and never comes back down. The rule
// fires only with foundations well up, where the tiny decks never get, so the
// positions here are klondike-bg endgames: all 13 ranks, each suit's
// foundation dealt up to a random rank of 4..11 (uneven foundations are where
// worry back is needed), the rest in three piles (all but the top face down)
// and the stock. A brute force over the reference rules with
// no pruning gives the truth; the solver must agree (verdict, and a lost
// deal's best score), and every win must replay.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { makeCard } from "../src/core/cards.ts";
import { emptyLayout, type Layout } from "../src/core/layout.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";
import { seededRandom, shuffled } from "./helpers/random.ts";

/** A seeded endgame: foundations up to ranks low..high, the other cards in three piles and the stock. */
function endgame(seed: number, low: number, high: number): Layout {
  const rnd = seededRandom(seed);
  const l = emptyLayout();
  const rest: number[] = [];
  for (let s = 0; s < 4; s++) {
    const up = low + Math.floor(rnd() * (high - low + 1));
    l.foundations.push(Array.from({ length: up }, (_, r) => makeCard(r + 1, s)));
    for (let r = up + 1; r <= 13; r++) rest.push(makeCard(r, s));
  }
  const cards = shuffled(rnd, rest);
  const inPiles = Math.ceil(cards.length * 0.6);
  l.piles = [[], [], []];
  cards.slice(0, inPiles).forEach((c, i) => l.piles[i % 3].push(c));
  l.faceDown = l.piles.map((p) => Math.max(0, p.length - 1));
  l.stock = cards.slice(inPiles);
  return l;
}

describe("settled cards with worry back, klondike-bg endgames against brute force", async () => {
  const engine = await loadEngine("checked");
  // Draw 1 shows every stock card at every turn: larger spaces, so fewer deals.
  for (const [draw, deals] of [[3, 40], [1, 8]]) {
    it(`draw ${draw}, ${deals} endgames`, () => {
      const rules = tinyFamily("klondike", "klondike-bg", [`draw=${draw}`, "piles=3"]).rules;
      const tally = { won: 0, lost: 0 };
      for (let seed = 0; seed < deals; seed++) {
        const won = checkTinyDeal(engine, endgame(seed, 4, 11), rules, 200_000, `draw ${draw} endgame ${seed}`);
        tally[won ? "won" : "lost"]++;
      }
      expect(tally.won, "the sample should hold wins").toBeGreaterThan(1);
      expect(tally.lost, "the sample should hold losses").toBeGreaterThan(1);
    }, 240_000);
  }
});
