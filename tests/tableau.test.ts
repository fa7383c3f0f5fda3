// The tableau games: engine against reference on random playouts (release
// build; tests/tableau-checked.test.ts runs the bounds-checked one), and what
// their strategies may see.
import { describe, expect, it } from "vitest";
import { tableauDifferential } from "./helpers/tableau-differential.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { GAMES } from "../src/games/catalogue.ts";
import { configureEngine } from "../src/run/play-deal.ts";
import { resolveSettings } from "../src/games/settings.ts";

tableauDifferential("release", 10_000);

describe("the solver's own moves (talon moves that turn on their own, pruned)", () => {
  it("undo exactly: random lines on every tableau game and preset, position and key checked at every step back", async () => {
    const e = await loadEngine();
    let rng = 12345;
    const next = (n: number) => ((rng = (rng * 1103515245 + 12345) >>> 0) >>> 8) % n;
    let steps = 0;
    for (const game of GAMES.filter((g) => g.tableauRules)) {
      for (const preset of Object.keys(game.presets)) {
        configureEngine(e, game, resolveSettings(game, preset).settings);
        for (let seed = 0; seed < 30; seed++) {
          e.dealSeed(game.numberings[0], seed);
          e.start(false);
          const line: { m: number; dump: number[]; key: bigint }[] = [];
          for (let d = 0; d < 80; d++) {
            const moves = e.searchMoves();
            if (!moves.length) break;
            const m = moves[next(moves.length)];
            line.push({ m, dump: e.dump(), key: e.key() });
            e.play(m);
          }
          steps += line.length;
          for (const { m, dump, key } of line.reverse()) {
            e.unplay(m);
            expect(e.dump(), `${game.id} ${preset} seed ${seed}: undo ${m}`).toEqual(dump);
            expect(e.key(), `${game.id} ${preset} seed ${seed}: undo ${m}`).toBe(key);
          }
        }
      }
    }
    expect(steps).toBeGreaterThan(10_000);
  });
});

describe("tableau strategies see only the observation", () => {
  it("reach no game instance: only the Tableau class, for a private model built from the observation", async () => {
    const { transitiveImports } = await import("./helpers/strategy-isolation.ts");
    const { readFileSync } = await import("node:fs");
    const reached = transitiveImports("assembly/strategies/tableau/choose.ts");
    expect(reached).not.toContain("assembly/index.ts");
    expect(reached).not.toContain("assembly/registry.ts");
    // The live games are created in registry.ts only; no module a strategy
    // reaches holds one, but for the strategies' own model (memory.ts).
    for (const file of reached) {
      const instances = [...readFileSync(file, "utf8").matchAll(/^(?:export\s+)?const\s+(\w+)\s*=\s*new\s+(?:Tableau|OneHanded|Accordion|Wish|Flip)\(/gm)].map((m) => m[1]);
      expect(instances, file).toEqual(file === "assembly/strategies/tableau/memory.ts" ? ["model"] : []);
    }
  });
});
