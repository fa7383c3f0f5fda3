// The dead-end test (assembly/games/tableau/deadend.ts: a card that can never
// leave its place) against its plain twin (helpers/dead-end.ts) and a brute force:
// every tiny deal the twin flags is lost by brute force and by the solver, and
// every full klondike-bg and Northwest Territory deal it flags the solver calls
// lost after one node.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { rulesToEngine } from "../src/games/tableau-rules.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";
import { deadEndApplies, deadEndAtDeal } from "./helpers/dead-end.ts";

const TINY: [string, string, string[]][] = [
  ["klondike", "tiny-klondike", ["ranks=4", "piles=4", "groups=partial", "worryBack=true", "aces=free"]],
  ["klondike", "tiny-klondike", ["ranks=4", "piles=4"]],
  ["solitaire", "tiny-solitaire", ["ranks=4", "piles=4", "aces=free"]],
  // A reserve (its cards lie under nothing, and it takes none back).
  ["tableau", "northwest-territory", ["ranks=4", "piles=4", "cells=4", "cellsFilled=4", "diagonal=false"]],
  ["tableau", "northwest-territory", ["ranks=4", "piles=3", "cells=6", "cellsFilled=6", "diagonal=false", "worryBack=false"]],
];

describe("dead ends seen without searching", async () => {
  const engine = await loadEngine("checked");

  for (const [game, preset, overrides] of TINY) {
    it(`tiny deals flagged are lost (${[game, preset, ...overrides].join(" ")})`, () => {
      const family = tinyFamily(game, preset, overrides);
      expect(deadEndApplies(family.rules)).toBe(true);
      let flagged = 0;
      for (let seed = 0; seed < 400 && flagged < 6; seed++) {
        const layout = family.deal(seed);
        if (!deadEndAtDeal(layout, family.rules)) continue;
        flagged++;
        const won = checkTinyDeal(engine, layout, family.rules, 3_000_000, `${game} ${overrides.join(" ")} seed ${seed}`);
        expect(won, `seed ${seed} was flagged dead`).toBe(false);
      }
      expect(flagged, "some deals should be dead ends").toBeGreaterThan(0);
    }, 300_000);
  }

  it("full deals flagged are lost at once: klondike-bg draw 3 and draw 1, Northwest Territory", () => {
    for (const [game, preset, overrides] of [
      ["klondike", "klondike-bg", ["draw=3"]],
      ["klondike", "klondike-bg", ["draw=1"]],
      ["tableau", "northwest-territory", []],
    ] as const) {
      const family = tinyFamily(game, preset, [...overrides]);
      const draw = `${preset} ${overrides.join(" ")}`;
      let flagged = 0;
      for (let seed = 0; seed < 200; seed++) {
        const layout = family.deal(seed);
        if (!deadEndAtDeal(layout, family.rules)) continue;
        flagged++;
        engine.selectGame(4);
        engine.setSettings(rulesToEngine(family.rules));
        engine.loadLayout(layout);
        engine.start(false);
        const r = engine.solve({ nodes: 1, timeMs: 0, ttMiB: 8 });
        expect(r.result, `${draw} seed ${seed}`).toBe("lost");
        expect(r.score).toBeLessThanOrEqual(r.scoreBound);
      }
      expect(flagged, `${draw}: sv 0..199 hold dead ends`).toBeGreaterThanOrEqual(3);
    }
  });
});
