// Runs compared (#/compare?runs=a,b,...): every strategy of every chosen run
// side by side, and paired deal by deal wherever two of them play the same
// deals (same game, numbering and dealing) on the seeds they share. The table
// and bars show both each run's full range and the figures on the seeds the
// runs share only, labelled so: a run over easier seeds must not look better.

import { mcnemar } from "../core/stats.ts";
import { findGame } from "../games/catalogue.ts";
import { openRun } from "./active-runs.ts";
import type { Arm } from "./charts/arm.ts";
import { colour } from "./charts/setup.ts";
import { ComparisonView, type PairRow } from "./comparison-view.ts";
import { alignedStretches, sliceChunk } from "./deals/aligned-chunks.ts";
import { fmtInt, h } from "./dom.ts";
import { MAX_DEALS_COMPARED } from "./draft.ts";
import { dealKey, experimentName, experimentTitle, seedsText } from "./experiment.ts";
import { hook } from "./hook.ts";
import { PairedResults } from "./paired.ts";
import { shortfallTable } from "./perfect-view.ts";
import { shortfall } from "../run/shortfall.ts";
import type { Verdict } from "../engine/engine.ts";
import { VERDICTS } from "../engine/engine.ts";
import { intersect } from "./ranges.ts";
import { routeHash, type Route } from "./router.ts";
import type { ExperimentRunner } from "./runner.ts";
import { runStore } from "./run-store.ts";
import { summaryTable } from "./summary-table.ts";
import { Tally } from "../run/tally.ts";
import type { SeedRange } from "../core/seed-range.ts";
import type { RunStore } from "./run-store.ts";
import { settingsTexts, viewerHash } from "./viewer-url.ts";

interface RunArm extends Arm {
  runner: ExperimentRunner;
  strategy: string;
}

export function comparePage(root: HTMLElement, route: Route): () => void {
  const ids = (route.params.get("runs") ?? "").split(",").filter(Boolean);
  let view: ComparisonView | undefined;
  let disposed = false;
  root.replaceChildren(h("section", { class: "panel" }, h("p", {}, "Loading the runs…")));
  void (async () => {
    const runners = (await Promise.all(ids.map((id) => openRun(id)))).filter((r): r is ExperimentRunner => !!r);
    if (disposed) return;
    if (runners.length === 0) {
      root.replaceChildren(
        h("section", { class: "panel" }, h("p", {}, "None of these runs is in this browser. ", h("a", { href: routeHash("runs") }, "Past runs"))),
      );
      return;
    }
    const arms: RunArm[] = runners.flatMap((r, i) =>
      r.exp.strategies.map((s) => ({
        label: `#${i + 1} ${s}`,
        colour: "",
        strategy: s,
        runner: r,
        tally: r.results.tallies[s],
        summary: r.results.summary(s),
      })),
    );
    arms.forEach((a, i) => (a.colour = colour(i)));

    const notes: string[] = [];
    const pairs: PairRow[] = [];
    const shared: SharedGroup[] = [];
    const perfect: HTMLElement[] = [];
    const groups = new Map<string, RunArm[]>();
    for (const a of arms) groups.set(dealKey(a.runner.exp), [...(groups.get(dealKey(a.runner.exp)) ?? []), a]);
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      let frame = group.reduce<ReturnType<typeof intersect>>((f, a) => (f ? intersect(f, a.runner.exp.seeds) : null), group[0].runner.exp.seeds);
      if (!frame) {
        notes.push(`${group.map((a) => a.label).join(", ")} play the same deals but share no seeds.`);
        continue;
      }
      if (new Set(group.map((a) => a.runner)).size > 1) shared.push(await onSharedSeeds(await runStore(), group, frame));
      if (frame.hi - frame.lo > MAX_DEALS_COMPARED) {
        frame = { lo: frame.lo, hi: frame.lo + MAX_DEALS_COMPARED };
        notes.push(`Paired on the first ${MAX_DEALS_COMPARED.toLocaleString("en-US")} shared seeds.`);
      }
      const game = findGame(group[0].runner.exp.game)!;
      const paired = new PairedResults(
        frame,
        group.map((a) => a.label),
        game.score,
      );
      const store = await runStore();
      for (const a of group) for await (const c of store.chunks(a.runner.exp.id, a.strategy)) paired.add(a.label, c);
      for (const p of paired.pairs()) {
        const arm = (label: string) => group.find((a) => a.label === label)!;
        pairs.push({
          ...p,
          link: (seed, by) => {
            const e = arm(by === "a" ? p.a : p.b);
            const x = e.runner.exp;
            return viewerHash({
              game: x.game,
              preset: x.preset,
              settings: settingsTexts(x.settings),
              numbering: x.numbering,
              seed,
              strategy: e.strategy,
              ...(e.strategy === "record" && x.strategyRecord ? { strategyRecord: JSON.stringify(x.strategyRecord) } : {}),
              rngSeed: x.rngSeed,
            });
          },
        });
      }
      notes.push(`${group.map((a) => a.label).join(", ")}: paired on seeds ${seedsText(frame)}.`);
      // How far from perfect, where a solver run is among the group (src/ui/perfect-view.ts).
      if (group.some((a) => a.strategy === "solver")) {
        const runs = [];
        for (const a of group) {
          const m = new Map<number, Verdict>();
          for await (const c of store.chunks(a.runner.exp.id, a.strategy))
            for (let i = 0; i < c.count; i++) if (c.seedLo + i >= frame.lo && c.seedLo + i < frame.hi) m.set(c.seedLo + i, VERDICTS[c.result[i]]);
          runs.push({ strategy: a.label, results: m, solver: a.strategy === "solver" });
        }
        const report = shortfall(runs, 8);
        const arm = (label: string) => group.find((a) => a.label === label)!;
        if (report)
          perfect.push(
            ...shortfallTable(report, (label, seed) => {
              const x = arm(label).runner.exp;
              return viewerHash({
                game: x.game,
                preset: x.preset,
                settings: settingsTexts(x.settings),
                numbering: x.numbering,
                seed,
                strategy: arm(label).strategy,
                ...(arm(label).strategy === "record" && x.strategyRecord ? { strategyRecord: JSON.stringify(x.strategyRecord) } : {}),
                rngSeed: x.rngSeed,
              });
            }),
          );
      }
    }
    if (disposed) return;
    const oneGame = runners.every((r) => r.exp.game === runners[0].exp.game) ? findGame(runners[0].exp.game) : undefined;
    view = new ComparisonView(oneGame, {
      file: () => `compare-${ids.join("+")}`,
      experiment: () => `runs compared: ${runners.map((r, i) => `#${i + 1} ${experimentName(r.exp)}`).join("; ")}`,
    });
    root.replaceChildren(
      h(
        "section",
        { class: "panel", id: "compare-runs" },
        h("h2", {}, "Runs compared"),
        h(
          "ol",
          {},
          runners.map((r) => h("li", {}, h("a", { href: routeHash("run", [r.exp.id]) }, experimentTitle(r.exp)), ` (${r.exp.state})`)),
        ),
        h("div", { id: "full-range" }, h("h3", {}, "Each run's full range"), h("div", { class: "table-wrap" }, summaryTable(oneGame, arms))),
        shared.length
          ? h(
              "div",
              { id: "shared-seeds" },
              shared.flatMap((g) => [
                h("h3", {}, g.title),
                h("p", { class: "help" }, "Only the deals every run here has played: the fair comparison when the runs cover different seeds."),
                h("div", { class: "table-wrap" }, summaryTable(findGame(g.arms[0].runner.exp.game), g.arms)),
              ]),
            )
          : "",
      ),
      view.element,
      perfect.length
        ? h(
            "section",
            { class: "panel", id: "perfect-view" },
            h("h2", {}, "How far from perfect"),
            h("div", { id: "perfect-table", class: "table-wrap" }, ...perfect),
          )
        : "",
    );
    const sharedArm = new Map(shared.flatMap((g) => g.arms.map((a) => [a.label, a] as const)));
    view.update(
      arms,
      pairs,
      notes.join(" "),
      shared.length
        ? {
            label: shared.length === 1 ? shared[0].label : "on the seeds the runs share",
            arms: arms.map((a) => sharedArm.get(a.label) ?? null),
          }
        : undefined,
    );
    hook.charts = view.charts();
    hook.comparison = {
      pairs: pairs.map((p) => ({
        a: p.a,
        b: p.b,
        onlyA: p.counts.onlyA,
        onlyB: p.counts.onlyB,
        paired: p.counts.paired,
        pValue: mcnemar(p.counts.onlyA, p.counts.onlyB).pValue,
      })),
    };
  })();
  return () => {
    disposed = true;
    view?.destroy();
    hook.comparison = null;
    hook.charts = {};
  };
}

interface SharedGroup {
  /** "On the 500 seeds both runs hold (500..999)", and as a bar's label "on the 500 seeds both runs hold". */
  title: string;
  label: string;
  arms: RunArm[];
}

/** A group's arms tallied over the seeds every one of them holds (a partial run holds fewer than its range). */
async function onSharedSeeds(store: RunStore, group: RunArm[], frame: SeedRange): Promise<SharedGroup> {
  const tallies = group.map(() => new Tally());
  let held = 0;
  let lo = Infinity;
  let hi = -Infinity;
  for await (const s of alignedStretches(
    store,
    group.map((a) => ({ runId: a.runner.exp.id, strategy: a.strategy })),
    frame,
  )) {
    if (s.chunks.some((c) => c === null)) continue;
    s.chunks.forEach((c, i) => tallies[i].addChunk(sliceChunk(c!, s.lo, s.hi)));
    held += s.hi - s.lo;
    lo = Math.min(lo, s.lo);
    hi = Math.max(hi, s.hi - 1);
  }
  const runs = new Set(group.map((a) => a.runner)).size;
  const who = runs === 2 ? "both runs hold" : `all ${runs} runs hold`;
  const where = held === 0 ? "" : held === hi - lo + 1 ? ` (${lo}..${hi})` : ` (between ${lo} and ${hi})`;
  const label = `on the ${fmtInt(held)} seed${held === 1 ? "" : "s"} ${who}`;
  return {
    title: `O${label.slice(1)}${where}`,
    label,
    arms: group.map((a, i) => ({ ...a, tally: tallies[i], summary: tallies[i].summary(), curve: undefined })),
  };
}
