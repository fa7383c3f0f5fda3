// Exports: the per-deal records of a run as JSONL (the CLI's --out format,
// line for line: each strategy's records after its provenance line) or CSV
// with a header row, made from the stored chunks in seed order, strategy by
// strategy; and a file name that says what is in it.

import { provenanceLine } from "../run/provenance.ts";
import { chunkToJsonl, chunkToRecords, type DealRecord } from "../run/record.ts";
import { exportProvenance } from "./provenance-browser.ts";
import { seedsText, specFor, type Experiment } from "./experiment.ts";
import type { RunStore } from "./run-store.ts";

export const CSV_COLUMNS = [
  "game",
  "preset",
  "settings",
  "strategy",
  "numbering",
  "seed",
  "result",
  "score",
  "nodes",
  "ms",
  "moves",
  "movesCut",
  "scoreBound",
  "proven",
  "error",
] as const;

export const exportName = (e: Experiment) => `${e.game}-${e.strategies.join("+")}-${e.numbering}-${seedsText(e.seeds)}`.replace(/[^A-Za-z0-9.+_-]+/g, "_");

function csvCell(v: unknown): string {
  if (v === undefined) return "";
  const s = typeof v === "object" ? JSON.stringify(v) : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (r: DealRecord) => `${CSV_COLUMNS.map((k) => csvCell(r[k])).join(",")}\n`;

/** The run's records in a Blob (built from parts so that millions of deals need not fit in one string). */
export async function exportRecords(store: RunStore, e: Experiment, format: "jsonl" | "csv", onProgress?: (deals: number) => void): Promise<Blob> {
  const parts: Blob[] = [];
  if (format === "csv") parts.push(new Blob([`${CSV_COLUMNS.join(",")}\n`]));
  let deals = 0;
  for (const strategy of e.strategies) {
    const spec = specFor(e, strategy);
    const header = format === "jsonl" ? await exportProvenance(e, strategy) : null;
    if (header) parts.push(new Blob([provenanceLine(header)]));
    for await (const c of store.chunks(e.id, strategy)) {
      const text = format === "jsonl" ? chunkToJsonl(spec, c) : chunkToRecords(spec, c).map(csvLine).join("");
      parts.push(new Blob([text]));
      deals += c.count;
      onProgress?.(deals);
    }
  }
  return new Blob(parts, { type: format === "jsonl" ? "application/x-ndjson" : "text/csv" });
}
