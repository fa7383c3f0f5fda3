// How long a run takes: the run page's rate and time left (src/ui/recent-rate.ts), over the last
// half minute up to now so that it settles, and the builder's bound before a run (src/ui/run-estimate.ts).
import { describe, expect, it } from "vitest";
import { FIRST_ESTIMATE_MS, recentRate, secondsLeft, trimSamples, type RateSample } from "../src/ui/recent-rate.ts";
import { runEstimate } from "../src/ui/run-estimate.ts";

describe("recent rate and time left", () => {
  it("a steady 100 deals/s in uneven chunks gives a time left that settles near the truth", () => {
    const samples: RateSample[] = [{ t: 0, done: 0 }];
    const total = 60_000;
    let done = 0;
    const estimates: [number, number][] = [];
    // Chunks of 50 to 950 deals, each arriving when a steady 100 deals/s would have finished it.
    for (let k = 0; done < 30_000; k++) {
      done += 50 + ((k * 373) % 901);
      const t = done * 10;
      samples.push({ t, done });
      trimSamples(samples, t);
      const now = t + 500; // read half a second after the chunk
      const left = secondsLeft(samples, now, total - done);
      if (now > 40_000) estimates.push([left!, (total - done) / 100]);
    }
    expect(estimates.length).toBeGreaterThan(10);
    for (const [e, truth] of estimates) expect(Math.abs(e - truth) / truth).toBeLessThan(0.1);
    expect(samples.length).toBeLessThan(100); // only the window is kept
  });

  it("chunks that land together every 10 s (slow deals, several workers) do not make it jump", () => {
    const samples: RateSample[] = [{ t: 0, done: 0 }];
    const lefts: number[] = [];
    let done = 0;
    for (let t = 10_000; t <= 120_000; t += 10_000) {
      for (let w = 0; w < 4; w++) {
        done += 250; // 1,000 deals every 10 s: 100 deals/s
        samples.push({ t: t + w, done });
        trimSamples(samples, t + w);
      }
      // Read just after the burst and just before the next one.
      for (const now of [t + 100, t + 9_900]) if (now > 30_000) lefts.push(secondsLeft(samples, now, 100_000 - done)! + (now - t) / 1000);
    }
    // Measured from the burst, the estimate stays within a sixth of 100,000 - done deals at 100/s.
    const truth = (k: number) => (100_000 - Math.floor(k / 2 + 3) * 1000) / 100;
    lefts.forEach((l, k) => expect(Math.abs(l - truth(k)) / truth(k)).toBeLessThan(1 / 6));
  });

  it("says nothing before the first estimate, and 0 when nothing is left", () => {
    const samples = [
      { t: 0, done: 0 },
      { t: 1000, done: 500 },
    ];
    expect(secondsLeft(samples, FIRST_ESTIMATE_MS - 1, 1000)).toBeNull();
    expect(secondsLeft(samples, FIRST_ESTIMATE_MS, 0)).toBe(0);
    expect(recentRate(samples, 1000)).toBe(500);
    // After the window only the last half minute counts: 500 deals at t=1s, none since, read at 61 s.
    expect(recentRate(samples, 61_000)).toBe(0);
  });
});

describe("the builder's estimate before a run", () => {
  const plan = (strategies: string[], timeMs: number, workers: number) => ({
    game: "spider",
    preset: "standard",
    settings: {},
    strategies,
    numbering: "sv" as const,
    budget: { nodes: 0, timeMs, ttMiB: 256 },
    rngSeed: 0,
    seeds: { lo: 0, hi: 10_000 },
    workers,
  });

  it("bounds Spider's defaults (10,000 deals at 10 s each) by the solver's budget over the workers", () => {
    expect(runEstimate(plan(["solver"], 10_000, 4))).toBe(
      "10,000 deals (10,000 seeds × 1 player): at most about 6 h 56 min for the solver's deals (10,000 at up to 10 s each, on 4 workers); most deals end well before their budget.",
    );
    expect(runEstimate(plan(["solver", "greedy"], 0, 4))).toMatch(/^20,000 deals \(10,000 seeds × 2 players\): the solver has no time limit/);
    expect(runEstimate(plan(["greedy"], 10_000, 4))).toMatch(/strategies play thousands of deals per second/);
  });
});
