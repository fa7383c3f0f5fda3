// Random playouts comparing the engine with the reference after every move:
// the differential check every game goes through.
import { expect } from "vitest";
import type { Layout } from "../../src/core/layout.ts";
import { svDeal } from "../../src/core/numbering.ts";
import type { Engine } from "../../src/engine/engine.ts";
import { createReference } from "../../src/games/reference/index.ts";
import { IllegalMove } from "../../src/games/reference/reference.ts";
import { dstOf, srcOf, tableauMove, TableauReference } from "../../src/games/reference/tableau.ts";
import { placesDrawn } from "../../src/run/line-detours.ts";
import { configure } from "./engine.ts";
import { pick, seededRandom } from "./random.ts";

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
/** Equal arrays of numbers, compared plainly (expect() is slow in hot loops). */
export const same = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export interface PlayoutOptions {
  /** Games to play (each from a random sv seed, or from `deal` if given). */
  count: number;
  overrides?: string[];
  online?: (i: number) => boolean;
  seed: number;
  /** Moves per game at most (open tableaus never end by themselves). */
  maxMoves?: number;
  deal?: (dealSeed: number) => Layout;
}

/**
 * A reference that has not listed its moves checks a move against the moves
 * between that move's source and target only (a replay's path): it must take every legal
 * move and refuse the others. Tried on clones, with every legal move and as
 * many moves made up from their parts (another count, target or source).
 */
function applyChecksEach(ref: TableauReference, legal: number[], rnd: () => number, where: string): void {
  const tries = [...legal];
  for (let i = 0; i < legal.length; i++) {
    const a = pick(rnd, legal);
    const b = pick(rnd, legal);
    const count = 1 + Math.floor(rnd() * 3);
    // a's source (and talon index), b's target, a count of 1..3.
    tries.push(tableauMove(srcOf(a), dstOf(b), count) | (a & ~0xfffff));
  }
  for (const m of tries) {
    const c = ref.clone();
    let took = true;
    try {
      c.apply(m);
    } catch (err) {
      if (!(err instanceof IllegalMove)) throw err;
      took = false;
    }
    if (took !== legal.includes(m)) expect(took, `${where}: apply(${m}) without the list`).toBe(legal.includes(m));
  }
}

/**
 * Plays random games, comparing engine and reference on every position,
 * observation, legal-move list and score; undo must restore the position and
 * its key exactly, and equal positions must have equal keys. Returns the
 * number of positions compared.
 */
export function playouts(e: Engine, gameId: string, o: PlayoutOptions): number {
  const { game, settings } = configure(e, gameId, o.overrides ?? []);
  const rnd = seededRandom(o.seed);
  let positions = 0;
  for (let i = 0; i < o.count; i++) {
    const dealSeed = Math.floor(rnd() * 2 ** 32);
    const layout = o.deal ? o.deal(dealSeed) : svDeal(dealSeed, game.dealSpec(settings));
    e.loadLayout(layout);
    const on = o.online?.(i) ?? false;
    e.start(on);
    const ref = createReference(gameId, layout, settings, on);
    const keys = new Map<string, [bigint, number]>();
    for (let step = 0; ; step++) {
      positions++;
      const dump = e.dump();
      const where = `${gameId} seed ${dealSeed}, move ${step}`;
      // Plain comparisons first; expect() (slow) only to report a difference.
      if (!same(dump, ref.dump())) expect(dump, `${where}: position`).toEqual(ref.dump());
      if (!same(e.observe(), ref.observe())) expect(e.observe(), `${where}: observation`).toEqual(ref.observe());
      if (e.won() !== ref.won() || e.score() !== ref.score()) expect([e.won(), e.score()], where).toEqual([ref.won(), ref.score()]);
      const k = keys.get(dump.join());
      if (k === undefined) keys.set(dump.join(), [e.key(), e.check()]);
      else if (e.key() !== k[0] || e.check() !== k[1]) expect([e.key(), e.check()], `${where}: key and check of a repeated position`).toEqual(k);
      const moves = e.legalMoves();
      if (!same(sorted(moves), sorted(ref.legalMoves()))) expect(sorted(moves), `${where}: legal moves`).toEqual(sorted(ref.legalMoves()));
      if (ref instanceof TableauReference && step % 3 === 0) applyChecksEach(ref, moves, rnd, where);
      // Where the cards lie, as a shortened line asks it (cardPlaces), is where the table drawn shows them.
      if (ref.cardPlaces && step % 3 === 0) {
        const quick = ref.cardPlaces();
        const drawn = placesDrawn(ref);
        if (quick.size !== drawn.size || [...quick].some(([c, p]) => drawn.get(c) !== p)) expect([...quick], `${where}: card places`).toEqual([...drawn]);
      }
      if (moves.length === 0 || step >= (o.maxMoves ?? Infinity)) break;
      const m = pick(rnd, moves);
      const before = e.key();
      const beforeCheck = e.check();
      e.play(m);
      if (rnd() < 0.2) {
        e.unplay(m);
        if (e.key() !== before || e.check() !== beforeCheck || !same(e.dump(), dump))
          expect([e.key(), e.check(), e.dump()], `${where}: undo`).toEqual([before, beforeCheck, dump]);
        e.play(m);
      }
      ref.apply(m);
    }
  }
  return positions;
}
