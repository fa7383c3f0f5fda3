// The open games' solvers on the bounds-checked build, against the release
// build: the same verdict, nodes and line on every deal. The checked build
// also runs the engine's own assertions on the way, among them that a move
// the depth-first order scores without playing it (order.ts's
// scoreUnplayed) scores as it does played, in the dive and in the
// portfolio's restarts, whose order adds noise from each child's key.
import { describe, expect, it } from "vitest";
import { msDeal } from "../src/core/numbering.ts";
import { engineFor } from "./helpers/engine.ts";
import type { Engine } from "../src/engine/engine.ts";

const BUDGET = { nodes: 40_000, timeMs: 0, ttMiB: 16 };

/** Past the dive (350 nodes) and the aimed restarts' first turns (12 of 500): best-first and every restart searched. */
const PAST_AIMED_NODES = 6_350;

/** The first ms deal from 13 on that the release build wins past PAST_AIMED_NODES within the budget (found anew as the search changes). */
function pastAimed(release: Engine): number {
  for (let deal = 13; deal < 5_000; deal++) {
    release.loadLayout(msDeal(deal));
    release.start(false);
    const r = release.solve(BUDGET);
    if (r.result === "won" && r.nodes > PAST_AIMED_NODES) return deal;
  }
  throw new Error("no deal reaches the portfolio's later searches");
}

describe("the open games' solvers: checked build and release build agree", () => {
  for (const gameId of ["freecell", "inverted-freecell"]) {
    it(`${gameId}: ms deals 1..12 and the first deal won past the aimed restarts' first turns, the portfolio's searches included`, async () => {
      const release = await engineFor(gameId);
      const checked = await engineFor(gameId, [], "checked");
      for (const deal of [...Array.from({ length: 12 }, (_, i) => i + 1), pastAimed(release)]) {
        const results = [release, checked].map((e) => {
          e.loadLayout(msDeal(deal));
          e.start(false);
          return e.solve(BUDGET);
        });
        expect([deal, results[1]]).toEqual([deal, results[0]]);
      }
    }, 120_000);
  }
});
