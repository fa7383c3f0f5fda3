// The worker pool under Node worker_threads: every seed exactly once, the same
// results as a direct run, crashes isolated to their own deals, cancellation.
import { afterEach, describe, expect, it } from "vitest";
import { nodeWorkerFactory } from "../src/pool/node.ts";
import { dealsPerChunk, Pool } from "../src/pool/pool.ts";
import type { SeedRange } from "../src/core/seed-range.ts";
import { RESULT_CODES, runChunk, type ChunkResult } from "../src/run/chunk.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../src/run/spec.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { replay } from "../src/games/reference/index.ts";
import { playDeal } from "../src/run/play-deal.ts";

const spec = (over: Partial<RunSpec> = {}): RunSpec => ({
  game: "accordion",
  preset: "standard",
  settings: {},
  strategy: "slide-first",
  numbering: "sv",
  budget: { ...DEFAULT_BUDGET, ttMiB: 8 },
  rngSeed: 0,
  ...over,
});

/** Runs a pool and returns seed -> [result, score, moves] (and nodes, when given a map), failing on any seed seen twice. */
async function collect(pool: Pool, s: RunSpec, ranges: SeedRange[], nodes?: Map<number, number>) {
  const seen = new Map<number, [number, number, number]>();
  const errors = new Map<number, string>();
  const outcome = await pool.run(s, ranges, {
    onChunk(c: ChunkResult) {
      for (let i = 0; i < c.count; i++) {
        const seed = c.seedLo + i;
        if (seen.has(seed)) throw new Error(`seed ${seed} delivered twice`);
        seen.set(seed, [c.result[i], c.score[i], c.moves[i]]);
        nodes?.set(seed, c.nodes[i]);
        if (c.errors[i]) errors.set(seed, c.errors[i]);
      }
    },
  });
  return { seen, errors, outcome };
}

let pool: Pool | undefined;
afterEach(() => pool?.close());

describe("worker pool", () => {
  it("delivers every seed of several ranges once, with the results of a direct run", async () => {
    pool = new Pool(nodeWorkerFactory(), 2);
    const ranges = [
      { lo: 0, hi: 1500 },
      { lo: 5000, hi: 5500 },
    ];
    const { seen, outcome } = await collect(pool, spec(), ranges);
    expect(outcome).toMatchObject({ cancelled: false, done: 2000, total: 2000, workerRestarts: 0 });
    expect(seen.size).toBe(2000);
    const engine = await loadEngine();
    for (const r of ranges) {
      const direct = runChunk(engine, spec(), r.lo, r.hi - r.lo);
      for (let i = 0; i < direct.count; i++) expect(seen.get(r.lo + i)).toEqual([direct.result[i], direct.score[i], direct.moves[i]]);
    }
  });

  it("a worker that traps or dies costs only its own deal, reported as an error", async () => {
    pool = new Pool(nodeWorkerFactory(), 2);
    const clean = await collect(pool, spec(), [{ lo: 0, hi: 3000 }]);
    for (const mode of ["trap", "exit"] as const) {
      const crashSeeds = [17, 1234, 2999];
      const { seen, errors, outcome } = await collect(pool, spec({ debugCrash: { seeds: crashSeeds, mode } }), [{ lo: 0, hi: 3000 }]);
      expect(outcome.done).toBe(3000);
      expect(outcome.workerRestarts).toBeGreaterThanOrEqual(3);
      expect(seen.size).toBe(3000);
      expect([...errors.keys()].sort((a, b) => a - b)).toEqual(crashSeeds);
      for (const [seed, r] of seen) {
        if (crashSeeds.includes(seed)) {
          expect(r[0]).toBe(RESULT_CODES.error);
          expect(errors.get(seed)).toMatch(/worker crashed/);
        } else expect(r).toEqual(clean.seen.get(seed));
      }
    }
  });

  it("solver chunks verify their wins and count nodes", async () => {
    pool = new Pool(nodeWorkerFactory(), 2);
    const nodes = new Map<number, number>();
    const { seen, errors } = await collect(pool, spec({ strategy: "solver" }), [{ lo: 0, hi: 40 }], nodes);
    expect(errors.size).toBe(0);
    expect([...seen.values()].filter((r) => r[0] === RESULT_CODES.won).length).toBe(40);
    // Each deal's nodes are its own search's, and each win is a win under the reference rules.
    const engine = await loadEngine();
    const game = findGame("accordion")!;
    for (let seed = 0; seed < 40; seed++) {
      const direct = playDeal(engine, game, spec({ strategy: "solver" }), { seed });
      expect(direct.play.nodes).toBeGreaterThan(50);
      expect(nodes.get(seed), `seed ${seed}`).toBe(direct.play.nodes);
      expect(seen.get(seed)![2]).toBe(direct.play.moves.length);
      expect(replay("accordion", direct.layout, {}, false, direct.play.moves)).toEqual({ ok: true, won: true, score: 1 });
    }
  });

  it("cancel stops the run and delivers no deal twice", async () => {
    pool = new Pool(nodeWorkerFactory(), 2);
    const delivered = new Set<number>();
    const run = pool.run(spec({ game: "one-handed", strategy: "play" }), [{ lo: 0, hi: 50_000_000 }], {
      onChunk(c) {
        for (let i = 0; i < c.count; i++) {
          expect(delivered.has(c.seedLo + i)).toBe(false);
          delivered.add(c.seedLo + i);
        }
        pool!.cancel();
      },
    });
    const outcome = await run;
    expect(outcome.cancelled).toBe(true);
    expect(outcome.done).toBe(delivered.size);
    expect(outcome.done).toBeLessThan(50_000_000);
  });

  it("chunks follow the deals' cost: long for cheap playouts, a deal or two for searches, smaller as the run ends", async () => {
    expect(dealsPerChunk(0.002)).toBeGreaterThan(100_000);
    expect(dealsPerChunk(1)).toBe(125);
    expect(dealsPerChunk(10)).toBe(2);
    expect(dealsPerChunk(1000)).toBe(1);
    for (let ms = 0.001; ms < 5000; ms *= 1.5) expect(dealsPerChunk(ms * 1.5)).toBeLessThanOrEqual(dealsPerChunk(ms));

    pool = new Pool(nodeWorkerFactory(), 2);
    const sizes: number[] = [];
    await pool.run(spec({ game: "one-handed", strategy: "play", settings: { passes: 1 } }), [{ lo: 0, hi: 2_000_000 }], {
      onChunk: (c) => sizes.push(c.count),
    });
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(2_000_000);
    const largest = Math.max(...sizes);
    expect(largest).toBeGreaterThan(10_000);
    expect(Math.max(...sizes.slice(-4))).toBeLessThan(largest / 4); // guided: the last chunks are a fraction of the largest

    const solver: number[] = [];
    const fc = { game: "freecell", settings: { cells: 4, supermove: "seed" }, strategy: "solver", numbering: "ms" as const };
    await pool.run(spec(fc), [{ lo: 1, hi: 101 }], { onChunk: (c) => solver.push(c.count) });
    expect(solver.reduce((a, b) => a + b, 0)).toBe(100);
    expect(Math.max(...solver.slice(4))).toBeLessThanOrEqual(16); // after the first few, a few deals per chunk
  });
});
