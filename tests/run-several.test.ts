// `run` with several strategies: built-in ones and records play the same
// deals, each with its summary and its own records file, each compared with
// the first deal by deal; what cannot go with several is refused in one line.
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, cliJson } from "./helpers/cli.ts";
import { outFor } from "../src/cli/commands/run-several.ts";

const GREEDY_RECORD = "docs/strategies/klondike-greedy.json";
const WEIGHTED_RECORD = "docs/strategies/klondike-weighted.json";
const BG = ["--game", "klondike", "--preset", "klondike-bg", "--seeds", "0..199", "--workers", "2"];

const records = (file: string) =>
  readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));

describe("run with several strategies", () => {
  it("plays each on the same deals and pairs each with the first", () => {
    const dir = mkdtempSync(join(tmpdir(), "several-"));
    const out = join(dir, "k.jsonl");
    const r = cliJson(
      "run",
      ...BG,
      "--strategy",
      "greedy",
      "--strategy-file",
      GREEDY_RECORD,
      "--strategy",
      "random",
      "--strategy-file",
      WEIGHTED_RECORD,
      "--out",
      out,
    );
    expect(r.strategies.map((s: { label: string }) => s.label)).toEqual(["greedy", "random", "record-klondike-greedy", "record-klondike-weighted"]);
    for (const s of r.strategies) expect(s.deals).toBe(200);
    const won = Object.fromEntries(r.strategies.map((s: { label: string; won: number }) => [s.label, s.won]));
    expect(r.paired.map((p: { strategy: string }) => p.strategy)).toEqual(["random", "record-klondike-greedy", "record-klondike-weighted"]);
    for (const p of r.paired) {
      expect(p.against).toBe("greedy");
      expect(p.deals).toBe(200);
      // The deals only one of them won account for the difference in wins.
      expect(p.onlyA - p.onlyB).toBe(won[p.strategy] - won.greedy);
      expect(p.difference).toBeCloseTo((won[p.strategy] - won.greedy) / 200, 12);
      expect(p.differenceInterval[0]).toBeLessThanOrEqual(p.difference);
      expect(p.differenceInterval[1]).toBeGreaterThanOrEqual(p.difference);
    }
    // The record written from greedy plays greedy's moves: the same deals won, none apart.
    const same = r.paired.find((p: { strategy: string }) => p.strategy === "record-klondike-greedy");
    expect([same.onlyA, same.onlyB, same.pValue]).toEqual([0, 0, 1]);
    // Each strategy's own records file, every deal once.
    for (const s of r.strategies) {
      expect(s.out).toBe(outFor(out, s.label));
      const lines = records(s.out);
      expect(lines[0].kind).toBe("provenance");
      const deals = lines.slice(1);
      expect(deals.map((d) => d.seed).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i));
      expect(deals.filter((d) => d.result === "won").length).toBe(s.won);
      expect(new Set(deals.map((d) => d.strategy))).toEqual(new Set([s.strategy]));
    }
    expect(existsSync(join(dir, "k.greedy.jsonl"))).toBe(true);
  }, 120_000);

  it("prints each summary, the paired lines, and how far each falls from perfect with --verdicts", () => {
    const dir = mkdtempSync(join(tmpdir(), "several-"));
    const tiny = ["--game", "klondike", "--preset", "tiny-klondike", "--seeds", "0..59", "--workers", "2"];
    const solver = join(dir, "solver.jsonl");
    expect(cli("run", ...tiny, "--strategy", "solver", "--out", solver).code).toBe(0);
    const r = cli("run", ...tiny, "--strategy", "greedy", "--strategy", "random", "--verdicts", solver);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/strategy greedy, sv seeds 0\.\.59/);
    expect(r.stdout).toMatch(/strategy random, sv seeds 0\.\.59/);
    expect(r.stdout).toMatch(/paired on the same 60 deals, each against greedy:\n {2}random: alone won \d+, greedy alone \d+; difference [-+]?\d+\.\d\d% \[/);
    const j = cliJson("run", ...tiny, "--strategy", "greedy", "--strategy", "random", "--verdicts", solver);
    expect(j.shortfall.strategies.map((s: { strategy: string }) => s.strategy).sort()).toEqual(["greedy", "random"]);
  }, 120_000);

  it("refuses in one line what takes one strategy", () => {
    const two = [...BG, "--strategy", "greedy", "--strategy", "random"];
    for (const [args, message] of [
      [[...two, "--queue", "redis://127.0.0.1:6379"], /^solitaire-lab: --queue runs one strategy: /],
      [[...two, "--shard", "1/2"], /^solitaire-lab: --shard runs one strategy: /],
      [[...two, "--out", "x.jsonl", "--resume"], /^solitaire-lab: --resume continues one strategy's run/],
      [[...two, "--strategy-set", "x=1"], /^solitaire-lab: --strategy-set sets one strategy's settings/],
      [[...BG, "--strategy", "greedy", "--strategy", "greedy"], /^solitaire-lab: greedy is named twice: give each strategy once\n$/],
      [[...BG, "--strategy", "greedy", "--strategy", "nonesuch"], /^solitaire-lab: .*nonesuch/],
    ] as const) {
      const r = cli("run", ...args);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  it("names each strategy's records file after --out", () => {
    expect(outFor("runs/k.jsonl", "greedy")).toBe("runs/k.greedy.jsonl");
    expect(outFor("k", "record-mine")).toBe("k.record-mine.jsonl");
  });
});
