// Several arms' stored deals walked together in seed order: each arm's chunks
// come from IndexedDB in seed order, and the walk yields stretches of seeds
// within which every arm's chunk is fixed (or the arm has no record there).
// Memory is one chunk per arm whatever the run's size; the deal list's filters
// and the comparison's figures on shared seeds are made this way.

import type { SeedRange } from "../../core/seed-range.ts";
import { sliceChunk as sliceSeeds, type ChunkResult } from "../../run/chunk.ts";
import type { RunStore } from "../run-store.ts";

export interface ArmSource {
  runId: string;
  strategy: string;
}

/** Seeds lo..hi-1, and for each arm the chunk holding all of them, or null where it holds none. */
export interface Stretch {
  lo: number;
  hi: number;
  chunks: (ChunkResult | null)[];
}

export async function* alignedStretches(store: RunStore, arms: ArmSource[], frame: SeedRange): AsyncGenerator<Stretch> {
  const streams = arms.map((a) => store.chunks(a.runId, a.strategy));
  // The arm's chunk at or after the current seed; undefined once its chunks are used up.
  const current: (ChunkResult | undefined)[] = await Promise.all(streams.map(async (s) => (await s.next()).value || undefined));
  let seed = frame.lo;
  try {
    while (seed < frame.hi) {
      for (let i = 0; i < arms.length; i++) {
        while (current[i] && current[i]!.seedLo + current[i]!.count <= seed) current[i] = (await streams[i].next()).value || undefined;
      }
      if (current.every((c) => c === undefined)) return;
      let hi = frame.hi;
      const chunks = current.map((c) => {
        if (!c) return null;
        if (c.seedLo > seed) {
          hi = Math.min(hi, c.seedLo);
          return null;
        }
        hi = Math.min(hi, c.seedLo + c.count);
        return c;
      });
      if (chunks.some((c) => c !== null)) yield { lo: seed, hi, chunks };
      seed = hi;
    }
  } finally {
    await Promise.all(streams.map((s) => s.return(undefined)));
  }
}

/** A chunk's columns for seeds lo..hi-1 only (views, nothing copied). */
export const sliceChunk = (c: ChunkResult, lo: number, hi: number): ChunkResult => sliceSeeds(c, lo, hi - lo);
