// Statistics for results: Wilson score intervals (the conservative way of
// docs/numbering.md) and compact histograms for percentiles over millions of deals.

const Z95 = 1.959963984540054;

/** Wilson score interval for k successes in n trials. */
export function wilson(k: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  // At k = 0 and k = n the bound is exactly 0 or 1; rounding would leave a speck.
  return [k === 0 ? 0 : Math.max(0, centre - half), k === n ? 1 : Math.min(1, centre + half)];
}

/**
 * The 95% interval for a win rate when some deals are undecided: the lower
 * bound counts them as losses, the upper bound as wins (never dropped).
 */
export function conservativeInterval(won: number, undecided: number, deals: number): [number, number] {
  return [wilson(won, deals)[0], wilson(won + undecided, deals)[1]];
}

/**
 * Counts of non-negative values in buckets 1/64 of an octave wide (about 1.1%),
 * with whole numbers below 64 kept exactly: percentiles of nodes and
 * milliseconds over any number of deals in a fixed 36 KiB array. The least
 * and greatest values are kept exactly, so that no percentile is said to lie
 * outside them, and so is every value of a small run.
 */
export class LogHistogram {
  private static readonly EXACT = 64;
  private static readonly LOW = -30; // 2^-30: the smallest octave kept
  private static readonly OCTAVES = 80; // up to 2^50
  private static readonly SIZE = LogHistogram.EXACT + LogHistogram.OCTAVES * 64;
  private counts = new Float64Array(LogHistogram.SIZE);
  total = 0;
  max = 0;
  min = Infinity;
  /** Every value while there are few (a small run's percentiles are then exact), null beyond. */
  private values: number[] | null = [];
  private sorted = true;
  private static readonly KEEP = 256;

  /** `whole`: the values are whole numbers (nodes), so a bucket holding a single one of them pins it exactly. */
  constructor(readonly whole = false) {}

  private static bucket(v: number): number {
    if (v < LogHistogram.EXACT && v === Math.floor(v)) return v;
    const b = LogHistogram.EXACT + Math.floor((Math.log2(Math.max(v, 2 ** LogHistogram.LOW)) - LogHistogram.LOW) * 64);
    return Math.min(b, LogHistogram.SIZE - 1);
  }
  /** The smallest value bucket `b` holds (exact buckets hold one value). */
  static lowerEdge(b: number): number {
    if (b < LogHistogram.EXACT) return b;
    return 2 ** ((b - LogHistogram.EXACT) / 64 + LogHistogram.LOW);
  }
  /** The largest value bucket `b` holds (exact buckets hold one value). */
  static upperEdge(b: number): number {
    if (b < LogHistogram.EXACT) return b;
    return 2 ** ((b - LogHistogram.EXACT + 1) / 64 + LogHistogram.LOW);
  }

  add(v: number, times = 1): void {
    if (this.values && this.values.length + times <= LogHistogram.KEEP) {
      for (let i = 0; i < times; i++) this.values.push(v);
      this.sorted = false;
    } else this.values = null;
    this.counts[LogHistogram.bucket(v)] += times;
    this.total += times;
    if (v > this.max) this.max = v;
    if (v < this.min) this.min = v;
  }

  merge(other: LogHistogram): void {
    this.values = this.values && other.values && this.values.length + other.values.length <= LogHistogram.KEEP ? [...this.values, ...other.values] : null;
    this.sorted = false;
    for (let b = 0; b < LogHistogram.SIZE; b++) this.counts[b] += other.counts[b];
    this.total += other.total;
    this.max = Math.max(this.max, other.max);
    this.min = Math.min(this.min, other.min);
  }

  /**
   * Where the q-quantile (0..1) lies: the range of its bucket, inside the
   * least and greatest values; `exact` when that pins a single value (the
   * least or greatest value itself, a small whole number, a bucket that holds
   * one whole number).
   */
  quantileRange(q: number): { lo: number; hi: number; exact: boolean } {
    if (this.total === 0) return { lo: 0, hi: 0, exact: true };
    const rank = Math.max(1, Math.ceil(q * this.total));
    if (rank >= this.total) return { lo: this.max, hi: this.max, exact: true };
    if (rank === 1) return { lo: this.min, hi: this.min, exact: true };
    if (this.values) {
      if (!this.sorted) this.values.sort((a, b) => a - b);
      this.sorted = true;
      const v = this.values[rank - 1];
      return { lo: v, hi: v, exact: true };
    }
    let seen = 0;
    for (let b = 0; b < LogHistogram.SIZE; b++) {
      seen += this.counts[b];
      if (seen < rank) continue;
      const lo = Math.max(LogHistogram.lowerEdge(b), this.min);
      const hi = Math.min(LogHistogram.upperEdge(b), this.max);
      if (lo >= hi) return { lo: hi, hi, exact: true };
      const single = this.whole ? this.singleWhole(b) : undefined;
      return single === undefined ? { lo, hi, exact: false } : { lo: single, hi: single, exact: true };
    }
    return { lo: this.max, hi: this.max, exact: true };
  }

  /** The one whole number bucket `b` can hold between the least and greatest values, if there is just one. */
  private singleWhole(b: number): number | undefined {
    const lo = LogHistogram.lowerEdge(b);
    const hi = LogHistogram.upperEdge(b);
    if (hi - lo >= 4) return undefined;
    // Asked of bucket() itself, so that rounding at an edge cannot mislead.
    const held: number[] = [];
    for (let k = Math.floor(lo) - 1; k <= Math.ceil(hi) + 1; k++) if (k >= this.min && k <= this.max && LogHistogram.bucket(k) === b) held.push(k);
    return held.length === 1 ? held[0] : undefined;
  }

  /** The q-quantile (0..1): exact where quantileRange says so, else the middle of its range. */
  quantile(q: number): number {
    const r = this.quantileRange(q);
    return r.exact ? r.lo : Math.sqrt(r.lo * r.hi);
  }

  /** Non-empty buckets as [bucket, count] pairs (compact, for storage). */
  toJSON(): [number, number][] {
    const out: [number, number][] = [];
    this.counts.forEach((c, b) => c && out.push([b, c]));
    return out;
  }
  /** `min` defaults to the lowest bucket's smallest value (histograms stored before the least value was kept). */
  static fromJSON(entries: [number, number][], max: number, min?: number, whole = false): LogHistogram {
    const h = new LogHistogram(whole);
    h.values = null;
    for (const [b, c] of entries) {
      h.counts[b] = c;
      h.total += c;
      if (min === undefined && c > 0) h.min = Math.min(h.min, LogHistogram.lowerEdge(b));
    }
    h.max = max;
    if (min !== undefined) h.min = min;
    return h;
  }
}

export const PERCENTILE_KEYS = ["p50", "p90", "p99"] as const;
export type PercentileKey = (typeof PERCENTILE_KEYS)[number];

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  /** Exact. */
  max: number;
  /**
   * The percentiles known only to the histogram's precision: each is then the
   * number with the fewest digits inside its bucket (and never outside the
   * least and greatest values), shown with "≈"; the others are exact.
   */
  approximate: PercentileKey[];
}

/**
 * The number with the fewest significant digits in [lo, hi] (the one nearest
 * the middle when several have as few): what a range of values says, and no more.
 */
export function fewestDigits(lo: number, hi: number): number {
  if (!(lo < hi)) return lo;
  const middle = Math.sqrt(Math.max(lo, Number.MIN_VALUE) * hi);
  const top = Math.floor(Math.log10(hi));
  for (let digits = 1; digits <= 17; digits++) {
    const step = 10 ** (top - digits + 1);
    const first = Math.ceil(lo / step);
    const last = Math.floor(hi / step);
    if (first > last) continue;
    const k = Math.min(last, Math.max(first, Math.round(middle / step)));
    // The step's powers of ten are not exact in binary: read the digits back.
    const v = Number((k * step).toPrecision(digits + 1));
    if (v >= lo && v <= hi) return v;
  }
  return middle;
}

export function percentiles(h: LogHistogram): Percentiles {
  const out: Percentiles = { p50: 0, p90: 0, p99: 0, max: h.total ? h.max : 0, approximate: [] };
  for (const [key, q] of [
    ["p50", 0.5],
    ["p90", 0.9],
    ["p99", 0.99],
  ] as const) {
    const r = h.quantileRange(q);
    out[key] = r.exact ? r.lo : fewestDigits(r.lo, r.hi);
    if (!r.exact) out.approximate.push(key);
  }
  return out;
}

/**
 * One point per non-empty bucket of a LogHistogram: `x` is the bucket's upper
 * edge, `share` the fraction of values at or below it (a cumulative curve).
 */
export interface CumulativePoint {
  x: number;
  share: number;
}

/** The cumulative distribution of a LogHistogram's values, at most `maxPoints` points, in increasing x. */
export function cumulativeCurve(h: LogHistogram, maxPoints = 200): CumulativePoint[] {
  if (h.total === 0) return [];
  // Exact buckets (whole numbers below 64) come before the log buckets in
  // index order but not in value order: sort by value first.
  const buckets = h.toJSON().map(([b, count]) => [Math.min(LogHistogram.upperEdge(b), h.max), count] as const);
  buckets.sort((p, q) => p[0] - q[0]);
  const points: CumulativePoint[] = [];
  const step = Math.max(1, Math.ceil(buckets.length / maxPoints));
  let seen = 0;
  buckets.forEach(([x, count], i) => {
    seen += count;
    if (i % step === step - 1 || i === buckets.length - 1) points.push({ x, share: seen / h.total });
  });
  return points;
}

/** The mean of a histogram (value -> count) with a 95% normal interval. */
export interface MeanInterval {
  n: number;
  mean: number;
  ci95: [number, number];
}

export function meanInterval(histogram: Record<string, number>, z = Z95): MeanInterval {
  let n = 0;
  let sum = 0;
  for (const [value, count] of Object.entries(histogram)) {
    n += count;
    sum += Number(value) * count;
  }
  if (n === 0) return { n, mean: 0, ci95: [0, 0] };
  const mean = sum / n;
  let squares = 0;
  for (const [value, count] of Object.entries(histogram)) squares += count * (Number(value) - mean) ** 2;
  const half = n > 1 ? z * Math.sqrt(squares / (n - 1) / n) : 0;
  return { n, mean, ci95: [mean - half, mean + half] };
}

/**
 * McNemar's test on paired results: b deals where A wins and B does not, c
 * the reverse. Exact two-sided binomial test when b + c < 25, else the
 * chi-square statistic with continuity correction (1 degree of freedom).
 * The same test on "A scores better" / "B scores better" is the sign test.
 */
export interface McNemar {
  b: number;
  c: number;
  pValue: number;
  method: "exact" | "chi-square";
  /** The corrected chi-square statistic (chi-square method only). */
  statistic?: number;
}

export const MCNEMAR_EXACT_BELOW = 25;

export function mcnemar(b: number, c: number): McNemar {
  const n = b + c;
  if (n < MCNEMAR_EXACT_BELOW) return { b, c, pValue: exactBinomialTwoSided(Math.min(b, c), n), method: "exact" };
  const statistic = Math.max(0, Math.abs(b - c) - 1) ** 2 / n;
  return { b, c, pValue: chiSquare1Survival(statistic), method: "chi-square", statistic };
}

/** Two-sided exact binomial p-value (p = 1/2) for k = the smaller count of n: 2 P(X <= k), at most 1. */
export function exactBinomialTwoSided(k: number, n: number): number {
  if (n === 0) return 1;
  // Terms C(n, i) / 2^n built up in logs, so that large n does not overflow.
  let logTerm = -n * Math.LN2;
  let sum = Math.exp(logTerm);
  for (let i = 1; i <= k; i++) {
    logTerm += Math.log((n - i + 1) / i);
    sum += Math.exp(logTerm);
  }
  return Math.min(1, 2 * sum);
}

/** P(X > x) for X chi-square with 1 degree of freedom: Q(1/2, x/2), the regularised upper incomplete gamma. */
export function chiSquare1Survival(x: number): number {
  if (x <= 0) return 1;
  const a = 0.5;
  const t = x / 2;
  const logPrefix = -t + a * Math.log(t) - 0.5 * Math.log(Math.PI); // e^-t t^a / Gamma(1/2)
  if (t < a + 1) {
    // Series for P(a, t); Q = 1 - P.
    let term = 1 / a;
    let sum = term;
    for (let k = 1; k < 500; k++) {
      term *= t / (a + k);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix));
  }
  // Continued fraction for Q(a, t) (modified Lentz).
  const tiny = 1e-300;
  let b = t + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(logPrefix) * h;
}
