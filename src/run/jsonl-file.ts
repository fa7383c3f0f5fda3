// Reading a JSONL file line by line in blocks, without holding it in memory:
// records files of millions of lines (resume, merge).

import { readSync } from "node:fs";

/**
 * Calls `line` for each complete line of the open file `fd` (blank lines
 * skipped); returns the byte length of the complete lines, so that a caller
 * can tell a half-written last line (a killed writer's) from the rest.
 */
export function scanLines(fd: number, line: (text: string, lineNo: number) => void): number {
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
