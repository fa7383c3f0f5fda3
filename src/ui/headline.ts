// A run's headline on Past runs: its deals and, per strategy, the win rate with
// its conservative 95% Wilson interval (unknown and error deals counted as
// losses below and as wins above), as many decimals as the interval supports.
// The counts come with the run's record; a run stored before the record kept
// them is counted from its chunks once per page.

import { plural } from "../core/figures.ts";
import { conservativeInterval } from "../core/stats.ts";
import { decimalsFor, pct } from "./dom.ts";
import { withChunks, type Experiment, type Outcomes } from "./experiment.ts";
import type { RunStore } from "./run-store.ts";

export function headlineText(o: Outcomes): string {
  const deals = o.won + o.lost + o.unknown + o.errors;
  if (!deals) return "no deals yet";
  const [lo, hi] = conservativeInterval(o.won, o.unknown + o.errors, deals);
  const digits = decimalsFor(((hi - lo) / 2) * 100);
  return `${plural(deals, "deal")}, ${pct(o.won / deals, digits)} won (95% ${pct(lo, digits)} – ${pct(hi, digits)})`;
}

/** One line per strategy, named when there are several. */
export function headlineLines(e: Experiment, outcomes: Record<string, Outcomes>): string[] {
  const none: Outcomes = { won: 0, lost: 0, unknown: 0, errors: 0 };
  return e.strategies.map((s) => `${e.strategies.length > 1 ? `${s}: ` : ""}${headlineText(outcomes[s] ?? none)}`);
}

/** The outcome counts of a run, from its record when it has them for every stored deal, else from its chunks. */
export async function runOutcomes(store: RunStore, e: Experiment): Promise<Record<string, Outcomes>> {
  const o = e.outcomes;
  const complete =
    o &&
    e.strategies.every((s) => {
      const x = o[s];
      return x !== undefined && x.won + x.lost + x.unknown + x.errors === (e.stored[s] ?? 0);
    });
  if (complete) return o;
  let counted: Record<string, Outcomes> = {};
  for await (const c of store.chunks(e.id)) counted = withChunks(counted, [c]);
  return counted;
}
