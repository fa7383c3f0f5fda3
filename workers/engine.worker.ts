// The engine worker: one engine instance behind a Comlink API. The same module
// runs as a browser Web Worker (the dashboard) and as a Node worker_threads
// worker (the CLI and tests); the host compiles the .wasm once and sends the
// compiled module with init().

import * as Comlink from "comlink";
import { instantiateEngine, type Budget, type Engine, type SolveProgress } from "../src/engine/engine.ts";
import { chunkBuffers, runChunk, type ChunkResult } from "../src/run/chunk.ts";
import { playDeal, type DealSource, type PlayedDeal, type ReplayWants } from "../src/run/play-deal.ts";
import { whereLost, type WhereLost } from "../src/run/where-lost.ts";
import type { RunSpec } from "../src/run/spec.ts";
import { requireGame } from "../src/games/settings.ts";
import { nodeEndpoint } from "../src/pool/endpoint.ts";

let engine: Engine | undefined;

function ready(): Engine {
  if (!engine) throw new Error("worker used before init()");
  return engine;
}

const inNode = typeof process !== "undefined" && !!process.versions?.node;

/**
 * Tests of the pool's crash handling: fail on purpose, as asked. Returns a
 * promise that never settles when the worker is made to die.
 */
function crashIfAsked(spec: RunSpec, seedLo: number, count: number): Promise<never> | undefined {
  const crash = spec.debugCrash;
  if (!crash?.seeds.some((s) => s >= seedLo && s < seedLo + count)) return;
  if (crash.mode === "trap") ready().trap(); // a wasm trap: the call fails
  if (inNode) process.exit(70); // ends this worker thread only
  // A browser worker: an uncaught error reaches the page as the worker's "error" event.
  setTimeout(() => {
    throw new Error("worker killed on purpose");
  });
  return new Promise<never>(() => {});
}

const api = {
  async init(module: WebAssembly.Module): Promise<void> {
    engine = await instantiateEngine(module);
  },

  async runChunk(spec: RunSpec, seedLo: number, count: number): Promise<ChunkResult> {
    const dying = crashIfAsked(spec, seedLo, count);
    if (dying) return dying;
    const r = runChunk(ready(), spec, seedLo, count);
    return Comlink.transfer(r, chunkBuffers(r));
  },

  /**
   * One deal, solved or played by a strategy, replayed through the reference
   * (the deal viewer). onProgress (a Comlink proxy) hears how a solve goes
   * while it runs: its calls are posted at once, this thread does not wait for them.
   */
  playDeal(spec: RunSpec, deal: DealSource, wants: ReplayWants, onProgress?: (p: SolveProgress) => void): PlayedDeal {
    return playDeal(ready(), requireGame(spec.game), spec, deal, wants, onProgress && ((p) => void onProgress(p)));
  },

  /** Where a strategy's lost line of the deal stopped being winnable (the deal viewer; src/run/where-lost.ts). */
  whereLost(spec: RunSpec, deal: DealSource, moves: number[], budget: Budget): WhereLost {
    return whereLost(ready(), requireGame(spec.game), spec, deal, moves, budget);
  },
};

export type WorkerApi = typeof api;

// Node's worker_threads, or a browser worker. The specifier is a variable so
// that the browser bundle leaves Node's module alone.
const nodeThreads = "node:worker_threads";
if (inNode) {
  const { parentPort } = (await import(/* @vite-ignore */ nodeThreads)) as typeof import("node:worker_threads");
  Comlink.expose(api, nodeEndpoint(parentPort!));
} else {
  Comlink.expose(api);
}
