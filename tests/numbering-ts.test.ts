// The TypeScript numberings against every entry of the deal vectors (tests/fixtures/deals.json).
import { describe, expect, it } from "vitest";
import { cardText, type Card } from "../src/core/cards.ts";
import { msDeal, svDeal, svShuffledDeck, type DealSpec } from "../src/core/numbering.ts";
import { loadVectors, VECTOR_SPECS } from "./helpers/vectors.ts";

const text = (cards: Card[]) => cards.map(cardText);
const vectors = loadVectors();

describe("sv numbering (TypeScript)", () => {
  for (const [seed, deck] of Object.entries(vectors.sv.shuffledDeck)) {
    it(`shuffled deck of seed ${seed}`, () => expect(text(svShuffledDeck(Number(seed)))).toEqual(deck));
  }
  for (const [layoutName, spec] of Object.entries(VECTOR_SPECS) as [string, DealSpec][]) {
    for (const [seed, expected] of Object.entries(vectors.sv[layoutName] as Record<string, any>)) {
      it(`${layoutName} seed ${seed}`, () => {
        const l = svDeal(Number(seed), spec);
        if (expected.row) expect(text(l.row)).toEqual(expected.row);
        if (expected.tableau) expect(l.piles.map(text)).toEqual(expected.tableau);
        if (expected.stock) expect(text(l.stock)).toEqual(expected.stock);
        if (expected.foundations) expect(l.foundations.map((f) => cardText(f[0]))).toEqual(expected.foundations);
      });
    }
  }
});

describe("ms numbering (TypeScript)", () => {
  for (const [seed, expected] of Object.entries<any>(vectors.ms)) {
    it(`deal ${seed}`, () => expect(msDeal(Number(seed)).piles.map(text)).toEqual(expected.tableau));
  }
  it("deal 1 starts JD 2D 9H JC 5D 7H 7C 5H across the first row", () => {
    expect(
      msDeal(1)
        .piles.map((p) => cardText(p[0]))
        .join(" "),
    ).toBe("JD 2D 9H JC 5D 7H 7C 5H");
  });
});
