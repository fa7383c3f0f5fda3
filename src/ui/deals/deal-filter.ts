// Which deals of a run a filter keeps: by one strategy's result (won, lost,
// unknown, error) and by agreement between the strategies (every deal; the
// deals whose results differ; with the solver, the winnable deals a strategy
// did not win). Fed stretch by stretch from the stored chunks, it keeps the
// matching seeds as bits and counts every option, so the filter's lists can
// show how many deals each choice holds. Plain logic, no DOM.

import type { SeedRange } from "../../core/seed-range.ts";
import { RESULT_CODES } from "../../run/chunk.ts";
import type { Stretch } from "./aligned-chunks.ts";
import { SeedBits } from "./seed-bits.ts";

export const RESULT_NAMES = ["won", "lost", "unknown", "error"] as const;
export type ResultName = (typeof RESULT_NAMES)[number];
export type ResultChoice = "all" | ResultName;
export type Agreement = "all" | "differ" | "winnable";

export interface DealFilter {
  /** The strategy whose result is filtered on and whose deals are listed. */
  strategy: string;
  result: ResultChoice;
  agreement: Agreement;
}

export interface FilterCounts {
  /** The strategy's deals under the agreement filter, by result ("all": every one of them). */
  byResult: Record<ResultChoice, number>;
  /** The strategy's deals by agreement, whatever their result. */
  byAgreement: Record<Agreement, number>;
}

const SOLVER = "solver";
const WON = RESULT_CODES.won;

export class DealFiltering {
  readonly bits: SeedBits;
  readonly counts: FilterCounts = {
    byResult: { all: 0, won: 0, lost: 0, unknown: 0, error: 0 },
    byAgreement: { all: 0, differ: 0, winnable: 0 },
  };
  private readonly at: number;
  private readonly solver: number;
  private readonly wanted: number;

  constructor(
    readonly strategies: string[],
    readonly filter: DealFilter,
    frame: SeedRange,
  ) {
    this.bits = new SeedBits(frame.lo, frame.hi);
    this.at = strategies.indexOf(filter.strategy);
    if (this.at < 0) throw new Error(`no strategy "${filter.strategy}" in this run`);
    this.solver = strategies.indexOf(SOLVER);
    this.wanted = filter.result === "all" ? -1 : RESULT_CODES[filter.result];
  }

  /** Whether the run has a solver to say which deals are winnable. */
  static hasWinnable(strategies: string[]): boolean {
    return strategies.includes(SOLVER) && strategies.length > 1;
  }

  add(s: Stretch): void {
    const mine = s.chunks[this.at];
    if (!mine) return;
    const { byResult, byAgreement } = this.counts;
    const arms = s.chunks.length;
    const solver = this.solver >= 0 ? s.chunks[this.solver] : null;
    for (let seed = s.lo; seed < s.hi; seed++) {
      const result = mine.result[seed - mine.seedLo];
      // Results differ: two strategies with a record of this deal disagree.
      let differ = false;
      let someoneLost = false;
      for (let j = 0; j < arms; j++) {
        const c = s.chunks[j];
        if (!c) continue;
        const r = c.result[seed - c.seedLo];
        if (r !== result) differ = true;
        if (j !== this.solver && r !== WON) someoneLost = true;
      }
      // Winnable (the solver won it) and not won: by this strategy, or by any strategy when this is the solver.
      const winnable = solver !== null && solver.result[seed - solver.seedLo] === WON && (this.at === this.solver ? someoneLost : result !== WON);
      byAgreement.all++;
      if (differ) byAgreement.differ++;
      if (winnable) byAgreement.winnable++;
      const agrees = this.filter.agreement === "all" || (this.filter.agreement === "differ" ? differ : winnable);
      if (!agrees) continue;
      byResult.all++;
      byResult[RESULT_NAMES[result]]++;
      if (this.wanted < 0 || result === this.wanted) this.bits.add(seed);
    }
  }
}
