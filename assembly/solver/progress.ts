// Live progress of a solve, for the host (the deal viewer shows it while the
// search runs): every so many milliseconds, the nodes searched so far and the
// best score found so far go to an imported host function. The searches look
// at the clock every 1,024 nodes already (for their time budgets); reporting
// adds one comparison there and nothing to the nodes searched.

import { now } from "../engine/clock";

/** The host's listener: nodes searched, the best score so far, milliseconds since the solve began. */
@external("env", "progress")
declare function hostProgress(nodes: f64, best: i32, ms: f64): void;

/** Milliseconds between reports, as the host asked (0: none). */
let every: f64 = 0;
let next: f64 = Infinity;
let started: f64 = 0;
// What earlier phases of the solve (solver/tableau.ts) searched and found.
let baseNodes: f64 = 0;
let baseBest: i32 = i32.MIN_VALUE;
/** The phase's own best scores are the real game's (not so in a larger game's search: solver/open-talon.ts). */
let ownBest = true;

/** Reports every `ms` milliseconds in the solves to come (0: no reports). */
export function progressEvery(ms: f64): void {
  every = ms;
}

/** A solve begins. */
export function progressStart(): void {
  started = now();
  next = every > 0 ? started + every : Infinity;
  baseNodes = 0;
  baseBest = i32.MIN_VALUE;
  ownBest = true;
}

/** A solve ended: no more reports until the next begins. */
export function progressStop(): void {
  next = Infinity;
}

/**
 * A later phase begins, after `nodes` nodes in the earlier ones, whose best
 * score was `best`; `own`: false where the phase searches another game, whose
 * scores are not the real game's (its reports then keep `best`).
 */
export function progressPhase(nodes: f64, best: i32, own: bool = true): void {
  baseNodes = nodes;
  baseBest = best;
  ownBest = own;
}

/** At time t (from now()), the phase has searched `nodes` and its best score is `best` (higher is better, or the only one). */
@inline export function progressTick(t: f64, nodes: i64, best: i32): void {
  if (t >= next) report(t, nodes, best);
}

function report(t: f64, nodes: i64, best: i32): void {
  next = t + every;
  const shown = !ownBest ? baseBest : baseBest == i32.MIN_VALUE ? best : max(baseBest, best);
  hostProgress(baseNodes + <f64>nodes, shown, t - started);
}
