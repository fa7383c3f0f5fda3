// The --out JSONL file: appending whole lines as chunks finish, and --resume,
// which reads back what is already recorded (also after a kill -9 that left a
// half-written last line) so that no deal is lost or counted twice. The first
// line is the file's provenance (src/run/provenance.ts); --resume continues only
// a file of the same experiment, budgets, seeds and engine.

import { closeSync, existsSync, fstatSync, ftruncateSync, openSync, writeSync } from "node:fs";
import { UserError } from "../core/errors.ts";
import type { SeedRange } from "../core/seed-range.ts";
import { scanLines } from "../run/jsonl-file.ts";
import { incompatibility, isProvenance, provenanceLine, upgradeProvenance, type Provenance } from "../run/provenance.ts";
import { sameExperiment, type DealRecord } from "../run/record.ts";
import { inRanges, SeedSet } from "../run/seed-set.ts";
import type { RunSpec } from "../run/spec.ts";
import { Tally } from "../run/tally.ts";

export interface Resumed {
  /** Seeds of the range still to do. */
  todo: SeedRange[];
  /** Totals of the records already in the file (within the range). */
  tally: Tally;
  recorded: number;
  /** Bytes of a half-written last line that were cut off. */
  cutBytes: number;
  /** The file's provenance: the one it already had (on --resume), else the one written. */
  header: Provenance;
  /** Seeds recorded (within the ranges). */
  seeds: SeedSet;
}

const sameSlice = (a: Provenance, b: Provenance) => a.seeds === b.seeds && JSON.stringify(a.shard ?? null) === JSON.stringify(b.shard ?? null);

export class RecordsFile {
  /** Bytes of the first line (the provenance), newline included; 0 for an older file without one. */
  private headerBytes = 0;

  private constructor(
    private readonly fd: number,
    readonly path: string,
  ) {}

  /**
   * Opens `path` for a run of the seeds `ranges`. Without `resume` the file
   * must be new or empty, and gets `header` as its first line; with it, the
   * records already there are read back and skipped. `headerRoom` pads a new
   * header line to that many bytes, so that rewriteHeader can add to it later.
   */
  static open(path: string, spec: RunSpec, ranges: SeedRange[], resume: boolean, header: Provenance, headerRoom = 0): { file: RecordsFile; resumed: Resumed } {
    const tally = new Tally();
    const seeds = new SeedSet();
    let cutBytes = 0;
    let fd: number;
    try {
      fd = openSync(path, existsSync(path) ? "r+" : "a+");
    } catch (e) {
      throw new UserError(`cannot open --out file ${path}: ${(e as Error).message}`);
    }
    const size = fstatSync(fd).size;
    if (size > 0 && !resume) {
      closeSync(fd);
      throw new UserError(`${path} already holds records; add --resume to continue that run, or choose another --out file`);
    }
    let found: Provenance | undefined;
    let foundBytes = 0;
    let complete = 0;
    if (size > 0) {
      complete = scanLines(fd, (text, lineNo) => {
        let r: DealRecord;
        try {
          r = JSON.parse(text);
        } catch {
          throw new UserError(`${path}, line ${lineNo}: not a JSON record; --resume needs a file this lab wrote`);
        }
        if (isProvenance(r)) {
          const p = upgradeProvenance(r);
          const why =
            lineNo === 1
              ? (incompatibility(p, header) ??
                (sameSlice(p, header) ? null : `other seeds (${p.seeds}${p.shard ? ` shard ${p.shard.index}/${p.shard.count}` : ""})`))
              : "a second header";
          if (why) throw new UserError(`${path}, line ${lineNo}: ${why}; use another --out file`);
          found = p;
          foundBytes = Buffer.byteLength(text) + 1;
          return;
        }
        if (!sameExperiment(r, spec)) {
          throw new UserError(
            `${path}, line ${lineNo}: a record of another experiment (${r.game}, ${r.strategy}, ${r.numbering}, ${JSON.stringify(r.settings)}); use another --out file`,
          );
        }
        if (!inRanges(ranges, r.seed) || !seeds.add(r.seed)) return;
        tally.addRecord(r);
      });
      if (complete < size) {
        // A half-written line from a run that was killed: cut it off.
        cutBytes = size - complete;
        ftruncateSync(fd, complete);
      }
    }
    closeSync(fd);
    const file = new RecordsFile(openSync(path, "a"), path);
    // A new file (or one cut back to nothing) starts with its provenance; an
    // older file without one is continued as it is.
    if (complete === 0) {
      const line = provenanceLine(header);
      file.append(`${line.slice(0, -1) + " ".repeat(Math.max(0, headerRoom - Buffer.byteLength(line)))}\n`);
      file.headerBytes = Math.max(headerRoom, Buffer.byteLength(line));
    } else file.headerBytes = found ? foundBytes : 0;
    const todo = seeds.missing(ranges);
    return { file, resumed: { todo, tally, recorded: seeds.size, cutBytes, header: found ?? header, seeds } };
  }

  /** Appends whole lines (a chunk's records) in one write. */
  append(lines: string): void {
    writeSync(this.fd, lines);
  }

  /**
   * Replaces the provenance line in place (JSON allows the spaces that pad it
   * to its old length); false when the new one does not fit.
   */
  rewriteHeader(header: Provenance): boolean {
    const line = provenanceLine(header);
    const bytes = Buffer.byteLength(line);
    if (this.headerBytes === 0 || bytes > this.headerBytes) return false;
    // Not through the append descriptor: writes to an O_APPEND file go to its end whatever the position.
    const fd = openSync(this.path, "r+");
    try {
      writeSync(fd, `${line.slice(0, -1) + " ".repeat(this.headerBytes - bytes)}\n`, 0);
    } finally {
      closeSync(fd);
    }
    return true;
  }

  close(): void {
    closeSync(this.fd);
  }
}
