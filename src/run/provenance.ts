// Provenance: the first line of every records file says what made it — the
// experiment, its budgets, the seed range (and shard), the lab's version, the
// engine's fingerprint and the machines — so that files from different runs,
// shards or clusters are known to be comparable before they are merged.
//
// The engine fingerprint is a content hash of the engine's .wasm: two builds
// with the same bytes play every deal the same way. (bench --fingerprint is a
// behavioural check of the engine and takes ~20 s; the hash costs nothing and
// changes with any change of the engine.)

import { readStrategyRecord, type StrategyRecord } from "../games/strategy-record.ts";
import type { Budget } from "../engine/engine.ts";
import type { Settings } from "../games/values.ts";
import { splitLegacySettings } from "../games/legacy-settings.ts";
import type { Numbering } from "../core/numbering.ts";
import type { SeedRange } from "../core/seed-range.ts";
import type { Shard } from "./shard.ts";
import type { RunSpec } from "./spec.ts";

export interface Machine {
  host: string;
  cores: number;
  /** Engine workers it ran with. */
  workers: number;
  cpu?: string;
  platform?: string;
}

export interface Provenance {
  kind: "provenance";
  lab: "solitaire-lab";
  version: string;
  /** "sha256:" and the first 16 hex digits of the engine's .wasm. */
  engine: string;
  experiment: {
    game: string;
    preset: string;
    settings: Settings;
    strategy: string;
    /** The strategy's own settings, where it has any (older files kept them among `settings`: upgradeProvenance). */
    strategySettings?: Settings;
    /** The strategy record the strategy `record` played, whole. */
    strategyRecord?: StrategyRecord;
    numbering: Numbering;
    rngSeed: number;
  };
  budget: Budget;
  /**
   * The solver's lines as the search found them (run --lines found): each
   * record's moves count that line, not the line cut of its detours that
   * solve shows (absent: cut, as runs that keep records cut them by default).
   */
  lines?: "found";
  /** The whole experiment's seeds, "A..B" inclusive (a shard runs part of them). */
  seeds: string;
  shard?: Shard;
  machines: Machine[];
  /** When the file was started (ISO 8601). */
  created: string;
  /** Runs through a job queue: the run's id in the queue and the seeds per job. */
  queue?: { run: string; jobSize: number };
  /** A merged file: the files it was made from. */
  mergedFrom?: { file: string; records: number; version: string; shard?: Shard }[];
}

export const seedsText = (r: SeedRange) => `${r.lo}..${r.hi - 1}`;

export function parseSeedsText(text: string): SeedRange | null {
  const m = /^(\d+)\.\.(\d+)$/.exec(text);
  return m && Number(m[1]) <= Number(m[2]) ? { lo: Number(m[1]), hi: Number(m[2]) + 1 } : null;
}

export function makeProvenance(
  spec: RunSpec,
  range: SeedRange,
  made: { version: string; engine: string; machines: Machine[]; shard?: Shard; queue?: Provenance["queue"] },
): Provenance {
  const { game, preset, settings, strategy, strategySettings, strategyRecord, numbering, rngSeed, budget } = spec;
  return {
    kind: "provenance",
    lab: "solitaire-lab",
    version: made.version,
    engine: made.engine,
    experiment: {
      game,
      preset,
      settings,
      strategy,
      ...(strategySettings ? { strategySettings } : {}),
      ...(strategyRecord ? { strategyRecord } : {}),
      numbering,
      rngSeed,
    },
    budget: { ...budget },
    ...(spec.cutLines === false ? { lines: "found" as const } : {}),
    seeds: seedsText(range),
    ...(made.shard ? { shard: made.shard } : {}),
    machines: made.machines,
    created: new Date().toISOString(),
    ...(made.queue ? { queue: made.queue } : {}),
  };
}

export const provenanceLine = (p: Provenance) => `${JSON.stringify(p)}\n`;

export function isProvenance(x: unknown): x is Provenance {
  return typeof x === "object" && x !== null && (x as { kind?: unknown }).kind === "provenance";
}

/**
 * A header as this version writes it: a file made when strategies' settings
 * were kept among the game's (hindsightSamples, ...) has them moved to the
 * strategy's own (legacy-settings.ts).
 */
export function upgradeProvenance(p: Provenance): Provenance {
  const e = p.experiment;
  if (!e || typeof e.settings !== "object" || e.settings === null) return p;
  // A strategy record in a file is checked as one given with --strategy-file.
  if (e.strategyRecord !== undefined) readStrategyRecord(e.strategyRecord, "the file's strategy record");
  const { settings, strategySettings } = splitLegacySettings(e.settings, e.strategy);
  if (Object.keys(strategySettings).length === 0 && Object.keys(settings).length === Object.keys(e.settings).length) return p;
  return { ...p, experiment: { ...e, settings, strategySettings: { ...strategySettings, ...(e.strategySettings ?? {}) } } };
}

/** The experiment a header describes, as the spec workers run. */
export function specOf(p: Provenance): RunSpec {
  return { ...p.experiment, budget: { ...p.budget }, ...(p.lines === "found" ? { cutLines: false } : {}) };
}

const budgetText = (b: Budget) => `${b.nodes || "no"} node limit, ${b.timeMs ? `${b.timeMs} ms` : "no time limit"}, ${b.ttMiB} MiB table`;

/**
 * Why records under two headers cannot be counted together (another
 * experiment, other budgets, another engine), or null when they can.
 */
export function incompatibility(a: Provenance, b: Provenance): string | null {
  const ea = a.experiment;
  const eb = b.experiment;
  for (const k of ["game", "preset", "strategy", "numbering", "rngSeed"] as const) {
    if (ea[k] !== eb[k]) return `another experiment (${k} ${ea[k]} vs ${eb[k]})`;
  }
  if (JSON.stringify(ea.settings) !== JSON.stringify(eb.settings))
    return `another experiment (settings ${JSON.stringify(ea.settings)} vs ${JSON.stringify(eb.settings)})`;
  const sa = JSON.stringify(ea.strategySettings ?? {});
  const sb = JSON.stringify(eb.strategySettings ?? {});
  if (sa !== sb) return `another experiment (strategy settings ${sa} vs ${sb})`;
  if (JSON.stringify(ea.strategyRecord ?? null) !== JSON.stringify(eb.strategyRecord ?? null))
    return `another experiment (strategy record ${ea.strategyRecord?.name ?? "none"} vs ${eb.strategyRecord?.name ?? "none"}, or another version of it)`;
  if (budgetText(a.budget) !== budgetText(b.budget)) return `other budgets (${budgetText(a.budget)} vs ${budgetText(b.budget)})`;
  if ((a.lines ?? "cut") !== (b.lines ?? "cut")) return `other lines (--lines ${a.lines ?? "cut"} vs ${b.lines ?? "cut"}): their records count other moves`;
  if (a.engine !== b.engine) return `another engine (${a.engine} vs ${b.engine}): the same deals may play differently`;
  return null;
}
