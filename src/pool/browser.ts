// Engine workers as browser Web Workers (the dashboard): the same worker module
// the CLI runs under Node, bundled by Vite.

import * as Comlink from "comlink";
import type { WorkerApi } from "../../workers/engine.worker.ts";
import type { WorkerFactory } from "./pool.ts";

export const defaultWorkers = (): number => navigator.hardwareConcurrency || 2;

export function browserWorkerFactory(module: WebAssembly.Module): WorkerFactory {
  return async () => {
    const worker = new Worker(new URL("../../workers/engine.worker.ts", import.meta.url), { type: "module" });
    let stopped: (e: Error) => void = () => {};
    const died = new Promise<Error>((resolve) => {
      stopped = resolve;
      worker.addEventListener("error", (e) => resolve(new Error(e.message || "the worker failed")));
    });
    const api = Comlink.wrap<WorkerApi>(worker);
    await Promise.race([api.init(module), died.then((e) => Promise.reject(e))]);
    // A terminated Web Worker sends no event (Node's fire "exit"): settle `died`
    // here, so that a call in flight on it (a cancelled pool's) ends too.
    const terminate = () => {
      worker.terminate();
      stopped(new Error("the worker was stopped"));
    };
    return { api, died, terminate };
  };
}
