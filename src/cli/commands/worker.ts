// `solitaire-lab worker --queue redis://HOST:PORT`: this machine takes jobs of
// any run submitted to that queue (`run ... --queue`), one per core, until
// stopped. Ctrl-C finishes the jobs in hand; a second Ctrl-C stops at once
// (those jobs are then taken up by other workers).

import { defaultWorkers } from "../../pool/node.ts";
import { parseQueueUrl } from "../../queue/connection.ts";
import { startQueueWorker } from "../../queue/worker.ts";
import { parseOptions, required, wholeNumber } from "../args.ts";

const DEFAULT_LOCK_MS = 30_000;

export async function workerCommand(words: string[]): Promise<number> {
  const p = parseOptions("worker", words, [
    { name: "queue", value: "redis://HOST:PORT", help: "the Redis server holding the job queue" },
    { name: "workers", value: "N", help: "engine worker threads (default: one per core)" },
    { name: "lock-ms", value: "N", help: "how long a job stays locked to a worker that stops answering (default 30000)" },
  ]);
  const address = parseQueueUrl(required(p, "queue", "the Redis server of the job queue, redis://HOST:PORT"));
  const workers = wholeNumber(p, "workers", 1, 256, defaultWorkers());
  const lockMs = wholeNumber(p, "lock-ms", 1_000, 3_600_000, DEFAULT_LOCK_MS);
  const w = await startQueueWorker(address, { workers, lockMs, log: (line) => process.stderr.write(`${line}\n`) });
  let signals = 0;
  const onSignal = () => {
    signals++;
    process.stderr.write(signals === 1 ? "stopping after the jobs in hand (Ctrl-C again to stop now)\n" : "stopping now\n");
    void w.stop(signals > 1);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  await w.closed;
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);
  return 0;
}
