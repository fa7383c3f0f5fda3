// The tableau games' differential check, shared by the release and the
// bounds-checked test files (so that they run in parallel).
import { describe, expect, it } from "vitest";
import { engineFor } from "./engine.ts";
import { playouts } from "./playouts.ts";
import type { EngineBuild } from "../../src/engine/load-node.ts";
import { msDeal, suitDealt } from "../../src/core/numbering.ts";
import { emptyLayout, type Layout } from "../../src/core/layout.ts";
import { makeCard } from "../../src/core/cards.ts";
import { seededRandom } from "./random.ts";

const GAMES = ["streets-and-alleys", "beleaguered-castle", "freecell", "inverted-freecell"];
/** Engine and reference on random playouts of every tableau game: `count` games each (fewer for the stock games). */
export function tableauDifferential(build: EngineBuild, count: number): void {
  describe(`tableau engine (${build} build) and reference agree on random playouts`, () => {
    for (const gameId of GAMES) {
      it(`${gameId}: ${count} games of up to 30 random moves`, async () => {
        const e = await engineFor(gameId, [], build);
        const positions = playouts(e, gameId, { count, seed: gameId.length * 31, maxMoves: 30 });
        expect(positions).toBeGreaterThan(count * 10);
      }, 120_000);
    }
    // Games with a stock and face-down cards, each preset and setting that changes the rules.
    const STOCK_GAMES: [string, string[]][] = [
      ["klondike", []],
      ["klondike", ["aces=free"]],
      ["klondike", ["draw=2", "redeals=2"]],
      ["klondike", ["draw=1", "redeals=2"]],
      ["solitaire", []],
      ["klondike", ["groups=partial", "worryBack=true"]],
      ["klondike", ["groups=partial", "worryBack=true", "aces=free", "stockSeen=true"]],
      ["emperor", []],
      ["emperor", ["build=down"]],
      ["spider", []],
      ["spider", ["layout=standard"]],
      ["spider", ["suits=2"]],
      ["spider", ["layout=standard", "suits=1"]],
    ];
    for (const [gameId, overrides] of STOCK_GAMES) {
      it(`${gameId} ${overrides.join(" ") || "(default)"}: ${count / 16} games of up to 120 random moves`, async () => {
        const e = await engineFor(gameId, overrides, build);
        const positions = playouts(e, gameId, { count: count / 16, seed: gameId.length * 7 + overrides.length, maxMoves: 120, overrides });
        expect(positions).toBeGreaterThan(count);
      }, 120_000);
    }
    // Random play from shuffled deals seldom completes a run: deals made of
    // runs, cut and lightly mixed, complete and remove many (every foundation
    // in 1, 2 and 4 suits), and deal the stock onto them.
    for (const suits of [1, 2, 4] as const) {
      it(`spider suits=${suits}: ${count / 40} games of up to 150 random moves from deals of nearly whole runs`, async () => {
        const overrides = ["layout=standard", `suits=${suits}`];
        const e = await engineFor("spider", overrides, build);
        const positions = playouts(e, "spider", { count: count / 40, seed: 90 + suits, maxMoves: 150, overrides, deal: (s) => nearRuns(s, suits) });
        expect(positions).toBeGreaterThan(count);
      }, 120_000);
    }
    it("freecell with the standard supermove and 2 cells, from ms deals", async () => {
      const e = await engineFor("freecell", ["supermove=standard", "cells=2"], build);
      const positions = playouts(e, "freecell", {
        count: count / 5,
        seed: 5,
        maxMoves: 60,
        overrides: ["supermove=standard", "cells=2"],
        deal: (s) => msDeal(1 + (s % 32000)),
      });
      expect(positions).toBeGreaterThan(count);
    }, 120_000);
  });
}

/**
 * A Spider deal (104 cards, the suits in play) where runs are one move from
 * complete: piles 1-4 hold the top of a king-to-ace run each (cut at random),
 * piles 5-8 the rest of those runs, pile 9 two cards (one face down), pile
 * 10 one; the stock holds the other 4 runs, less those 3 cards. Two random pairs of cards are
 * then swapped, so that not every run can be finished.
 */
export function nearRuns(seed: number, suits: 1 | 2 | 4): Layout {
  const rnd = seededRandom(seed);
  const run = (k: number) => Array.from({ length: 13 }, (_, i) => makeCard(13 - i, suitDealt(k % 4, suits)));
  const layout = emptyLayout();
  layout.piles = [];
  for (let k = 0; k < 4; k++) {
    const cut = 1 + Math.floor(rnd() * 12);
    layout.piles[k] = run(k).slice(0, cut);
    layout.piles[k + 4] = run(k).slice(cut);
  }
  const stock = [4, 5, 6, 7].flatMap(run);
  layout.piles[8] = [stock.pop()!, stock.pop()!];
  layout.piles[9] = [stock.pop()!];
  layout.stock = stock;
  const places: [number[], number][] = [
    ...layout.piles.flatMap((p) => p.map((_, i) => [p, i] as [number[], number])),
    ...stock.map((_, i) => [stock, i] as [number[], number]),
  ];
  for (let k = 0; k < 2; k++) {
    const [a, i] = places[Math.floor(rnd() * places.length)];
    const [b, j] = places[Math.floor(rnd() * places.length)];
    [a[i], b[j]] = [b[j], a[i]];
  }
  // Face up but pile 9's bottom card (a deal that marks none is laid face down).
  layout.faceDown = layout.piles.map((_, p) => (p === 8 ? 1 : 0));
  return layout;
}
