// Provenance under Node: this lab's version, the engine's fingerprint (a
// hash of build/engine.wasm) and this machine.

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { availableParallelism, cpus, hostname } from "node:os";
import { join } from "node:path";
import { packageRoot } from "../engine/load-node.ts";
import type { Machine } from "./provenance.ts";

let engineHash: string | undefined;
let version: string | undefined;

export function engineFingerprint(): string {
  if (engineHash === undefined) {
    const bytes = readFileSync(join(packageRoot(), "build", "engine.wasm"));
    engineHash = `sha256:${createHash("sha256").update(bytes).digest("hex").slice(0, 16)}`;
  }
  return engineHash;
}

export function labVersion(): string {
  version ??= JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")).version as string;
  return version;
}

export function thisMachine(workers: number): Machine {
  return { host: hostname(), cores: availableParallelism(), workers, cpu: cpus()[0]?.model?.trim(), platform: `${process.platform}-${process.arch}` };
}
