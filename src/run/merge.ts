// Joining records files (shards of one experiment, a run finished on several
// machines) into one: every file must carry provenance of the same experiment,
// budgets and engine; each seed is kept once (the first record read), and the
// seeds recorded twice and those missing from the experiment's range are
// reported. Files are streamed, so memory is one bit per seed.

import { basename } from "node:path";
import { closeSync, existsSync, fstatSync, openSync, readSync, writeSync } from "node:fs";
import { UserError } from "../core/errors.ts";
import type { SeedRange } from "../core/seed-range.ts";
import { scanLines } from "./jsonl-file.ts";
import {
  incompatibility,
  isProvenance,
  upgradeProvenance,
  parseSeedsText,
  provenanceLine,
  specOf,
  seedsText,
  type Machine,
  type Provenance,
} from "./provenance.ts";
import { sameExperiment, type DealRecord } from "./record.ts";
import { SeedSet } from "./seed-set.ts";
import { Tally } from "./tally.ts";

export interface MergeReport {
  header: Provenance;
  files: { path: string; records: number; duplicates: number; cutBytes: number }[];
  /** Records written (each seed once). */
  records: number;
  /** Records of a seed already read (left out). */
  duplicates: number;
  /** Of those, how many differ from the record kept in result, score, moves or nodes. */
  conflicting: number;
  /** Seeds of the experiment's range that no file holds. */
  missing: number;
  missingRanges: SeedRange[];
  tally: Tally;
}

/** What two records of one seed must agree on (the time a deal took may differ). */
const outcome = (r: DealRecord) => JSON.stringify([r.result, r.score, r.moves, r.nodes, r.scoreBound ?? null, r.proven ?? null]);

/** Union of ranges, sorted and joined. */
function union(ranges: SeedRange[]): SeedRange[] {
  const out: SeedRange[] = [];
  for (const r of [...ranges].sort((a, b) => a.lo - b.lo)) {
    const last = out[out.length - 1];
    if (last && r.lo <= last.hi) last.hi = Math.max(last.hi, r.hi);
    else out.push({ ...r });
  }
  return out;
}

function openFile(path: string): number {
  try {
    return openSync(path, "r");
  } catch (e) {
    throw new UserError(`cannot read ${path}: ${(e as Error).message}`);
  }
}

/** A file's first line: its provenance. */
function readHeader(path: string): Provenance {
  const fd = openFile(path);
  try {
    // The first line, however long (a merged file lists every machine).
    const parts: Buffer[] = [];
    for (let at = 0; ;) {
      const block = Buffer.alloc(1 << 16);
      const n = readSync(fd, block, 0, block.length, at);
      const end = block.subarray(0, n).indexOf(10);
      parts.push(block.subarray(0, end < 0 ? n : end));
      if (end >= 0 || n === 0 || at > 1 << 26) break;
      at += n;
    }
    let h: unknown;
    try {
      h = JSON.parse(Buffer.concat(parts).toString("utf8"));
    } catch {
      h = undefined;
    }
    if (!isProvenance(h)) {
      throw new UserError(
        `${path}: line 1 is not a provenance line (an empty file, one from an older lab, or not a records file); merge needs to know each file's experiment and engine`,
      );
    }
    return upgradeProvenance(h);
  } finally {
    closeSync(fd);
  }
}

/** Calls `visit` for every record of every file, in order; returns the bytes of each file's half-written last line. */
function eachRecord(paths: string[], headers: Provenance[], visit: (file: number, r: DealRecord, text: string) => void): number[] {
  return paths.map((path, file) => {
    const fd = openFile(path);
    const spec = specOf(headers[file]);
    try {
      const complete = scanLines(fd, (text, lineNo) => {
        if (lineNo === 1) return;
        let r: DealRecord;
        try {
          r = JSON.parse(text);
        } catch {
          throw new UserError(`${path}, line ${lineNo}: not a JSON line`);
        }
        if (isProvenance(r))
          throw new UserError(`${path}, line ${lineNo}: a second provenance line (files joined by hand?); merge the files it was made of instead`);
        if (!sameExperiment(r, spec)) throw new UserError(`${path}, line ${lineNo}: a record of another experiment than the file's provenance line says`);
        visit(file, r, text);
      });
      return fstatSync(fd).size - complete;
    } finally {
      closeSync(fd);
    }
  });
}

/** Joins `paths` into `outPath` (which must not exist yet). */
export function mergeFiles(paths: string[], outPath: string, version: string): MergeReport {
  if (paths.length === 0) throw new UserError("merge needs at least one records file");
  if (existsSync(outPath)) throw new UserError(`${outPath} already exists; merge writes a new file: choose another --out or remove it`);
  const headers = paths.map(readHeader);
  headers.forEach((h, i) => {
    const why = incompatibility(headers[0], h);
    if (why) throw new UserError(`${paths[i]} cannot be merged with ${paths[0]}: ${why}`);
  });
  // The experiment's seeds: the union of every file's range.
  const frame = union(
    headers.map((h, i) => {
      const r = parseSeedsText(h.seeds);
      if (!r) throw new UserError(`${paths[i]}: its provenance line has no seed range A..B ("${h.seeds}")`);
      return r;
    }),
  );
  const machines: Machine[] = [];
  const known = new Set<string>();
  for (const h of headers) for (const m of h.machines) if (!known.has(JSON.stringify(m)) && known.add(JSON.stringify(m))) machines.push(m);
  const { shard: _shard, queue: _queue, mergedFrom: _from, ...common } = headers[0];
  const header: Provenance = {
    ...common,
    version: headers.every((h) => h.version === headers[0].version) ? headers[0].version : version,
    seeds: seedsText({ lo: frame[0].lo, hi: frame[frame.length - 1].hi }),
    machines,
    created: new Date().toISOString(),
    mergedFrom: paths.map((p, i) => ({ file: basename(p), records: 0, version: headers[i].version, ...(headers[i].shard ? { shard: headers[i].shard } : {}) })),
  };

  const seen = new SeedSet();
  const tally = new Tally();
  const files = paths.map((path) => ({ path, records: 0, duplicates: 0, cutBytes: 0 }));
  const duplicateSeeds = new Set<number>();
  const out = openSync(outPath, "wx");
  let buffered: string[] = [];
  let bufferedBytes = 0;
  const flush = () => {
    writeSync(out, buffered.join(""));
    buffered = [];
    bufferedBytes = 0;
  };
  try {
    // The record counts in mergedFrom are known only at the end: the line is
    // written with room for them and rewritten in place.
    header.mergedFrom!.forEach((m) => (m.records = Number.MAX_SAFE_INTEGER));
    const room = Buffer.byteLength(provenanceLine(header));
    writeSync(out, provenanceLine(header));
    const cut = eachRecord(paths, headers, (file, r, text) => {
      files[file].records++;
      if (!seen.add(r.seed)) {
        files[file].duplicates++;
        duplicateSeeds.add(r.seed);
        return;
      }
      tally.addRecord(r);
      buffered.push(text, "\n");
      bufferedBytes += text.length + 1;
      if (bufferedBytes > 1 << 20) flush();
    });
    flush();
    cut.forEach((bytes, i) => (files[i].cutBytes = bytes));
    header.mergedFrom!.forEach((m, i) => (m.records = files[i].records));
    const line = provenanceLine(header);
    writeSync(out, `${line.slice(0, -1) + " ".repeat(room - Buffer.byteLength(line))}\n`, 0);
  } finally {
    closeSync(out);
  }

  // Duplicates: a second pass compares them with the records kept.
  let conflicting = 0;
  if (duplicateSeeds.size) {
    const kept = new Map<number, string>();
    eachRecord(paths, headers, (_file, r) => {
      if (!duplicateSeeds.has(r.seed)) return;
      const o = outcome(r);
      const k = kept.get(r.seed);
      if (k === undefined) kept.set(r.seed, o);
      else if (k !== o) conflicting++;
    });
  }
  const missingRanges = seen.missing(frame);
  const duplicates = files.reduce((n, f) => n + f.duplicates, 0);
  return { header, files, records: seen.size, duplicates, conflicting, missing: missingRanges.reduce((n, r) => n + r.hi - r.lo, 0), missingRanges, tally };
}
