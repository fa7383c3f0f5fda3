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

/**
 * `release` is the engine everything runs; `checked` is the same source built
 * with every array access bounds-checked (tests run against both).
 */
export type EngineBuild = "release" | "checked";
const FILES: Record<EngineBuild, string> = { release: "engine.wasm", checked: "engine.checked.wasm" };
const compiled = new Map<EngineBuild, WebAssembly.Module>();

export function engineModule(build: EngineBuild = "release"): WebAssembly.Module {
  const known = compiled.get(build);
  if (known) return known;
  const path = join(packageRoot(), "build", FILES[build]);
  if (!existsSync(path)) throw new Error(`${path} is missing: run "npm run build" first`);
  const module = new WebAssembly.Module(readFileSync(path));
  compiled.set(build, module);
  return module;
}

export function loadEngine(build: EngineBuild = "release"): Promise<Engine> {
  return instantiateEngine(engineModule(build));
}
