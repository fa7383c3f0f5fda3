// FreeCell's aimed moves (assembly/games/tableau/aimed.ts), the smaller game
// its searches for wins play: a pile's card is parked (into a cell or a
// space), or cards lying on a card they follow go onto another pile, only on
// the way to a card they uncover; a cell's card goes into a space only where
// a card could be laid on it; and once a depth-first search has parked
// one, it plays that pile's moves alone until the dig is done
// (TableauState.parkOn). The exhaustive tiny-deck tests check that no aimed
// search's end is ever counted as a loss; this one checks the moves.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { configureEngine } from "../src/run/play-deal.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { svDeal } from "../src/core/numbering.ts";
import { createReference } from "../src/games/reference/index.ts";
import { CELL0, FOUND0, srcOf, dstOf, countOf, tableauMove } from "../src/games/reference/tableau-moves.ts";
import { isRed, rankOf, suitOf } from "../src/core/cards.ts";
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

/** A seeded choice among n (a linear congruential generator's high bits). */
function choices(seed: number): (n: number) => number {
  let rng = seed;
  return (n) => ((rng = (rng * 1103515245 + 12345) >>> 0) >>> 8) % n;
}

/** FreeCell's building rule: c on `onto`, a rank lower and the other colour. */
const follows = (c: number, onto: number) => rankOf(c) === rankOf(onto) - 1 && isRed(c) !== isRed(onto);

/**
 * Does moving the top `count` cards of pile `src` uncover, within the free
 * places' reach, a card that can then go up or onto some pile's top (or
 * empty the pile)? Read from the reference's piles, cells and foundations.
 */
function aimBelow(piles: number[][], cells: (number | null)[], foundations: number[], src: number, count: number): boolean {
  const places = cells.filter((c) => c === null).length + piles.filter((p) => p.length === 0).length;
  const pile = piles[src];
  for (let j = 0; j <= places; j++) {
    const i = pile.length - count - 1 - j;
    if (i < 0) return true;
    const c = pile[i];
    if (foundations[suitOf(c)] === rankOf(c) - 1) return true;
    if (piles.some((p) => p.length > 0 && follows(c, p[p.length - 1]))) return true;
  }
  return false;
}

interface LineStep {
  e: Engine;
  ref: ReturnType<typeof dealt>["ref"];
  isPark: (m: number) => boolean;
  deal: number;
  step: number;
  next: (n: number) => number;
}

/**
 * Lines through sv deals 0..deals-1 of up to `steps` moves each: `visit`
 * looks at each position and returns the move to play on (engine and
 * reference), or undefined to end the line. Aimed moves are off after.
 */
async function alongLines(deals: number, steps: number, seed: number, visit: (s: LineStep) => number | undefined): Promise<void> {
  const e = await freecellEngine();
  const next = choices(seed);
  try {
    for (let deal = 0; deal < deals; deal++) {
      const { ref, isPark } = dealt(e, deal);
      for (let step = 0; step < steps; step++) {
        const m = visit({ e, ref, isPark, deal, step, next });
        if (m === undefined) break;
        e.play(m);
        ref.apply(m);
      }
    }
  } finally {
    e.aimMoves(false);
  }
}

/** Could a card be laid on c: a cell's card, or one of some pile's top run? */
function takesACard(piles: number[][], cells: (number | null)[], c: number): boolean {
  if (cells.some((x) => x !== null && follows(x, c))) return true;
  return piles.some((p) => {
    for (let k = p.length - 1; k >= 0; k--) {
      if (follows(p[k], c)) return true;
      if (k === 0 || !follows(p[k], p[k - 1])) return false;
    }
    return false;
  });
}

describe("aimed moves", () => {
  it("cards lying on a card they follow go onto another pile only on the way to a card they uncover, a cell's card into a space only where a card could be laid on it; every other move is kept", async () => {
    let kept = 0;
    let dropped = 0;
    await alongLines(60, 50, 7, ({ e, ref, isPark, deal, step, next }) => {
      const inside = ref as unknown as { piles: number[][]; cells: (number | null)[]; foundations: number[] };
      e.aimMoves(false);
      const all = e.searchMoves();
      e.aimMoves(true);
      const aimed = e.searchMoves();
      for (const m of all.length > 1 ? all : []) {
        const src = srcOf(m);
        const pile = inside.piles[src];
        const onPile = src < CELL0 && dstOf(m) < CELL0 && inside.piles[dstOf(m)].length > 0;
        const lay = onPile && pile.length > countOf(m) && follows(pile[pile.length - countOf(m)], pile[pile.length - countOf(m) - 1]);
        if (isPark(m)) continue; // parks: the test below
        const fill = src >= CELL0 && src < FOUND0 && dstOf(m) < CELL0 && inside.piles[dstOf(m)].length === 0;
        const want = fill
          ? takesACard(inside.piles, inside.cells, inside.cells[src - CELL0]!)
          : !lay || aimBelow(inside.piles, inside.cells, inside.foundations, src, countOf(m));
        expect(aimed.includes(m), `deal ${deal}, move ${step}: ${m}${lay ? " (off a card it follows)" : fill ? " (a cell's card into a space)" : ""}`).toBe(
          want,
        );
        if (lay) want ? kept++ : dropped++;
      }
      // On by a move that parks nothing, so that no dig holds the search to one pile.
      const plain = aimed.filter((m) => !isPark(m));
      return plain.length ? plain[next(plain.length)] : undefined;
    });
    expect(kept).toBeGreaterThan(20);
    expect(dropped).toBeGreaterThan(20);
  });

  it("a cell's card goes into a space only where a card could be laid on it next", async () => {
    const e = await freecellEngine();
    const counts = [0, 0];
    try {
      for (let n = 0; n < 30; n++) {
        // sv deal n with pile 8's cards laid on pile 1 (a space), and one pile's top card in cell 1.
        const deal = svDeal(n, game.dealSpec(settings));
        for (let p = 1; p < 7; p++) {
          const piles = deal.piles.map((q) => [...q]);
          piles[0].push(...piles[7].splice(0));
          const card = piles[p].pop()!;
          const layout = { ...deal, piles, cells: [card, null, null, null] };
          e.loadLayout(layout);
          e.start(false);
          e.aimMoves(false);
          const all = e.searchMoves();
          const fill = tableauMove(CELL0, 7, 1);
          if (all.length < 2 || !all.includes(fill)) continue;
          e.aimMoves(true);
          const want = takesACard(piles, layout.cells, card);
          expect(e.searchMoves().includes(fill), `sv ${n}, the top card of pile ${p + 1} in a cell`).toBe(want);
          counts[want ? 1 : 0]++;
        }
      }
    } finally {
      e.aimMoves(false);
    }
    expect(Math.min(...counts)).toBeGreaterThan(5);
  });

  it("after a pile's cards are parked, an aimed search plays that pile's moves alone (or a forced move up), and every move once the park is undone", async () => {
    let parks = 0;
    let narrowed = 0;
    let held = false;
    await alongLines(40, 60, 2024, ({ e, isPark, deal, step, next }) => {
      if (step === 0) held = false;
      e.aimMoves(true);
      const moves = e.searchMoves();
      if (!moves.length) return undefined;
      // A park half the time where there is one, so that the line digs often.
      const parking = moves.filter(isPark);
      const m = parking.length && next(2) === 0 ? parking[next(parking.length)] : moves[next(moves.length)];
      const parked = isPark(m);
      const before = held;
      held = parked;
      if (!parked) return m;
      parks++;
      e.play(m);
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
      return m;
    });
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
