// The builder's estimate of a run's length before it starts. Only the
// solver's budget bounds a deal's time; strategies play a deal in
// microseconds, so a strategies-only run is quick whatever its size.

import { fmtDuration, fmtInt } from "./dom.ts";
import type { ExperimentPlan } from "./experiment.ts";

/** One line: the longest the solver's deals can take on these workers, or why there is no bound. */
export function runEstimate(plan: ExperimentPlan): string {
  const deals = plan.seeds.hi - plan.seeds.lo;
  const solver = plan.strategies.includes("solver");
  const all = `${fmtInt(deals * plan.strategies.length)} deals (${fmtInt(deals)} seeds × ${plan.strategies.length} ${plan.strategies.length === 1 ? "player" : "players"})`;
  if (!solver) return `${all}: strategies play thousands of deals per second per worker, so this takes seconds to minutes.`;
  if (plan.budget.timeMs === 0) return `${all}: the solver has no time limit per deal, so there is no bound on how long this takes.`;
  const bound = (deals * plan.budget.timeMs) / 1000 / plan.workers;
  return `${all}: at most about ${fmtDuration(bound)} for the solver's deals (${fmtInt(deals)} at up to ${fmtDuration(plan.budget.timeMs / 1000)} each, on ${plan.workers} ${plan.workers === 1 ? "worker" : "workers"}); most deals end well before their budget.`;
}
