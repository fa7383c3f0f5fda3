// The import as a Web Worker: a records file is streamed (never held whole),
// parsed line by line and stored in IndexedDB as a finished run, so that files
// of millions of lines load while the page stays responsive. The page gets
// progress messages and, at the end, the new run's id.

import { ImportError, RecordsImport, type ImportInfo } from "./import-records.ts";
import { newExperiment, withChunks, type Experiment } from "./experiment.ts";
import type { ChunkResult } from "../run/chunk.ts";
import { runStore, type StoredChunk } from "./run-store.ts";

export type ImportMessage =
  { type: "progress"; bytes: number; total: number; records: number } | { type: "done"; id: string; info: ImportInfo } | { type: "error"; message: string };

/** Deals held before they are written in one transaction. */
const BATCH = 100_000;

const post = (m: ImportMessage) => (self as unknown as Worker).postMessage(m);

async function importFile(file: File): Promise<void> {
  const store = await runStore();
  let exp: Experiment | undefined;
  let held: StoredChunk[] = [];
  let heldDeals = 0;
  const parser = new RecordsImport(file.name, (strategy: string, c: ChunkResult) => {
    const s = c as StoredChunk;
    s.strategy = strategy;
    held.push(s);
    heldDeals += c.count;
  });
  const write = async () => {
    if (!held.length) return;
    // The experiment exists from the first write on; until the end it says
    // cancelled (an import cut short by a closed tab is kept, never run).
    exp ??= { ...newExperiment(parser.plan!), state: "cancelled" };
    exp.strategies = [...parser.plan!.strategies];
    exp.seeds = { ...parser.plan!.seeds };
    for (const c of held) {
      c.runId = exp.id;
      exp.stored[c.strategy] = (exp.stored[c.strategy] ?? 0) + c.count;
    }
    exp.outcomes = withChunks(exp.outcomes, held);
    exp.imported = { ...parser.info, complete: false };
    await store.writeChunks(exp, held);
    held = [];
    heldDeals = 0;
  };

  const reader = file.stream().getReader();
  const decoder = new TextDecoder();
  let pending = "";
  let bytes = 0;
  let lastPost = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    const lines = (pending + decoder.decode(value, { stream: true })).split("\n");
    pending = lines.pop()!;
    for (const l of lines) parser.line(l);
    parser.checkSpan();
    if (heldDeals >= BATCH) await write();
    const now = performance.now();
    if (now - lastPost > 100) {
      lastPost = now;
      post({ type: "progress", bytes, total: file.size, records: parser.info.records });
    }
  }
  pending += decoder.decode();
  parser.unfinished(pending);
  const { plan, info } = parser.finish();
  parser.checkSpan();
  await write();
  exp!.strategies = [...plan.strategies];
  exp!.seeds = { ...plan.seeds };
  exp!.workers = plan.workers;
  exp!.state = "done";
  exp!.imported = { ...info, complete: true };
  await store.put(exp!);
  post({ type: "done", id: exp!.id, info });
}

self.addEventListener("message", (e: MessageEvent<File>) => {
  importFile(e.data).catch((err: unknown) =>
    post({
      type: "error",
      message: err instanceof ImportError ? err.message : `the file could not be imported: ${err instanceof Error ? err.message : String(err)}`,
    }),
  );
});
