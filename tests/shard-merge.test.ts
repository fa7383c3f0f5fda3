// Shards for batch schedulers and merge: N shards joined by `merge` equal a
// single-process run deal for deal; merge reports duplicate and missing seeds
// and refuses files of another experiment or engine; every file starts with
// its provenance.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { shardRanges, SHARD_BLOCK, type Shard } from "../src/run/shard.ts";
import { cli, cliJson } from "./helpers/cli.ts";
import { readRecordsFile } from "./helpers/records.ts";

const tmp = mkdtempSync(join(tmpdir(), "solitaire-lab-shards-"));
const path = (name: string) => join(tmp, name);

/** seed -> everything a record says but the time it took. */
function bySeed(file: string): Map<number, unknown> {
  const m = new Map<number, unknown>();
  for (const { ms: _ms, ...r } of readRecordsFile(file).records) {
    if (m.has(r.seed)) throw new Error(`seed ${r.seed} twice in ${file}`);
    m.set(r.seed, r);
  }
  return m;
}

describe("shard slices", () => {
  it("the N slices of a range tile it exactly, contiguous or interleaved", () => {
    for (const [lo, hi] of [
      [0, 10_000],
      [5, 12_345],
      [7, 9],
    ]) {
      for (const count of [1, 2, 3, 7, 20]) {
        for (const mode of ["contiguous", "interleaved"] as const) {
          const seen = new Uint8Array(hi - lo);
          for (let index = 1; index <= count; index++) {
            for (const r of shardRanges({ lo, hi }, { index, count, mode } satisfies Shard)) {
              expect(r.lo).toBeGreaterThanOrEqual(lo);
              expect(r.hi).toBeLessThanOrEqual(hi);
              for (let s = r.lo; s < r.hi; s++) seen[s - lo]++;
            }
          }
          expect(seen.every((n) => n === 1)).toBe(true);
        }
      }
    }
    // Interleaved: blocks dealt round robin.
    expect(shardRanges({ lo: 0, hi: 10_000 }, { index: 2, count: 3, mode: "interleaved" })).toEqual([
      { lo: SHARD_BLOCK, hi: 2 * SHARD_BLOCK },
      { lo: 4 * SHARD_BLOCK, hi: 5 * SHARD_BLOCK },
      { lo: 7 * SHARD_BLOCK, hi: 8 * SHARD_BLOCK },
    ]);
  });
});

describe("run --shard and merge", () => {
  const solver = [
    "run",
    "--game",
    "freecell",
    "--strategy",
    "solver",
    "--numbering",
    "ms",
    "--seeds",
    "1..45",
    "--nodes",
    "30000",
    "--time-ms",
    "0",
    "--memory-mb",
    "16",
    "--workers",
    "1",
  ];

  it("three shards merged equal a single-process run deal for deal (FreeCell solver at a node budget)", () => {
    const whole = cliJson(...solver, "--out", path("fc-whole.jsonl"));
    for (const k of [1, 2, 3]) expect(cli(...solver, "--shard", `${k}/3`, "--out", path(`fc-${k}.jsonl`)).code).toBe(0);
    const m = cliJson("merge", path("fc-1.jsonl"), path("fc-2.jsonl"), path("fc-3.jsonl"), "--out", path("fc-merged.jsonl"));
    expect(m).toMatchObject({ records: 45, duplicates: 0, missing: 0, conflicting: 0, deals: 45 });
    expect([m.won, m.lost, m.unknown, m.scoreHistogram]).toEqual([whole.won, whole.lost, whole.unknown, whole.scoreHistogram]);
    const merged = bySeed(path("fc-merged.jsonl"));
    expect(merged.size).toBe(45);
    expect(merged).toEqual(bySeed(path("fc-whole.jsonl")));
    const { header } = readRecordsFile(path("fc-merged.jsonl"));
    expect(header).toMatchObject({
      seeds: "1..45",
      experiment: { game: "freecell", strategy: "solver", numbering: "ms" },
      budget: { nodes: 30000, timeMs: 0, ttMiB: 16 },
    });
    expect(header!.mergedFrom!.map((f) => [f.records, f.shard?.index])).toEqual([
      [15, 1],
      [15, 2],
      [15, 3],
    ]);
  });

  it("interleaved shards of a playout run merge to the single run", () => {
    const oh = ["run", "--game", "one-handed", "--seeds", "0..9999", "--workers", "1"];
    const whole = cliJson(...oh, "--out", path("oh-whole.jsonl"));
    for (const k of [1, 2, 3]) {
      const s = cliJson(...oh, "--shard", `${k}/3`, "--shard-mode", "interleaved", "--out", path(`oh-${k}.jsonl`));
      expect(s.deals).toBe(k === 1 ? 4000 : 3000);
    }
    const m = cliJson("merge", path("oh-3.jsonl"), path("oh-1.jsonl"), path("oh-2.jsonl"), "--out", path("oh-merged.jsonl"));
    expect(m).toMatchObject({ records: 10_000, duplicates: 0, missing: 0 });
    expect(m.scoreHistogram).toEqual(whole.scoreHistogram);
    expect(bySeed(path("oh-merged.jsonl"))).toEqual(bySeed(path("oh-whole.jsonl")));
  });

  it("reports seeds recorded twice and seeds missing", () => {
    const m = cliJson("merge", path("oh-1.jsonl"), path("oh-3.jsonl"), path("oh-1.jsonl"), "--out", path("oh-gaps.jsonl"));
    expect(m).toMatchObject({ records: 7000, duplicates: 4000, conflicting: 0, missing: 3000, missingRanges: ["1000..1999", "4000..4999", "7000..7999"] });
    expect(bySeed(path("oh-gaps.jsonl")).size).toBe(7000);
    const text = cli("merge", path("oh-1.jsonl"), path("oh-3.jsonl"), "--out", path("oh-gaps2.jsonl"));
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/records 7,000 {3}duplicates 0 {3}missing 3,000: 1000\.\.1999, 4000\.\.4999, 7000\.\.7999/);
  });

  it("refuses files of another experiment, budget or engine, files without provenance, and an existing --out", () => {
    const other = cli("merge", path("oh-1.jsonl"), path("fc-1.jsonl"), "--out", path("x1.jsonl"));
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/fc-1\.jsonl cannot be merged with .*oh-1\.jsonl: another experiment \(game one-handed vs freecell\)/);

    const budget = cli(...solver.map((w) => (w === "30000" ? "20000" : w)), "--shard", "1/40", "--out", path("fc-budget.jsonl"));
    expect(budget.code).toBe(0);
    const b = cli("merge", path("fc-1.jsonl"), path("fc-budget.jsonl"), "--out", path("x2.jsonl"));
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/other budgets \(30000 node limit/);

    const text = readFileSync(path("fc-3.jsonl"), "utf8");
    writeFileSync(path("fc-3-other-engine.jsonl"), text.replace(/"engine":"sha256:[0-9a-f]+"/, '"engine":"sha256:0000000000000000"'));
    const e = cli("merge", path("fc-1.jsonl"), path("fc-3-other-engine.jsonl"), "--out", path("x3.jsonl"));
    expect(e.code).toBe(2);
    expect(e.stderr).toMatch(/another engine \(sha256:[0-9a-f]{16} vs sha256:0{16}\)/);

    writeFileSync(path("bare.jsonl"), text.split("\n").slice(1).join("\n"));
    const bare = cli("merge", path("fc-1.jsonl"), path("bare.jsonl"), "--out", path("x4.jsonl"));
    expect(bare.code).toBe(2);
    expect(bare.stderr).toMatch(/bare\.jsonl: line 1 is not a provenance line/);

    const exists = cli("merge", path("fc-1.jsonl"), "--out", path("fc-2.jsonl"));
    expect(exists.code).toBe(2);
    expect(exists.stderr).toMatch(/fc-2\.jsonl already exists/);
    for (const r of [other, b, e, bare, exists]) expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("--resume continues only the same shard; bad --shard values get one clear line", () => {
    const again = cli(...solver, "--shard", "2/3", "--out", path("fc-1.jsonl"), "--resume");
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/line 1: other seeds \(1\.\.45 shard 1\/3\)/);
    const same = cliJson(...solver, "--shard", "1/3", "--out", path("fc-1.jsonl"), "--resume");
    expect(same).toMatchObject({ deals: 15, remaining: 0 });
    for (const [args, message] of [
      [["--shard", "0/3"], /--shard takes K\/N, whole numbers with 1 <= K <= N/],
      [["--shard", "4/3"], /--shard takes K\/N/],
      [["--shard", "1/3", "--shard-mode", "striped"], /--shard-mode takes contiguous or interleaved, not "striped"/],
      [["--shard-mode", "interleaved"], /--shard-mode needs --shard K\/N/],
    ] as [string[], RegExp][]) {
      const r = cli("run", "--game", "one-handed", "--seeds", "0..99", ...args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });
});
