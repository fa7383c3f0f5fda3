// Provenance in the browser, for the JSONL export: this lab's version, the
// engine's fingerprint (the same hash of engine.wasm the CLI writes) and the
// machine as the browser sees it. An imported run keeps its file's provenance.

import wasmUrl from "../../build/engine.wasm?url";
import pkg from "../../package.json" with { type: "json" };
import { makeProvenance, type Provenance } from "../run/provenance.ts";
import { specFor, type Experiment } from "./experiment.ts";

let engine: Promise<string> | undefined;

export function engineFingerprint(): Promise<string> {
  engine ??= fetch(wasmUrl)
    .then((r) => r.arrayBuffer())
    .then((bytes) => crypto.subtle.digest("SHA-256", bytes))
    .then(
      (d) =>
        `sha256:${[...new Uint8Array(d)]
          .map((b) => b.toString(16).padStart(2, "0"))
          .join("")
          .slice(0, 16)}`,
    );
  return engine;
}

/** The provenance line of one strategy's records, or null for an imported file that had none. */
export async function exportProvenance(e: Experiment, strategy: string): Promise<Provenance | null> {
  const i = e.imported;
  if (i && !i.engine) return null;
  const made = i
    ? { version: i.version!, engine: i.engine!, machines: i.machines }
    : {
        version: pkg.version,
        engine: await engineFingerprint(),
        machines: [{ host: "browser", cores: navigator.hardwareConcurrency || 1, workers: e.workers, platform: navigator.platform }],
      };
  const p = makeProvenance(specFor(e, strategy), e.seeds, made);
  p.created = new Date(i?.created ?? e.created).toISOString();
  return p;
}
