// --memory-mb: each worker's search tables take the memory asked for and no
// more, and a table too small for the search forgets positions, which costs
// time, never a verdict.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { engineFor } from "./helpers/engine.ts";
import { cli, cliJson } from "./helpers/cli.ts";
import type { Engine } from "../src/engine/engine.ts";
import { BUDGET_LIMITS } from "../src/run/spec.ts";

const MiB = 2 ** 20;

/** klondike-bg draw 3: deals proved lost by searches of 10^5 to 10^6 positions, more than a 1 MiB table holds, and two won. */
const BG = ["draw=3", "groups=partial", "worryBack=true", "aces=free"];
const SEEDS = [88, 121, 143, 116, 1, 81, 0, 5];

function verdicts(e: Engine, seeds: number[], ttMiB: number, timeMs: number) {
  return seeds.map((seed) => {
    e.dealSeed("sv", seed);
    e.start(false);
    const r = e.solve({ nodes: 0, timeMs, ttMiB });
    return { seed, result: r.result, nodes: r.nodes };
  });
}

describe("--memory-mb", () => {
  it("a worker's engine holds its fixed areas and the tables asked for, no more", async () => {
    for (const mib of [8, 96]) {
      const e = await engineFor("klondike", ["draw=3", "groups=partial", "worryBack=true", "aces=free"]);
      const fixed = e.memoryBytes();
      expect(fixed).toBeLessThanOrEqual(64 * MiB);
      verdicts(e, [0, 1], mib, 2_000);
      expect(e.memoryBytes()).toBeGreaterThanOrEqual(fixed + mib * MiB);
      expect(e.memoryBytes()).toBeLessThanOrEqual(fixed + (mib + 1) * MiB);
    }
  });

  it("a table too small to hold the search costs nodes, never a verdict", async () => {
    const e = await engineFor("klondike", BG);
    const roomy = verdicts(e, SEEDS, 64, 30_000);
    const small = verdicts(e, SEEDS, 1, 30_000);
    let forgot = 0;
    for (let i = 0; i < SEEDS.length; i++) {
      expect(roomy[i].result, `seed ${SEEDS[i]}`).toBe(i < 6 ? "lost" : "won");
      // Decided with 1 MiB: the same verdict as with room for every position.
      if (small[i].result !== "unknown") expect(small[i].result, `seed ${SEEDS[i]}`).toBe(roomy[i].result);
      if (small[i].result === "lost" && small[i].nodes > roomy[i].nodes) forgot++;
    }
    // The small table forgot positions the proofs then searched again.
    expect(forgot).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it("the largest table it takes (over 1 GiB, made of several blocks) holds a long search", async () => {
    const mib = BUDGET_LIMITS.ttMiB[1];
    const e = await engineFor("klondike", BG);
    const fixed = e.memoryBytes();
    // sv 81 is lost: a proof of some hundred thousand positions, spread over the whole table.
    const [r] = verdicts(e, [81], mib, 30_000);
    expect(r.result).toBe("lost");
    expect(r.nodes).toBeGreaterThan(100_000);
    expect(e.memoryBytes()).toBeGreaterThanOrEqual(fixed + mib * MiB);
  }, 60_000);

  it("is recorded in each run's budget, its older name --tt-mib agrees, and bad values are refused", () => {
    const solved = cliJson("solve", "--game", "klondike", "--preset", "tiny-klondike", "--seed", "3", "--memory-mb", "4");
    expect(solved.result).not.toBe("error");
    const dir = mkdtempSync(join(tmpdir(), "memory-"));
    for (const option of ["--memory-mb", "--tt-mib"]) {
      const out = join(dir, `${option}.jsonl`);
      const r = cli("run", "--game", "klondike", "--preset", "tiny-klondike", "--seeds", "0..3", option, "4", "--workers", "1", "--out", out);
      expect(r.code, r.stderr).toBe(0);
      const provenance = JSON.parse(readFileSync(out, "utf8").split("\n")[0]);
      expect(provenance.budget.ttMiB).toBe(4);
    }
    for (const [args, message] of [
      [["--memory-mb", "2048"], /^solitaire-lab: --memory-mb takes a whole number from 1 to 1920, not "2048"\n$/],
      [["--memory-mb", "0"], /^solitaire-lab: --memory-mb takes a whole number from 1 to 1920, not "0"\n$/],
      [["--memory-mb", "64", "--tt-mib", "32"], /^solitaire-lab: --memory-mb 64 and --tt-mib 32 disagree: give one/],
    ] as const) {
      const r = cli("solve", "--game", "klondike", "--preset", "tiny-klondike", "--seed", "3", ...args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });
});
