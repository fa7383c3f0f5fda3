// The engine's fingerprint (solitaire-lab bench --fingerprint): one node total
// over every game, solver and strategy at fixed node budgets. A change that
// alters it on purpose updates EXPECTED here and says why in its commit message.

import { describe, expect, it } from "vitest";
import { fingerprint, type Fingerprint } from "../src/bench/fingerprint.ts";
import { loadEngine } from "../src/engine/load-node.ts";

const EXPECTED = 30_917_337;

describe("the fingerprint", () => {
  let first: Fingerprint;

  it("is the expected node total", async () => {
    first = fingerprint(await loadEngine());
    expect(first.parts.length).toBeGreaterThan(70);
    expect(first.total).toBe(EXPECTED);
  }, 300_000); // ~20 s on a quiet machine; generous for shared, loaded cores

  it("does not depend on what the engine ran before: every part again on a fresh engine, in reverse order", async () => {
    const reversed = fingerprint(await loadEngine(), { reverse: true });
    expect(new Map(reversed.parts.map((p) => [p.name, p.nodes]))).toEqual(new Map(first.parts.map((p) => [p.name, p.nodes])));
  }, 300_000);
});
