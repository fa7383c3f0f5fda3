// A records file (run --out, merge, a dashboard export) read back: its
// provenance line and its deal records.
import { readFileSync } from "node:fs";
import { isProvenance, type Provenance } from "../../src/run/provenance.ts";

export function readRecordsFile(path: string): { header: Provenance | undefined; records: any[] } {
  return parseRecords(readFileSync(path, "utf8"));
}

export function parseRecords(text: string): { header: Provenance | undefined; records: any[] } {
  const lines = text
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));
  const header = isProvenance(lines[0]) ? lines.shift() : undefined;
  if (lines.some(isProvenance)) throw new Error("a provenance line after the first");
  return { header, records: lines };
}
