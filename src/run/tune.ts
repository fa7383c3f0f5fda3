// The lab tunes a weighted strategy record (docs/strategies.md): a coordinate
// search over its weights on training seeds, on the worker pool, then the
// tuned record and the one it started from played on held-out seeds, paired
// deal by deal. A step up or down of one weight is kept when it wins more
// training deals (more cards up breaks a tie); every round halves the steps.

import { wilson } from "../core/stats.ts";
import { pairedComparison } from "./paired.ts";
import type { SeedRange } from "../core/seed-range.ts";
import { FEATURES, type Feature, type WeightedRecord } from "../games/strategy-record.ts";
import type { Pool } from "../pool/pool.ts";
import { RESULT_CODES } from "./chunk.ts";
import type { RunSpec } from "./spec.ts";

export interface Played {
  won: number;
  deals: number;
  /** Cards up (the game's score) over every deal: the tie-break. */
  score: number;
  /** Per deal of the range, in seed order: 1 where won. */
  wins: Uint8Array;
}

/** Plays `record` over `range` on the pool. */
export async function playRecord(pool: Pool, base: RunSpec, record: WeightedRecord, range: SeedRange): Promise<Played> {
  const wins = new Uint8Array(range.hi - range.lo);
  let score = 0;
  await pool.run({ ...base, strategy: "record", strategyRecord: record }, [range], {
    onChunk(c) {
      for (let i = 0; i < c.count; i++) {
        if (c.result[i] === RESULT_CODES.won) wins[c.seedLo + i - range.lo] = 1;
        score += c.score[i];
      }
    },
  });
  return { won: wins.reduce((a, b) => a + b, 0), deals: wins.length, score, wins };
}

const better = (a: Played, b: Played) => a.won > b.won || (a.won === b.won && a.score > b.score);

/** The first step of each weight: half its size, at least 1 for the evaluation (of order 1,000 a card) and 10 for a count. */
function firstStep(f: Feature, w: number): number {
  return Math.max(f === "evaluation" ? 1 : 10, Math.round(Math.abs(w) / 2));
}

export interface TuneRound {
  round: number;
  feature: Feature;
  weight: number;
  tried: number;
  won: number;
  best: number;
  kept: boolean;
}

/**
 * Coordinate search from `start` over `rounds` rounds on `train`; `onStep`
 * hears each weight tried, `onBetter` each record kept (to save it: a run
 * stopped there resumes from the file). Returns the tuned record and its
 * training result.
 */
export async function coordinateSearch(
  pool: Pool,
  base: RunSpec,
  start: WeightedRecord,
  train: SeedRange,
  rounds: number,
  onStep: (s: TuneRound) => void,
  onBetter: (r: WeightedRecord, p: Played) => void,
): Promise<{ record: WeightedRecord; played: Played; first: Played }> {
  let record = start;
  const first = await playRecord(pool, base, record, train);
  let played = first;
  const features = Object.keys(FEATURES) as Feature[];
  const steps = new Map(features.map((f) => [f, firstStep(f, start.weights[f] ?? 0)]));
  for (let round = 1; round <= rounds; round++) {
    for (const f of features) {
      const w = record.weights[f] ?? 0;
      const step = steps.get(f)!;
      let kept = false;
      for (const tried of [w + step, w - step]) {
        if (Math.abs(tried) > 100_000) continue;
        const candidate: WeightedRecord = { ...record, weights: { ...record.weights, [f]: tried } };
        const p = await playRecord(pool, base, candidate, train);
        const win = better(p, played);
        onStep({ round, feature: f, weight: w, tried, won: p.won, best: played.won, kept: win });
        if (win) {
          record = candidate;
          played = p;
          kept = true;
          onBetter(record, played);
          break;
        }
      }
      if (!kept) steps.set(f, Math.max(1, Math.floor(step / 2)));
    }
  }
  return { record, played, first };
}

export interface HeldOut {
  before: { won: number; deals: number; interval: [number, number] };
  after: { won: number; deals: number; interval: [number, number] };
  /** Deals only the tuned record won (b), only the untuned one (c), McNemar's p. */
  b: number;
  c: number;
  pValue: number;
  /** The paired difference in win rate (tuned - untuned) with its 95% interval. */
  difference: number;
  differenceInterval: [number, number];
}

/** The two records on the held-out seeds, paired deal by deal. */
export function compareHeldOut(before: Played, after: Played): HeldOut {
  const p = pairedComparison(after.wins, before.wins);
  const n = before.deals;
  return {
    before: { won: before.won, deals: n, interval: wilson(before.won, n) },
    after: { won: after.won, deals: n, interval: wilson(after.won, n) },
    b: p.onlyA,
    c: p.onlyB,
    pValue: p.pValue,
    difference: p.difference,
    differenceInterval: p.differenceInterval,
  };
}
