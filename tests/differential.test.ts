// The engine (AssemblyScript) against the plain TypeScript reference: on many
// random playouts both must agree on every legal-move list and every position,
// and undo must restore the position and its key exactly.
import { describe, expect, it } from "vitest";
import { emptyLayout } from "../src/core/layout.ts";
import { svDeal } from "../src/core/numbering.ts";
import { createReference } from "../src/games/reference/index.ts";
import type { Engine } from "../src/engine/engine.ts";
import { engineFor } from "./helpers/engine.ts";
import type { EngineBuild } from "../src/engine/load-node.ts";
import { playouts as comparedPlayouts } from "./helpers/playouts.ts";

const PLAYOUTS = 3_000;

/** `count` random games from sv seeds, engine and reference compared after every move (tests/helpers/playouts.ts). */
const playouts = (e: Engine, gameId: string, count: number, overrides: string[], online: (i: number) => boolean, seed: number) =>
  comparedPlayouts(e, gameId, { count, overrides, online, seed });
// The release engine over the full count; the bounds-checked build of the same
// source over fewer games, to catch any access past the end of an array.
const BUILDS: [EngineBuild, number][] = [
  ["release", PLAYOUTS],
  ["checked", 2_000],
];

describe.each(BUILDS)("engine (%s build) and reference agree on random playouts", (build, count) => {
  it(`one-handed: ${count} deals, 1 to 3 passes`, async () => {
    const e = await engineFor("one-handed", [], build);
    let positions = 0;
    for (const passes of [1, 2, 3]) {
      const n = passes === 1 ? count - count / 5 : count / 10;
      positions += playouts(e, "one-handed", n, [`passes=${passes}`], () => false, 1000 + passes);
    }
    expect(positions).toBeGreaterThan(count * 50);
  });

  it(`accordion: ${count} random games, thoughtful and online`, async () => {
    const e = await engineFor("accordion", [], build);
    const positions = playouts(e, "accordion", count, [], (i) => i % 2 === 1, 2024);
    expect(positions).toBeGreaterThan(count * 40);
  });

  it(`wish: ${count} random games, thoughtful and online`, async () => {
    const e = await engineFor("wish", [], build);
    const positions = playouts(e, "wish", count, [], (i) => i % 2 === 1, 3033);
    expect(positions).toBeGreaterThan(count * 5);
  });

  it(`flip: ${count} random games, both dark-face settings, compulsory or not, thoughtful and online`, async () => {
    const e = await engineFor("flip", [], build);
    let positions = 0;
    for (const darkFaces of ["shuffled", "same"]) {
      for (const compulsory of ["true", "false"]) {
        positions += playouts(e, "flip", count / 4, [`darkFaces=${darkFaces}`, `compulsory=${compulsory}`], (i) => i % 2 === 1, 4044 + positions);
      }
    }
    expect(positions).toBeGreaterThan(count * 60);
  });
});

describe("engine fast paths", () => {
  it("one-handed: the fast batch path gives the same result as step-by-step play, and keeps each win's moves", async () => {
    const e = await engineFor("one-handed", ["passes=2"]);
    const batch = e.runBatch("sv", 5000, 2000, 1, 0);
    let wins = 0;
    for (let i = 0; i < batch.count; i++) {
      const layout = svDeal(5000 + i, {
        deck: "standard",
        decks: 1,
        acesOnFoundations: false,
        stock: 0,
        row: 52,
        piles: 0,
        staircase: false,
        darkFaces: false,
      });
      const ref = createReference("one-handed", layout, { passes: 2 }, false);
      const moves: number[] = [];
      for (let ms = ref.legalMoves(); ms.length; ms = ref.legalMoves()) {
        ref.apply(ms[0]);
        moves.push(ms[0]);
      }
      expect([batch.result[i] === 0, batch.score[i], batch.moves[i]]).toEqual([ref.won(), ref.score(), moves.length]);
      if (ref.won()) {
        wins++;
        expect(Array.from(batch.winMoves.subarray(batch.moveAt[i], batch.moveAt[i] + batch.moves[i]))).toEqual(moves);
      } else expect(batch.moveAt[i]).toBe(-1);
    }
    expect(wins).toBeGreaterThan(5); // passes=2 wins a few percent
  });
});

describe("engine rejects layouts that do not fit", () => {
  it("accordion with no cards or more than 52", async () => {
    const e = await engineFor("accordion");
    const deal = svDeal(1, { deck: "standard", decks: 1, acesOnFoundations: false, stock: 0, row: 52, piles: 0, staircase: false, darkFaces: false });
    e.loadLayout(deal);
    expect(() => e.start(false)).not.toThrow(); // the 52 cards themselves fit
    e.loadLayout(emptyLayout());
    expect(() => e.start(false)).toThrow(/does not fit/);
    e.loadLayout({ ...deal, row: [...deal.row, deal.row[0]] });
    expect(() => e.start(false)).toThrow(/does not fit/);
  });
});

describe("reference views", () => {
  it("draw every card of the deal exactly once, as the game stands", async () => {
    const { createReference } = await import("../src/games/reference/index.ts");
    for (const [gameId, online] of [
      ["one-handed", false],
      ["accordion", false],
      ["accordion", true],
    ] as const) {
      const layout = svDeal(5, { deck: "standard", decks: 1, acesOnFoundations: false, stock: 0, row: 52, piles: 0, staircase: false, darkFaces: false });
      const g = createReference(gameId, layout, { passes: 1 }, online);
      for (let step = 0; step < 30 && g.legalMoves().length; step++) {
        const v = g.view();
        const shown = v.zones.flatMap((z) => z.piles.flatMap((p) => p.cards.map((c) => c.card)));
        const discarded = gameId === "one-handed" ? g.score() : 0;
        expect(shown.length + discarded).toBe(52);
        expect(v.status.length).toBeGreaterThan(0);
        g.apply(g.legalMoves()[0]);
      }
    }
  });
});
