// The engine's (AssemblyScript) numberings against every entry of the deal
// vectors (tests/fixtures/deals.json), and against the TypeScript numberings.
import { beforeAll, describe, expect, it } from "vitest";
import { cardText, type Card } from "../src/core/cards.ts";
import type { Engine } from "../src/engine/engine.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { BASE_DEAL, msDeal, svDeal, svShuffledDeck, type DealSpec } from "../src/core/numbering.ts";
import { loadVectors, VECTOR_SPECS } from "./helpers/vectors.ts";

const text = (cards: Card[]) => cards.map(cardText);
const vectors = loadVectors();
let e: Engine;
beforeAll(async () => {
  e = await loadEngine();
});

describe("sv numbering (engine)", () => {
  for (const [seed, deck] of Object.entries(vectors.sv.shuffledDeck)) {
    it(`shuffled deck of seed ${seed}`, () => expect(text(e.svShuffled(Number(seed)))).toEqual(deck));
  }
  for (const [name, spec] of Object.entries(VECTOR_SPECS)) {
    for (const [seed, expected] of Object.entries(vectors.sv[name] as Record<string, any>)) {
      it(`${name} seed ${seed}`, () => {
        e.setDealSpec(spec);
        e.dealSeed("sv", Number(seed));
        const l = e.layout();
        if (expected.row) expect(text(l.row)).toEqual(expected.row);
        if (expected.tableau) expect(l.piles.map(text)).toEqual(expected.tableau);
        if (expected.stock) expect(text(l.stock)).toEqual(expected.stock);
        if (expected.foundations) expect(l.foundations.map((f) => cardText(f[0]))).toEqual(expected.foundations);
      });
    }
  }
  it("agrees with the TypeScript numbering on 2,000 seeds, extreme seeds and both deck kinds", () => {
    const seeds = [...Array.from({ length: 2000 }, (_, i) => (i * 2654435761) % 2 ** 32), 0, 1, 2 ** 31, 2 ** 32 - 1];
    for (const seed of seeds) expect(e.svShuffled(seed)).toEqual(svShuffledDeck(seed));
    for (const seed of seeds.slice(0, 200)) {
      expect(e.svShuffled(seed, "wish")).toEqual(svShuffledDeck(seed, "wish"));
      expect(e.svShuffled(seed, "standard", 2)).toEqual(svShuffledDeck(seed, "standard", 2));
      const spec = { ...VECTOR_SPECS.accordion, darkFaces: true };
      e.setDealSpec(spec);
      e.dealSeed("sv", seed);
      expect(e.layout()).toEqual(svDeal(seed, spec));
    }
  });
});

describe("sv numbering, the batch path (four SIMD-seeded generators)", () => {
  it("gives the standard shuffles, also when a lane must be initialised further as it draws", () => {
    for (const outputs of [52, 8, 1]) {
      for (let s = 0; s < 400; s += 4) {
        const seed = (s * 40503 + outputs * 7919) >>> 0;
        const lanes = e.svShuffledLanes(seed, outputs);
        lanes.forEach((deck, l) => expect(deck).toEqual(svShuffledDeck(seed + l)));
      }
    }
    const two = e.svShuffledLanes(99, 104, "standard", 2);
    two.forEach((deck, l) => expect(deck).toEqual(svShuffledDeck(99 + l, "standard", 2)));
  });
});

describe("ms numbering (engine)", () => {
  for (const [seed, expected] of Object.entries<any>(vectors.ms)) {
    it(`deal ${seed}`, () => {
      e.setDealSpec(VECTOR_SPECS.freecell);
      e.dealSeed("ms", Number(seed));
      expect(e.layout().piles.map(text)).toEqual(expected.tableau);
    });
  }
  it("agrees with the TypeScript numbering on deals 1..32000 (every 7th) and the largest", () => {
    e.setDealSpec(VECTOR_SPECS.freecell);
    for (const seed of [...Array.from({ length: 4572 }, (_, i) => 1 + i * 7), 2 ** 31 - 1]) {
      e.dealSeed("ms", seed);
      expect(e.layout().piles).toEqual(msDeal(seed).piles);
    }
  });
});

describe("cut decks and face-down marks (tiny presets), engine against TypeScript", () => {
  const specs: [string, DealSpec][] = [
    ["3 ranks, 3 piles", { ...BASE_DEAL, ranks: 3, piles: 3 }],
    ["4 ranks, aces up, 3 piles", { ...BASE_DEAL, ranks: 4, piles: 3, acesOnFoundations: true }],
    ["4 ranks, a stock, a staircase dealt face down", { ...BASE_DEAL, ranks: 4, stock: 10, piles: 3, staircase: true, dealtDown: true }],
    ["two decks of 5 ranks, a stock, piles dealt face down", { ...BASE_DEAL, decks: 2, ranks: 5, stock: 22, piles: 6, dealtDown: true }],
    ["the whole deck dealt face down (Klondike)", { ...VECTOR_SPECS.klondike, dealtDown: true }],
    ["Canfield: a random base renamed the ace, a stock, a stacked reserve", { ...BASE_DEAL, stock: 34, piles: 4, reserveStack: 13, randomBase: true }],
    [
      "5 ranks, a random base, a stacked reserve, piles dealt face down",
      { ...BASE_DEAL, ranks: 5, stock: 6, piles: 3, reserveStack: 4, randomBase: true, dealtDown: true },
    ],
  ];
  for (const [name, spec] of specs) {
    it(`sv: ${name}`, () => {
      e.setDealSpec(spec);
      for (let seed = 0; seed < 300; seed++) {
        e.dealSeed("sv", seed);
        expect(e.layout()).toEqual(svDeal(seed, spec));
      }
    });
  }
  it("sv: a cut deck is the same shuffle of the shorter ordered deck", () => {
    const l = svDeal(5, { ...BASE_DEAL, ranks: 2, row: 8 });
    expect(l.row.map(cardText)).toEqual(svShuffledDeck(5, "standard", 1, 2).map(cardText).reverse());
    expect(new Set(l.row.map(cardText))).toEqual(new Set(["AC", "AD", "AH", "AS", "2C", "2D", "2H", "2S"]));
  });
  it("sv: the face-down marks are every pile card but the top, and only where the spec says so", () => {
    const down = svDeal(3, { ...VECTOR_SPECS.klondike, dealtDown: true });
    expect(down.faceDown).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(svDeal(3, VECTOR_SPECS.klondike).faceDown).toBeUndefined();
    expect(svDeal(3, { ...VECTOR_SPECS.klondike, dealtDown: true }).piles).toEqual(svDeal(3, VECTOR_SPECS.klondike).piles);
  });
  it("ms: a cut deck across fewer piles; the whole deck across 8 is the Microsoft deal", () => {
    for (const spec of [
      { ...BASE_DEAL, ranks: 3, piles: 3 },
      { ...BASE_DEAL, ranks: 5, piles: 4 },
    ]) {
      e.setDealSpec(spec);
      for (let seed = 1; seed < 200; seed++) {
        e.dealSeed("ms", seed);
        const l = e.layout();
        expect(l).toEqual(msDeal(seed, spec));
        expect(l.piles).toHaveLength(spec.piles);
        expect(l.piles.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 4 * spec.ranks }, (_, i) => i));
      }
    }
    expect(msDeal(1, { ...BASE_DEAL, piles: 8 })).toEqual(msDeal(1));
  });
});
