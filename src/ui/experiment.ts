// An experiment as the dashboard keeps it: one game with its settings, one or
// several strategies (the solver among them) over the same seeds, budgets,
// workers, and how far it has got. Each strategy is a sub-run with its own
// RunSpec; pairing them deal by deal is what the comparison does.

import type { StrategyRecord } from "../games/strategy-record.ts";
import { presetText, settingsText } from "../core/figures.ts";
import type { Numbering } from "../core/numbering.ts";
import type { Budget } from "../engine/engine.ts";
import { findGame, type Settings } from "../games/catalogue.ts";
import { resolveSettings } from "../games/settings.ts";
import type { SeedRange } from "../core/seed-range.ts";
import type { RunSpec } from "../run/spec.ts";
import type { Machine } from "../run/provenance.ts";
import { SOLVER_ID } from "../run/shortfall.ts";

export type RunState = "running" | "paused" | "done" | "cancelled";

export interface Experiment {
  id: string;
  created: number;
  game: string;
  preset: string;
  settings: Settings;
  strategies: string[];
  /** The strategies' own settings, for those that have any (by strategy id). */
  strategySettings?: Record<string, Settings>;
  /** The strategy record the strategy `record` plays (typed in the builder). */
  strategyRecord?: StrategyRecord;
  numbering: Numbering;
  budget: Budget;
  /**
   * The solver's lines as the search found them (run --lines found, or the
   * builder's choice): its records count them uncut. Absent: cut of their
   * detours, as the viewer shows them.
   */
  lines?: "found";
  rngSeed: number;
  /** The seeds every strategy plays (hi exclusive). */
  seeds: SeedRange;
  workers: number;
  state: RunState;
  /** Deals stored so far, per strategy (written in the same transaction as the deals). */
  stored: Record<string, number>;
  /** Deals stored so far by result, per strategy (with the stored counts; absent on runs stored before it was kept). */
  outcomes?: Record<string, Outcomes>;
  /** Milliseconds spent running, over all sessions. */
  activeMs: number;
  /** A records file opened in the dashboard (not run here); complete once every line is stored. */
  imported?: ImportInfo & { complete: boolean };
}

export type ExperimentPlan = Omit<Experiment, "id" | "created" | "state" | "stored" | "outcomes" | "activeMs">;

export interface Outcomes {
  won: number;
  lost: number;
  unknown: number;
  errors: number;
}

const noOutcomes = (): Outcomes => ({ won: 0, lost: 0, unknown: 0, errors: 0 });
const OUTCOME_KEYS: (keyof Outcomes)[] = ["won", "lost", "unknown", "errors"]; // by result code

/** The outcome counts with these chunks' deals added (a new object: it is written with the chunks). */
export function withChunks(
  outcomes: Record<string, Outcomes> | undefined,
  chunks: { strategy: string; count: number; result: ArrayLike<number> }[],
): Record<string, Outcomes> {
  const out: Record<string, Outcomes> = {};
  for (const [s, o] of Object.entries(outcomes ?? {})) out[s] = { ...o };
  for (const c of chunks) {
    const o = (out[c.strategy] ??= noOutcomes());
    for (let i = 0; i < c.count; i++) o[OUTCOME_KEYS[c.result[i]]]++;
  }
  return out;
}

export function newExperiment(plan: ExperimentPlan): Experiment {
  const id = `${Date.now().toString(36)}-${Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, "0")}`;
  return {
    ...plan,
    id,
    created: Date.now(),
    state: "running",
    stored: Object.fromEntries(plan.strategies.map((s) => [s, 0])),
    outcomes: Object.fromEntries(plan.strategies.map((s) => [s, noOutcomes()])),
    activeMs: 0,
  };
}

export const specFor = (e: ExperimentPlan, strategy: string): RunSpec => ({
  game: e.game,
  preset: e.preset,
  settings: e.settings,
  strategy,
  ...(e.strategySettings?.[strategy] ? { strategySettings: e.strategySettings[strategy] } : {}),
  ...(strategy === "record" && e.strategyRecord ? { strategyRecord: e.strategyRecord } : {}),
  numbering: e.numbering,
  budget: e.budget,
  rngSeed: e.rngSeed,
  // Only the solver's lines are cut; a strategy's records count the moves it played.
  ...(e.lines === "found" && strategy === SOLVER_ID ? { cutLines: false } : {}),
});

export const dealsPerStrategy = (e: ExperimentPlan) => e.seeds.hi - e.seeds.lo;
export const totalDeals = (e: ExperimentPlan) => dealsPerStrategy(e) * e.strategies.length;
export const storedDeals = (e: Experiment) => Object.values(e.stored).reduce((a, b) => a + b, 0);

/** Same key = the same deals for the same seed, so results pair deal by deal. */
export function dealKey(e: ExperimentPlan): string {
  const game = findGame(e.game);
  return JSON.stringify([e.game, e.numbering, game ? game.dealSpec(e.settings) : e.settings]);
}

export const seedsText = (r: SeedRange) => `${r.lo}..${r.hi - 1}`;

/** A strategy with the settings of its own that differ from its defaults: "hindsight (samples=4)". */
export function strategyLabel(e: ExperimentPlan, strategy: string): string {
  if (strategy === "record" && e.strategyRecord) return `record ${e.strategyRecord.name}`;
  const def = findGame(e.game)?.strategies.find((s) => s.id === strategy);
  const own = Object.entries(e.strategySettings?.[strategy] ?? {}).filter(([k, v]) => def?.settings.find((s) => s.key === k)?.default !== v);
  return own.length ? `${strategy} (${own.map(([k, v]) => `${k}=${v}`).join(" ")})` : strategy;
}

const strategiesText = (e: ExperimentPlan) => e.strategies.map((s) => strategyLabel(e, s)).join(" vs ");

/** "Accordion, preset standard, lookahead vs slide-first, sv seeds 0..9999". */
export function experimentTitle(e: ExperimentPlan): string {
  const game = findGame(e.game);
  return `${game?.name ?? e.game}, ${presetText(e.preset, e.settings)}, ${strategiesText(e)}, ${e.numbering} seeds ${seedsText(e.seeds)}`;
}

/**
 * The experiment in a line short enough for a chart's title: the game, its
 * preset and only the settings changed from it, the strategies and the seeds:
 * "Klondike, preset klondike-bg with draw=1, solver vs greedy, sv seeds 0..999".
 */
export function experimentName(e: ExperimentPlan): string {
  const game = findGame(e.game);
  let changed: Settings = e.settings;
  if (game?.presets[e.preset]) {
    const base = resolveSettings(game, e.preset, []).settings;
    changed = Object.fromEntries(Object.entries(e.settings).filter(([k, v]) => base[k] !== v));
  }
  const own = Object.keys(changed).length ? ` with ${settingsText(changed)}` : "";
  return `${game?.name ?? e.game}, preset ${e.preset}${own}, ${strategiesText(e)}, ${e.numbering} seeds ${seedsText(e.seeds)}`;
}

/**
 * When the run was started: an imported file's own start (its provenance),
 * else when this browser started it.
 */
export function startedAt(e: Experiment): number {
  const ran = e.imported?.created ? Date.parse(e.imported.created) : Number.NaN;
  return Number.isFinite(ran) ? ran : e.created;
}

/** What the run page says about an imported run. */
export interface ImportInfo {
  file: string;
  records: number;
  /** Records of a seed (and strategy) already read, left out. */
  duplicates: number;
  /** Bytes of a half-written last line left out (a run stopped while writing it), as merge and --resume leave it out. */
  cutBytes?: number;
  /** Seeds of the range with no record, per strategy. */
  missing: Record<string, number>;
  /** From the provenance lines, when the file has them. */
  version?: string;
  engine?: string;
  machines: Machine[];
  created?: string;
  notes: string[];
  /** Seeds to open in the viewer: per strategy, the lowest few of each result, and the slowest deal. */
  examples: Record<string, { won: number[]; lost: number[]; unknown: number[]; error: number[]; slowest: number | null }>;
}
