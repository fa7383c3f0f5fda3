// IndexedDB: one record per experiment and one per stored chunk of deals (its
// typed-array columns, keyed by [runId, strategy, seedLo]). A chunk is the
// per-deal records of its seeds in compact form; JSONL and CSV are made from
// it on export. A chunk and the experiment's stored counts are written in one
// transaction, so what is stored is always consistent, whenever the tab dies.

import type { ChunkResult } from "../run/chunk.ts";
import type { Experiment } from "./experiment.ts";

export interface StoredChunk extends ChunkResult {
  runId: string;
  strategy: string;
}

const DB_NAME = "solitaire-lab";
const EXPERIMENTS = "experiments";
const CHUNKS = "chunks";

const done = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new Error("IndexedDB transaction aborted"));
  });

const result = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** Keys of one run's chunks, or of one strategy's within it (arrays sort after numbers and strings). */
const chunkRange = (runId: string, strategy?: string) =>
  strategy === undefined ? IDBKeyRange.bound([runId], [runId, []]) : IDBKeyRange.bound([runId, strategy], [runId, strategy, []]);

export class RunStore {
  private constructor(private readonly db: IDBDatabase) {}

  static async open(): Promise<RunStore> {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(EXPERIMENTS, { keyPath: "id" });
      req.result.createObjectStore(CHUNKS, { keyPath: ["runId", "strategy", "seedLo"] });
    };
    return new RunStore(await result(req));
  }

  async list(): Promise<Experiment[]> {
    const all = await result(this.db.transaction(EXPERIMENTS).objectStore(EXPERIMENTS).getAll() as IDBRequest<Experiment[]>);
    return all.sort((a, b) => b.created - a.created);
  }

  async get(id: string): Promise<Experiment | undefined> {
    return result(this.db.transaction(EXPERIMENTS).objectStore(EXPERIMENTS).get(id) as IDBRequest<Experiment | undefined>);
  }

  async put(e: Experiment): Promise<void> {
    const tx = this.db.transaction(EXPERIMENTS, "readwrite", { durability: "relaxed" });
    tx.objectStore(EXPERIMENTS).put(e);
    return done(tx);
  }

  /**
   * Changes only an experiment's state, reading the record in the same
   * transaction: a write of chunks still in flight keeps its stored counts.
   */
  async setState(id: string, state: Experiment["state"]): Promise<void> {
    const tx = this.db.transaction(EXPERIMENTS, "readwrite", { durability: "relaxed" });
    const store = tx.objectStore(EXPERIMENTS);
    const req = store.get(id) as IDBRequest<Experiment | undefined>;
    req.onsuccess = () => {
      if (req.result) store.put({ ...req.result, state });
    };
    return done(tx);
  }

  /** Stores chunks and the experiment (with its stored counts already raised) in one transaction. */
  async writeChunks(e: Experiment, chunks: StoredChunk[]): Promise<void> {
    const tx = this.db.transaction([CHUNKS, EXPERIMENTS], "readwrite", { durability: "relaxed" });
    const store = tx.objectStore(CHUNKS);
    for (const c of chunks) store.put(c);
    tx.objectStore(EXPERIMENTS).put(e);
    return done(tx);
  }

  /**
   * A run's chunks (or one strategy's), by strategy then seed, a few per
   * transaction so that the caller may yield between batches.
   */
  async *chunks(runId: string, strategy?: string, batch = 8): AsyncGenerator<StoredChunk> {
    let range = chunkRange(runId, strategy);
    for (;;) {
      const store = this.db.transaction(CHUNKS).objectStore(CHUNKS);
      const got = (await result(store.getAll(range, batch))) as StoredChunk[];
      for (const c of got) yield c;
      if (got.length < batch) return;
      const last = got[got.length - 1];
      range = IDBKeyRange.bound([last.runId, last.strategy, last.seedLo], range.upper, true, false);
    }
  }

  async delete(id: string): Promise<void> {
    const tx = this.db.transaction([CHUNKS, EXPERIMENTS], "readwrite");
    tx.objectStore(CHUNKS).delete(chunkRange(id));
    tx.objectStore(EXPERIMENTS).delete(id);
    return done(tx);
  }
}

let opened: Promise<RunStore> | undefined;
/** The page's one connection. */
export const runStore = () => (opened ??= RunStore.open());
