// The experiments this tab has open: one runner each, loaded from IndexedDB
// once, kept while it runs (also when its page is not shown) and dropped when
// it is finished and nobody looks at it.

import { newExperiment, type Experiment, type ExperimentPlan } from "./experiment.ts";
import { RunResults } from "./run-results.ts";
import { lockName, ExperimentRunner } from "./runner.ts";
import { runStore } from "./run-store.ts";

const open = new Map<string, Promise<ExperimentRunner | undefined>>();

export async function createRun(plan: ExperimentPlan): Promise<ExperimentRunner> {
  const store = await runStore();
  const exp = newExperiment(plan);
  await store.put(exp);
  const runner = new ExperimentRunner(store, exp, new RunResults(exp));
  open.set(exp.id, Promise.resolve(runner));
  void runner.start();
  return runner;
}

/** The runner of a stored experiment (undefined when there is none with that id). */
export function openRun(id: string, onLoading?: (deals: number) => void): Promise<ExperimentRunner | undefined> {
  let p = open.get(id);
  if (!p) {
    p = (async () => {
      const store = await runStore();
      const exp = await store.get(id);
      if (!exp) return undefined;
      const results = await RunResults.load(store, exp, onLoading);
      // The chunks are what counts; the record's counts only summarise them for the list of runs.
      exp.outcomes = {};
      for (const s of exp.strategies) {
        const t = results.tallies[s];
        exp.stored[s] = t.deals;
        exp.outcomes[s] = { won: t.won, lost: t.lost, unknown: t.unknown, errors: t.errors };
      }
      return new ExperimentRunner(store, exp, results);
    })();
    open.set(id, p);
    p.then(
      (r) => r ?? open.delete(id),
      () => open.delete(id),
    );
  }
  return p;
}

/** Forgets a runner that is not running (its results are in IndexedDB). */
export async function closeRun(id: string): Promise<void> {
  const r = await open.get(id);
  if (r && !r.hasPool() && r.status !== "starting") open.delete(id);
}

export async function deleteRun(id: string): Promise<void> {
  const r = await open.get(id);
  await r?.stop(); // its last chunks must not land after the delete
  open.delete(id);
  await (await runStore()).delete(id);
}

/** Experiments whose state says running but that no tab is running: a reload or a closed tab stopped them. */
export async function interruptedIds(experiments: Experiment[]): Promise<Set<string>> {
  const held = new Set(((await navigator.locks.query()).held ?? []).map((l) => l.name));
  return new Set(experiments.filter((e) => e.state === "running" && !held.has(lockName(e.id))).map((e) => e.id));
}
