// A list of proven-winnable deals graded by difficulty, as JSON or CSV, for
// people who make solitaire games: each deal's seed and numbering, rules,
// difficulty, and a solution in the lab's words (replayed through the
// reference rules). The header repeats what the difficulties mean.

import { fmtInt, plural, presetText } from "../core/figures.ts";
import type { Budget } from "../engine/engine.ts";
import type { Settings } from "../games/catalogue.ts";
import type { Difficulty, Grading } from "./difficulty.ts";
import type { StrategyRecord } from "../games/strategy-record.ts";

export interface ListedDeal {
  seed: number;
  difficulty: Difficulty;
  /** Whose line the solution is: the solver's, or (its budget short) the winning strategy's. */
  solvedBy: string;
  /** The solution's moves in words. */
  solution: string[];
}

export interface DealListHeader {
  kind: "winnable-deals";
  lab: "solitaire-lab";
  version: string;
  engine: string;
  game: string;
  preset: string;
  settings: Settings;
  numbering: string;
  /** The seeds looked at, "A..B" (the list stops early once it has `wanted`). */
  seeds: string;
  /** Seeds examined before the list was full (or all of `seeds`). */
  examined: number;
  difficulty: Difficulty | "any";
  wanted: number;
  found: number;
  grading: Grading;
  /** The strategy records that graded in place of the game's own strategies (deals --easy-file, --medium-file), whole. */
  gradingRecords?: { easy?: StrategyRecord; medium?: StrategyRecord };
  definition: Record<Difficulty, string>;
  budget: Budget;
  created: string;
}

export function dealListJson(header: DealListHeader, deals: ListedDeal[]): string {
  const rows = deals.map((d) => ({
    seed: d.seed,
    numbering: header.numbering,
    game: header.game,
    preset: header.preset,
    settings: header.settings,
    difficulty: d.difficulty,
    length: d.solution.length,
    solvedBy: d.solvedBy,
    solution: d.solution,
  }));
  return `${JSON.stringify({ ...header, deals: rows }, null, 1)}\n`;
}

const csvField = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const settingsWords = (s: Settings) =>
  Object.entries(s)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");

/** CSV: `#` lines with the header (what the difficulties mean), then one row per deal; the solution's moves joined by " | ". */
export function dealListCsv(header: DealListHeader, deals: ListedDeal[]): string {
  const meta = [
    `winnable deals of ${header.game}, ${presetText(header.preset, header.settings)}, ${header.numbering} seeds ${header.seeds}: ${plural(header.found, header.difficulty === "any" ? "deal" : `${header.difficulty} deal`)} of ${fmtInt(header.wanted)} wanted, ${plural(header.examined, "seed")} examined`,
    ...Object.entries(header.definition).map(([d, text]) => `${d}: ${text}`),
    `budget per deal: ${header.budget.nodes || "no"} node limit, ${header.budget.timeMs ? `${header.budget.timeMs} ms` : "no time limit"}; lab ${header.version}, engine ${header.engine}, made ${header.created}`,
  ];
  const lines = meta.map((l) => `# ${l}`);
  lines.push("seed,numbering,game,preset,settings,difficulty,length,solved_by,solution");
  for (const d of deals) {
    lines.push(
      [
        String(d.seed),
        header.numbering,
        header.game,
        header.preset,
        settingsWords(header.settings),
        d.difficulty,
        String(d.solution.length),
        d.solvedBy,
        d.solution.join(" | "),
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `${lines.join("\n")}\n`;
}
