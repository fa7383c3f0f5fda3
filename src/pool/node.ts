// Engine workers as Node worker_threads (the CLI and the tests). They run the
// compiled worker in dist/ and get the compiled .wasm module from here.

import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import * as Comlink from "comlink";
import type { WorkerApi } from "../../workers/engine.worker.ts";
import { engineModule, packageRoot } from "../engine/load-node.ts";
import { nodeEndpoint } from "./endpoint.ts";
import type { WorkerFactory } from "./pool.ts";

export const defaultWorkers = (): number => availableParallelism();

export function nodeWorkerFactory(): WorkerFactory {
  const script = join(packageRoot(), "dist", "workers", "engine.worker.js");
  if (!existsSync(script)) throw new Error(`${script} is missing: run "npm run build" first`);
  const module = engineModule();
  return async () => {
    const worker = new Worker(script);
    const died = new Promise<Error>((resolve) => {
      worker.once("error", (err) => resolve(err));
      worker.once("exit", (code) => resolve(new Error(`worker exited with code ${code}`)));
    });
    const api = Comlink.wrap<WorkerApi>(nodeEndpoint(worker));
    await Promise.race([api.init(module), died.then((e) => Promise.reject(e))]);
    return {
      api,
      died,
      terminate: () => {
        try {
          api[Comlink.releaseProxy]();
        } catch {
          // already gone
        }
        void worker.terminate();
      },
    };
  };
}
