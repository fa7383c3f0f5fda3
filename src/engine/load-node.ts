// Finding and compiling build/engine.wasm under Node (CLI, worker_threads, tests).

import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { instantiateEngine, type Engine } from "./engine.ts";

/** The repository root: the nearest folder above this file with our package.json. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, "utf8")).name === "solitaire-lab") return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error("cannot find the solitaire-lab package root");
    dir = up;
  }
}

let compiled: WebAssembly.Module | undefined;

export function engineModule(): WebAssembly.Module {
  if (compiled) return compiled;
  const path = join(packageRoot(), "build", "engine.wasm");
  if (!existsSync(path)) throw new Error(`${path} is missing: run "npm run build" first`);
  compiled = new WebAssembly.Module(readFileSync(path));
  return compiled;
}

export function loadEngine(): Promise<Engine> {
  return instantiateEngine(engineModule());
}
