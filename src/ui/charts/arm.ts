// One line of a comparison: a strategy's results in a run, as the charts draw it.
import type { Tally, Summary } from "../../run/tally.ts";
import type { CurvePoint } from "../run-results.ts";

export interface Arm {
  label: string;
  colour: string;
  tally: Tally;
  summary: Summary;
  /** The win rate as deals accumulated (absent on the cross-run comparison). */
  curve?: CurvePoint[];
}
