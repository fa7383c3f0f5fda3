// Statistics for results: Wilson score intervals (the conservative way of
// INTEROP.md) and compact histograms for percentiles over millions of deals.

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
 * milliseconds over any number of deals in a fixed 36 KiB array.
 */
export class LogHistogram {
  private static readonly EXACT = 64;
  private static readonly LOW = -30; // 2^-30: the smallest octave kept
  private static readonly OCTAVES = 80; // up to 2^50
  private static readonly SIZE = LogHistogram.EXACT + LogHistogram.OCTAVES * 64;
  private counts = new Float64Array(LogHistogram.SIZE);
  total = 0;
  max = 0;

  private static bucket(v: number): number {
    if (v < LogHistogram.EXACT && v === Math.floor(v)) return v;
    const b = LogHistogram.EXACT + Math.floor((Math.log2(Math.max(v, 2 ** LogHistogram.LOW)) - LogHistogram.LOW) * 64);
    return Math.min(b, LogHistogram.SIZE - 1);
  }
  private static value(b: number): number {
    if (b < LogHistogram.EXACT) return b;
    return 2 ** ((b - LogHistogram.EXACT + 0.5) / 64 + LogHistogram.LOW);
  }

  add(v: number, times = 1): void {
    this.counts[LogHistogram.bucket(v)] += times;
    this.total += times;
    if (v > this.max) this.max = v;
  }

  merge(other: LogHistogram): void {
    for (let b = 0; b < LogHistogram.SIZE; b++) this.counts[b] += other.counts[b];
    this.total += other.total;
    this.max = Math.max(this.max, other.max);
  }

  /** The q-quantile (0..1), to the bucket's resolution; the maximum is exact. */
  quantile(q: number): number {
    if (this.total === 0) return 0;
    if (q >= 1) return this.max;
    const rank = Math.ceil(q * this.total);
    let seen = 0;
    for (let b = 0; b < LogHistogram.SIZE; b++) {
      seen += this.counts[b];
      if (seen >= rank) return Math.min(LogHistogram.value(b), this.max);
    }
    return this.max;
  }

  /** Non-empty buckets as [bucket, count] pairs (compact, for storage). */
  toJSON(): [number, number][] {
    const out: [number, number][] = [];
    this.counts.forEach((c, b) => c && out.push([b, c]));
    return out;
  }
  static fromJSON(entries: [number, number][], max: number): LogHistogram {
    const h = new LogHistogram();
    for (const [b, c] of entries) {
      h.counts[b] = c;
      h.total += c;
    }
    h.max = max;
    return h;
  }
}

export interface Percentiles {
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export function percentiles(h: LogHistogram): Percentiles {
  return { p50: h.quantile(0.5), p90: h.quantile(0.9), p99: h.quantile(0.99), max: h.quantile(1) };
}
