// What an experiment is: a game with its settings, a strategy, a numbering,
// per-deal budgets. Sent to every worker with each chunk of seeds.

import type { Numbering } from "../core/numbering.ts";
import type { Budget } from "../engine/engine.ts";
import type { Settings } from "../games/catalogue.ts";
import type { StrategyRecord } from "../games/strategy-record.ts";

export interface RunSpec {
  game: string;
  preset: string;
  settings: Settings;
  strategy: string;
  /** The strategy's own settings (its record's defaults where left out): apart from the game's settings. */
  strategySettings?: Settings;
  /** The record strategy `record` plays (--strategy-file): it travels with every job and in every result's provenance. */
  strategyRecord?: StrategyRecord;
  numbering: Numbering;
  budget: Budget;
  /** Seeds the strategies' random choices (with each deal's seed). */
  rngSeed: number;
  /**
   * Cut the solver's lines of back-and-forth and detours, as `solve` and the
   * viewer cut them, so that a record's moves are the line a user replays.
   * Runs that keep records ask for it (run --out, the dashboard); it costs 5
   * to 35 ms a line, more than the search itself where the solver settles a
   * deal in a millisecond (FreeCell), so runs that keep only verdicts and
   * counts (a summary, the bench, deals' grading) leave it out, and so does
   * a run with records that asks for the lines as found (run --lines found).
   */
  cutLines?: boolean;
  /** Tests only: make the worker crash on these seeds ("trap": a wasm trap; "exit": the worker dies). */
  debugCrash?: { seeds: number[]; mode: "trap" | "exit" };
}

export const DEFAULT_BUDGET: Budget = { nodes: 0, timeMs: 10_000, ttMiB: 256 };

/**
 * Budget limits users may set. The tables stop at 1,920 MiB: with the
 * engine's 64 MiB of fixed areas every address stays under 2 GiB, past which
 * the engine's memory is not addressed (a 2,048 MiB table trapped).
 */
export const BUDGET_LIMITS = { nodes: [0, 1e15], timeMs: [0, 86_400_000], ttMiB: [1, 1920] } as const;
