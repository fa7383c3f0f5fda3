// What the page shows, for the end-to-end tests (window.solitaireLab): the
// charts by name, the runner of the run page, the viewer's state. Read-only
// use; the tests drive the page through its controls.
import type { Chart } from "chart.js";
import type { DealFilter, FilterCounts } from "./deals/deal-filter.ts";
import type { ExperimentRunner } from "./runner.ts";

export interface ViewerState {
  ready: boolean;
  /** A play is running in the worker. */
  searching: boolean;
  /** The deal drawn (the layout as JSON): before the search, then the one the engine dealt. */
  drawn: string;
  step: number;
  steps: number;
  description: string;
  result: string;
  error: string;
  /** The solve in flight as the worker last reported it (nodes so far, best score so far), or null. */
  progress: { nodes: number; best: number; ms: number } | null;
}

export const hook = {
  page: "",
  charts: {} as Record<string, Chart>,
  runner: null as ExperimentRunner | null,
  /** Redraws of the run page so far (the charts are redrawn a few times per second at most). */
  redraws: 0,
  /** The runner's status when the run page last finished drawing (tests wait for "done" here). */
  drawn: "",
  viewer: null as ViewerState | null,
  /** The run page's deal list: the filter, its counts once read, the seeds of the page shown. */
  dealList: null as { scanning: boolean; filter: DealFilter; counts: FilterCounts | null; matches: number; page: number; rows: number[] } | null,
  comparison: null as { pairs: { a: string; b: string; onlyA: number; onlyB: number; paired: number; pValue: number }[] } | null,
};

(window as unknown as { solitaireLab: typeof hook }).solitaireLab = hook;
