// The tableau games: engine against reference on random playouts (release
// build; tests/tableau-checked.test.ts runs the bounds-checked one), and what
// their strategies may see.
import { describe, expect, it } from "vitest";
import { tableauDifferential } from "./helpers/tableau-differential.ts";

tableauDifferential("release", 10_000);

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
