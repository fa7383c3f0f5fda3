// The bench's strategy-record figures: each built-in greedy written as a
// record (docs/strategies/) against the built-in strategy it copies, on the
// same deals: playouts per second of both and their ratio (the goal: the
// record at least half the built-in's speed), and whether they won the same
// deals.

import { readFileSync } from "node:fs";
import { findGame } from "../games/catalogue.ts";
import { resolveSettings } from "../games/settings.ts";
import { parseStrategyRecord } from "../games/strategy-record.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../run/spec.ts";
import { solverRun } from "./pool-runs.ts";

/** docs/strategies/, from the source tree or from dist/src/... alike. */
function recordsDir(): URL {
  const here = new URL(".", import.meta.url);
  for (const up of ["../../docs/strategies/", "../../../docs/strategies/"]) {
    const dir = new URL(up, here);
    try {
      readFileSync(new URL("klondike-greedy.json", dir));
      return dir;
    } catch {}
  }
  throw new Error("docs/strategies/ not found beside the lab");
}

/** `times`: deals as many times the others' (a playout of the small games takes microseconds: more deals steady their rate). */
const RUNS: { game: string; preset: string; overrides: string[]; file: string; builtIn?: string; times?: number }[] = [
  { game: "klondike", preset: "klondike-bg", overrides: [], file: "klondike-greedy.json" },
  { game: "freecell", preset: "standard", overrides: [], file: "freecell-greedy.json" },
  { game: "spider", preset: "spider", overrides: ["layout=standard", "suits=1"], file: "spider-greedy.json" },
  { game: "emperor", preset: "emperor", overrides: [], file: "emperor-greedy.json" },
  { game: "klondike", preset: "klondike-bft", overrides: [], file: "bft-greedy.json", builtIn: "bft-greedy" },
  { game: "klondike", preset: "klondike-bft", overrides: [], file: "bft-random.json", builtIn: "bft-random" },
  { game: "golf", preset: "standard", overrides: [], file: "golf-greedy.json", times: 10 },
  { game: "black-hole", preset: "standard", overrides: [], file: "black-hole-greedy.json", times: 10 },
  { game: "worm-hole", preset: "standard", overrides: [], file: "worm-hole-greedy.json", times: 10 },
  { game: "accordion", preset: "standard", overrides: [], file: "accordion-slide-first.json", builtIn: "slide-first", times: 10 },
  { game: "wish", preset: "standard", overrides: [], file: "wish-greedy.json", times: 10 },
  { game: "flip", preset: "standard", overrides: [], file: "flip-remove-first.json", builtIn: "remove-first", times: 10 },
  { game: "gaps", preset: "basic", overrides: [], file: "gaps-greedy.json", times: 10 },
];

export async function recordStrategyRates(workers: number, quick: boolean, log: (line: string) => void) {
  const perRun = quick ? 2_000 : 20_000;
  const dir = recordsDir();
  const out = [];
  log(`Strategy records against the built-in strategy they copy (${workers} workers, sv 0..${perRun - 1}; the small games 0..${perRun * 10 - 1})`);
  for (const r of RUNS) {
    const deals = perRun * (r.times ?? 1);
    const game = findGame(r.game)!;
    const { settings } = resolveSettings(game, r.preset, r.overrides);
    const base: RunSpec = {
      game: r.game,
      preset: r.preset,
      settings,
      strategy: r.builtIn ?? "greedy",
      numbering: "sv",
      budget: { ...DEFAULT_BUDGET },
      rngSeed: 0,
    };
    const record = parseStrategyRecord(readFileSync(new URL(r.file, dir), "utf8"), r.file);
    const built = await solverRun(workers, base, 0, deals);
    const written = await solverRun(workers, { ...base, strategy: "record", strategyRecord: record }, 0, deals);
    const ratio = written.dealsPerSecond / built.dealsPerSecond;
    log(
      `  ${`${[r.preset, ...r.overrides].join(" ")} ${r.file}`.padEnd(52)} ${written.dealsPerSecond.toFixed(0).padStart(8)} playouts/s   ${(r.builtIn ?? "greedy").padEnd(10)} ${built.dealsPerSecond.toFixed(0).padStart(8)}   ratio ${ratio.toFixed(2)} (goal: at least 0.5)   won ${written.won} / ${built.won}`,
    );
    out.push({
      game: r.game,
      preset: r.preset,
      record: r.file,
      deals,
      recordRate: written.dealsPerSecond,
      builtInRate: built.dealsPerSecond,
      ratio,
      wonRecord: written.won,
      wonBuiltIn: built.won,
    });
  }
  return out;
}
