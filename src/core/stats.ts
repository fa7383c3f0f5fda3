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
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
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
 * milliseconds over any number of deals in a few kilobytes.
 */
export class LogHistogram {
  private counts = new Map<number, number>();
  total = 0;
  max = 0;

  private static bucket(v: number): number {
    if (v < 64 && Number.isInteger(v)) return v;
    return 64 + Math.floor(Math.log2(Math.max(v, 2 ** -30)) * 64) + 64 * 30;
  }
  private static value(b: number): number {
    if (b < 64) return b;
    return 2 ** ((b - 64 - 64 * 30 + 0.5) / 64);
  }

  add(v: number, times = 1): void {
    const b = LogHistogram.bucket(v);
    this.counts.set(b, (this.counts.get(b) ?? 0) + times);
    this.total += times;
    if (v > this.max) this.max = v;
  }

  merge(other: LogHistogram): void {
    for (const [b, c] of other.counts) this.counts.set(b, (this.counts.get(b) ?? 0) + c);
    this.total += other.total;
    this.max = Math.max(this.max, other.max);
  }

  /** The q-quantile (0..1), to the bucket's resolution; the maximum is exact. */
  quantile(q: number): number {
    if (this.total === 0) return 0;
    if (q >= 1) return this.max;
    const rank = Math.ceil(q * this.total);
    let seen = 0;
    for (const b of [...this.counts.keys()].sort((a, c) => a - c)) {
      seen += this.counts.get(b)!;
      if (seen >= rank) return Math.min(LogHistogram.value(b), this.max);
    }
    return this.max;
  }

  toJSON(): [number, number][] {
    return [...this.counts.entries()].sort((a, b) => a[0] - b[0]);
  }
  static fromJSON(entries: [number, number][], max: number): LogHistogram {
    const h = new LogHistogram();
    for (const [b, c] of entries) {
      h.counts.set(b, c);
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
