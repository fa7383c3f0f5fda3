// The bench's solver lines count verdicts, not proven scores. klondike-bg
// sv 15 and 33 are proved lost by the card-conflict test with no search, and
// their best scores are not proven (10 of at most 33, 4 of at most 15): the
// bench once counted them unknown, three deals of each Klondike line.
import { describe, expect, it } from "vitest";
import { solverRun } from "../src/bench/pool-runs.ts";
import { findGame } from "../src/games/catalogue.ts";
import { resolveSettings } from "../src/games/settings.ts";
import type { RunSpec } from "../src/run/spec.ts";

const spec = (): RunSpec => ({
  game: "klondike",
  preset: "klondike-bg",
  settings: resolveSettings(findGame("klondike")!, "klondike-bg", []).settings,
  strategy: "solver",
  numbering: "sv",
  budget: { nodes: 100_000, timeMs: 0, ttMiB: 16 },
  rngSeed: 0,
});

describe("the bench's solver runs", () => {
  it("count a deal proved lost as lost even when its best score is not proven", async () => {
    const lost = await solverRun(1, spec(), 15, 16);
    expect(lost).toMatchObject({ deals: 1, won: 0, lost: 1, errors: 0, proven: 0 });
    const two = await solverRun(1, spec(), 33, 35);
    // sv 33 lost by the same test, sv 34 won.
    expect(two).toMatchObject({ deals: 2, won: 1, lost: 1, errors: 0 });
  }, 60_000);
});
