// IndexedDB (through idb): one record per experiment and one per stored chunk of deals (its
// typed-array columns, keyed by [runId, strategy, seedLo]). A chunk is the
// per-deal records of its seeds in compact form; JSONL and CSV are made from
// it on export. A chunk and the experiment's stored counts are written in one
// transaction, so what is stored is always consistent, whenever the tab dies.

import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import type { ChunkResult } from "../run/chunk.ts";
import type { Experiment } from "./experiment.ts";

export interface StoredChunk extends ChunkResult {
  runId: string;
  strategy: string;
}

interface LabDB extends DBSchema {
  experiments: { key: string; value: Experiment };
  chunks: { key: [string, string, number]; value: StoredChunk };
}

const DB_NAME = "solitaire-lab";

/** Keys of one run's chunks, or of one strategy's within it (arrays sort after numbers and strings). */
const chunkRange = (runId: string, strategy?: string) =>
  strategy === undefined ? IDBKeyRange.bound([runId], [runId, []]) : IDBKeyRange.bound([runId, strategy], [runId, strategy, []]);

export class RunStore {
  private constructor(private readonly db: IDBPDatabase<LabDB>) {}

  static async open(): Promise<RunStore> {
    const db = await openDB<LabDB>(DB_NAME, 1, {
      upgrade(db) {
        db.createObjectStore("experiments", { keyPath: "id" });
        db.createObjectStore("chunks", { keyPath: ["runId", "strategy", "seedLo"] });
      },
    });
    return new RunStore(db);
  }

  async list(): Promise<Experiment[]> {
    const all = await this.db.getAll("experiments");
    return all.sort((a, b) => b.created - a.created);
  }

  get(id: string): Promise<Experiment | undefined> {
    return this.db.get("experiments", id);
  }

  async put(e: Experiment): Promise<void> {
    const tx = this.db.transaction("experiments", "readwrite", { durability: "relaxed" });
    await Promise.all([tx.store.put(e), tx.done]);
  }

  /**
   * Changes only an experiment's state, reading the record in the same
   * transaction: a write of chunks still in flight keeps its stored counts.
   */
  async setState(id: string, state: Experiment["state"]): Promise<void> {
    const tx = this.db.transaction("experiments", "readwrite", { durability: "relaxed" });
    const e = await tx.store.get(id);
    if (e) await tx.store.put({ ...e, state });
    await tx.done;
  }

  /** Stores chunks and the experiment (with its stored counts already raised) in one transaction. */
  async writeChunks(e: Experiment, chunks: StoredChunk[]): Promise<void> {
    const tx = this.db.transaction(["chunks", "experiments"], "readwrite", { durability: "relaxed" });
    const store = tx.objectStore("chunks");
    await Promise.all([...chunks.map((c) => store.put(c)), tx.objectStore("experiments").put(e), tx.done]);
  }

  /**
   * A run's chunks (or one strategy's), by strategy then seed, a few per
   * transaction so that the caller may yield between batches.
   */
  async *chunks(runId: string, strategy?: string, batch = 8): AsyncGenerator<StoredChunk> {
    let range = chunkRange(runId, strategy);
    for (;;) {
      const got = await this.db.getAll("chunks", range, batch);
      for (const c of got) yield c;
      if (got.length < batch) return;
      const last = got[got.length - 1];
      range = IDBKeyRange.bound([last.runId, last.strategy, last.seedLo], range.upper, true, false);
    }
  }

  /** The chunk of a strategy holding `seed`, or undefined when no stored chunk holds it. */
  async chunkAt(runId: string, strategy: string, seed: number): Promise<StoredChunk | undefined> {
    const cursor = await this.db.transaction("chunks").store.openCursor(IDBKeyRange.bound([runId, strategy], [runId, strategy, seed]), "prev");
    const c = cursor?.value;
    return c && seed < c.seedLo + c.count ? c : undefined;
  }

  async delete(id: string): Promise<void> {
    const tx = this.db.transaction(["chunks", "experiments"], "readwrite");
    await Promise.all([tx.objectStore("chunks").delete(chunkRange(id)), tx.objectStore("experiments").delete(id), tx.done]);
  }
}

let opened: Promise<RunStore> | undefined;
/** The page's one connection. */
export const runStore = () => (opened ??= RunStore.open());
