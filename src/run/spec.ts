// What an experiment is: a game with its settings, a strategy, a numbering,
// per-deal budgets. Sent to every worker with each chunk of seeds.

import type { Numbering } from "../core/numbering.ts";
import type { Budget } from "../engine/engine.ts";
import type { Settings } from "../games/catalogue.ts";

export interface RunSpec {
  game: string;
  preset: string;
  settings: Settings;
  strategy: string;
  /** The strategy's own settings (its record's defaults where left out): apart from the game's settings. */
  strategySettings?: Settings;
  numbering: Numbering;
  budget: Budget;
  /** Seeds the strategies' random choices (with each deal's seed). */
  rngSeed: number;
  /** Tests only: make the worker crash on these seeds ("trap": a wasm trap; "exit": the worker dies). */
  debugCrash?: { seeds: number[]; mode: "trap" | "exit" };
}

export const DEFAULT_BUDGET: Budget = { nodes: 0, timeMs: 10_000, ttMiB: 256 };

/** Budget limits users may set. */
export const BUDGET_LIMITS = { nodes: [0, 1e15], timeMs: [0, 86_400_000], ttMiB: [1, 1000] } as const;
