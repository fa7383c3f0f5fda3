// Statistics against values worked out by hand (the Wilson formula evaluated
// independently, to 1e-9).
import { describe, expect, it } from "vitest";
import { conservativeInterval, LogHistogram, wilson } from "../src/core/stats.ts";

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
