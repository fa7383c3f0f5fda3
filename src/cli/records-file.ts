// The --out JSONL file: appending whole lines as chunks finish, and --resume,
// which reads back what is already recorded (also after a kill -9 that left a
// half-written last line) so that no deal is lost or counted twice.

import { closeSync, existsSync, fstatSync, ftruncateSync, openSync, readSync, writeSync } from "node:fs";
import { UserError } from "../core/errors.ts";
import type { SeedRange } from "../pool/pool.ts";
import { sameExperiment, type DealRecord } from "../run/record.ts";
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
}

/** Calls `line` for each complete line; returns the byte length of the complete lines. */
function scanLines(fd: number, line: (text: string, lineNo: number) => void): number {
  const block = Buffer.alloc(1 << 22);
  let pending = "";
  let position = 0;
  let complete = 0;
  let lineNo = 0;
  for (;;) {
    const n = readSync(fd, block, 0, block.length, position);
    if (n === 0) break;
    position += n;
    const text = pending + block.toString("utf8", 0, n);
    const lines = text.split("\n");
    pending = lines.pop()!;
    for (const l of lines) {
      lineNo++;
      complete += Buffer.byteLength(l, "utf8") + 1;
      if (l.trim()) line(l, lineNo);
    }
  }
  return complete;
}

export class RecordsFile {
  private constructor(private readonly fd: number, readonly path: string) {}

  /**
   * Opens `path` for a run of `range`. Without `resume` the file must be new or
   * empty; with it, the records already there are read back and skipped.
   */
  static open(path: string, spec: RunSpec, range: SeedRange, resume: boolean): { file: RecordsFile; resumed: Resumed } {
    const tally = new Tally();
    const span = range.hi - range.lo;
    const done = new Uint8Array(Math.ceil(span / 8));
    let recorded = 0;
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
    if (size > 0) {
      const complete = scanLines(fd, (text, lineNo) => {
        let r: DealRecord;
        try {
          r = JSON.parse(text);
        } catch {
          throw new UserError(`${path}, line ${lineNo}: not a JSON record; --resume needs a file this lab wrote`);
        }
        if (!sameExperiment(r, spec)) {
          throw new UserError(
            `${path}, line ${lineNo}: a record of another experiment (${r.game}, ${r.strategy}, ${r.numbering}, ${JSON.stringify(r.settings)}); use another --out file`,
          );
        }
        const k = r.seed - range.lo;
        if (k < 0 || k >= span || done[k >> 3] & (1 << (k & 7))) return;
        done[k >> 3] |= 1 << (k & 7);
        recorded++;
        tally.addRecord(r);
      });
      if (complete < size) {
        // A half-written line from a run that was killed: cut it off.
        cutBytes = size - complete;
        ftruncateSync(fd, complete);
      }
    }
    const todo: SeedRange[] = [];
    for (let k = 0; k < span; ) {
      if (done[k >> 3] & (1 << (k & 7))) {
        k++;
        continue;
      }
      let end = k;
      while (end < span && !(done[end >> 3] & (1 << (end & 7)))) end++;
      todo.push({ lo: range.lo + k, hi: range.lo + end });
      k = end;
    }
    closeSync(fd);
    const appendFd = openSync(path, "a");
    return { file: new RecordsFile(appendFd, path), resumed: { todo, tally, recorded, cutBytes } };
  }

  /** Appends whole lines (a chunk's records) in one write. */
  append(lines: string): void {
    writeSync(this.fd, lines);
  }

  close(): void {
    closeSync(this.fd);
  }
}
