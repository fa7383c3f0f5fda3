// The queue's submitting side (`run ... --queue URL`): the run's seeds become
// jobs in Redis (one per block of seeds, with fixed ids), workers on any number
// of machines take them, and this side collects the finished jobs' records by
// seed — a seed already recorded is dropped, so none is counted twice, and a
// job is removed from Redis only after its records were handed on (written).
// Stopping leaves the jobs queued; the workers go on, and a later --resume
// collects what they finished meanwhile.

import { Job, Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { Progress } from "../pool/pool.ts";
import { rangesTotal, type SeedRange } from "../core/seed-range.ts";
import { sliceChunk, type ChunkResult } from "../run/chunk.ts";
import type { Machine } from "../run/provenance.ts";
import type { SeedSet } from "../run/seed-set.ts";
import type { RunSpec } from "../run/spec.ts";
import { connect, KEY_PREFIX, QUEUE_NAME, type QueueAddress } from "./connection.ts";
import { isJobOf, JOB_ATTEMPTS, jobId, jobsFor, type JobData, type JobResult } from "./jobs.ts";
import { decodeChunk } from "./wire.ts";
import { refusalsKey } from "./worker.ts";

export interface Submission {
  address: QueueAddress;
  run: string;
  jobSize: number;
  /** The run's whole seed range (the blocks are counted from its start). */
  frame: SeedRange;
  /** Seeds still to do. */
  todo: SeedRange[];
  spec: RunSpec;
  engine: string;
  version: string;
  /** Seeds recorded so far (results for them are dropped); collected seeds are added. */
  seeds: SeedSet;
}

export interface SubmitHandlers {
  /** New records (seeds not recorded before), a job's worth or part of one. */
  onChunk(c: ChunkResult): void;
  onProgress?(p: Progress & { machines: number; busy: number }): void;
  /** A line for the user: a machine joined, a job failed, a worker refused the run. */
  onNotice?(line: string): void;
}

export interface SubmitOutcome {
  cancelled: boolean;
  /** Jobs this session asked for (jobs already queued by an earlier session count too). */
  jobs: number;
  /** Jobs collected, and those of them that some worker had to start again (it died or stalled). */
  collected: number;
  retried: number;
  /** Records of seeds already recorded, dropped. */
  duplicates: number;
  failed: { id: string; reason: string }[];
  machines: Machine[];
  /** Worker processes that delivered jobs (host and process id). */
  workers: Set<string>;
  done: number;
  elapsedMs: number;
}

const POLL_MS = 250;
const ADD_BATCH = 500;

export class QueueSubmitter {
  private stopped = false;
  private wake: (() => void) | undefined;

  constructor(private readonly s: Submission) {}

  /** Stops collecting (the jobs stay queued for a later --resume). */
  stop(): void {
    this.stopped = true;
    this.wake?.();
  }

  async run(h: SubmitHandlers): Promise<SubmitOutcome> {
    const s = this.s;
    const started = performance.now();
    const connection: Redis = await connect(s.address);
    const queue = new Queue<JobData, JobResult>(QUEUE_NAME, { connection, prefix: KEY_PREFIX });
    const total = rangesTotal(s.todo);
    const out: SubmitOutcome = {
      cancelled: false,
      jobs: 0,
      collected: 0,
      retried: 0,
      duplicates: 0,
      failed: [],
      machines: [],
      workers: new Set(),
      done: 0,
      elapsedMs: 0,
    };
    const machineKeys = new Set<string>();
    const failedIds = new Set<string>();
    const refusals = new Set<string>();
    let failedSeeds = 0;
    try {
      // Jobs of an earlier session that failed for good get another chance.
      for (const id of (await queue.getRanges(["failed"], 0, -1)).filter((id) => isJobOf(s.run, id))) await (await Job.fromId(queue, id))?.retry("failed");
      const jobs = jobsFor(s.frame, s.todo, s.jobSize);
      out.jobs = jobs.length;
      for (let i = 0; i < jobs.length && !this.stopped; i += ADD_BATCH) {
        await queue.addBulk(
          jobs.slice(i, i + ADD_BATCH).map((j) => ({
            name: "seeds",
            data: { run: s.run, spec: s.spec, engine: s.engine, version: s.version, lo: j.lo, count: j.count },
            opts: {
              jobId: jobId(s.run, j.block),
              attempts: JOB_ATTEMPTS,
              backoff: { type: "exponential", delay: 1_000 },
              removeOnComplete: false,
              removeOnFail: false,
            },
          })),
        );
      }

      const collect = async (job: Job<JobData, JobResult>) => {
        const r = job.returnvalue;
        const c = decodeChunk(r.chunk);
        // Only the seeds not recorded yet, in runs of consecutive seeds.
        for (let i = 0; i < c.count;) {
          if (s.seeds.has(c.seedLo + i)) {
            out.duplicates++;
            i++;
            continue;
          }
          let end = i;
          while (end < c.count && !s.seeds.has(c.seedLo + end)) s.seeds.add(c.seedLo + end++);
          h.onChunk(sliceChunk(c, c.seedLo + i, end - i));
          out.done += end - i;
          i = end;
        }
        out.collected++;
        // Started again after its worker was lost (stalled), or after a failed attempt.
        if ((job.stalledCounter ?? 0) > 0 || job.attemptsMade > 1) out.retried++;
        out.workers.add(r.worker);
        const key = JSON.stringify(r.machine);
        if (!machineKeys.has(key)) {
          machineKeys.add(key);
          out.machines.push(r.machine);
          h.onNotice?.(`machine ${r.machine.host} (${r.machine.cores} cores, ${r.machine.workers} workers) delivered its first job`);
        }
        await job.remove(); // only now: its records are written
      };

      while (!this.stopped) {
        for (const id of (await queue.getRanges(["completed"], 0, -1)).filter((id) => isJobOf(s.run, id))) {
          const job = await Job.fromId<JobData, JobResult>(queue, id);
          if (job?.returnvalue) await collect(job);
        }
        for (const id of (await queue.getRanges(["failed"], 0, -1)).filter((id) => isJobOf(s.run, id) && !failedIds.has(id))) {
          const job = await Job.fromId<JobData, JobResult>(queue, id);
          if (!job) continue;
          failedIds.add(id);
          failedSeeds += job.data.count;
          out.failed.push({ id, reason: job.failedReason });
          h.onNotice?.(`job ${id} (seeds ${job.data.lo}..${job.data.lo + job.data.count - 1}) failed after ${job.attemptsMade} attempts: ${job.failedReason}`);
        }
        for (const [worker, why] of Object.entries(await connection.hgetall(refusalsKey(s.run)))) {
          if (!refusals.has(worker) && refusals.add(worker)) h.onNotice?.(why.replace(/^refused/, `worker ${worker} refused`));
        }
        // Deals done inside the jobs running now, for the progress shown.
        let partial = 0;
        const active = (await queue.getRanges(["active"], 0, -1)).filter((id) => isJobOf(s.run, id));
        for (const id of active) {
          const p = (await Job.fromId(queue, id))?.progress;
          if (typeof p === "number") partial += p;
        }
        h.onProgress?.({
          done: Math.min(total, out.done + partial),
          total,
          elapsedMs: performance.now() - started,
          machines: out.machines.length,
          busy: active.length,
        });
        if (out.done + failedSeeds >= total) break;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, POLL_MS);
        });
      }
      out.cancelled = this.stopped && out.done < total;
      if (!out.cancelled && !out.failed.length) await connection.del(refusalsKey(s.run));
    } finally {
      await queue.close();
      connection.disconnect();
    }
    out.elapsedMs = performance.now() - started;
    return out;
  }
}
