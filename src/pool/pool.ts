// The worker pool: one engine worker per core, seeds handed out in chunks,
// results delivered chunk by chunk.
//
// Chunk sizes adapt to the deals' cost (a running estimate of ms per deal):
// cheap deals (playouts) go in chunks of about a quarter of a second, so that
// messages cost nothing; costly ones (searches, whose times vary by orders of
// magnitude) in chunks of a few deals, so that a hard deal holds back few
// others. As the run nears its end, chunks shrink further (guided
// scheduling: at most a 1/GUIDE share of what is left per worker), so that the
// workers finish together.
//
// Crashes: a worker that traps or dies is replaced. The deals of its chunk are
// run again in halves on fresh workers, so a deal that crashes a worker every
// time ends as a single `error` record and the run goes on. Every seed is
// delivered exactly once: as a result, or as an error.

import type { Remote } from "comlink";
import type { WorkerApi } from "../../workers/engine.worker.ts";
import { errorChunk, type ChunkResult } from "../run/chunk.ts";
import type { RunSpec } from "../run/spec.ts";
import { rangesTotal, type SeedRange } from "../core/seed-range.ts";

export interface WorkerHandle {
  api: Remote<WorkerApi>;
  /** Settles with the reason when the worker dies. */
  died: Promise<Error>;
  terminate(): void;
}

export type WorkerFactory = () => Promise<WorkerHandle>;

export interface Progress {
  done: number;
  total: number;
  elapsedMs: number;
}

export interface RunHandlers {
  /** Called once for every chunk of finished deals. */
  onChunk(chunk: ChunkResult): void;
  onProgress?(p: Progress): void;
  /** A worker died and was replaced (the message says why). */
  onWorkerLost?(message: string): void;
}

export interface RunOutcome {
  cancelled: boolean;
  done: number;
  total: number;
  elapsedMs: number;
  workerRestarts: number;
}

interface Task {
  lo: number;
  count: number;
}

const TARGET_CHUNK_MS = 250;
const MAX_CHUNK = 1 << 18;
/** Near the end, a chunk is at most remaining / (GUIDE x workers) deals. */
const GUIDE = 4;

/**
 * Deals per chunk for deals of `msPerDeal`: TARGET_CHUNK_MS of them for cheap
 * deals, falling smoothly to one deal per chunk for deals of a few ms and more
 * (a 0.001 ms deal: 250 ms chunks; 1 ms: 125 ms; 10 ms: about 2 deals).
 */
export function dealsPerChunk(msPerDeal: number): number {
  return msPerDeal > 0 ? Math.max(1, Math.floor(TARGET_CHUNK_MS / (msPerDeal * (1 + msPerDeal)))) : 1;
}

export class Pool {
  private handles: (WorkerHandle | undefined)[] = [];
  private cancelled = false;
  private paused = false;
  private resumeWaiters: (() => void)[] = [];
  /** Chunks handed out and not yet back or given up (0 once a pause has taken hold). */
  inFlight = 0;

  constructor(
    private readonly factory: WorkerFactory,
    readonly size: number,
  ) {
    if (!(size >= 1)) throw new Error("a pool needs at least one worker");
  }

  /** Plays or solves every seed of `ranges`; resolves when all are delivered or the run is cancelled. */
  async run(spec: RunSpec, ranges: SeedRange[], handlers: RunHandlers): Promise<RunOutcome> {
    this.cancelled = false;
    const total = rangesTotal(ranges);
    const started = performance.now();
    const retries: Task[] = []; // halves of chunks whose worker died, run first
    let rangeIndex = 0;
    let cursor = ranges.length ? ranges[0].lo : 0;
    let remaining = total;
    let done = 0;
    let restarts = 0;
    let msPerDeal = 0; // running estimate
    let lastSize = 1;

    const nextTask = (): Task | undefined => {
      if (retries.length) return retries.shift();
      while (rangeIndex < ranges.length && cursor >= ranges[rangeIndex].hi) {
        rangeIndex++;
        if (rangeIndex < ranges.length) cursor = ranges[rangeIndex].lo;
      }
      if (rangeIndex >= ranges.length) return undefined;
      // Sized to the deals' cost, grown at most 4x at a time, and the last
      // chunks small enough that all workers finish together.
      const aim = dealsPerChunk(msPerDeal);
      const balance = Math.ceil(remaining / (this.size * GUIDE));
      const size = Math.max(1, Math.min(aim, lastSize * 4, balance, MAX_CHUNK, ranges[rangeIndex].hi - cursor));
      lastSize = size;
      const task = { lo: cursor, count: size };
      cursor += size;
      remaining -= size;
      return task;
    };

    const deliver = (chunk: ChunkResult) => {
      done += chunk.count;
      handlers.onChunk(chunk);
      handlers.onProgress?.({ done, total, elapsedMs: performance.now() - started });
    };

    /** Runs one chunk on worker `index`; false when the run was cancelled meanwhile. */
    const runTask = async (index: number, task: Task): Promise<boolean> => {
      const handle = this.handles[index] ?? (this.handles[index] = await this.factory());
      const t0 = performance.now();
      try {
        const chunk = await Promise.race([handle.api.runChunk(spec, task.lo, task.count), handle.died.then((e) => Promise.reject(e))]);
        const per = (performance.now() - t0) / task.count;
        msPerDeal = msPerDeal === 0 ? per : 0.7 * msPerDeal + 0.3 * per;
        if (!this.cancelled) deliver(chunk);
      } catch (err) {
        if (this.cancelled) return false;
        const message = `worker crashed: ${err instanceof Error ? err.message : String(err)}`;
        restarts++;
        handle.terminate();
        this.handles[index] = undefined;
        handlers.onWorkerLost?.(message);
        if (task.count === 1) deliver(errorChunk(task.lo, 1, message));
        else {
          const half = Math.floor(task.count / 2);
          retries.unshift({ lo: task.lo, count: half }, { lo: task.lo + half, count: task.count - half });
        }
      }
      return true;
    };

    const slot = async (index: number) => {
      while (!this.cancelled) {
        if (this.paused) await new Promise<void>((r) => this.resumeWaiters.push(r));
        if (this.cancelled) break;
        const task = nextTask();
        if (!task) break;
        this.inFlight++;
        try {
          if (!(await runTask(index, task))) break;
        } finally {
          this.inFlight--;
        }
      }
    };

    await Promise.all(Array.from({ length: this.size }, (_, i) => slot(i)));
    return { cancelled: this.cancelled, done, total, elapsedMs: performance.now() - started, workerRestarts: restarts };
  }

  /** Stops handing out work; workers finish their chunk, then wait. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    for (const r of this.resumeWaiters.splice(0)) r();
  }

  /** Ends the run now: in-flight chunks are dropped (not delivered), workers are stopped. */
  cancel(): void {
    this.cancelled = true;
    this.resume();
    this.close();
  }

  close(): void {
    for (const h of this.handles) h?.terminate();
    this.handles = [];
  }
}
