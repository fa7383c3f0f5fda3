// `solitaire-lab worker --queue redis://HOST:PORT`: this machine takes jobs of
// any run submitted to that queue (`run ... --queue`), one per core, until
// stopped. Ctrl-C finishes the jobs in hand; a second Ctrl-C stops at once
// (those jobs are then taken up by other workers).

import { defaultWorkers } from "../../pool/node.ts";
import { parseQueueUrl } from "../../queue/connection.ts";
import { required, wholeNumber } from "../args.ts";
import { labCommand, type OptionDef, type Opts } from "../command.ts";

const DEFAULT_LOCK_MS = 30_000;

const WORKER_OPTIONS: OptionDef[] = [
  { flags: "--queue <redis://HOST:PORT>", help: "the Redis server holding the job queue (required)" },
  { flags: "--workers <N>", help: "engine worker threads (1..256)", defaultText: "one per core" },
  { flags: "--lock-ms <N>", help: "how long a job stays locked to a worker that stops answering", defaultText: String(DEFAULT_LOCK_MS) },
];

export const workerCommand = () =>
  labCommand(
    "worker",
    "take jobs of runs submitted to a Redis queue (run --queue) and play them on all cores, until stopped",
    WORKER_OPTIONS,
    worker,
  ).addHelpText(
    "after",
    `
example:
  solitaire-lab worker --queue redis://10.0.0.5:6379`,
  );

async function worker(p: Opts): Promise<number> {
  const address = parseQueueUrl(required(p, "queue", "the Redis server of the job queue, redis://HOST:PORT"));
  const workers = wholeNumber(p, "workers", 1, 256, defaultWorkers());
  const lockMs = wholeNumber(p, "lock-ms", 1_000, 3_600_000, DEFAULT_LOCK_MS);
  const { startQueueWorker } = await import("../../queue/worker.ts"); // BullMQ loads only where a worker runs
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
