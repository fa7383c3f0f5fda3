// The tableau games: engine against reference on random playouts (release
// build; tests/tableau-checked.test.ts runs the bounds-checked one), and what
// their strategies may see.
import { describe, expect, it } from "vitest";
import { tableauDifferential } from "./helpers/tableau-differential.ts";
import { same } from "./helpers/playouts.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { GAMES } from "../src/games/catalogue.ts";
import { configureEngine } from "../src/run/play-deal.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { svDeal } from "../src/core/numbering.ts";
import type { Layout } from "../src/core/layout.ts";

tableauDifferential("release", 1_600);

describe("the solver's own moves (talon moves that turn on their own, pruned)", () => {
  it("undo exactly: random lines on every tableau game and preset, position, key and check checked at every step back; one key, one check", async () => {
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
          const line: { m: number; dump: number[]; key: bigint; check: number }[] = [];
          // Positions the key counts as one (pile order, equivalent talon states) the check must count as one too.
          const checks = new Map<bigint, number>();
          for (let d = 0; d < 80; d++) {
            const moves = e.searchMoves();
            if (!moves.length) break;
            const m = moves[next(moves.length)];
            const key = e.key();
            const check = e.check();
            if ((checks.get(key) ?? check) !== check) expect(check, `${game.id} ${preset} seed ${seed}: check of key ${key}`).toBe(checks.get(key));
            checks.set(key, check);
            line.push({ m, dump: e.dump(), key, check });
            e.play(m);
          }
          steps += line.length;
          const back = (how: string) => {
            for (const { m, dump, key, check } of [...line].reverse()) {
              e.unplay(m);
              // Plain comparisons first; expect() (slow) only to report a difference.
              if (!same(e.dump(), dump) || e.key() !== key || e.check() !== check)
                expect([e.dump(), e.key(), e.check()], `${game.id} ${preset} seed ${seed}: undo ${m} ${how}`).toEqual([dump, key, check]);
            }
          };
          back("(a check asked before every move)");
          // Again, the check asked before some moves only: undo must leave
          // the parts the check computes lazily (the talon's) right whether
          // or not they were computed when the move was made.
          for (const { m } of line) {
            if (next(2) === 0) e.check();
            e.play(m);
          }
          back("(a check asked before some moves)");
        }
      }
    }
    expect(steps).toBeGreaterThan(10_000);
  });
});

describe("tableau strategies see only the observation", () => {
  it("key and check count positions that differ only in pile order as one, and tell a changed position apart", async () => {
    const e = await loadEngine();
    for (const id of ["freecell", "klondike"]) {
      const game = GAMES.find((g) => g.id === id)!;
      const { settings } = resolveSettings(game, game.defaultPreset);
      configureEngine(e, game, settings);
      const seen = (layout: Layout) => {
        e.loadLayout(layout);
        e.start(false);
        return [e.key(), e.check()] as const;
      };
      for (let seed = 0; seed < 20; seed++) {
        const layout = svDeal(seed, game.dealSpec(settings));
        const [key, check] = seen(layout);
        // Piles 2 and 5 swapped (with their face-down counts): the same position to the solver.
        const swap = <T>(a: T[]) => a.map((x, i) => (i === 2 ? a[5] : i === 5 ? a[2] : x));
        const swapped = { ...layout, piles: swap(layout.piles), faceDown: layout.faceDown && swap(layout.faceDown) };
        expect(seen(swapped), `${id} seed ${seed}: piles swapped`).toEqual([key, check]);
        // The top cards of piles 2 and 5 exchanged: another position, with another key and another check.
        const tops = structuredClone(layout);
        const [a, b] = [tops.piles[2], tops.piles[5]];
        [a[a.length - 1], b[b.length - 1]] = [b[b.length - 1], a[a.length - 1]];
        const [key2, check2] = seen(tops);
        expect(key2, `${id} seed ${seed}: key`).not.toBe(key);
        expect(check2, `${id} seed ${seed}: check`).not.toBe(check);
      }
    }
  });

  it("reach no game instance: only the Tableau class, for a private model built from the observation", async () => {
    const { transitiveImports } = await import("./helpers/strategy-isolation.ts");
    const { readFileSync } = await import("node:fs");
    const reached = transitiveImports("assembly/strategies/tableau/strategies.ts");
    expect(reached).not.toContain("assembly/index.ts");
    expect(reached).not.toContain("assembly/registry.ts");
    // The live games are created in registry.ts only; no module a strategy
    // reaches holds one, but for the strategies' own model (memory.ts), the
    // solver's smaller game for wins only (wins-only.ts) and its larger game
    // with every talon card in reach (open-talon.ts), which hold only what
    // they copy from the position the solver is given.
    const own: Record<string, string[]> = {
      "assembly/strategies/tableau/memory.ts": ["model"],
      "assembly/solver/wins-only.ts": ["SMALL"],
      "assembly/solver/open-talon.ts": ["OPEN"],
    };
    for (const file of reached) {
      const instances = [...readFileSync(file, "utf8").matchAll(/^(?:export\s+)?const\s+(\w+)\s*=\s*new\s+(?:Tableau|OneHanded|Accordion|Wish|Flip)\(/gm)].map(
        (m) => m[1],
      );
      expect(instances, file).toEqual(own[file] ?? []);
    }
  });
});
