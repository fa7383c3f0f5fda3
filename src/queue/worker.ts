// The queue's worker side (`solitaire-lab worker --queue URL`): a BullMQ
// worker that takes as many jobs at a time as it has engine threads (one per
// core), each job played on a thread of its own. A machine's cores so never
// wait for the last (hardest) deal of a shared job: each takes its next job.
// BullMQ keeps a job locked while it runs; if this process dies, the lock runs
// out and another worker takes the job again (stalled-job handling), so a lost
// machine costs time only.
//
// A job made with another engine (its fingerprint differs) is refused: it goes
// back to the queue for a worker with the same engine, and the refusal is
// recorded where the submitter shows it.

import { rateText } from "../core/figures.ts";
import { hostname } from "node:os";
import { DelayedError, Worker, type Job } from "bullmq";
import type { Redis } from "ioredis";
import { nodeWorkerFactory } from "../pool/node.ts";
import { Pool } from "../pool/pool.ts";
import { emptyChunk, type ChunkResult } from "../run/chunk.ts";
import { engineFingerprint, thisMachine } from "../run/provenance-node.ts";
import { connect, KEY_PREFIX, QUEUE_NAME, type QueueAddress } from "./connection.ts";
import type { JobData, JobResult } from "./jobs.ts";
import { encodeChunk } from "./wire.ts";

export interface WorkerOptions {
  workers: number;
  /** How long a job stays locked without renewal (BullMQ's lockDuration): how soon a dead worker's job is taken again. */
  lockMs: number;
  log(line: string): void;
}

/** A refused job waits this long before a worker may take it again. */
const REFUSED_DELAY_MS = 5_000;
const PROGRESS_MS = 500;

export const refusalsKey = (run: string) => `${KEY_PREFIX}:${QUEUE_NAME}:refusals:${run}`;

/** Copies a chunk of a job's seeds into the job's columns. */
function place(into: ChunkResult, c: ChunkResult): void {
  const at = c.seedLo - into.seedLo;
  for (const k of ["result", "score", "scoreBound", "proven", "moves", "nodes", "ms"] as const) into[k].set(c[k], at);
  if (c.movesCut) (into.movesCut ??= new Int32Array(into.count)).set(c.movesCut, at);
  for (const [i, message] of Object.entries(c.errors)) into.errors[at + Number(i)] = message;
}

export interface QueueWorker {
  /** Resolves when the worker has stopped. */
  closed: Promise<void>;
  /** Stops taking jobs; `now` also drops the job in hand (its lock runs out and another worker takes it). */
  stop(now: boolean): Promise<void>;
}

export async function startQueueWorker(address: QueueAddress, o: WorkerOptions): Promise<QueueWorker> {
  const engine = engineFingerprint();
  const name = `${hostname()}-${process.pid}`;
  const machine = thisMachine(o.workers);
  const connection: Redis = await connect(address);
  // One single-thread pool per job in hand (a pool still isolates crashes and reports progress).
  const pools = Array.from({ length: o.workers }, () => new Pool(nodeWorkerFactory(), 1));
  const idle = [...pools];
  const refusedRuns = new Set<string>();

  const processor = async (job: Job<JobData, JobResult>, token?: string): Promise<JobResult> => {
    const d = job.data;
    if (d.engine !== engine) {
      const why = `refused run ${d.run}: its records are made with engine ${d.engine}, this machine's engine is ${engine} (lab ${d.version} there); build this machine from the same source to take its jobs`;
      if (!refusedRuns.has(d.run)) {
        refusedRuns.add(d.run);
        o.log(`worker ${name}: ${why}`);
        await connection.hset(refusalsKey(d.run), name, why);
      }
      await job.moveToDelayed(Date.now() + REFUSED_DELAY_MS, token);
      throw new DelayedError();
    }
    o.log(`worker ${name}: job ${job.id}: seeds ${d.lo}..${d.lo + d.count - 1}${job.attemptsStarted > 1 ? ` (started ${job.attemptsStarted} times)` : ""}`);
    const t0 = performance.now();
    const all = emptyChunk(d.lo, d.count);
    let done = 0;
    let lastReport = 0;
    const pool = idle.pop();
    if (!pool) throw new Error("more jobs in hand than engine threads"); // BullMQ's concurrency is the number of pools
    const outcome = await pool
      .run(d.spec, [{ lo: d.lo, hi: d.lo + d.count }], {
        onChunk(c) {
          place(all, c);
          done += c.count;
          const now = performance.now();
          if (now - lastReport > PROGRESS_MS) {
            lastReport = now;
            void job.updateProgress(done).catch(() => {});
          }
        },
      })
      .finally(() => idle.push(pool));
    if (outcome.cancelled) throw new Error("the worker was stopped during the job");
    const elapsedMs = performance.now() - t0;
    o.log(`worker ${name}: job ${job.id}: done in ${(elapsedMs / 1000).toFixed(1)} s (${rateText((d.count * 1000) / elapsedMs)})`);
    return { chunk: encodeChunk(all), machine, worker: name, elapsedMs, workerRestarts: outcome.workerRestarts };
  };

  const worker = new Worker<JobData, JobResult>(QUEUE_NAME, processor, {
    connection,
    prefix: KEY_PREFIX,
    name,
    concurrency: o.workers,
    lockDuration: o.lockMs,
    stalledInterval: Math.max(1_000, Math.floor(o.lockMs / 2)),
    // A job may lose its worker several times (machines die); each time it is taken again.
    maxStalledCount: 20,
    autorun: false,
  });
  worker.on("error", (e) => o.log(`worker ${name}: ${e.message}`));
  o.log(`worker ${name}: ${o.workers} engine worker${o.workers > 1 ? "s" : ""}, engine ${engine}, taking jobs from ${address.where} (queue ${QUEUE_NAME})`);
  const closed = worker.run().finally(() => {
    for (const p of pools) p.close();
    connection.disconnect();
  });
  return {
    closed,
    async stop(now) {
      if (now) for (const p of pools) p.cancel();
      await worker.close(now);
      await closed;
    },
  };
}
