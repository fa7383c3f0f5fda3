// A job's results on their way through Redis: the chunk's columns as base64
// of the narrowest typed array that holds them exactly (JSON numbers would be
// several times larger), the errors by index as they are.

import { narrowest } from "../run/compact-columns.ts";
import { emptyChunk, type ChunkResult } from "../run/chunk.ts";

type Column = "result" | "score" | "scoreBound" | "proven" | "moves" | "nodes" | "ms";
const COLUMNS: Column[] = ["result", "score", "scoreBound", "proven", "moves", "nodes", "ms"];
/** Columns only some chunks have (the solver's moves cut from its lines). */
const OPTIONAL = ["movesCut"] as const;

const ARRAYS = { Uint8Array, Int8Array, Uint16Array, Int16Array, Uint32Array, Int32Array, Float64Array } as const;
type ArrayName = keyof typeof ARRAYS;

export interface WireChunk {
  seedLo: number;
  count: number;
  /** column -> [typed array name, base64 of its bytes]. */
  columns: Record<Column, [ArrayName, string]> & Partial<Record<(typeof OPTIONAL)[number], [ArrayName, string]>>;
  errors: Record<number, string>;
}

export function encodeChunk(c: ChunkResult): WireChunk {
  const columns = {} as WireChunk["columns"];
  for (const k of [...COLUMNS, ...OPTIONAL]) {
    const column = c[k];
    if (!column) continue;
    const a = narrowest(column);
    columns[k] = [a.constructor.name as ArrayName, Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString("base64")];
  }
  return { seedLo: c.seedLo, count: c.count, columns, errors: c.errors };
}

export function decodeChunk(w: WireChunk): ChunkResult {
  const c = emptyChunk(w.seedLo, w.count);
  const read = (k: Column | (typeof OPTIONAL)[number], [name, b64]: [ArrayName, string]) => {
    const make = ARRAYS[name];
    if (!make) throw new Error(`a job result with an unknown column type ${name}`);
    const bytes = Buffer.from(b64, "base64");
    // Copied out of the Buffer's pool into an aligned array of its own type.
    const src = new make(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    if (src.length !== w.count) throw new Error(`a job result whose ${k} column holds ${src.length} deals, not ${w.count}`);
    return src;
  };
  for (const k of COLUMNS) c[k].set(read(k, w.columns[k]));
  for (const k of OPTIONAL) {
    const column = w.columns[k];
    if (column) c[k] = Int32Array.from(read(k, column));
  }
  c.errors = w.errors;
  return c;
}
