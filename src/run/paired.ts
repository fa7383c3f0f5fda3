// Two strategies on the same deals, paired deal by deal: the deals only one
// of them won, McNemar's test on those, and the difference in win rate with
// its 95% interval (the paired standard error, McNemar's setting).

import { mcnemar } from "../core/stats.ts";

export interface Paired {
  deals: number;
  /** Deals only A won, only B won. */
  onlyA: number;
  onlyB: number;
  /** McNemar's p on onlyA against onlyB. */
  pValue: number;
  /** A's win rate less B's, with its 95% interval. */
  difference: number;
  differenceInterval: [number, number];
}

/** A against B: wins (1 won, 0 not) per deal, the same deals in the same order. */
export function pairedComparison(a: ArrayLike<number>, b: ArrayLike<number>): Paired {
  if (a.length !== b.length) throw new Error(`paired comparison of ${a.length} deals with ${b.length}`);
  let onlyA = 0;
  let onlyB = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] && !b[i]) onlyA++;
    if (b[i] && !a[i]) onlyB++;
  }
  const n = a.length;
  const difference = n ? (onlyA - onlyB) / n : 0;
  // The paired difference's standard error: sqrt(b + c - (b - c)^2 / n) / n.
  const se = n ? Math.sqrt(Math.max(0, onlyA + onlyB - (onlyA - onlyB) ** 2 / n)) / n : 0;
  return { deals: n, onlyA, onlyB, pValue: mcnemar(onlyA, onlyB).pValue, difference, differenceInterval: [difference - 1.96 * se, difference + 1.96 * se] };
}
