// Prints one plain closing line after the run, "vitest: N passed, N failed, N skipped",
// which CI reads whatever the test runner.
import type { Reporter, TestModule } from "vitest/node";

export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === "passed") count.passed++;
        else if (state === "failed") count.failed++;
        else count.skipped++;
      }
      if (m.state() === "failed" && [...m.children.allTests()].length === 0) count.failed++; // a file that failed to load
    }
    process.stdout.write(`\nvitest: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}
