// Strategies on the same seeds, paired deal by deal: for every two arms, the
// deals one wins and the other does not (McNemar's b and c) and the deals one
// scores better on (the sign test). Filled incrementally as chunks arrive, so
// the comparison is live; memory is one byte of outcome plus the score per
// seed and arm.

import type { ScoreDef } from "../games/catalogue.ts";
import { RESULT_CODES } from "../run/chunk.ts";
import type { SeedRange } from "../core/seed-range.ts";

/** Outcome columns of consecutive seeds (a ChunkResult is one). */
export interface ResultColumns {
  seedLo: number;
  count: number;
  result: ArrayLike<number>;
  score: ArrayLike<number>;
}

export interface PairCounts {
  /** Deals both arms have finished. */
  paired: number;
  /** A won and B did not (lost, unknown or error): McNemar's b. */
  onlyA: number;
  /** B won and A did not: McNemar's c. */
  onlyB: number;
  /** Scores (deals with an error on either side left out). */
  aBetter: number;
  bBetter: number;
  tied: number;
  /** The lowest few seeds of each kind (whatever order deals arrive in), to open in the viewer. */
  onlyASeeds: number[];
  onlyBSeeds: number[];
}

export const SAMPLE_SEEDS = 8;
const NOT_DONE = 0;
const WON = 1 + RESULT_CODES.won;
const ERROR = 1 + RESULT_CODES.error;

/** Keeps the `most` lowest seeds, sorted, whatever order they come in. */
export function keepLowest(seeds: number[], seed: number, most = SAMPLE_SEEDS): void {
  if (seeds.length === most && seed > seeds[most - 1]) return;
  let i = seeds.length;
  while (i > 0 && seeds[i - 1] > seed) i--;
  seeds.splice(i, 0, seed);
  if (seeds.length > most) seeds.pop();
}

const emptyCounts = (): PairCounts => ({ paired: 0, onlyA: 0, onlyB: 0, aBetter: 0, bBetter: 0, tied: 0, onlyASeeds: [], onlyBSeeds: [] });

function scoreArray(score: ScoreDef, n: number): Int8Array | Int16Array | Int32Array {
  if (score.min >= -128 && score.max <= 127) return new Int8Array(n);
  if (score.min >= -32768 && score.max <= 32767) return new Int16Array(n);
  return new Int32Array(n);
}

export class PairedResults {
  private readonly status: Uint8Array[];
  private readonly scores: (Int8Array | Int16Array | Int32Array)[];
  private readonly counts = new Map<string, PairCounts>();
  private readonly higherIsBetter: boolean;

  constructor(
    readonly frame: SeedRange,
    readonly arms: string[],
    score: ScoreDef,
  ) {
    const n = frame.hi - frame.lo;
    this.status = arms.map(() => new Uint8Array(n));
    this.scores = arms.map(() => scoreArray(score, n));
    this.higherIsBetter = score.better === "higher";
    for (let i = 0; i < arms.length; i++) for (let j = i + 1; j < arms.length; j++) this.counts.set(`${i},${j}`, emptyCounts());
  }

  /** Records an arm's results; seeds outside the frame, or already recorded, are ignored. */
  add(arm: string, c: ResultColumns): void {
    const x = this.arms.indexOf(arm);
    if (x < 0) throw new Error(`no arm "${arm}" in this comparison`);
    const status = this.status[x];
    const scores = this.scores[x];
    const lo = Math.max(c.seedLo, this.frame.lo);
    const hi = Math.min(c.seedLo + c.count, this.frame.hi);
    for (let seed = lo; seed < hi; seed++) {
      const at = seed - this.frame.lo;
      if (status[at] !== NOT_DONE) continue;
      const k = seed - c.seedLo;
      status[at] = 1 + c.result[k];
      scores[at] = c.score[k];
      for (let y = 0; y < this.arms.length; y++) {
        if (y === x || this.status[y][at] === NOT_DONE) continue;
        const [a, b] = x < y ? [x, y] : [y, x];
        this.count(this.counts.get(`${a},${b}`)!, seed, at, a, b);
      }
    }
  }

  private count(p: PairCounts, seed: number, at: number, a: number, b: number): void {
    const sa = this.status[a][at];
    const sb = this.status[b][at];
    p.paired++;
    if (sa === WON && sb !== WON) {
      p.onlyA++;
      keepLowest(p.onlyASeeds, seed);
    } else if (sb === WON && sa !== WON) {
      p.onlyB++;
      keepLowest(p.onlyBSeeds, seed);
    }
    if (sa === ERROR || sb === ERROR) return;
    const diff = this.scores[a][at] - this.scores[b][at];
    if (diff === 0) p.tied++;
    else if (diff > 0 === this.higherIsBetter) p.aBetter++;
    else p.bBetter++;
  }

  /** Counts for arms a and b, with a's wins as onlyA whichever order they were made in. */
  pair(a: string, b: string): PairCounts {
    const i = this.arms.indexOf(a);
    const j = this.arms.indexOf(b);
    if (i < 0 || j < 0 || i === j) throw new Error(`cannot pair "${a}" with "${b}"`);
    const p = this.counts.get(`${Math.min(i, j)},${Math.max(i, j)}`)!;
    if (i < j) return p;
    return { ...p, onlyA: p.onlyB, onlyB: p.onlyA, aBetter: p.bBetter, bBetter: p.aBetter, onlyASeeds: p.onlyBSeeds, onlyBSeeds: p.onlyASeeds };
  }

  /** Every pair of arms, in arm order. */
  pairs(): { a: string; b: string; counts: PairCounts }[] {
    const out: { a: string; b: string; counts: PairCounts }[] = [];
    for (let i = 0; i < this.arms.length; i++)
      for (let j = i + 1; j < this.arms.length; j++) out.push({ a: this.arms[i], b: this.arms[j], counts: this.pair(this.arms[i], this.arms[j]) });
    return out;
  }
}
