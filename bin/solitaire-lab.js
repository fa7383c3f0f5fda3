#!/usr/bin/env node
// The solitaire-lab command. `npm run lab -- ...` builds what is stale first;
// run directly, this needs `npm run build` to have been run once.
import { existsSync } from "node:fs";

const entry = new URL("../dist/src/cli/main.js", import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('solitaire-lab: not built yet: run "npm run build" (or use "npm run lab -- ...")\n');
  process.exit(2);
}
// A reader that stops early (`| head`) closes the pipe: stop quietly, as a
// Unix tool does on SIGPIPE, not with a trace. Records already written stay.
process.stdout.on("error", (e) => {
  if (e.code !== "EPIPE") throw e;
  process.exit(0);
});
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
