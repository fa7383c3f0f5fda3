// How long a run takes: the time left, costed deal by deal per strategy and
// per kind of deal (src/run/time-left.ts), shared by the CLI's progress bar and
// the run page, checked on synthetic runs whose true end is known; the run
// page's recent rate (src/ui/recent-rate.ts); and the builder's bound before a
// run (src/ui/run-estimate.ts).
import { describe, expect, it } from "vitest";
import { TimeLeftEstimator, timeLeftText, type TimeLeft } from "../src/run/time-left.ts";
import { recentRate, trimSamples, type RateSample } from "../src/ui/recent-rate.ts";
import { runEstimate } from "../src/ui/run-estimate.ts";
import { seededRandom } from "./helpers/random.ts";

const WON = 0;
const UNKNOWN = 2;

/** A deal to play: its strategy, its kind (result code) and what it costs a worker (ms). */
interface Deal {
  strategy: string;
  result: number;
  ms: number;
}

/**
 * Plays `turns` (each a list of chunks of deals, run in order as the pool runs
 * a turn: every worker takes the next chunk when it is free, the turn ends
 * when all are back) on `workers`, telling the estimator of each chunk as it
 * lands; returns, at each landing, the estimate and the true time left.
 */
function simulate(workers: number, turns: Deal[][][], budgetMs = 0): { at: number; done: number; estimate: TimeLeft | null; truth: number }[] {
  const estimator = new TimeLeftEstimator(workers, (s) => (s === "solver" ? budgetMs : 0));
  const left: Record<string, number> = {};
  for (const turn of turns) for (const chunk of turn) for (const d of chunk) left[d.strategy] = (left[d.strategy] ?? 0) + 1;
  const landings: { at: number; chunk: Deal[] }[] = [];
  let clock = 0;
  for (const turn of turns) {
    const free = Array(workers).fill(clock);
    for (const chunk of turn) {
      const w = free.indexOf(Math.min(...free));
      free[w] += chunk.reduce((a, d) => a + d.ms, 0);
      landings.push({ at: free[w], chunk });
    }
    clock = Math.max(...free);
  }
  landings.sort((a, b) => a.at - b.at);
  let done = 0;
  return landings.map(({ at, chunk }) => {
    const ms = chunk.map((d) => d.ms);
    estimator.add(chunk[0].strategy, { count: chunk.length, result: chunk.map((d) => d.result), ms, wallMs: ms.reduce((a, b) => a + b, 0) }, at);
    left[chunk[0].strategy] -= chunk.length;
    done += chunk.length;
    return { at, done, estimate: estimator.estimate({ ...left }, at), truth: (clock - at) / 1000 };
  });
}

/** A solver's deals: most won in a second or two, some run out their 10 s budget. */
function solverDeals(n: number, seed: number): Deal[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: n }, () =>
    rnd() < 0.3 ? { strategy: "solver", result: UNKNOWN, ms: 10_000 } : { strategy: "solver", result: WON, ms: 200 + 1800 * rnd() },
  );
}

describe("time left, costed deal by deal", () => {
  it("a solver's run (a third of the deals run out their budget): the range holds the true end and narrows as deals come in", () => {
    const deals = solverDeals(400, 1);
    const points = simulate(4, [deals.map((d) => [d])], 10_000);
    const after = points.filter((p) => p.done >= 40 && p.truth > 0);
    const inside = after.filter((p) => p.estimate!.low <= p.truth * 1.02 && p.truth <= p.estimate!.high * 1.02);
    expect(inside.length / after.length).toBeGreaterThan(0.9);
    const width = (p: (typeof points)[number]) => (p.estimate!.high - p.estimate!.low) / p.truth;
    const at = (done: number) => points.find((p) => p.done >= done)!;
    expect(width(at(200))).toBeLessThan(width(at(20)));
  });

  it("deals whose mix stays the same all along: from a tenth of the run on, the likeliest figure is within a tenth of the truth", () => {
    // Three in ten run out the budget, the rest spread evenly over 0.2 to 2 s.
    const deals = Array.from({ length: 400 }, (_, i) =>
      (i * 7) % 10 < 3 ? { strategy: "solver", result: UNKNOWN, ms: 10_000 } : { strategy: "solver", result: WON, ms: 200 + 1800 * ((i * 0.618) % 1) },
    );
    const points = simulate(4, [deals.map((d) => [d])], 10_000);
    for (const p of points.filter((x) => x.done >= 40 && x.truth > 60)) expect(Math.abs(p.estimate!.likely - p.truth) / p.truth).toBeLessThan(0.1);
  });

  it("young, the estimate is a range wide enough for deals that run out their budget, though none has yet", () => {
    const quick = Array.from({ length: 3 }, () => [{ strategy: "solver", result: WON, ms: 100 }]);
    const points = simulate(2, [[...quick, ...solverDeals(97, 2).map((d) => [d])]], 10_000);
    const first = points[0].estimate!;
    // 99 deals left on 2 workers: any of them may take the 10 s budget.
    expect(first.high).toBeGreaterThan(60);
    expect(first.low).toBeLessThan(10);
    expect(timeLeftText(first, (s) => `${Math.round(s)}s`)).toMatch(/^\d+s to \d+s left$/);
  });

  it("strategies taking turns (a fast one, the solver slow) do not make it swing as the turns change", () => {
    const rnd = seededRandom(3);
    const turns: Deal[][][] = [];
    for (let t = 0; t < 20; t++) {
      const greedy = Array.from({ length: 5 }, () => Array.from({ length: 10 }, () => ({ strategy: "greedy", result: rnd() < 0.1 ? WON : 1, ms: 2 })));
      const solver = Array.from({ length: 50 }, () => [{ strategy: "solver", result: WON, ms: 500 + 4500 * rnd() }]);
      turns.push(greedy, solver);
    }
    const points = simulate(4, turns);
    // After the first round of turns, the end each estimate foresees moves little from one chunk to the
    // next, whichever strategy's turn it is (a rate over the last seconds would jump 100-fold between turns).
    const ends = points.filter((p) => p.done > 150 && p.truth > 0).map((p) => p.at / 1000 + p.estimate!.likely);
    const total = points[points.length - 1].at / 1000;
    for (let i = 1; i < ends.length; i++) expect(Math.abs(ends[i] - ends[i - 1]) / total).toBeLessThan(0.05);
    const late = points.filter((p) => p.at / 1000 > total / 2 && p.truth > 20);
    for (const p of late) expect(Math.abs(p.estimate!.likely - p.truth) / p.truth).toBeLessThan(0.15);
  });

  it("says so while a strategy has played no deal, and when nothing is left", () => {
    const e = new TimeLeftEstimator(2);
    expect(e.estimate({ solver: 10 }, 0)).toBeNull();
    expect(timeLeftText(null, String)).toBe("estimating the time left");
    e.add("greedy", { count: 2, result: [0, 1], ms: [1, 1], wallMs: 2 }, 10);
    const partial = e.estimate({ greedy: 10, solver: 10 }, 10)!;
    expect(partial.high).toBe(Infinity);
    expect(timeLeftText(partial, (s) => `${s.toFixed(2)}s`)).toMatch(/^at least [\d.]+s left$/);
    expect(e.estimate({ greedy: 0 }, 10)).toEqual({ low: 0, likely: 0, high: 0 });
    expect(timeLeftText({ low: 0, likely: 0, high: 0 }, String)).toBe("nothing left");
    expect(timeLeftText({ low: 95, likely: 100, high: 110 }, (s) => `${s}s`)).toBe("about 100s left");
  });
});

describe("recent rate", () => {
  it("a steady 100 deals/s in uneven chunks reads 100 deals/s, keeping only the window", () => {
    const samples: RateSample[] = [{ t: 0, done: 0 }];
    let done = 0;
    for (let k = 0; done < 30_000; k++) {
      done += 50 + ((k * 373) % 901);
      const t = done * 10;
      samples.push({ t, done });
      trimSamples(samples, t);
      if (t > 40_000) expect(Math.abs(recentRate(samples, t) - 100) / 100).toBeLessThan(0.1);
    }
    expect(samples.length).toBeLessThan(100); // only the window is kept
  });

  it("after the window only the last half minute counts", () => {
    const samples = [
      { t: 0, done: 0 },
      { t: 1000, done: 500 },
    ];
    expect(recentRate(samples, 1000)).toBe(500);
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
