// What an experiment has found so far, built from its stored chunks only (on
// opening) and then chunk by chunk as each is stored: a Tally per strategy,
// the win rate's convergence curve, the seed intervals done, and the paired
// comparison when there are several strategies.

import { conservativeInterval } from "../core/stats.ts";
import { findGame } from "../games/catalogue.ts";
import type { ChunkResult } from "../run/chunk.ts";
import { Tally, type Summary } from "../run/tally.ts";
import { dealsPerStrategy, type Experiment } from "./experiment.ts";
import { PairedResults } from "./paired.ts";
import type { StoredInterval } from "./ranges.ts";
import type { RunStore } from "./run-store.ts";

/** The win rate and its conservative 95% interval after `deals` deals. */
export interface CurvePoint {
  deals: number;
  rate: number;
  lo: number;
  hi: number;
}

const MAX_CURVE_POINTS = 600;

export class RunResults {
  readonly tallies: Record<string, Tally> = {};
  readonly curves: Record<string, CurvePoint[]> = {};
  readonly intervals: Record<string, StoredInterval[]> = {};
  readonly paired: PairedResults | null;

  constructor(readonly exp: Experiment) {
    for (const s of exp.strategies) {
      this.tallies[s] = new Tally();
      this.curves[s] = [{ deals: 0, rate: 0, lo: 0, hi: 1 }];
      this.intervals[s] = [];
    }
    const game = findGame(exp.game);
    this.paired = exp.strategies.length > 1 && game ? new PairedResults(exp.seeds, exp.strategies, game.score) : null;
  }

  /** Rebuilds the results of an experiment from its stored chunks. */
  static async load(store: RunStore, exp: Experiment, onProgress?: (deals: number) => void): Promise<RunResults> {
    const r = new RunResults(exp);
    let n = 0;
    for await (const c of store.chunks(exp.id)) {
      if (!r.tallies[c.strategy]) continue;
      r.add(c.strategy, c);
      r.markPoint(c.strategy);
      n += c.count;
      onProgress?.(n);
    }
    return r;
  }

  add(strategy: string, c: ChunkResult): void {
    this.tallies[strategy].addChunk(c);
    this.intervals[strategy].push({ seedLo: c.seedLo, count: c.count });
    this.paired?.add(strategy, c);
  }

  /** Adds a point to a strategy's convergence curve if it has new deals. */
  markPoint(strategy: string): void {
    const t = this.tallies[strategy];
    const curve = this.curves[strategy];
    if (curve[curve.length - 1].deals === t.deals) return;
    const [lo, hi] = conservativeInterval(t.won, t.unknown + t.errors, t.deals);
    curve.push({ deals: t.deals, rate: t.won / t.deals, lo, hi });
    if (curve.length > MAX_CURVE_POINTS) {
      // Thin out evenly, keeping the first and the newest point.
      const kept = curve.filter((_, i) => i % 2 === 0 || i === curve.length - 1);
      curve.splice(0, curve.length, ...kept);
    }
  }

  markPoints(): void {
    for (const s of this.exp.strategies) this.markPoint(s);
  }

  summary(strategy: string): Summary {
    return this.tallies[strategy].summary();
  }

  doneDeals(): number {
    return this.exp.strategies.reduce((n, s) => n + this.tallies[s].deals, 0);
  }

  complete(): boolean {
    return this.exp.strategies.every((s) => this.tallies[s].deals === dealsPerStrategy(this.exp));
  }
}
