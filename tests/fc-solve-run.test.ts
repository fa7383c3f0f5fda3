// The bench's side-by-side FreeCell figure reads fc-solve's range solver
// output and bash's `times` after it (src/bench/freecell-all.ts).
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { fcSolveRange, readFcSolveRun } from "../src/bench/freecell-all.ts";

const INSTALLED = spawnSync("bash", ["-c", "command -v freecell-solver-range-parallel-solve"]).status === 0;

const OUTPUT = `Started at 1795943293.000748
Reached Board No. 1000 at 1795943293.179 (total_num_iters=180311)
Unsolved Board No. 11982 at 1795943295.381073
Reached Board No. 32000 at 1795943298.882246 (total_num_iters=6271020)
`;

describe("fc-solve's range run", () => {
  it("reads the children's CPU time and the unsolved boards", () => {
    const run = readFcSolveRun(OUTPUT, "0m0.004s 0m0.002s\n0m5.812s 0m0.071s\n");
    expect(run?.unsolved).toEqual([11982]);
    expect(run?.cpuSeconds).toBeCloseTo(5.883, 6);
    expect(readFcSolveRun(OUTPUT, "1m2.5s 0m0.5s\n")?.cpuSeconds).toBeCloseTo(63, 6);
  });

  it("gives no figure without bash's times", () => {
    expect(readFcSolveRun(OUTPUT, "")).toBeUndefined();
    expect(readFcSolveRun(OUTPUT, "Segmentation fault\n")).toBeUndefined();
  });

  // Debian's freecell-solver-bin, where it is installed: board 11982 is the one it cannot solve.
  it.runIf(INSTALLED)("runs fc-solve over a range of boards", () => {
    const run = fcSolveRange(11_980, 11_984);
    expect(run?.unsolved).toEqual([11982]);
    expect(run?.cpuSeconds).toBeGreaterThanOrEqual(0);
  });
});
