// Shards for batch schedulers (Slurm job arrays, Kubernetes indexed jobs):
// `--shard K/N` runs the K-th of N slices of a seed range, either contiguous
// (one stretch each) or interleaved (blocks of SHARD_BLOCK seeds dealt round
// robin, so that every shard gets a sample of the whole range). The N files
// are joined again by `solitaire-lab merge`.

import { UserError } from "../core/errors.ts";
import type { SeedRange } from "../core/seed-range.ts";

export type ShardMode = "contiguous" | "interleaved";
export const SHARD_MODES: readonly ShardMode[] = ["contiguous", "interleaved"];

/** The K-th (1-based) of `count` slices. */
export interface Shard {
  index: number;
  count: number;
  mode: ShardMode;
}

/** Seeds per block of the interleaved slicing. */
export const SHARD_BLOCK = 1000;
const MAX_SHARDS = 1_000_000;

export function parseShard(text: string, modeText = "contiguous"): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || count > MAX_SHARDS || index < 1 || index > count) {
    throw new UserError(`--shard takes K/N, whole numbers with 1 <= K <= N <= ${MAX_SHARDS.toLocaleString("en-US")} (the K-th of N slices), not "${text}"`);
  }
  if (!SHARD_MODES.includes(modeText as ShardMode)) throw new UserError(`--shard-mode takes ${SHARD_MODES.join(" or ")}, not "${modeText}"`);
  return { index, count, mode: modeText as ShardMode };
}

export const shardText = (s: Shard) => `${s.index}/${s.count}${s.mode === "interleaved" ? " interleaved" : ""}`;

/** The seeds of `range` that shard `s` runs (empty when there are more shards than seeds to give). */
export function shardRanges(range: SeedRange, s: Shard): SeedRange[] {
  const span = range.hi - range.lo;
  const k = s.index - 1;
  if (s.mode === "contiguous") {
    const lo = range.lo + Math.floor((k * span) / s.count);
    const hi = range.lo + Math.floor(((k + 1) * span) / s.count);
    return hi > lo ? [{ lo, hi }] : [];
  }
  const out: SeedRange[] = [];
  const stride = SHARD_BLOCK * s.count;
  for (let lo = range.lo + k * SHARD_BLOCK; lo < range.hi; lo += stride) {
    const hi = Math.min(range.hi, lo + SHARD_BLOCK);
    const last = out[out.length - 1];
    if (last && last.hi === lo)
      last.hi = hi; // one shard: a single stretch
    else out.push({ lo, hi });
  }
  return out;
}
