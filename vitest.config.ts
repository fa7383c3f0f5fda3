import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    reporters: ["default", "./tests/closing-line-reporter.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The engine is single-threaded per instance; the pool tests start their own workers.
    pool: "forks",
    maxWorkers: 2,
    // Test files share their worker process: each file makes its own engines
    // and servers, so none needs the lab imported afresh for it alone.
    isolate: false,
  },
});
