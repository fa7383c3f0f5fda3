// A chunk's columns stored compactly: whole numbers in the narrowest typed
// array that holds them exactly (most deals need one byte for nodes, moves
// and score, where the worker sends four or eight); milliseconds as float32
// (seven significant digits, far finer than a browser clock's 0.1 ms); and the
// solver's bound and proof left out for strategies, which have neither (the
// records never show them). Less to clone into IndexedDB on the main thread
// and less on disk; every reader only indexes the columns.

import type { ChunkResult } from "./chunk.ts";

type IntArray = Uint8Array | Int8Array | Uint16Array | Int16Array | Uint32Array | Int32Array;

/** The narrowest array holding every value exactly, or the column itself when none is narrower. */
export function narrowest(column: Int32Array | Float64Array | Uint8Array): IntArray | Float64Array {
  if (column instanceof Uint8Array) return column;
  let min = 0;
  let max = 0;
  for (let i = 0; i < column.length; i++) {
    const v = column[i];
    if (v !== Math.floor(v)) return column as Float64Array; // fractions stay as they are
    if (v < min) min = v;
    else if (v > max) max = v;
  }
  const make =
    min >= 0 && max <= 0xff
      ? Uint8Array
      : min >= -0x80 && max <= 0x7f
        ? Int8Array
        : min >= 0 && max <= 0xffff
          ? Uint16Array
          : min >= -0x8000 && max <= 0x7fff
            ? Int16Array
            : min >= 0 && max <= 0xffffffff
              ? Uint32Array
              : min >= -0x80000000 && max <= 0x7fffffff
                ? Int32Array
                : null;
  if (!make || column.BYTES_PER_ELEMENT <= make.BYTES_PER_ELEMENT) return column;
  return make.from(column);
}

/** The chunk with its columns made compact; `solver` keeps the bound and proof columns. */
export function compactChunk<T extends ChunkResult>(c: T, solver: boolean): T {
  // The column types change but not what they say; readers index them only.
  const out = c as unknown as Record<string, unknown>;
  out.score = narrowest(c.score);
  out.moves = narrowest(c.moves);
  if (c.movesCut) out.movesCut = narrowest(c.movesCut);
  out.nodes = narrowest(c.nodes);
  out.ms = Float32Array.from(c.ms);
  if (solver) out.scoreBound = narrowest(c.scoreBound);
  else out.scoreBound = out.proven = new Uint8Array(0);
  return c;
}
