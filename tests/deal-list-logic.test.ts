// The run page's deal list, the Past runs headlines and the effort curves,
// without a browser: seed bits paged by rank, the filters' counts and matches
// against a plain recount, chunk slices, outcome counts, and the staircase's
// share never running ahead of the deals.
import { describe, expect, it } from "vitest";
import { conservativeInterval, cumulativeCurve, LogHistogram } from "../src/core/stats.ts";
import { emptyChunk, RESULT_CODES, type ChunkResult } from "../src/run/chunk.ts";
import { shareAt, staircase } from "../src/ui/charts/staircase.ts";
import { sliceChunk, type Stretch } from "../src/ui/deals/aligned-chunks.ts";
import { DealFiltering, RESULT_NAMES } from "../src/ui/deals/deal-filter.ts";
import { SeedBits } from "../src/ui/deals/seed-bits.ts";
import { withChunks } from "../src/ui/experiment.ts";
import { headlineLines, headlineText } from "../src/ui/headline.ts";
import { seededRandom as rng } from "./helpers/random.ts";

describe("seed bits", () => {
  it("pages the kept seeds in order, by rank, across words and blocks", () => {
    const bits = new SeedBits(1000, 201_000);
    const kept: number[] = [];
    for (let s = 1000; s < 201_000; s++)
      if (s % 7 === 0 || s % 1013 === 0) {
        bits.add(s);
        kept.push(s);
      }
    expect(bits.size).toBe(kept.length);
    for (const from of [0, 1, 31, 32, 33, 1023, 1024, 5000, kept.length - 3]) expect(bits.slice(from, 50), `from ${from}`).toEqual(kept.slice(from, from + 50));
    expect(bits.slice(kept.length, 50)).toEqual([]);
    for (const seed of [0, 1000, 1001, 1007, 1008, 1009, 2014, 33_800, 100_000, 200_999, 201_000, 300_000])
      expect(bits.rank(seed), `rank ${seed}`).toBe(kept.filter((k) => k < seed).length);
    expect(bits.has(1002)).toBe(false);
    expect(bits.has(1008)).toBe(true);
    expect(bits.has(999)).toBe(false);
  });
  it("holds the last seed of the range and an empty range", () => {
    const bits = new SeedBits(0, 33);
    bits.add(32);
    bits.add(0);
    expect(bits.slice(0, 10)).toEqual([0, 32]);
    expect(new SeedBits(5, 5).slice(0, 10)).toEqual([]);
  });
});

/** A chunk of results, seedLo.., from a result code per seed (undefined: no record, split the chunk). */
function chunk(seedLo: number, results: number[]): ChunkResult {
  const c = emptyChunk(seedLo, results.length);
  results.forEach((r, i) => {
    c.result[i] = r;
    c.score[i] = i;
  });
  return c;
}

describe("deal filters", () => {
  const { won, lost, unknown, error } = RESULT_CODES;
  const strategies = ["solver", "greedy", "random"];
  // 400 seeds, results drawn at random; random has no record of seeds 100..149.
  const next = rng(11);
  const results = strategies.map((_, k) => Array.from({ length: 400 }, () => [won, lost, unknown, error][Math.floor(next() * (k === 0 ? 3 : 2.2))]));
  const stretches: Stretch[] = [
    { lo: 0, hi: 100, chunks: strategies.map((_, k) => chunk(0, results[k].slice(0, 100))) },
    { lo: 100, hi: 150, chunks: [chunk(100, results[0].slice(100, 150)), chunk(100, results[1].slice(100, 150)), null] },
    { lo: 150, hi: 400, chunks: strategies.map((_, k) => chunk(150, results[k].slice(150))) },
  ];
  const has = (k: number, seed: number) => !(k === 2 && seed >= 100 && seed < 150);

  for (const strategy of strategies) {
    for (const agreement of ["all", "differ", "winnable"] as const) {
      for (const result of ["all", ...RESULT_NAMES] as const) {
        it(`${strategy}, ${agreement}, ${result}: the matches and counts of a plain recount`, () => {
          const f = new DealFiltering(strategies, { strategy, result, agreement }, { lo: 0, hi: 400 });
          for (const s of stretches) f.add(s);
          const at = strategies.indexOf(strategy);
          const agrees = (seed: number) => {
            const mine = results[at][seed];
            const rs = strategies.map((_, k) => (has(k, seed) ? results[k][seed] : -1)).filter((r) => r >= 0);
            const others = strategies.map((_, k) => k).filter((k) => k !== 0 && has(k, seed));
            if (agreement === "differ") return new Set(rs).size > 1;
            if (agreement === "winnable") return results[0][seed] === won && (at === 0 ? others.some((k) => results[k][seed] !== won) : mine !== won);
            return true;
          };
          const seeds = [...Array(400).keys()].filter((seed) => has(at, seed));
          const listed = seeds.filter(agrees).filter((seed) => result === "all" || results[at][seed] === RESULT_CODES[result]);
          expect(f.bits.slice(0, 1000)).toEqual(listed);
          const by = (r: number) => seeds.filter(agrees).filter((seed) => results[at][seed] === r).length;
          expect(f.counts.byResult).toEqual({ all: seeds.filter(agrees).length, won: by(won), lost: by(lost), unknown: by(unknown), error: by(error) });
          expect(f.counts.byAgreement.all).toBe(seeds.length);
        });
      }
    }
  }

  it("the winnable filter needs the solver and another strategy", () => {
    expect(DealFiltering.hasWinnable(["solver", "greedy"])).toBe(true);
    expect(DealFiltering.hasWinnable(["solver"])).toBe(false);
    expect(DealFiltering.hasWinnable(["greedy", "random"])).toBe(false);
    expect(() => new DealFiltering(["greedy"], { strategy: "solver", result: "all", agreement: "all" }, { lo: 0, hi: 1 })).toThrow(
      'no strategy "solver" in this run',
    );
  });

  it("a slice of a chunk keeps its seeds' columns and errors, renumbered", () => {
    const c = chunk(10, [won, lost, error, won]);
    c.errors[2] = "replay failed";
    const s = sliceChunk(c, 11, 13);
    expect([s.seedLo, s.count, [...s.result], [...s.score], s.errors]).toEqual([11, 2, [lost, error], [1, 2], { 1: "replay failed" }]);
  });
});

describe("Past runs' headlines", () => {
  it("counts outcomes chunk by chunk, and says the conservative interval with the decimals it supports", () => {
    const o = withChunks(undefined, [
      { strategy: "a", ...chunk(0, [0, 0, 1, 2, 3]) },
      { strategy: "b", ...chunk(0, [1]) },
      { strategy: "a", ...chunk(5, [0]) },
    ]);
    expect(o).toEqual({ a: { won: 3, lost: 1, unknown: 1, errors: 1 }, b: { won: 0, lost: 1, unknown: 0, errors: 0 } });
    const [lo, hi] = conservativeInterval(615, 19, 1000);
    expect(headlineText({ won: 615, lost: 366, unknown: 19, errors: 0 })).toBe(
      `1,000 deals, 61.5% won (95% ${(lo * 100).toFixed(1)}% – ${(hi * 100).toFixed(1)}%)`,
    );
    expect(headlineText({ won: 0, lost: 0, unknown: 0, errors: 0 })).toBe("no deals yet");
    const e = { strategies: ["a"] } as Parameters<typeof headlineLines>[0];
    expect(headlineLines(e, { a: { won: 1, lost: 1, unknown: 0, errors: 0 } })).toEqual([headlineText({ won: 1, lost: 1, unknown: 0, errors: 0 })]);
  });
});

describe("effort curves", () => {
  it("the share read off the staircase never exceeds the share of deals at or below x, and reaches it at each bucket's edge", () => {
    const h = new LogHistogram();
    const next = rng(3);
    const values: number[] = [];
    for (let i = 0; i < 5000; i++) {
      // Mostly near 400 ms (a solver at its time limit), some fast.
      const v = next() < 0.8 ? 395 + next() * 30 : next() * 50;
      values.push(v);
      h.add(v);
    }
    const points = cumulativeCurve(h);
    const curve = staircase(points);
    expect(curve[0].y).toBe(0);
    const trueShare = (x: number) => values.filter((v) => v <= x).length / values.length;
    for (const x of [1, 10, 100, 200, 300, 390, 396, 400, 410, 420, 425, 1000]) expect(shareAt(curve, x), `x = ${x}`).toBeLessThanOrEqual(trueShare(x) + 1e-12);
    for (const p of points) expect(shareAt(curve, p.x)).toBeCloseTo(p.share, 12);
    // Half the deals take over 395 ms: the curve is under 50% until then.
    expect(shareAt(curve, 390)).toBeLessThan(0.5);
  });
});
