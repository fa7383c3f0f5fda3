// Tuning a weighted strategy record from the builder: the lab's coordinate
// search (src/run/tune.ts, as `solitaire-lab tune` runs it) on this
// browser's workers, over the builder's game, budgets and workers. Each
// record the search keeps goes into the record's JSON at once, so Tune again
// resumes from it; at the end the tuned record and the one it started from
// play the held-out seeds, paired deal by deal.

import type { SeedRange } from "../core/seed-range.ts";
import { MAX_SEED, type Numbering } from "../core/numbering.ts";
import { engineModule } from "../engine/load-browser.ts";
import type { WeightedRecord } from "../games/strategy-record.ts";
import { browserWorkerFactory } from "../pool/browser.ts";
import { Pool } from "../pool/pool.ts";
import { compareHeldOut, coordinateSearch, playRecord } from "../run/tune.ts";
import { h, pct } from "./dom.ts";
import { specFor, type ExperimentPlan } from "./experiment.ts";

const STOPPED = "stopped";
const LOG_LINES = 12;

/** `a..b` of the numbering, or the one-line fault. */
function rangeOf(label: string, from: string, to: string, numbering: Numbering): SeedRange | string {
  const max = MAX_SEED[numbering];
  const lo = Number(from.trim());
  const hi = Number(to.trim());
  if (!/^\d+$/.test(from.trim()) || !/^\d+$/.test(to.trim()) || lo > hi || hi > max)
    return `${label}: whole numbers from 0 to ${max}, the first at most the last`;
  return { lo, hi: hi + 1 };
}

/**
 * The panel; `plan` is the builder's experiment as checked now (undefined
 * while a field is wrong), `use` puts a record into the record's JSON.
 */
export function tunePanel(plan: () => ExperimentPlan | undefined, use: (r: WeightedRecord) => void): HTMLElement {
  const input = (id: string, value: string) => h("input", { id, inputmode: "numeric", autocomplete: "off", value });
  const trainFrom = input("tune-train-from", "0");
  const trainTo = input("tune-train-to", "999");
  const testFrom = input("tune-test-from", "10000");
  const testTo = input("tune-test-to", "10999");
  const rounds = input("tune-rounds", "2");
  const start = h("button", { type: "button", id: "tune-start" }, "Tune");
  const stop = h("button", { type: "button", id: "tune-stop", disabled: true }, "Stop");
  const error = h("p", { class: "error", id: "tune-error", role: "alert" });
  const log = h("ol", { class: "tune-log", id: "tune-log" });
  const result = h("div", { id: "tune-result" });
  let pool: Pool | undefined;
  let stopping = false;

  const say = (line: string) => {
    log.append(h("li", {}, line));
    while (log.children.length > LOG_LINES) log.firstElementChild?.remove();
  };

  stop.addEventListener("click", () => {
    stopping = true;
    pool?.cancel();
  });
  start.addEventListener("click", async () => {
    error.textContent = "";
    const p = plan();
    const record = p?.strategyRecord;
    if (!p || !record || record.kind !== "weighted") {
      error.textContent = 'Tune: type a weighted record above (kind "weighted") and fix the fields marked first';
      return;
    }
    const train = rangeOf("Training seeds", trainFrom.value, trainTo.value, p.numbering);
    const test = rangeOf("Held-out seeds", testFrom.value, testTo.value, p.numbering);
    const n = Number(rounds.value.trim());
    const fault =
      typeof train === "string"
        ? train
        : typeof test === "string"
          ? test
          : train.lo < test.hi && test.lo < train.hi
            ? "Held-out seeds: apart from the training seeds"
            : !/^\d+$/.test(rounds.value.trim()) || n < 1 || n > 20
              ? "Rounds: a whole number from 1 to 20"
              : "";
    if (fault || typeof train === "string" || typeof test === "string") {
      error.textContent = fault;
      return;
    }
    start.disabled = true;
    stop.disabled = false;
    stopping = false;
    log.replaceChildren();
    result.replaceChildren();
    const spec = specFor(p, "record");
    const t0 = performance.now();
    try {
      // Inside the try: an engine that cannot load is named below, and the buttons come back.
      pool = new Pool(browserWorkerFactory(await engineModule()), p.workers);
      say(`tuning ${record.name}: training seeds ${train.lo}..${train.hi - 1}, ${n} rounds, ${p.workers} workers`);
      const search = await coordinateSearch(
        pool,
        spec,
        record,
        train,
        n,
        (s) => {
          if (stopping) throw new Error(STOPPED);
          say(`round ${s.round}: ${s.feature} ${s.weight} -> ${s.tried}: won ${s.won} (best ${s.best})${s.kept ? "  kept" : ""}`);
        },
        (r) => use(r),
      );
      if (stopping) throw new Error(STOPPED);
      const before = await playRecord(pool, spec, record, test);
      const after = await playRecord(pool, spec, search.record, test);
      if (stopping) throw new Error(STOPPED);
      const r = compareHeldOut(before, after);
      const rate = (won: number, deals: number, [lo, hi]: [number, number]) => `${won} of ${deals} = ${pct(won / deals)} [${pct(lo)}, ${pct(hi)}]`;
      result.replaceChildren(
        h("p", { id: "tune-train" }, `Training seeds: won ${search.first.won} -> ${search.played.won} of ${search.played.deals}.`),
        h("p", { id: "tune-weights" }, `Tuned weights: ${JSON.stringify(search.record.weights)} (now in the record above).`),
        h(
          "p",
          { id: "tune-held-out" },
          `Held-out seeds ${test.lo}..${test.hi - 1}: untuned ${rate(r.before.won, r.before.deals, r.before.interval)}; tuned ${rate(r.after.won, r.after.deals, r.after.interval)}.`,
        ),
        h(
          "p",
          { id: "tune-paired" },
          `Paired: tuned alone won ${r.b}, untuned alone ${r.c}; difference ${pct(r.difference)} [${pct(r.differenceInterval[0])}, ${pct(r.differenceInterval[1])}], McNemar p = ${r.pValue.toPrecision(3)}. ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
        ),
      );
    } catch (e) {
      if ((e as Error).message === STOPPED) say("stopped: the best record so far is in the record above; Tune again goes on from it");
      else error.textContent = `Tune: ${(e as Error).message}`;
    } finally {
      pool?.close();
      pool = undefined;
      start.disabled = false;
      stop.disabled = true;
    }
  });

  const row = (label: string, a: HTMLElement, b?: HTMLElement) =>
    h("div", { class: "record-field" }, h("label", { for: a.id }, label), h("span", {}, a, b ? " to " : "", b ?? ""));
  return h(
    "details",
    { class: "record-form-box", id: "tune-panel" },
    h("summary", {}, "Tune a weighted record"),
    h(
      "p",
      { class: "help" },
      "A coordinate search over the weights on the training seeds (each weight a step up and down, a step kept when more training deals are won, the steps halved each round), on this browser's workers, with the budgets and workers above; then the tuned record and the one it started from play the held-out seeds, paired deal by deal. As solitaire-lab tune does.",
    ),
    row("Training seeds", trainFrom, trainTo),
    row("Held-out seeds", testFrom, testTo),
    row("Rounds", rounds),
    h("p", {}, start, " ", stop),
    error,
    log,
    result,
  );
}
