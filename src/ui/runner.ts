// Runs an experiment in the worker pool: every strategy over the seeds not yet
// stored, several strategies in turns of seed blocks so that they can be
// compared while the run goes on. A chunk counts only once it is in
// IndexedDB, so a reload or a closed tab at any moment loses nothing stored
// and the next session runs exactly the seeds that are missing.

import { plural } from "../core/figures.ts";
import { engineModule } from "../engine/load-browser.ts";
import { findGame } from "../games/catalogue.ts";
import { requireStrategy } from "../games/settings.ts";
import { browserWorkerFactory } from "../pool/browser.ts";
import { Pool } from "../pool/pool.ts";
import type { SeedRange } from "../core/seed-range.ts";
import type { ChunkResult } from "../run/chunk.ts";
import { dealsPerStrategy, specFor, storedDeals, totalDeals, withChunks, type Experiment } from "./experiment.ts";
import { compactChunk } from "../run/compact-columns.ts";
import { blocksOf, clipRanges, rangesSize, remainingRanges, turnSize } from "./ranges.ts";
import { TimeLeftEstimator, type TimeLeft } from "../run/time-left.ts";
import { recentRate, trimSamples, type RateSample } from "./recent-rate.ts";
import type { RunResults } from "./run-results.ts";
import type { RunStore, StoredChunk } from "./run-store.ts";

export type RunnerStatus = "idle" | "starting" | "running" | "paused" | "done" | "cancelled" | "elsewhere" | "failed";

export interface RunProgress {
  done: number;
  total: number;
  /** Deals stored per second of running time in this session. */
  dealsPerSecond: number;
  /** Deals stored per second over the last half minute of running. */
  recentPerSecond: number;
  /** Seconds left from what this session's deals have cost (src/run/time-left.ts), or null before any. */
  timeLeft: TimeLeft | null;
}

/** Chunks waiting for IndexedDB beyond this many deals hold the pool back. */
const MAX_QUEUED_DEALS = 2_000_000;

export const lockName = (id: string) => `solitaire-lab:run:${id}`;

export class ExperimentRunner {
  status: RunnerStatus = "idle";
  notices: string[] = [];
  private pool: Pool | undefined;
  private cancelled = false;
  private userPaused = false;
  private heldForStore = false;
  private queue: StoredChunk[] = [];
  private queuedDeals = 0;
  private flushing: Promise<void> | undefined;
  private sessionDeals = 0;
  /** Running time of this session (paused time left out), and exp.activeMs when it began. */
  private activeMs = 0;
  private activeSince: number | null = null;
  private baseActiveMs = 0;
  /** Deals stored by moments of this session's running time, for the recent rate. */
  private recent: RateSample[] = [];
  private estimator = new TimeLeftEstimator(1);
  private listeners = new Set<() => void>();
  private finished: Promise<void> | undefined;
  /** Why IndexedDB refused to store a chunk (a full disk...): the run stops there. */
  private storeError: Error | undefined;

  constructor(
    private readonly store: RunStore,
    readonly exp: Experiment,
    readonly results: RunResults,
  ) {
    if (exp.state === "done") this.status = "done";
    else if (exp.state === "cancelled") this.status = "cancelled";
    else if (exp.state === "paused") this.status = "paused";
  }

  /**
   * Nothing in flight: no chunk out with a worker, none waiting for
   * IndexedDB. After a pause, this is when the stored count stops moving.
   */
  settled(): boolean {
    return (this.pool?.inFlight ?? 0) === 0 && this.queue.length === 0 && this.flushing === undefined;
  }

  /** Whether workers are up (running, or paused within this session). */
  hasPool(): boolean {
    return this.pool !== undefined;
  }

  onChange(f: () => void): () => void {
    this.listeners.add(f);
    return () => this.listeners.delete(f);
  }
  private changed(): void {
    for (const f of this.listeners) f();
  }

  /** Runs (or continues) the experiment; another tab already running it wins. */
  start(): Promise<void> {
    if (this.finished && (this.status === "running" || this.status === "starting" || this.status === "paused")) return this.finished;
    this.cancelled = false;
    this.userPaused = false;
    this.storeError = undefined;
    this.status = "starting";
    this.changed();
    const withLock = async (lock: Lock | null): Promise<void> => {
      if (!lock) {
        this.status = "elsewhere";
        this.changed();
        return;
      }
      await this.work();
    };
    const finished = (navigator.locks.request(lockName(this.exp.id), { ifAvailable: true }, withLock) as unknown as Promise<void>).catch((e: unknown) => {
      this.status = "failed";
      this.notices.push(`the run stopped: ${e instanceof Error ? e.message : String(e)}`);
      this.changed();
    });
    this.finished = finished;
    return finished;
  }

  /** Which seeds each strategy still needs, in turns. */
  private schedule(): { strategy: string; ranges: SeedRange[] }[] {
    const left = Object.fromEntries(this.exp.strategies.map((s) => [s, remainingRanges(this.exp.seeds, this.results.intervals[s])]));
    if (this.exp.strategies.length === 1) return [{ strategy: this.exp.strategies[0], ranges: left[this.exp.strategies[0]] }];
    const size = turnSize(dealsPerStrategy(this.exp));
    return blocksOf(this.exp.seeds, size).flatMap((block) => this.exp.strategies.map((s) => ({ strategy: s, ranges: clipRanges(left[s], block) })));
  }

  private async work(): Promise<void> {
    this.exp.state = "running";
    await this.store.put(this.exp);
    this.sessionDeals = 0;
    this.activeMs = 0;
    this.baseActiveMs = this.exp.activeMs;
    this.activeSince = performance.now();
    this.recent = [{ t: 0, done: 0 }];
    const game = findGame(this.exp.game)!;
    const budgetMs = this.exp.budget.timeMs;
    this.estimator = new TimeLeftEstimator(this.exp.workers, (s) => (requireStrategy(game, s).engineId === 0 ? budgetMs : 0));
    this.heldForStore = false;
    this.pool = new Pool(browserWorkerFactory(await engineModule()), this.exp.workers);
    this.status = "running";
    this.changed();
    try {
      for (const turn of this.schedule()) {
        if (this.cancelled || this.storeError) break;
        if (rangesSize(turn.ranges) === 0) continue;
        const solver = requireStrategy(findGame(this.exp.game)!, turn.strategy).engineId === 0;
        // Every deal is stored: its record counts the moves of the line the viewer replays (unless the lines are kept as found).
        const spec = specFor(this.exp, turn.strategy);
        await this.pool.run({ ...spec, cutLines: spec.cutLines ?? true }, turn.ranges, {
          onChunk: (c) => this.enqueue(turn.strategy, c, solver),
          onWorkerLost: (message) => {
            this.notices.push(`a worker was lost and replaced (${message}); the deal that caused it is an error record`);
            this.changed();
          },
        });
      }
    } finally {
      this.pool.close();
      this.pool = undefined;
      await this.drain();
      this.pauseClock();
    }
    if (this.storeError)
      throw new Error(`the deals could not be stored (${this.storeError.message}); what was stored stays, and opening the run again goes on from there`);
    this.results.markPoints();
    this.exp.activeMs = this.baseActiveMs + this.sessionActiveMs();
    if (!this.cancelled && !this.results.complete()) {
      // The pool delivers every seed it is given; this would be a bug, and the stored deals stay valid.
      this.notices.push(`the run ended with ${plural(totalDeals(this.exp) - storedDeals(this.exp), "deal")} missing; Resume runs them`);
      this.exp.state = "paused";
    } else {
      this.exp.state = this.cancelled ? "cancelled" : "done";
    }
    await this.store.put(this.exp);
    this.status = this.exp.state;
    this.changed();
  }

  private enqueue(strategy: string, c: ChunkResult, solver: boolean): void {
    this.estimator.add(strategy, c, this.sessionActiveMs());
    const stored = compactChunk(c, solver) as StoredChunk;
    stored.runId = this.exp.id;
    stored.strategy = strategy;
    this.queue.push(stored);
    this.queuedDeals += c.count;
    if (this.queuedDeals > MAX_QUEUED_DEALS && !this.heldForStore) {
      this.heldForStore = true;
      this.pool?.pause();
    }
    if (!this.storeError) this.flushing ??= this.flush();
  }

  /** Writes everything queued, one transaction at a time; a chunk counts once its transaction is complete. */
  private async flush(): Promise<void> {
    try {
      await this.flushQueue();
    } catch (e) {
      this.storeError = e instanceof Error ? e : new Error(String(e));
      this.queue = [];
      this.queuedDeals = 0;
      this.pool?.cancel();
    } finally {
      this.flushing = undefined;
    }
  }

  private async flushQueue(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0);
      const deals = batch.reduce((n, c) => n + c.count, 0);
      // The experiment as it will be once these are stored, written in the same transaction.
      const stored = { ...this.exp.stored };
      for (const c of batch) stored[c.strategy] = (stored[c.strategy] ?? 0) + c.count;
      const outcomes = withChunks(this.exp.outcomes, batch);
      const activeMs = this.baseActiveMs + this.sessionActiveMs();
      await this.store.writeChunks({ ...this.exp, stored, outcomes, activeMs }, batch);
      this.exp.stored = stored;
      this.exp.outcomes = outcomes;
      this.exp.activeMs = activeMs;
      this.queuedDeals -= deals;
      for (const c of batch) {
        this.results.add(c.strategy, c);
        this.results.markPoint(c.strategy);
      }
      this.sessionDeals += deals;
      const t = this.sessionActiveMs();
      this.recent.push({ t, done: this.sessionDeals });
      trimSamples(this.recent, t);
      if (this.heldForStore && this.queuedDeals <= MAX_QUEUED_DEALS / 2) {
        this.heldForStore = false;
        if (!this.userPaused) this.pool?.resume();
      }
      this.changed();
    }
  }

  private async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private sessionActiveMs(): number {
    return this.activeMs + (this.activeSince === null ? 0 : performance.now() - this.activeSince);
  }

  private pauseClock(): void {
    if (this.activeSince !== null) this.activeMs += performance.now() - this.activeSince;
    this.activeSince = null;
  }

  pause(): void {
    if (this.status !== "running") return;
    this.userPaused = true;
    this.pool?.pause();
    this.pauseClock();
    this.exp.state = "paused";
    this.status = "paused";
    void this.store.setState(this.exp.id, "paused");
    this.changed();
  }

  resume(): void {
    if (this.status !== "paused" && this.status !== "idle" && this.status !== "elsewhere" && this.status !== "failed") return;
    if (!this.pool) {
      void this.start();
      return;
    }
    this.userPaused = false;
    if (!this.heldForStore) this.pool.resume();
    this.activeSince = performance.now();
    this.exp.state = "running";
    this.status = "running";
    void this.store.setState(this.exp.id, "running");
    this.changed();
  }

  /** Stops for good: chunks in flight are dropped, everything stored stays. */
  cancel(): void {
    if (this.status === "done" || this.status === "cancelled") return;
    this.cancelled = true;
    this.userPaused = false;
    this.pool?.cancel();
    this.exp.state = "cancelled";
    if (!this.pool) {
      this.status = "cancelled";
      void this.store.setState(this.exp.id, "cancelled");
    }
    this.changed();
  }

  /** Cancels and waits until nothing more will be written. */
  async stop(): Promise<void> {
    this.cancel();
    await this.finished;
  }

  progress(): RunProgress {
    const done = storedDeals(this.exp);
    const total = totalDeals(this.exp);
    const running = this.sessionActiveMs();
    const dealsPerSecond = running > 0 ? (this.sessionDeals * 1000) / running : 0;
    // Deals left per strategy: neither stored nor on their way to the store.
    const left: Record<string, number> = {};
    for (const s of this.exp.strategies) left[s] = dealsPerStrategy(this.exp) - (this.exp.stored[s] ?? 0);
    for (const c of this.queue) left[c.strategy] -= c.count;
    return { done, total, dealsPerSecond, recentPerSecond: recentRate(this.recent, running), timeLeft: this.estimator.estimate(left, running) };
  }
}
