// The engine's fingerprint as a user runs it (solitaire-lab bench
// --fingerprint, a fresh process): one node total over every game, solver and
// strategy at fixed node budgets, held in tests/helpers/fingerprint-total.ts.

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "./helpers/cli.ts";
import { FINGERPRINT_TOTAL } from "./helpers/fingerprint-total.ts";

describe("bench --fingerprint", () => {
  it("prints the expected node total and writes what it prints where --out says, or says in one line why it cannot", () => {
    const tmp = mkdtempSync(join(tmpdir(), "solitaire-lab-"));
    const report = join(tmp, "bench.txt");
    const r = cli("bench", "--fingerprint", "--out", report);
    expect(r.code).toBe(0);
    expect(r.stdout.match(/^bench: (\d+) nodes$/m)?.[1]).toBe(String(FINGERPRINT_TOTAL));
    expect(readFileSync(report, "utf8")).toBe(r.stdout);
    const bad = cli("bench", "--fingerprint", "--out", join(tmp, "no-such-folder", "bench.txt"));
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    expect(bad.stderr).toContain("--out: cannot write");
  }, 300_000); // ~35 s on a quiet machine; generous for shared, loaded cores
});
