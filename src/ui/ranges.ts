// Seed intervals: what is left to run given the chunks already stored, and the
// blocks a multi-strategy experiment works through in turn.

import type { SeedRange } from "../core/seed-range.ts";

export interface StoredInterval {
  seedLo: number;
  count: number;
}

/** The seeds of `frame` not covered by `stored` (which may come in any order). */
export function remainingRanges(frame: SeedRange, stored: StoredInterval[]): SeedRange[] {
  const sorted = [...stored].sort((a, b) => a.seedLo - b.seedLo);
  const out: SeedRange[] = [];
  let cursor = frame.lo;
  for (const s of sorted) {
    const lo = Math.max(s.seedLo, frame.lo);
    const hi = Math.min(s.seedLo + s.count, frame.hi);
    if (hi <= lo) continue;
    if (lo > cursor) out.push({ lo: cursor, hi: lo });
    cursor = Math.max(cursor, hi);
  }
  if (cursor < frame.hi) out.push({ lo: cursor, hi: frame.hi });
  return out;
}

/** The parts of `ranges` inside `block`. */
export function clipRanges(ranges: SeedRange[], block: SeedRange): SeedRange[] {
  const out: SeedRange[] = [];
  for (const r of ranges) {
    const lo = Math.max(r.lo, block.lo);
    const hi = Math.min(r.hi, block.hi);
    if (hi > lo) out.push({ lo, hi });
  }
  return out;
}

/** `frame` cut into consecutive blocks of `size` seeds (the last may be shorter). */
/** Turns per strategy when several share a run: they take turns over blocks of seeds, so they advance together. */
export const TURNS = 20;

/**
 * Seeds per turn: a twentieth of the run, however small (a floor of 1,000
 * made a 200-deal run one block, so the fast strategies finished before the
 * slow one began).
 */
export const turnSize = (dealsPerStrategy: number): number => Math.max(1, Math.ceil(dealsPerStrategy / TURNS));

export function blocksOf(frame: SeedRange, size: number): SeedRange[] {
  const out: SeedRange[] = [];
  for (let lo = frame.lo; lo < frame.hi; lo += size) out.push({ lo, hi: Math.min(frame.hi, lo + size) });
  return out;
}

export const rangesSize = (ranges: SeedRange[]) => ranges.reduce((n, r) => n + r.hi - r.lo, 0);

/** The seeds two ranges share, or null. */
export function intersect(a: SeedRange, b: SeedRange): SeedRange | null {
  const lo = Math.max(a.lo, b.lo);
  const hi = Math.min(a.hi, b.hi);
  return hi > lo ? { lo, hi } : null;
}
