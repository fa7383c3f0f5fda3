// Statistics against values worked out by hand (the Wilson formula evaluated
// independently, to 1e-9).
import { describe, expect, it } from "vitest";
import {
  chiSquare1Survival,
  conservativeInterval,
  cumulativeCurve,
  exactBinomialTwoSided,
  fewestDigits,
  LogHistogram,
  percentiles,
  mcnemar,
  meanInterval,
  wilson,
} from "../src/core/stats.ts";

describe("Wilson score interval", () => {
  it("5 of 10", () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.236593090512564, 9);
    expect(hi).toBeCloseTo(0.763406909487436, 9);
  });
  it("0 of 100 starts at 0", () => {
    const [lo, hi] = wilson(0, 100);
    expect(lo).toBe(0);
    expect(hi).toBeCloseTo(0.03699349820698568, 9);
  });
  it("7,117 of 1,000,000", () => {
    const [lo, hi] = wilson(7117, 1_000_000);
    expect(lo).toBeCloseTo(0.006954125161417676, 12);
    expect(hi).toBeCloseTo(0.007283661603531464, 12);
  });
  it("no deals: the whole range", () => expect(wilson(0, 0)).toEqual([0, 1]));
});

describe("conservative interval with undecided deals", () => {
  it("80 won, 10 unknown of 100: unknowns lost below, won above", () => {
    const [lo, hi] = conservativeInterval(80, 10, 100);
    expect(lo).toBeCloseTo(0.7111708344068411, 9);
    expect(hi).toBeCloseTo(0.9447708629393249, 9);
  });
  it("with no unknowns it is the plain interval", () => {
    expect(conservativeInterval(5, 0, 10)).toEqual(wilson(5, 10));
  });
});

describe("log histogram percentiles", () => {
  it("small whole numbers are exact", () => {
    const h = new LogHistogram();
    for (let v = 1; v <= 50; v++) h.add(v);
    expect(h.quantile(0.5)).toBe(25);
    expect(h.quantile(0.9)).toBe(45);
    expect(h.quantile(1)).toBe(50);
  });
  it("large and fractional values within 1.1%", () => {
    const h = new LogHistogram();
    const values = Array.from({ length: 10_000 }, (_, i) => 0.001 * 1.0007 ** i);
    for (const v of values) h.add(v);
    for (const q of [0.1, 0.5, 0.9, 0.99]) {
      const exact = values[Math.ceil(q * values.length) - 1];
      expect(Math.abs(h.quantile(q) / exact - 1)).toBeLessThan(0.011);
    }
    expect(h.quantile(1)).toBe(values[values.length - 1]);
  });
  it("merging equals adding everything to one", () => {
    const a = new LogHistogram();
    const b = new LogHistogram();
    const all = new LogHistogram();
    for (let i = 0; i < 1000; i++) {
      (i % 2 ? a : b).add(i * 3.7);
      all.add(i * 3.7);
    }
    a.merge(b);
    expect(a.toJSON()).toEqual(all.toJSON());
  });
});

describe("percentiles as the summaries give them", () => {
  it("three deals: the p99 is the largest of them, exactly, never below it", () => {
    const h = new LogHistogram(true);
    for (const v of [12_345, 200_017, 288_890]) h.add(v);
    expect(percentiles(h)).toEqual({ p50: 200_017, p90: 288_890, p99: 288_890, max: 288_890, approximate: [] });
  });
  it("no percentile lies above the greatest value or below the least, whatever bucket edges do", () => {
    for (const [lo, hi] of [
      [287_422, 288_890],
      [0.3712, 0.3714],
      [1_000_003, 1_000_009],
    ]) {
      const h = new LogHistogram();
      for (let i = 0; i < 1000; i++) h.add(lo + ((hi - lo) * i) / 999);
      const p = percentiles(h);
      for (const k of ["p50", "p90", "p99"] as const) {
        expect(p[k], `${k} of ${lo}..${hi}`).toBeLessThanOrEqual(hi);
        expect(p[k], `${k} of ${lo}..${hi}`).toBeGreaterThanOrEqual(lo);
      }
    }
  });
  it("a small run's percentiles are exact", () => {
    const h = new LogHistogram();
    for (let i = 1; i <= 200; i++) h.add(1000 + i * 7.3);
    expect(percentiles(h)).toMatchObject({ p50: 1000 + 100 * 7.3, p99: 1000 + 198 * 7.3, approximate: [] });
  });
  it("whole numbers a bucket holds alone are exact, in a run of any size (78 nodes, not 78.2)", () => {
    const h = new LogHistogram(true);
    for (const v of [70, 75, 78, 78, 78, 80, 90]) h.add(v, 100);
    expect(percentiles(h)).toMatchObject({ p50: 78, approximate: [] });
    const plain = new LogHistogram();
    for (const v of [70, 75, 78, 78, 78, 80, 90]) plain.add(v, 100);
    expect(percentiles(plain).approximate).toContain("p50");
  });
  it("values the histogram cannot tell apart come out as one figure, to the digits it keeps", () => {
    // Two runs whose medians differ within one bucket show the same rounded figure, marked approximate.
    const run = (centre: number) => {
      const h = new LogHistogram(true);
      for (let i = 0; i < 101; i++) h.add(i < 50 ? 1000 : i > 50 ? 100_000_000 : centre, 10);
      return percentiles(h);
    };
    const a = run(38_005_042);
    const b = run(38_100_000);
    expect(a.approximate).toContain("p50");
    expect(a.p50).toBe(b.p50);
    expect(String(a.p50)).toMatch(/^3[78]\d?0+$/);
  });
  it("fewest digits: the shortest number in a range, nearest its middle", () => {
    expect(fewestDigits(37_800_000, 38_210_000)).toBe(38_000_000);
    expect(fewestDigits(0.3712, 0.3753)).toBe(0.373);
    expect(fewestDigits(98, 100.5)).toBe(100);
    expect(fewestDigits(1000.2, 1011.1)).toBe(1010);
    expect(fewestDigits(5, 5)).toBe(5);
  });
});

describe("conservative interval: unknowns and errors", () => {
  it("50 won, 15 unknown and 5 errors of 200: lower bound from 50/200, upper from 70/200", () => {
    const [lo, hi] = conservativeInterval(50, 20, 200);
    expect(lo).toBeCloseTo(0.19508168006817497, 12);
    expect(hi).toBeCloseTo(0.4183653566395992, 12);
  });
  it("nothing won, 3 of 20 unknown: from exactly 0 up to the Wilson upper bound of 3/20", () => {
    const [lo, hi] = conservativeInterval(0, 3, 20);
    expect(lo).toBe(0);
    expect(hi).toBeCloseTo(0.36041886474075696, 12);
  });
});

describe("McNemar's test", () => {
  // Exact: p = 2 * sum_{i <= min(b,c)} C(b+c, i) / 2^(b+c), worked out as fractions.
  it("b = 10, c = 2 (exact): 2 * (1 + 12 + 66) / 4096 = 79/2048", () => {
    const r = mcnemar(10, 2);
    expect(r).toMatchObject({ b: 10, c: 2, method: "exact" });
    expect(r.pValue).toBeCloseTo(79 / 2048, 15);
  });
  it("b = 7, c = 1 (exact): 2 * 9/256 = 9/128; the order of b and c does not matter", () => {
    expect(mcnemar(7, 1).pValue).toBeCloseTo(9 / 128, 15);
    expect(mcnemar(1, 7).pValue).toBeCloseTo(9 / 128, 15);
  });
  it("b = 0, c = 5 (exact): 2/32", () => expect(mcnemar(0, 5).pValue).toBeCloseTo(1 / 16, 15));
  it("equal counts and no discordant deals give p = 1", () => {
    expect(mcnemar(3, 3).pValue).toBe(1);
    expect(mcnemar(0, 0).pValue).toBe(1);
    expect(mcnemar(40, 40)).toMatchObject({ pValue: 1, method: "chi-square", statistic: 0 });
  });
  it("b + c = 24 is still exact, 25 switches to chi-square", () => {
    expect(mcnemar(19, 5)).toMatchObject({ method: "exact" });
    expect(mcnemar(19, 5).pValue).toBeCloseTo(0.006610751152038574, 12);
    const r = mcnemar(20, 5);
    expect(r.method).toBe("chi-square");
    expect(r.statistic).toBeCloseTo(7.84, 12); // (|20 - 5| - 1)^2 / 25
    expect(r.pValue).toBeCloseTo(0.005110260660855864, 10); // erfc(sqrt(7.84 / 2))
  });
  it("b = 30, c = 15: chi-square (14^2 / 45 = 4.3556), p = 0.036888", () => {
    const r = mcnemar(30, 15);
    expect(r.statistic).toBeCloseTo(196 / 45, 12);
    expect(r.pValue).toBeCloseTo(0.03688842570704985, 10);
  });
  it("b = 100, c = 60: chi-square 9.50625, p = 0.0020477", () => {
    const r = mcnemar(100, 60);
    expect(r.statistic).toBeCloseTo(9.50625, 12);
    expect(r.pValue).toBeCloseTo(0.0020477321536687596, 12);
  });
  it("the chi-square tail at both sides of the series / continued-fraction switch", () => {
    expect(chiSquare1Survival(3.703191489361702)).toBeCloseTo(0.05430849566764008, 12); // b = 500, c = 440
    expect(chiSquare1Survival(1)).toBeCloseTo(0.31731050786291415, 12); // erfc(sqrt(1/2))
    expect(chiSquare1Survival(0.5)).toBeCloseTo(0.4795001221869535, 12); // erfc(1/2)
    expect(chiSquare1Survival(0)).toBe(1);
  });
  it("the exact binomial against exact fractions, also where 2^-n underflows", () => {
    expect(exactBinomialTwoSided(40, 100)).toBeCloseTo(0.05688793364098079, 12);
    expect(exactBinomialTwoSided(1400, 3000) / 0.0002785639610392337).toBeCloseTo(1, 9);
    expect(exactBinomialTwoSided(500, 1000)).toBe(1);
  });
});

describe("mean score with its 95% interval", () => {
  it("scores 1 (x3), 2 (x5), 4 (x2): mean 2.1, sample variance 109/90", () => {
    const m = meanInterval({ 1: 3, 2: 5, 4: 2 });
    expect(m.n).toBe(10);
    expect(m.mean).toBeCloseTo(2.1, 12);
    expect(m.ci95[0]).toBeCloseTo(1.4179125084992075, 12);
    expect(m.ci95[1]).toBeCloseTo(2.7820874915007927, 12);
  });
  it("no deals: mean 0, empty interval", () => expect(meanInterval({})).toEqual({ n: 0, mean: 0, ci95: [0, 0] }));
});

describe("cumulative curve of a log histogram", () => {
  it("whole numbers and fractions in value order, ending at share 1 at the maximum", () => {
    const h = new LogHistogram();
    for (const v of [1, 2, 2, 3, 0.5, 100, 1000]) h.add(v);
    const curve = cumulativeCurve(h);
    expect(curve.map((p) => p.x).slice(1, 4)).toEqual([1, 2, 3]);
    expect(curve[0].x).toBeGreaterThanOrEqual(0.5);
    expect(curve[0].x).toBeLessThan(0.51);
    expect(curve.map((p) => p.share)).toEqual([1 / 7, 2 / 7, 4 / 7, 5 / 7, 6 / 7, 1]);
    expect(curve[curve.length - 1].x).toBe(1000);
    for (let i = 1; i < curve.length; i++) expect(curve[i].x).toBeGreaterThan(curve[i - 1].x);
  });
  it("thins to at most the points asked for", () => {
    const h = new LogHistogram();
    for (let i = 0; i < 5000; i++) h.add(100 * 1.01 ** i);
    const curve = cumulativeCurve(h, 50);
    expect(curve.length).toBeLessThanOrEqual(50);
    expect(curve[curve.length - 1].share).toBe(1);
  });
});
