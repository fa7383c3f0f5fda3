// The tableau games: engine against reference on random playouts (release and
// bounds-checked builds), the numberings, and the deal formats they read.
import { describe, expect, it } from "vitest";
import { engineFor } from "./helpers/engine.ts";
import { playouts } from "./helpers/playouts.ts";
import type { EngineBuild } from "../src/engine/load-node.ts";
import { msDeal } from "../src/core/numbering.ts";

const GAMES = ["streets-and-alleys", "beleaguered-castle", "freecell", "inverted-freecell"];
const BUILDS: [EngineBuild, number][] = [["release", 10_000], ["checked", 1_000]];

describe.each(BUILDS)("tableau engine (%s build) and reference agree on random playouts", (build, count) => {
  for (const gameId of GAMES) {
    it(`${gameId}: ${count} games of up to 40 random moves`, async () => {
      const e = await engineFor(gameId, [], build);
      const positions = playouts(e, gameId, { count, seed: gameId.length * 31, maxMoves: 40 });
      expect(positions).toBeGreaterThan(count * 10);
    }, 120_000);
  }
  it("freecell with the standard supermove and 2 cells, from ms deals", async () => {
    const e = await engineFor("freecell", ["supermove=standard", "cells=2"], build);
    const positions = playouts(e, "freecell", { count: count / 5, seed: 5, maxMoves: 60, overrides: ["supermove=standard", "cells=2"], deal: (s) => msDeal(1 + (s % 32000)) });
    expect(positions).toBeGreaterThan(count);
  }, 120_000);
});

describe("tableau strategies see only the observation", () => {
  it("reach no game instance: only the Tableau class, for a private model built from the observation", async () => {
    const { transitiveImports } = await import("./helpers/strategy-isolation.ts");
    const { readFileSync } = await import("node:fs");
    const reached = transitiveImports("assembly/strategies/tableau.ts");
    expect(reached).not.toContain("assembly/index.ts");
    // The live games are created in index.ts only; no module a strategy reaches holds one.
    for (const file of reached) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(/^(export\s+)?const\s+\w+\s*=\s*new\s+(Tableau|OneHanded|Accordion|Wish|Flip)\(/m);
    }
  });
});
