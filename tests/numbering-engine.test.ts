// The engine's (AssemblyScript) numberings against every entry of the shared deal vectors.
import { beforeAll, describe, expect, it } from "vitest";
import { cardText, type Card } from "../src/core/cards.ts";
import type { Engine } from "../src/engine/engine.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { msDeal, svDeal, svShuffledDeck } from "../src/core/numbering.ts";
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
    const seeds = [...Array.from({ length: 2000 }, (_, i) => i * 2654435761 % 2 ** 32), 0, 1, 2 ** 31, 2 ** 32 - 1];
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
      e.dealSeed("ms", Number(seed));
      expect(e.layout().piles.map(text)).toEqual(expected.tableau);
    });
  }
  it("agrees with the TypeScript numbering on deals 1..32000 (every 7th) and the largest", () => {
    for (const seed of [...Array.from({ length: 4572 }, (_, i) => 1 + i * 7), 2 ** 31 - 1]) {
      e.dealSeed("ms", seed);
      expect(e.layout().piles).toEqual(msDeal(seed).piles);
    }
  });
});
