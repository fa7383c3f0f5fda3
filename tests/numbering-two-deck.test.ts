// docs/numbering.md: what sv seed N deals in Emperor and Spider, in both
// implementations (TypeScript and the engine).
import { describe, expect, it } from "vitest";
import { svDeal, svShuffledDeck } from "../src/core/numbering.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";

const SEEDS = [0, 1, 3, 8, 12345, 2 ** 32 - 1];

describe("sv numbering of the two-deck games (docs/numbering.md)", () => {
  for (const [game, settings, stock, piles] of [
    ["emperor", { build: "up" }, 64, [4, 4, 4, 4, 4, 4, 4, 4, 4, 4]],
    ["emperor", { build: "down" }, 64, [4, 4, 4, 4, 4, 4, 4, 4, 4, 4]],
    ["spider", { layout: "hoyle" }, 54, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]],
    ["spider", { layout: "standard" }, 50, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5]],
  ] as const) {
    it(`${game} ${JSON.stringify(settings)}: the stock, then one card a pile in turn, from the end of the shuffled array`, async () => {
      const g = findGame(game)!;
      const engine = await loadEngine();
      engine.selectGame(g.engineId);
      engine.setDealSpec(g.dealSpec(settings));
      for (const seed of SEEDS) {
        const shuffled = svShuffledDeck(seed, "standard", 2);
        const taken = [...shuffled].reverse();
        const l = svDeal(seed, g.dealSpec(settings));
        expect(l.stock).toEqual(taken.slice(0, stock));
        expect(l.piles.map((p) => p.length)).toEqual(piles);
        l.piles.forEach((p, k) => p.forEach((c, i) => expect(c).toBe(taken[stock + k + 10 * i])));
        engine.dealSeed("sv", seed);
        const e = engine.layout();
        expect([e.stock, e.piles]).toEqual([l.stock, l.piles]);
      }
    });
  }

  it("the ordered deck: two decks, rank by rank from the ace, clubs hearts spades diamonds", () => {
    const counts = new Map<number, number>();
    for (const c of svShuffledDeck(7, "standard", 2)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
  });

  it("Spider in 2 and 1 suits shuffles the same array, each card dealt as its suit in play: clubs and spades as spades, diamonds and hearts as hearts (2); every card a spade (1)", async () => {
    const g = findGame("spider")!;
    const engine = await loadEngine();
    engine.selectGame(g.engineId);
    const asSuit = (c: number, suits: 1 | 2) => (c & ~3) | (suits === 1 || c % 4 === 0 || c % 4 === 3 ? 3 : 2);
    for (const layout of ["hoyle", "standard"]) {
      for (const suits of [1, 2] as const) {
        const spec = g.dealSpec({ layout, suits: String(suits) });
        engine.setDealSpec(spec);
        for (const seed of SEEDS) {
          const four = svDeal(seed, g.dealSpec({ layout }));
          const l = svDeal(seed, spec);
          expect(l.stock).toEqual(four.stock.map((c) => asSuit(c, suits)));
          expect(l.piles).toEqual(four.piles.map((p) => p.map((c) => asSuit(c, suits))));
          expect(l.faceDown).toEqual(four.faceDown);
          engine.dealSeed("sv", seed);
          const e = engine.layout();
          expect([e.stock, e.piles]).toEqual([l.stock, l.piles]);
          const counts = new Map<number, number>();
          for (const c of [...l.stock, ...l.piles.flat()]) counts.set(c, (counts.get(c) ?? 0) + 1);
          expect(counts.size).toBe(13 * suits);
          expect([...counts.values()].every((n) => n === 8 / suits)).toBe(true);
        }
      }
    }
  });

  it("the two Spider layouts shuffle the same array: standard's stock is the start of hoyle's, and hoyle's last 4 stock cards start standard's piles", () => {
    const g = findGame("spider")!;
    for (const seed of SEEDS) {
      const hoyle = svDeal(seed, g.dealSpec({ layout: "hoyle" }));
      const standard = svDeal(seed, g.dealSpec({ layout: "standard" }));
      expect(standard.stock).toEqual(hoyle.stock.slice(0, 50));
      expect(standard.piles.slice(0, 4).map((p) => p[0])).toEqual(hoyle.stock.slice(50));
    }
  });
});
