// Depth-first search past its depth limit (solver/search.ts, solver/parked.ts):
// with the limit cut to a few moves, tiny deals reach it at once. The tableau
// solver parks the positions it meets there and searches each from itself
// afterwards, so every verdict must still match a brute force over the
// reference rules, and the dive must still prove alone the losses it proved
// without a limit. A game that cannot park (Accordion) must say unknown
// where its search met the limit, never lost.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import type { Engine } from "../src/engine/engine.ts";
import { rulesToEngine } from "../src/games/tableau-rules.ts";
import { emptyLayout } from "../src/core/layout.ts";
import { makeCard } from "../src/core/cards.ts";
import { checkTinyDeal, tinyFamily } from "./helpers/tiny-tableau.ts";
import type { Layout } from "../src/core/layout.ts";
import type { TableauRules } from "../src/games/tableau-rules.ts";
import { engineFor } from "./helpers/engine.ts";
import { seededRandom, shuffled } from "./helpers/random.ts";

const LIMIT = 6;

/** The tableau solver on a tiny deal, every card known, no budget. */
function solveTiny(e: Engine, layout: Layout, rules: TableauRules) {
  e.selectGame(4);
  e.setSettings(rulesToEngine(rules));
  e.loadLayout(layout);
  e.start(false);
  return e.solve({ nodes: 0, timeMs: 0, ttMiB: 8 });
}

/** Which phases ran, and the dive's nodes, for the solve just done. */
function phases(e: Engine): { onlyDive: boolean; dive: number } {
  const ran = e.phaseNodes().filter((p) => p.nodes > 0);
  return { onlyDive: ran.length === 1 && ran[0].phase === "dive", dive: ran.find((p) => p.phase === "dive")?.nodes ?? 0 };
}

describe("depth-first search past its depth limit", () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await loadEngine("checked");
  });
  afterAll(() => engine.limitSearchDepth(0));

  for (const [game, preset, sets, deals] of [
    ["streets-and-alleys", "tiny", [], 20],
    // Without cells: with them FreeCell's dive plays aimed moves, for wins only (aimed.ts).
    ["freecell", "tiny", ["cells=0", "piles=3"], 20],
    // With a stock the dive rarely proves a loss alone (the dead-end test and
    // best-first do): the verdicts, with positions parked in the talon's
    // every state, are what is checked.
    ["klondike", "tiny-klondike", [], 20],
    ["solitaire", "tiny-solitaire", ["worryBack=true"], 6],
  ] as [string, string, string[], number][]) {
    const stock = preset !== "tiny";
    const title = `${game} ${preset} ${sets.join(" ")}: exact verdicts with a limit of ${LIMIT} moves${stock ? "" : ", the dive's losses still its own"}`;
    it(
      title,
      () => {
        const family = tinyFamily(game, preset, sets);
        let parkedLosses = 0;
        let lost = 0;
        for (let seed = 0; seed < deals; seed++) {
          const layout = family.deal(seed);
          const where = `${game} ${sets.join(" ")} seed ${seed}`;
          // As deep as the search can go.
          engine.limitSearchDepth(0);
          const free = solveTiny(engine, layout, family.rules);
          const freePhases = phases(engine);
          // Every verdict against the brute force, with the limit.
          engine.limitSearchDepth(LIMIT);
          const won = checkTinyDeal(engine, layout, family.rules, 400_000, where, undefined, true);
          expect(free.result, where).toBe(won ? "won" : "lost");
          if (won || !freePhases.onlyDive) continue;
          lost++;
          const limited = solveTiny(engine, layout, family.rules);
          const limitedPhases = phases(engine);
          expect(limited.result, where).toBe("lost");
          expect(limitedPhases.onlyDive, `${where}: the dive proves the loss past its limit`).toBe(true);
          if (limitedPhases.dive !== freePhases.dive) parkedLosses++;
        }
        engine.limitSearchDepth(0);
        if (stock) return;
        expect(lost, "the sample should hold losses the dive proves").toBeGreaterThan(2);
        // The limit changed those searches (positions were parked and searched again).
        expect(parkedLosses, "losses proved through parked positions").toBeGreaterThan(0);
      },
      120_000,
    );
  }

  it("Accordion, which parks nothing: unknown where the limit cut its search, never a wrong verdict", async () => {
    const e = await engineFor("accordion", [], "checked");
    const rnd = seededRandom(5);
    const tally = { won: 0, lost: 0, unknown: 0 };
    try {
      for (let t = 0; t < 60; t++) {
        const cut = Array.from({ length: 12 }, (_, i) => makeCard(1 + (i >> 2), i & 3));
        const layout = { ...emptyLayout(), row: shuffled(rnd, cut) };
        e.limitSearchDepth(0);
        e.loadLayout(layout);
        e.start(false);
        const free = e.solve({ nodes: 0, timeMs: 0, ttMiB: 4 });
        e.limitSearchDepth(3);
        e.loadLayout(layout);
        e.start(false);
        const r = e.solve({ nodes: 0, timeMs: 0, ttMiB: 4 });
        tally[r.result as "won" | "lost" | "unknown"]++;
        if (r.result !== "unknown") expect(r.result).toBe(free.result);
        if (r.result === "lost") expect(r.score).toBe(free.score);
      }
    } finally {
      e.limitSearchDepth(0);
    }
    // 12 cards take up to 11 moves: a limit of 3 leaves most searches unfinished.
    expect(tally.unknown).toBeGreaterThan(10);
  });
});
