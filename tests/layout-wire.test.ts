// The layout's wire format (core/layout.ts): what the engine reads and writes
// for every deal, decoded for every line a run replays.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeLayout, encodeLayout, type Layout } from "../src/core/layout.ts";

const card = fc.integer({ min: 0, max: 51 });
const cards = (most: number) => fc.array(card, { maxLength: most });

/** A layout as decodeLayout gives it back: face-down counts only where some pile has one, a rank base only where it is not 1. */
const layout: fc.Arbitrary<Layout> = fc
  .record({
    row: cards(60),
    dark: cards(20),
    piles: fc.array(fc.tuple(cards(30), fc.nat(30)), { maxLength: 13 }),
    stock: cards(80),
    waste: cards(30),
    cells: fc.array(fc.option(card, { nil: null }), { maxLength: 8 }),
    foundations: fc.array(cards(13), { maxLength: 8 }),
    rankBase: fc.integer({ min: 1, max: 13 }),
  })
  .map((r) => {
    const l: Layout = { row: r.row, dark: r.dark, piles: r.piles.map(([p]) => p), stock: r.stock, waste: r.waste, cells: r.cells, foundations: r.foundations };
    const down = r.piles.map(([p, d]) => Math.min(d, p.length));
    if (down.some((d) => d > 0)) l.faceDown = down;
    if (r.rankBase !== 1) l.rankBase = r.rankBase;
    return l;
  });

describe("the layout's wire format", () => {
  it("gives back every layout it encodes, face-down counts, empty cells and rank base included", () => {
    fc.assert(
      fc.property(layout, (l) => {
        expect(decodeLayout(encodeLayout(l))).toStrictEqual(l);
      }),
      { numRuns: 300 },
    );
  });

  it("stops at the end mark and at the end of the bytes", () => {
    const l: Layout = { row: [], dark: [], piles: [[5, 9]], stock: [1], waste: [], cells: [], foundations: [] };
    const wire = encodeLayout(l);
    expect(decodeLayout(Uint8Array.from([...wire, 2, 1, 7]))).toStrictEqual(l);
    // A section cut short keeps the cards that are there.
    expect(decodeLayout(wire.subarray(0, wire.length - 2)).piles).toEqual([[5]]);
  });
});
