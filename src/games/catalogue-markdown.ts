// The catalogue as Markdown tables, for the docs: `solitaire-lab games
// --markdown` prints them, and tests/docs-tables.test.ts holds the copies in
// docs/ to them, so that no page lists a strategy a game does not have.

import { grading } from "../run/difficulty.ts";
import { GAMES } from "./catalogue.ts";

const code = (s: string) => `\`${s}\``;

/** Every game: its presets, its strategies (the default first in bold) and which of them grade its deals. */
export function strategiesMarkdown(): string {
  const rows = GAMES.map((g) => {
    const strategies = g.strategies.map((s) => (s.id === g.defaultStrategy ? `**${code(s.id)}**` : code(s.id))).join(", ");
    const grades = grading(g);
    return `| ${g.name} | ${code(g.id)} | ${Object.keys(g.presets).map(code).join(", ")} | ${strategies} | ${code(grades.easy)} | ${grades.strong ? code(grades.strong) : "none"} |`;
  });
  return [
    "| game | id | presets | strategies (default in bold) | its wins are easy deals | its wins are medium deals |",
    "|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
