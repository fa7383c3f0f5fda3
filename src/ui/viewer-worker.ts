// The deal viewer's own engine worker: the solver or a strategy plays one deal
// there (the page never searches). A search can be stopped by ending the
// worker; the next play starts a fresh one.

import * as Comlink from "comlink";
import type { SolveProgress } from "../engine/engine.ts";
import { engineModule } from "../engine/load-browser.ts";
import { browserWorkerFactory } from "../pool/browser.ts";
import type { WorkerHandle } from "../pool/pool.ts";
import type { DealSource, PlayedDeal } from "../run/play-deal.ts";
import type { RunSpec } from "../run/spec.ts";
import type { WhereLost } from "../run/where-lost.ts";
import type { Budget } from "../engine/engine.ts";

export class PlayStopped extends Error {}

let handle: Promise<WorkerHandle> | undefined;
let stopCurrent: ((e: Error) => void) | undefined;

/**
 * The deal played in the worker and replayed there through the reference:
 * every move in words, every position drawn. onProgress hears how a solve
 * goes while it runs (every quarter of a second).
 */
export function playDeal(spec: RunSpec, deal: DealSource, onProgress?: (p: SolveProgress) => void): Promise<PlayedDeal> {
  return inWorker((h) => h.api.playDeal(spec, deal, { words: true, views: true }, onProgress && Comlink.proxy(onProgress)));
}

/** Where a strategy's lost line stopped being winnable (src/run/where-lost.ts), each probe a solve within `budget`. */
export function findWhereLost(spec: RunSpec, deal: DealSource, moves: number[], budget: Budget): Promise<WhereLost> {
  return inWorker((h) => h.api.whereLost(spec, deal, moves, budget));
}

/** One call in the worker, which stopPlay() can stop. */
async function inWorker<T>(call: (h: WorkerHandle) => Promise<T>): Promise<T> {
  handle ??= engineModule().then((m) => browserWorkerFactory(m)());
  const stopped = new Promise<never>((_, reject) => (stopCurrent = reject));
  const h = await Promise.race([handle, stopped]);
  try {
    return await Promise.race([call(h), h.died.then((e) => Promise.reject(e)), stopped]);
  } catch (e) {
    if (!(e instanceof PlayStopped)) handle = undefined; // a dead worker is not reused
    throw e;
  } finally {
    stopCurrent = undefined;
  }
}

/** Stops a play in progress: its promise rejects with PlayStopped. */
export async function stopPlay(): Promise<void> {
  const h = handle;
  handle = undefined;
  stopCurrent?.(new PlayStopped("stopped"));
  stopCurrent = undefined;
  (await h)?.terminate();
}
