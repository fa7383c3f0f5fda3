// Builds what is missing or older than its sources: the engine's tableau rule
// table (scripts/rule-table.mjs), the engine (asc, release -O3) and the
// catalogue's strategy table read from it (scripts/strategy-table.mjs; with --checked
// also the bounds-checked test build), the Node JavaScript (tsc -> dist/) and, with --web, the dashboard
// (vite build -> dist-web/). `--if-stale` skips parts that are up to date.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeRuleTable } from "./rule-table.mjs";
import { writeStrategyTable } from "./strategy-table.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const ifStale = args.has("--if-stale");

function newest(paths) {
  let t = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const e of readdirSync(p)) walk(join(p, e));
    else t = Math.max(t, s.mtimeMs);
  };
  for (const p of paths) walk(join(root, p));
  return t;
}
const stale = (output, inputs) => !ifStale || !existsSync(join(root, output)) || statSync(join(root, output)).mtimeMs < newest(inputs);
const run = (cmd, argv) => execFileSync(process.execPath, [join(root, "node_modules", ...cmd), ...argv], { cwd: root, stdio: "inherit" });

// The engine's side of the tableau rules table, from src/games/tableau-rules.ts.
if (await writeRuleTable(root)) console.log("build: wrote the engine's tableau rule table");
if (stale("build/engine.wasm", ["assembly", "asconfig.json"])) {
  run(["assemblyscript", "bin", "asc.js"], ["assembly/index.ts", "--target", "release"]);
}
// The catalogue's table of the engine's strategies (scripts/strategy-table.mjs).
if (await writeStrategyTable(root)) console.log("build: wrote the catalogue's strategy table");
// The same engine with every array access bounds-checked, for the tests.
if (args.has("--checked") && stale("build/engine.checked.wasm", ["assembly", "asconfig.json"])) {
  run(["assemblyscript", "bin", "asc.js"], ["assembly/index.ts", "--target", "checked"]);
}
if (stale("dist/src/cli/main.js", ["src", "workers", "tsconfig.json", "tsconfig.build.json"])) {
  run(["typescript", "bin", "tsc"], ["-p", "tsconfig.build.json"]);
}
if (args.has("--web") && stale("dist-web/index.html", ["src", "workers", "index.html", "build/engine.wasm", "vite.config.ts"])) {
  run(["vite", "bin", "vite.js"], ["build", "--logLevel", "warn"]);
}
