// What goes through the queue: a job is one block of seeds of one run; its
// result is the block's records in columns and the machine that made them.
// Blocks are fixed by the run's seed range and job size, so a resumed run
// asks for the same job ids again (BullMQ keeps one job per id).

import type { StrategyDef } from "../games/types.ts";
import type { SeedRange } from "../core/seed-range.ts";
import type { Machine } from "../run/provenance.ts";
import type { RunSpec } from "../run/spec.ts";
import type { WireChunk } from "./wire.ts";

export interface JobData {
  /** The run's id (job ids are `${run}-${block}`). */
  run: string;
  spec: RunSpec;
  /** The engine fingerprint the submitter's records are made with; workers with another refuse. */
  engine: string;
  version: string;
  lo: number;
  count: number;
}

export interface JobResult {
  chunk: WireChunk;
  machine: Machine;
  /** The worker's name (host and process id). */
  worker: string;
  elapsedMs: number;
  /** Engine workers of that machine that died during the job (their deals are error records). */
  workerRestarts: number;
}

/** Job attempts before BullMQ gives up on a job that throws (crashed deals are records, not throws). */
export const JOB_ATTEMPTS = 5;

export const jobId = (run: string, block: number) => `${run}-${block}`;
export const isJobOf = (run: string, id: string) => id.startsWith(`${run}-`);

/**
 * The jobs covering the seeds of `todo` (within `frame`): for each block of
 * `jobSize` seeds that still has seeds to do, one job from its first to its
 * last such seed.
 */
export function jobsFor(frame: SeedRange, todo: SeedRange[], jobSize: number): { block: number; lo: number; count: number }[] {
  const out: { block: number; lo: number; count: number }[] = [];
  for (const r of todo) {
    for (let lo = r.lo; lo < r.hi;) {
      const block = Math.floor((lo - frame.lo) / jobSize);
      const hi = Math.min(r.hi, frame.lo + (block + 1) * jobSize);
      const last = out[out.length - 1];
      if (last && last.block === block)
        last.count = hi - last.lo; // a block with a gap: one job spans both parts
      else out.push({ block, lo, count: hi - lo });
      lo = hi;
    }
  }
  return out;
}

/**
 * Default seeds per job of `strategy` (the solver, or one whose record says
 * it searches at every move: at most 100). A job is played on one engine
 * thread: it should take seconds, not hours (a lost job is done again), and
 * a run should have a few hundred jobs at least, so that the last ones keep
 * every thread busy.
 */
export function defaultJobSize(strategy: Pick<StrategyDef, "searches">, seeds: number): number {
  return Math.max(1, Math.min(strategy.searches ? 100 : 20_000, Math.ceil(seeds / 256)));
}

/** Default seeds per job of a run: a strategy record with a search around it searches at every move too. */
export function runJobSize(strategy: Pick<StrategyDef, "searches">, spec: Pick<RunSpec, "strategyRecord">, seeds: number): number {
  return defaultJobSize({ searches: strategy.searches || spec.strategyRecord?.search !== undefined }, seeds);
}
