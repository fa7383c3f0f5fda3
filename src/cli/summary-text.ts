// The end-of-run summary as text for a terminal.

import { effortText } from "../core/figures.ts";
import type { Percentiles } from "../core/stats.ts";
import type { GameDef } from "../games/catalogue.ts";
import type { Summary } from "../run/tally.ts";
import { fmtDuration, fmtInt } from "./progress.ts";

const pct = (x: number) => `${(x * 100).toFixed(x < 0.001 ? 4 : 3)}%`;
/** Exact figures as they are, the histogram's approximate ones with "≈" (core/figures.ts). */
const effort = (p: Percentiles) => `median ${effortText(p, "p50")}, p90 ${effortText(p, "p90")}, p99 ${effortText(p, "p99")}, max ${effortText(p, "max")}`;

export function summaryText(game: GameDef, title: string, s: Summary, extra: string[]): string {
  const lines = [title];
  lines.push(`deals ${fmtInt(s.deals)}   won ${fmtInt(s.won)}   lost ${fmtInt(s.lost)}   unknown ${fmtInt(s.unknown)}   errors ${fmtInt(s.errors)}`);
  lines.push(
    `win rate ${pct(s.winRate)}   95% CI [${pct(s.ci95[0])}, ${pct(s.ci95[1])}]${s.unknown + s.errors ? "   (unknown and errors: losses below, wins above)" : ""}`,
  );
  const entries = Object.entries(s.scoreHistogram);
  if (entries.length) {
    lines.push(`score: ${game.score.label} (${game.score.better} is better)`);
    const most = Math.max(...entries.map(([, c]) => c));
    const total = entries.reduce((n, [, c]) => n + c, 0);
    for (const [score, count] of entries) {
      const bar = "#".repeat(Math.max(count > 0 ? 1 : 0, Math.round((count / most) * 40)));
      lines.push(`  ${score.padStart(4)} | ${bar.padEnd(40)} ${fmtInt(count)} (${pct(count / total)})`);
    }
  }
  lines.push(`nodes per deal: ${effort(s.nodes)}`);
  lines.push(`ms per deal:    ${effort(s.ms)}`);
  lines.push(...extra);
  return `${lines.join("\n")}\n`;
}

export { fmtDuration };
