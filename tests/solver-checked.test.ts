// The open games' solvers on the bounds-checked build, against the release
// build: the same verdict, nodes and line on every deal. The checked build
// also runs the engine's own assertions on the way, among them that a move
// the depth-first order scores without playing it (order.ts's
// scoreUnplayed) scores as it does played, in the dive and in the
// portfolio's restarts, whose order adds noise from each child's key.
import { describe, expect, it } from "vitest";
import { msDeal } from "../src/core/numbering.ts";
import { engineFor } from "./helpers/engine.ts";

const BUDGET = { nodes: 40_000, timeMs: 0, ttMiB: 16 };

/** A deal of each game whose search reaches the portfolio's best-first and its restarts of every move. */
const PAST_AIMED: Record<string, number> = { freecell: 617, "inverted-freecell": 2623 };

describe("the open games' solvers: checked build and release build agree", () => {
  for (const gameId of ["freecell", "inverted-freecell"]) {
    it(`${gameId}: ms deals 1..12 and ${PAST_AIMED[gameId]}, the portfolio's searches included`, async () => {
      const release = await engineFor(gameId);
      const checked = await engineFor(gameId, [], "checked");
      let portfolio = 0;
      for (const deal of [...Array.from({ length: 12 }, (_, i) => i + 1), PAST_AIMED[gameId]]) {
        const results = [release, checked].map((e) => {
          e.loadLayout(msDeal(deal));
          e.start(false);
          return e.solve(BUDGET);
        });
        expect([deal, results[1]]).toEqual([deal, results[0]]);
        // Past the dive (350 nodes) and the aimed restarts' first turns (12 of 500): best-first and every restart searched.
        if (results[0].nodes > 6_350) portfolio++;
      }
      expect(portfolio).toBeGreaterThan(0);
    }, 120_000);
  }
});
