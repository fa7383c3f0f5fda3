// FreeCell's aimed moves (assembly/games/tableau/aimed.ts), the smaller game
// its searches for wins play: a pile's card is parked (into a cell or a
// space) only on the way to a card it uncovers, and once a depth-first
// search has parked one, it plays that pile's moves alone until the dig is
// done (TableauState.parkOn). The exhaustive tiny-deck tests check that no
// aimed search's end is ever counted as a loss; this one checks the moves.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { configureEngine } from "../src/run/play-deal.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { svDeal } from "../src/core/numbering.ts";
import { createReference } from "../src/games/reference/index.ts";
import { CELL0, FOUND0, srcOf, dstOf, countOf } from "../src/games/reference/tableau-moves.ts";
import type { Engine } from "../src/engine/engine.ts";

const game = findGame("freecell")!;
const { settings } = resolveSettings(game, undefined);

async function freecellEngine() {
  const e = await loadEngine();
  configureEngine(e, game, settings);
  return e;
}

/** sv deal n dealt on the engine and on the reference, and a park's test read from the reference's piles. */
function dealt(e: Engine, n: number) {
  const layout = svDeal(n, game.dealSpec(settings));
  e.loadLayout(layout);
  e.start(false);
  const ref = createReference(game.id, layout, settings, false);
  // The reference keeps its piles private; the test reads them to tell a park.
  const piles = () => (ref as unknown as { piles: number[][] }).piles;
  // A pile's cards into a cell or a space, leaving some in the pile.
  const isPark = (m: number) =>
    srcOf(m) < CELL0 && dstOf(m) < FOUND0 && (dstOf(m) >= CELL0 || piles()[dstOf(m)].length === 0) && piles()[srcOf(m)].length > countOf(m);
  return { layout, ref, isPark };
}

describe("aimed moves", () => {
  it("after a pile's cards are parked, an aimed search plays that pile's moves alone (or a forced move up), and every move once the park is undone", async () => {
    const e = await freecellEngine();
    let rng = 2024;
    const next = (n: number) => ((rng = (rng * 1103515245 + 12345) >>> 0) >>> 8) % n;
    let parks = 0;
    let narrowed = 0;
    try {
      for (let deal = 0; deal < 40; deal++) {
        const { ref, isPark } = dealt(e, deal);
        let held = false;
        for (let d = 0; d < 60; d++) {
          e.aimMoves(true);
          const moves = e.searchMoves();
          if (!moves.length) break;
          // A park half the time where there is one, so that the line digs often.
          const parking = moves.filter(isPark);
          const m = parking.length && next(2) === 0 ? parking[next(parking.length)] : moves[next(moves.length)];
          const parked = isPark(m);
          const before = held;
          held = parked;
          e.play(m);
          ref.apply(m);
          if (!parked) continue;
          parks++;
          const after = e.searchMoves();
          const forced = after.length === 1 && dstOf(after[0]) >= FOUND0;
          if (!forced) for (const a of after) expect(srcOf(a), `deal ${deal}: after the park ${m}, the move ${a}`).toBe(srcOf(m));
          // With every move, other piles' moves are there.
          e.aimMoves(false);
          if (e.searchMoves().some((a) => srcOf(a) !== srcOf(m))) narrowed++;
          // Undone, the position before the park keeps every move it had (with no pile held, where none
          // was; the move straight back to the position before it may come back too).
          e.aimMoves(true);
          e.unplay(m);
          if (!before) expect(e.searchMoves(), `deal ${deal}: the park ${m} undone`).toEqual(expect.arrayContaining(moves));
          e.play(m);
        }
      }
    } finally {
      e.aimMoves(false);
    }
    expect(parks).toBeGreaterThan(50);
    expect(narrowed).toBeGreaterThan(parks / 2);
  });

  it("best-first's packed positions keep the pile being dug, and a position packed without one keeps every aimed move", async () => {
    const e = await freecellEngine();
    let checked = 0;
    try {
      for (let deal = 0; deal < 80; deal++) {
        const { layout, isPark } = dealt(e, deal);
        e.aimMoves(true);
        // The first aimed park, and what the search plays after it.
        const m = e.searchMoves().find(isPark);
        if (m === undefined) continue;
        e.play(m);
        const after = e.searchMoves();
        e.repack();
        expect(e.searchMoves(), `deal ${deal}: after the park ${m}, packed and unpacked`).toEqual(after);
        // Packed before the park: every aimed move of the deal, the park among them.
        e.loadLayout(layout);
        e.start(false);
        const atDeal = e.searchMoves();
        e.repack();
        expect(e.searchMoves(), `deal ${deal}: the deal packed and unpacked`).toEqual(atDeal);
        if (after.some((a) => srcOf(a) !== srcOf(m)) || new Set(atDeal.map(srcOf)).size < 2) continue;
        checked++;
      }
    } finally {
      e.aimMoves(false);
    }
    expect(checked).toBeGreaterThan(20);
  });
});
