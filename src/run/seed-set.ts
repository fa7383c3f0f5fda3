// A set of seeds as a bitmap in pages allocated on first use: seeds go up to
// 2^32, but a run touches a few ranges of them, so memory follows the seeds
// recorded (one bit each), not the numbering's span.

import type { SeedRange } from "../core/seed-range.ts";

const PAGE_BITS = 20; // 2^20 seeds = 128 KiB per page
const PAGE_SEEDS = 2 ** PAGE_BITS;
const PAGE_MASK = PAGE_SEEDS - 1;

export class SeedSet {
  private readonly pages = new Map<number, Uint8Array>();
  size = 0;

  has(seed: number): boolean {
    const page = this.pages.get(Math.floor(seed / PAGE_SEEDS));
    const k = seed & PAGE_MASK;
    return page !== undefined && (page[k >> 3] & (1 << (k & 7))) !== 0;
  }

  /** Adds a seed; false when it was already there. */
  add(seed: number): boolean {
    const p = Math.floor(seed / PAGE_SEEDS);
    let page = this.pages.get(p);
    if (!page) this.pages.set(p, (page = new Uint8Array(PAGE_SEEDS >> 3)));
    const k = seed & PAGE_MASK;
    const bit = 1 << (k & 7);
    if (page[k >> 3] & bit) return false;
    page[k >> 3] |= bit;
    this.size++;
    return true;
  }

  /** The seeds of `ranges` not in the set, as ranges in the same order. */
  missing(ranges: SeedRange[]): SeedRange[] {
    const out: SeedRange[] = [];
    const gap = (lo: number, hi: number) => {
      const last = out[out.length - 1];
      if (last && last.hi === lo) last.hi = hi;
      else out.push({ lo, hi });
    };
    for (const r of ranges) {
      for (let s = r.lo; s < r.hi;) {
        const pageEnd = Math.min(r.hi, (Math.floor(s / PAGE_SEEDS) + 1) * PAGE_SEEDS);
        if (!this.pages.has(Math.floor(s / PAGE_SEEDS))) {
          gap(s, pageEnd); // a page never touched: all missing
          s = pageEnd;
        } else if (this.has(s)) s++;
        else {
          let end = s + 1;
          while (end < pageEnd && !this.has(end)) end++;
          gap(s, end);
          s = end;
        }
      }
    }
    return out;
  }
}

/** Whether `seed` is in `ranges` (sorted, not overlapping). */
export function inRanges(ranges: SeedRange[], seed: number): boolean {
  let lo = 0;
  let hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid].hi <= seed) lo = mid + 1;
    else hi = mid;
  }
  return lo < ranges.length && ranges[lo].lo <= seed;
}
