// Stored runs read back for `run --verdicts`: each file's verdicts by seed,
// grouped by strategy, refused (one line) unless the file plays the same
// deals: the same game, preset, settings and numbering.

import { closeSync, openSync } from "node:fs";
import { UserError } from "../core/errors.ts";
import type { Verdict } from "../engine/engine.ts";
import { scanLines } from "../run/jsonl-file.ts";
import { isProvenance, upgradeProvenance } from "../run/provenance.ts";
import type { RunSpec } from "../run/spec.ts";
import type { StrategyResults } from "../run/shortfall.ts";

const VERDICT_WORDS = new Set(["won", "lost", "unknown", "error"]);

/** Adds the verdicts in `path` to `into` (by strategy); a seed already there is kept as first read. */
export function readVerdicts(path: string, spec: RunSpec, into: Map<string, Map<number, Verdict>>): void {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch (e) {
    throw new UserError(`cannot read --verdicts ${path}: ${(e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (e as Error).message}`);
  }
  try {
    scanLines(fd, (text, lineNo) => {
      let x: unknown;
      try {
        x = JSON.parse(text);
      } catch {
        throw new UserError(`--verdicts ${path} line ${lineNo} is not JSON: a records file (run --out, merge) is one JSON object per line`);
      }
      if (isProvenance(x)) {
        const e = upgradeProvenance(x).experiment;
        const other =
          e.game !== spec.game
            ? `game ${e.game}`
            : e.preset !== spec.preset
              ? `preset ${e.preset}`
              : e.numbering !== spec.numbering
                ? `numbering ${e.numbering}`
                : JSON.stringify(e.settings) !== JSON.stringify(spec.settings)
                  ? `settings ${JSON.stringify(e.settings)}`
                  : undefined;
        if (other)
          throw new UserError(
            `--verdicts ${path} holds other deals (${other}); it must be a run of ${spec.game}, preset ${spec.preset}, settings ${JSON.stringify(spec.settings)}, ${spec.numbering} numbering`,
          );
        return;
      }
      const r = x as { strategy?: unknown; seed?: unknown; result?: unknown };
      if (typeof r.strategy !== "string" || !Number.isInteger(r.seed) || typeof r.result !== "string" || !VERDICT_WORDS.has(r.result)) {
        throw new UserError(`--verdicts ${path} line ${lineNo} is not a deal record (strategy, seed, result)`);
      }
      let m = into.get(r.strategy);
      if (!m) into.set(r.strategy, (m = new Map()));
      if (!m.has(r.seed as number)) m.set(r.seed as number, r.result as Verdict);
    });
  } finally {
    closeSync(fd);
  }
}

export function verdictRuns(paths: string[], spec: RunSpec, own?: StrategyResults): StrategyResults[] {
  const by = new Map<string, Map<number, Verdict>>();
  if (own) by.set(own.strategy, new Map(own.results));
  for (const p of paths) readVerdicts(p, spec, by);
  return [...by].map(([strategy, results]) => ({ strategy, results }));
}
