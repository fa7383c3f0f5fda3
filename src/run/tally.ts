// Running totals of an experiment and its summary: counts, the win rate with
// its conservative 95% Wilson interval, the score histogram, and percentiles
// of search effort.

import { conservativeInterval, LogHistogram, percentiles, type Percentiles } from "../core/stats.ts";
import type { ChunkResult } from "./chunk.ts";
import { RESULT_CODES } from "./chunk.ts";
import type { DealRecord } from "./record.ts";

export interface Summary {
  deals: number;
  won: number;
  lost: number;
  unknown: number;
  errors: number;
  /** won / deals. */
  winRate: number;
  /** 95% Wilson interval; unknown and error deals count as losses below and as wins above. */
  ci95: [number, number];
  /** score -> number of deals. */
  scoreHistogram: Record<string, number>;
  nodes: Percentiles;
  ms: Percentiles;
  /** Deals finished in this session per second of wall time. */
  dealsPerSecond: number;
}

export class Tally {
  deals = 0;
  won = 0;
  lost = 0;
  unknown = 0;
  errors = 0;
  scores = new Map<number, number>();
  nodes = new LogHistogram(true);
  ms = new LogHistogram();

  private add(result: number, score: number, nodes: number, ms: number): void {
    this.deals++;
    if (result === RESULT_CODES.won) this.won++;
    else if (result === RESULT_CODES.lost) this.lost++;
    else if (result === RESULT_CODES.unknown) this.unknown++;
    else this.errors++;
    if (result !== RESULT_CODES.error) {
      this.scores.set(score, (this.scores.get(score) ?? 0) + 1);
      this.nodes.add(nodes);
      // As the records keep it (to the microsecond), so that a run's summary and its records' agree.
      this.ms.add(Math.round(ms * 1000) / 1000);
    }
  }

  addChunk(c: ChunkResult): void {
    for (let i = 0; i < c.count; i++) this.add(c.result[i], c.score[i], c.nodes[i], c.ms[i]);
  }

  addRecord(r: DealRecord): void {
    this.add(RESULT_CODES[r.result], r.score, r.nodes, r.ms);
  }

  summary(newDeals = this.deals, elapsedMs = 0): Summary {
    const histogram: Record<string, number> = {};
    for (const s of [...this.scores.keys()].sort((a, b) => a - b)) histogram[s] = this.scores.get(s)!;
    return {
      deals: this.deals,
      won: this.won,
      lost: this.lost,
      unknown: this.unknown,
      errors: this.errors,
      winRate: this.deals ? this.won / this.deals : 0,
      ci95: conservativeInterval(this.won, this.unknown + this.errors, this.deals),
      scoreHistogram: histogram,
      nodes: percentiles(this.nodes),
      ms: percentiles(this.ms),
      dealsPerSecond: elapsedMs > 0 ? (newDeals * 1000) / elapsedMs : 0,
    };
  }
}
