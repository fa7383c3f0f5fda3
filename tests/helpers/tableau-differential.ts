// The tableau games' differential check, shared by the release and the
// bounds-checked test files (so that they run in parallel).
import { describe, expect, it } from "vitest";
import { engineFor } from "./engine.ts";
import { playouts } from "./playouts.ts";
import type { EngineBuild } from "../../src/engine/load-node.ts";
import { msDeal } from "../../src/core/numbering.ts";

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
    ["emperor", []],
    ["emperor", ["build=down"]],
    ["spider", []],
    ["spider", ["layout=standard"]],
  ];
  for (const [gameId, overrides] of STOCK_GAMES) {
    it(`${gameId} ${overrides.join(" ") || "(default)"}: ${count / 16} games of up to 120 random moves`, async () => {
      const e = await engineFor(gameId, overrides, build);
      const positions = playouts(e, gameId, { count: count / 16, seed: gameId.length * 7 + overrides.length, maxMoves: 120, overrides });
      expect(positions).toBeGreaterThan(count);
    }, 120_000);
  }
  it("freecell with the standard supermove and 2 cells, from ms deals", async () => {
    const e = await engineFor("freecell", ["supermove=standard", "cells=2"], build);
    const positions = playouts(e, "freecell", { count: count / 5, seed: 5, maxMoves: 60, overrides: ["supermove=standard", "cells=2"], deal: (s) => msDeal(1 + (s % 32000)) });
    expect(positions).toBeGreaterThan(count);
  }, 120_000);
});
}
