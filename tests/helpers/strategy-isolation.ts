// What a strategy module can reach: every module it imports, directly or
// through other modules, so that a test can check that no game state is
// among them (a strategy must decide from the observation alone).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Modules (paths relative to the repository) that `file` imports, transitively. */
export function transitiveImports(file: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    const source = readFileSync(path, "utf8");
    for (const m of source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm)) {
      const spec = m[1];
      if (!spec.startsWith(".")) continue;
      let target = join(dirname(path), spec);
      if (!target.endsWith(".ts")) target += ".ts";
      if (!existsSync(target)) throw new Error(`${relative(ROOT, path)} imports ${spec}, which does not exist`);
      const rel = relative(ROOT, target);
      if (seen.has(rel)) continue;
      seen.add(rel);
      visit(target);
    }
  };
  visit(join(ROOT, file));
  return [...seen].sort();
}
