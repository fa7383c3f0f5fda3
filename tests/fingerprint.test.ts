// The engine's fingerprint (solitaire-lab bench --fingerprint): one node total
// over every game, solver and strategy at fixed node budgets, held in
// tests/helpers/fingerprint-total.ts.

import { describe, expect, it } from "vitest";
import { fingerprint } from "../src/bench/fingerprint.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { FINGERPRINT_TOTAL } from "./helpers/fingerprint-total.ts";

describe("the fingerprint", () => {
  // The bench runs the parts in order (tests/cli.test.ts checks its total);
  // here the parts run in reverse, so that the same total also shows that no
  // part depends on what the engine ran before it.
  it("is the expected node total, every part run on a fresh engine in reverse order", async () => {
    const reversed = fingerprint(await loadEngine(), { reverse: true });
    expect(reversed.parts.length).toBeGreaterThan(70);
    expect(reversed.total).toBe(FINGERPRINT_TOTAL);
  }, 300_000); // ~20 s on a quiet machine; generous for shared, loaded cores
});
