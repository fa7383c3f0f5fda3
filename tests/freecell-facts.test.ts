// Facts the lab must reproduce: Microsoft FreeCell deals 1..1000 are all won
// and deal 11982 is proven lost; every one of those deals with its ranks
// mirrored (r <-> 14 - r) gets the same verdict as Inverted FreeCell.
import { describe, expect, it } from "vitest";
import { makeCard, rankOf, suitOf } from "../src/core/cards.ts";
import type { Layout } from "../src/core/layout.ts";
import { msDeal } from "../src/core/numbering.ts";
import { replay } from "../src/games/reference/index.ts";
import { engineFor } from "./helpers/engine.ts";

const mirror = (l: Layout): Layout => ({ ...l, piles: l.piles.map((p) => p.map((c) => makeCard(14 - rankOf(c), suitOf(c)))) });
const BUDGET = { nodes: 20_000_000, timeMs: 0, ttMiB: 128 };
const DEALS = [...Array.from({ length: 1000 }, (_, i) => i + 1), 11982];

describe("FreeCell and Inverted FreeCell facts", () => {
  it("ms 1..1000 won, 11982 lost; mirrored, the same verdicts as Inverted FreeCell", async () => {
    const fc = await engineFor("freecell");
    const inv = await engineFor("inverted-freecell");
    const verdicts: Record<string, number> = {};
    for (const deal of DEALS) {
      const layout = msDeal(deal);
      fc.loadLayout(layout);
      fc.start(false);
      const a = fc.solve(BUDGET);
      inv.loadLayout(mirror(layout));
      inv.start(false);
      const b = inv.solve(BUDGET);
      expect([deal, a.result]).toEqual([deal, deal === 11982 ? "lost" : "won"]);
      expect([deal, b.result]).toEqual([deal, a.result]);
      if (a.result === "won") {
        expect(replay("freecell", layout, { cells: 4, supermove: "seed" }, false, a.moves).won).toBe(true);
        expect(replay("inverted-freecell", mirror(layout), { cells: 4, supermove: "seed" }, false, b.moves).won).toBe(true);
      } else {
        expect(a.proven && b.proven).toBe(true);
      }
      verdicts[a.result] = (verdicts[a.result] ?? 0) + 1;
    }
    expect(verdicts).toEqual({ won: 1000, lost: 1 });
  }, 600_000);
});
