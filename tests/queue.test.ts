// Experiments through the Redis job queue (BullMQ) with a real redis-server
// and worker processes on this machine: a worker killed with SIGKILL mid-job
// costs only time (its job is taken up again), the records equal a
// single-process run deal for deal, none lost or doubled; a submitter killed
// mid-run resumes; a job made with another engine is refused, saying why.
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUEUE_NAME } from "../src/queue/connection.ts";
import { refusalsKey } from "../src/queue/worker.ts";
import { cli, cliBackground, cliJson } from "./helpers/cli.ts";
import { readRecordsFile } from "./helpers/records.ts";
import { redisAvailable, startRedis, type RedisServer } from "./helpers/redis.ts";

const run = redisAvailable();
const tmp = mkdtempSync(join(tmpdir(), "solitaire-lab-queue-"));
const path = (name: string) => join(tmp, name);

/** FreeCell's solver at a node budget: the same records whichever process plays a deal. */
const experiment = (seeds: string) => [
  "--game",
  "freecell",
  "--strategy",
  "solver",
  "--numbering",
  "ms",
  "--seeds",
  seeds,
  "--nodes",
  "30000",
  "--time-ms",
  "0",
  "--memory-mb",
  "16",
];

interface Proc {
  child: ChildProcess;
  out: string;
  err: string;
  exited: Promise<number>;
}

function start(...args: string[]): Proc {
  const child = cliBackground(...args);
  const p: Proc = { child, out: "", err: "", exited: new Promise((r) => child.once("exit", (code, signal) => r(code ?? (signal ? 128 : -1)))) };
  child.stdout!.on("data", (d) => (p.out += d));
  child.stderr!.on("data", (d) => (p.err += d));
  return p;
}

async function until(what: string, test: () => boolean, ms = 60_000): Promise<void> {
  const t0 = Date.now();
  while (!test()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** seed -> the record without the time it took; fails on a seed recorded twice. */
function bySeed(file: string): Map<number, unknown> {
  const m = new Map<number, unknown>();
  for (const { ms: _ms, ...r } of readRecordsFile(file).records) {
    if (m.has(r.seed)) throw new Error(`seed ${r.seed} recorded twice in ${file}`);
    m.set(r.seed, r);
  }
  return m;
}

describe.runIf(run)("the job queue (redis-server, worker processes)", () => {
  let redis: RedisServer;
  const workers: Proc[] = [];
  const startWorker = () => {
    const w = start("worker", "--queue", redis.url, "--workers", "1", "--lock-ms", "2000");
    workers.push(w);
    return w;
  };

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const w of workers) w.child.kill("SIGKILL");
    await Promise.all(workers.map((w) => w.exited));
    await redis?.stop();
  });

  it("three workers, one killed with SIGKILL mid-job: its job is taken up again; the records equal a single-process run", async () => {
    for (let i = 0; i < 3; i++) startWorker();
    await until("the workers to start", () => workers.every((w) => /taking jobs from/.test(w.err)));
    const out = path("queue.jsonl");
    const submit = start("run", ...experiment("1..90"), "--queue", redis.url, "--out", out, "--job-size", "6", "--json");
    // Kill a worker hard in the middle of a job (not its first, so all three are busy by then).
    const victim = workers[1];
    await until("the victim's second job", () => (victim.err.match(/: job \S+: seeds/g) ?? []).length >= 2);
    victim.child.kill("SIGKILL");
    expect(await submit.exited).toBe(0);
    const r = JSON.parse(submit.out);
    expect(r).toMatchObject({ deals: 90, remaining: 0, errors: 0, cancelled: false });
    expect(r.queue).toMatchObject({ jobs: 15, collected: 15, failed: [] });
    expect(r.queue.retried).toBeGreaterThanOrEqual(1);
    const killedJob = victim.err.match(/: job (\S+): seeds [^\n]*\n?$/)![1];
    expect(workers.some((w) => w !== victim && new RegExp(`job ${killedJob}: seeds .* \\(started 2 times\\)`).test(w.err))).toBe(true);

    // Every seed once (merge finds no duplicate and no missing seed), and deal for deal the single-process run.
    const m = cliJson("merge", out, "--out", path("queue-merged.jsonl"));
    expect(m).toMatchObject({ records: 90, duplicates: 0, missing: 0 });
    const single = cliJson("run", ...experiment("1..90"), "--workers", "1", "--out", path("single.jsonl"));
    expect([r.won, r.lost, r.unknown, r.scoreHistogram]).toEqual([single.won, single.lost, single.unknown, single.scoreHistogram]);
    const queued = bySeed(out);
    expect(queued.size).toBe(90);
    expect(queued).toEqual(bySeed(path("single.jsonl")));
    const { header } = readRecordsFile(out);
    expect(header).toMatchObject({ seeds: "1..90", queue: { run: r.queue.run, jobSize: 6 } });
    expect(header!.machines.length).toBeGreaterThanOrEqual(1);
    console.log(
      `queue fault test: ${r.queue.jobs} jobs, ${r.queue.retried} retried after SIGKILL, ${m.records} records, duplicates ${m.duplicates}, missing ${m.missing}`,
    );
  }, 180_000);

  it("a strategy record travels with its jobs: the queued records equal a single-process run's, tagged with the record", async () => {
    if (!workers.some((w) => w.child.exitCode === null && !w.child.killed)) startWorker();
    const record = ["--game", "klondike", "--strategy-file", "docs/strategies/klondike-greedy.json", "--seeds", "0..119"];
    const out = path("record-queue.jsonl");
    const submit = start("run", ...record, "--queue", redis.url, "--out", out, "--job-size", "20", "--json");
    expect(await submit.exited).toBe(0);
    const single = path("record-single.jsonl");
    expect(cli("run", ...record, "--workers", "1", "--out", single).code).toBe(0);
    const queued = bySeed(out);
    expect(queued.size).toBe(120);
    expect(queued).toEqual(bySeed(single));
    expect([...queued.values()].every((r) => /^klondike-greedy#/.test((r as { strategyRecord: string }).strategyRecord))).toBe(true);
    expect(readRecordsFile(out).header!.experiment.strategyRecord?.name).toBe("klondike-greedy");
  }, 120_000);

  it("a submitter killed mid-run resumes with --resume: what the workers finished meanwhile is collected, nothing twice", async () => {
    await until("two live workers", () => workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null).length >= 2);
    const out = path("resumed.jsonl");
    const args = ["run", ...experiment("2001..2060"), "--queue", redis.url, "--out", out, "--job-size", "6"];
    const first = start(...args);
    await until("some records", () => existsSync(out) && readFileSync(out, "utf8").split("\n").length > 20);
    first.child.kill("SIGKILL");
    await first.exited;
    await new Promise((r) => setTimeout(r, 1000)); // the workers go on meanwhile
    const again = cli(...args, "--resume", "--json");
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/resumed: [\d,]+ deals already in/);
    const r = JSON.parse(again.stdout);
    expect(r).toMatchObject({ deals: 60, remaining: 0, errors: 0 });
    const single = cliJson("run", ...experiment("2001..2060"), "--workers", "2", "--out", path("single-2.jsonl"));
    expect(bySeed(out)).toEqual(bySeed(path("single-2.jsonl")));
    expect(r.scoreHistogram).toEqual(single.scoreHistogram);
  }, 180_000);

  it("a job made with another engine is refused with a clear message and left for a worker that has it", async () => {
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    const queue = new Queue(QUEUE_NAME, { connection });
    try {
      const spec = {
        game: "one-handed",
        preset: "standard",
        settings: { passes: 1 },
        strategy: "play",
        numbering: "sv",
        budget: { nodes: 0, timeMs: 0, ttMiB: 16 },
        rngSeed: 0,
      };
      const job = await queue.add(
        "seeds",
        { run: "otherbuild", spec, engine: "sha256:0000000000000000", version: "0.0.0", lo: 0, count: 10 },
        { jobId: "otherbuild-0" },
      );
      await until("a refusal", () => workers.some((w) => /refused run otherbuild/.test(w.err)), 30_000);
      const refusal = workers
        .map((w) => w.err)
        .join("")
        .match(/[^\n]*refused run otherbuild[^\n]*/)![0];
      expect(refusal).toMatch(/its records are made with engine sha256:0{16}, this machine's engine is sha256:[0-9a-f]{16}/);
      const recorded = await connection.hgetall(refusalsKey("otherbuild"));
      expect(Object.values(recorded)[0]).toMatch(/refused run otherbuild/);
      expect(["delayed", "waiting"]).toContain(await job.getState());
      await job.remove();
    } finally {
      await queue.close();
      connection.disconnect();
    }
  }, 60_000);

  it("bad --queue addresses and an unreachable server get one clear line", () => {
    const cases: [string[], RegExp][] = [
      [
        ["run", "--game", "one-handed", "--seeds", "0..9", "--queue", "http://host:6379"],
        /--queue takes redis:\/\/HOST:PORT .*the scheme must be redis: or rediss:/,
      ],
      [
        ["run", "--game", "one-handed", "--seeds", "0..9", "--queue", "redis://127.0.0.1:1"],
        /cannot reach Redis at 127\.0\.0\.1:1: .*ECONNREFUSED.*is redis-server running there/,
      ],
      [["worker", "--queue", "redis://127.0.0.1:1"], /cannot reach Redis at 127\.0\.0\.1:1/],
      [["worker"], /--queue is required/],
      [["run", "--game", "one-handed", "--seeds", "0..9", "--queue", redis.url, "--workers", "2"], /--workers is an option of `solitaire-lab worker`/],
      [["run", "--game", "one-handed", "--seeds", "0..9", "--queue", redis.url, "--shard", "1/2"], /--shard is for batch schedulers/],
    ];
    for (const [args, message] of cases) {
      const r = cli(...args);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });
});
