// The stock games' tiny presets (Klondike variants, Emperor and Spider on one
// deck cut to a few ranks, few piles; src/games/catalogue.ts), dealt by their
// sv seeds: a brute force enumerates each deal's whole state space with the
// reference rules and no pruning at all, every solver verdict must match it,
// and every win, written out as a player's moves, must replay.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";

/**
 * Each family: what it is, a game, its tiny preset, settings changed as `--set`
 * changes them, and its sv seeds (fewer where a deal's state space is large).
 */
const STOCK_FAMILIES: [string, string, string, string[], number[]][] = [
  // Compulsory aces (the tiny presets' setting, as the seed's Klondike and Solitaire):
  // an ace turning shows goes up, which shifts the groups later turns show.
  ["klondike draw 3, no redeal, whole groups", "klondike", "tiny-klondike", ["redeals=0"], seeds(20)],
  ["klondike draw 3, one redeal, partial groups", "klondike", "tiny-klondike", ["redeals=1", "groups=partial"], seeds(20)],
  ["klondike draw 3, unlimited redeals, whole groups", "klondike", "tiny-klondike", [], seeds(20)],
  ["klondike draw 2, three redeals, partial groups", "klondike", "tiny-klondike", ["draw=2", "redeals=3", "groups=partial"], seeds(20)],
  ["klondike draw 1, no redeal, partial groups, worry back", "solitaire", "tiny-solitaire", ["redeals=0", "worryBack=true"], seeds(10)],
  ["klondike draw 1, unlimited redeals, partial groups", "solitaire", "tiny-solitaire", [], seeds(10)],
  ["klondike draw 2, unlimited redeals, worry back", "klondike", "tiny-klondike", ["draw=2", "groups=partial", "worryBack=true"], seeds(10)],
  // Free aces (klondike-bg's setting): a released ace may stay in play.
  ["klondike draw 3, no redeal, whole groups, free aces", "klondike", "tiny-klondike", ["redeals=0", "aces=free"], seeds(20)],
  [
    "klondike draw 3, unlimited redeals, partial groups, worry back, free aces",
    "klondike",
    "tiny-klondike",
    ["groups=partial", "worryBack=true", "aces=free"],
    seeds(10),
  ],
  ["klondike draw 1, unlimited redeals, partial groups, free aces", "solitaire", "tiny-solitaire", ["aces=free"], seeds(10)],
  [
    "klondike draw 2, unlimited redeals, worry back, free aces",
    "klondike",
    "tiny-klondike",
    ["draw=2", "groups=partial", "worryBack=true", "aces=free"],
    seeds(10),
  ],
  // Draw 1 with unlimited redeals: stock cards laid on a pile only to be built on at once
  // (prune.ts's layMoves; deals that cannot be won without such a card: klondike-deferred-lays.test.ts).
  ["klondike draw 1, unlimited redeals, partial groups, worry back, free aces", "solitaire", "tiny-solitaire", ["worryBack=true", "aces=free"], seeds(10)],
  ["klondike draw 1, unlimited redeals, whole groups", "solitaire", "tiny-solitaire", ["groups=whole"], seeds(10)],
  // Seed 5 is here on purpose: the solver once sent 3S up where 4H had to go onto it.
  ["emperor, build up (the seed's reading)", "emperor", "tiny", [], seeds(20)],
  ["emperor, build down", "emperor", "tiny", ["build=down"], seeds(12)],
  ["spider", "spider", "tiny", [], seeds(20)],
  ["spider in 2 suits (spades and hearts)", "spider", "tiny", ["suits=2"], seeds(20)],
  ["spider in 1 suit (spades)", "spider", "tiny", ["suits=1"], seeds(20)],
  // Two decks: two foundations a suit, two of every card (the beams, two-deck.ts).
  ["emperor two decks, build up", "emperor", "tiny-2deck", [], seeds(20)],
  ["emperor two decks, build down", "emperor", "tiny-2deck", ["build=down"], seeds(20)],
  ["spider two decks", "spider", "tiny-2deck", [], seeds(20)],
  // East Haven: the stock dealt onto every pile, spaces too, worry back, solved by Emperor's plan (beams first).
  ["east haven (emperor profile)", "tableau", "east-haven", ["ranks=3", "piles=3", "stock=3"], seeds(20)],
  // Spaces that take no card (fill=none, Solvitaire's "no-build"): Solvitaire's Klondike cut to 4 ranks and 3 piles,
  // with worry back (settled cards), parts of runs sent up (Theorem 4), the dead-end test, and draw 1's deferred lays.
  ["klondike, spaces take no card", "tableau", "klondike", ["fill=none", "ranks=4", "piles=3", "stock=10"], seeds(20)],
  ["klondike draw 1, spaces take no card", "tableau", "klondike", ["fill=none", "draw=1", "ranks=4", "piles=3", "stock=10"], seeds(12)],
  ["klondike, spaces take no card, no worry back", "tableau", "klondike", ["fill=none", "worryBack=false", "ranks=4", "piles=3", "stock=10"], seeds(20)],
  ["klondike, any suit, spaces take no card", "tableau", "klondike", ["fill=none", "buildSuit=any", "runSuit=any", "ranks=4", "piles=3", "stock=10"], seeds(8)],
];

function seeds(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

describe("stock games' solver on tiny presets against brute force", async () => {
  const engine = await loadEngine("checked");
  for (const [name, game, preset, overrides, dealSeeds] of STOCK_FAMILIES) {
    it(`${name} (${[game, preset, ...overrides].join(" ")}): ${dealSeeds.length} sv seeds`, () => {
      const family = tinyFamily(game, preset, overrides);
      const tally = { won: 0, lost: 0 };
      for (const seed of dealSeeds) {
        const layout = family.deal(seed);
        const won = checkTinyDeal(engine, layout, family.rules, 600_000, `${name} seed ${seed}: ${JSON.stringify(layout)}`);
        tally[won ? "won" : "lost"]++;
      }
      expect(tally.won, "the sample should hold wins").toBeGreaterThan(2);
      expect(tally.lost, "the sample should hold losses").toBeGreaterThan(0);
    }, 180_000);
  }
});

// Solvitaire's looser Spider (its figures for Spider, Spiderette and the rest: single cards go up
// too, as well as whole runs), solved with the spider profile like the real rule.
describe("Spider with single cards going up too, against brute force", async () => {
  const engine = await loadEngine("checked");
  // Fewer piles than the tiny presets' own, so that the sample holds losses.
  for (const [name, preset, piles] of [
    ["one deck", "tiny", "piles=2"],
    ["two decks", "tiny-2deck", "piles=1"],
  ]) {
    it(`spider ${preset} ${piles} singlesUp=true: ${name}, 20 sv seeds`, () => {
      const family = tinyFamily("spider", preset, [piles]);
      const rules = { ...family.rules, singlesUp: true };
      expect(rules.profile).toBe("spider");
      const tally = { won: 0, lost: 0 };
      for (const seed of seeds(20)) {
        const layout = family.deal(seed);
        const won = checkTinyDeal(engine, layout, rules, 600_000, `looser spider ${preset} seed ${seed}: ${JSON.stringify(layout)}`);
        tally[won ? "won" : "lost"]++;
      }
      expect(tally.won, "the sample should hold wins").toBeGreaterThan(2);
      expect(tally.lost, "the sample should hold losses").toBeGreaterThan(0);
    }, 180_000);
  }
});
