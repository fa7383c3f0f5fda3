// Which deals a run covers: half-open ranges of seeds, shared by every layer
// that splits, sends, stores or shows them.

/** Seeds lo, lo+1, ..., hi-1. */
export interface SeedRange {
  lo: number;
  hi: number;
}

export const rangesTotal = (ranges: SeedRange[]) => ranges.reduce((n, r) => n + (r.hi - r.lo), 0);
