// How long a run has left, from what its deals have cost so far, for the
// CLI's progress bar and the dashboard's run page alike.
//
// A deal's cost is its share (by its own milliseconds) of the time its chunk
// kept a worker busy, so that checking and cutting lines count too. Costs are
// kept per strategy, since strategies in one run differ by orders of
// magnitude and take turns (a rate measured over the last seconds swings as
// the turns change), and per kind of deal (won, lost, unknown, error), since a
// solver's unknown deals run to its budget while its wins come quickly. The
// deals left are costed at the kinds' mean costs in the mix seen so far; the
// range allows for each mean's uncertainty, for each kind's share (its 95%
// Wilson interval), and for a solver's deal that runs out its time budget
// before any has. Young, the range is wide; it narrows as deals come in.

import { wilson } from "../core/stats.ts";

/** Seconds left: the likeliest and a range; `high` is Infinity while a strategy with deals left has played none. */
export interface TimeLeft {
  low: number;
  likely: number;
  high: number;
}

/** What the estimator needs of a chunk of finished deals (a ChunkResult is one). */
export interface ChunkCost {
  count: number;
  result: ArrayLike<number>;
  ms: ArrayLike<number>;
  /** Milliseconds the chunk kept its worker busy; the deals' own times when absent. */
  wallMs?: number;
}

const Z = 1.96;
const KINDS = 4; // won, lost, unknown, error (RESULT_CODES)
const UNKNOWN = 2;

interface Kind {
  n: number;
  sum: number;
  squares: number;
}

export class TimeLeftEstimator {
  private readonly kinds = new Map<string, Kind[]>();
  private busyMs = 0;
  private chunks = 0;
  private lastAt = 0;

  /**
   * `workers` play at once (undefined when not known, as with a queue's
   * machines: then as many as the work done so far shows); `budgetMs(strategy)`
   * is the most a deal of that strategy may cost before it is called unknown
   * (the solver's time budget), or 0 when nothing bounds it.
   */
  constructor(
    private readonly workers: number | undefined,
    private readonly budgetMs: (strategy: string) => number = () => 0,
  ) {}

  /** A chunk of `strategy`'s deals, finished `at` ms of running time into the session. */
  add(strategy: string, c: ChunkCost, at: number): void {
    let kinds = this.kinds.get(strategy);
    if (!kinds) this.kinds.set(strategy, (kinds = Array.from({ length: KINDS }, () => ({ n: 0, sum: 0, squares: 0 }))));
    let own = 0;
    for (let i = 0; i < c.count; i++) own += c.ms[i];
    const wall = c.wallMs ?? own;
    for (let i = 0; i < c.count; i++) {
      const cost = own > 0 ? (wall * c.ms[i]) / own : wall / c.count;
      const k = kinds[Math.min(KINDS - 1, c.result[i])];
      k.n++;
      k.sum += cost;
      k.squares += cost * cost;
    }
    this.busyMs += wall;
    this.chunks++;
    this.lastAt = Math.max(this.lastAt, at);
  }

  /** The per-deal cost of a strategy's deals left: likeliest, lowest and highest (ms) and one deal's spread, or null before any. */
  private perDeal(strategy: string): { likely: number; low: number; high: number; spread: number } | null {
    const kinds = this.kinds.get(strategy);
    const n = kinds?.reduce((a, k) => a + k.n, 0) ?? 0;
    if (!kinds || n === 0) return null;
    const parts = kinds.flatMap((k) => {
      if (k.n === 0) return [];
      const mean = k.sum / k.n;
      // One deal of a kind says little of its spread: its mean is taken as uncertain by its own size.
      const se = k.n > 1 ? Math.sqrt(Math.max(0, (k.squares - k.n * mean * mean) / (k.n - 1)) / k.n) : mean;
      const [lo, hi] = wilson(k.n, n);
      return [{ share: k.n / n, lo, hi, low: Math.max(0, mean - Z * se), mean, high: mean + Z * se }];
    });
    // A solver's deal that runs out of time costs its budget, though none has yet.
    const budget = this.budgetMs(strategy);
    if (budget > 0 && kinds[UNKNOWN].n === 0) parts.push({ share: 0, lo: 0, hi: wilson(0, n)[1], low: budget, mean: budget, high: budget });
    const likely = parts.reduce((a, p) => a + p.share * p.mean, 0);
    const sum = kinds.reduce((a, k) => a + k.sum, 0);
    const squares = kinds.reduce((a, k) => a + k.squares, 0);
    const spread = n > 1 ? Math.sqrt(Math.max(0, (squares - (sum * sum) / n) / (n - 1))) : likely;
    return { likely, low: extreme(parts, "low"), high: extreme(parts, "high"), spread };
  }

  /**
   * Seconds left for `left` deals per strategy, `now` ms of running time into
   * the session; null before any deal of a strategy that has deals left.
   */
  estimate(left: Record<string, number>, now: number): TimeLeft | null {
    let likely = 0;
    let low = 0;
    let high = 0;
    let longest = 0;
    let unknown = false;
    let known = false;
    for (const [strategy, deals] of Object.entries(left)) {
      if (deals <= 0) continue;
      const c = this.perDeal(strategy);
      if (!c) {
        unknown = true;
        continue;
      }
      known = true;
      // The deals left are a sample too: which kinds they turn out to be spreads their sum by about spread x sqrt(deals).
      const luck = Z * c.spread * Math.sqrt(deals);
      likely += deals * c.likely;
      low += Math.max(0, deals * c.low - luck);
      high += deals * c.high + luck;
      longest = Math.max(longest, c.likely);
    }
    if (!known && !unknown) return { low: 0, likely: 0, high: 0 };
    if (!known) return null;
    // How many deals go at once: all the workers at best; as measured at worst (work still in flight
    // is not yet counted, so the measure starts low); likeliest with half a chunk in flight on each other worker.
    const perChunk = this.busyMs / this.chunks;
    const measured = this.lastAt > 0 ? this.busyMs / this.lastAt : 1;
    const workers = this.workers ?? Math.max(1, measured);
    const inFlight = ((workers - 1) * perChunk) / 2;
    const usual = this.lastAt > 0 ? (this.busyMs + inFlight) / this.lastAt : workers;
    const at = (p: number) => Math.max(1e-3, Math.min(workers, p));
    // Time passes between chunks: count it off, up to the usual gap between two.
    const since = Math.max(0, Math.min(now - this.lastAt, perChunk / workers));
    const seconds = (work: number, parallel: number) => Math.max(0, Math.max(work / parallel, longest) - since) / 1000;
    return {
      low: seconds(low, this.workers ?? at(measured)),
      likely: seconds(likely, this.workers === undefined ? at(measured) : at(usual)),
      high: unknown ? Infinity : seconds(high, at(measured)),
    };
  }
}

/** The highest (or lowest) mean cost the kinds' shares allow: each share within its interval, the rest to the costliest (cheapest) kinds. */
function extreme(parts: { lo: number; hi: number; low: number; high: number }[], end: "low" | "high"): number {
  const cost = (p: (typeof parts)[number]) => (end === "high" ? p.high : p.low);
  const order = [...parts].sort((a, b) => (end === "high" ? cost(b) - cost(a) : cost(a) - cost(b)));
  let rest = 1 - parts.reduce((a, p) => a + p.lo, 0);
  let total = 0;
  for (const p of order) {
    const extra = Math.max(0, Math.min(rest, p.hi - p.lo));
    rest -= extra;
    total += (p.lo + extra) * cost(p);
  }
  return total;
}

/** Settled enough to be one figure: the range within a quarter of the likeliest (or a few seconds). */
const settled = (t: TimeLeft) => t.high - t.low <= Math.max(0.25 * t.likely, 3);

/**
 * The time left in words, each duration written by `duration` (the CLI's
 * "3m05s", the dashboard's "3 min 5 s"): "about 3m05s left" once settled, a
 * range while young, "at least ..." while some strategy has played no deal.
 */
export function timeLeftText(t: TimeLeft | null, duration: (seconds: number) => string): string {
  if (!t) return "estimating the time left";
  if (t.likely === 0 && t.high === 0) return "nothing left";
  if (t.high === Infinity) return `at least ${duration(t.low)} left`;
  if (settled(t)) return `about ${duration(t.likely)} left`;
  return `${duration(t.low)} to ${duration(t.high)} left`;
}
