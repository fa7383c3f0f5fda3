// A run (#/run/<id>): progress with pause, resume and cancel; the summary per
// strategy; the charts, redrawn a few times per second at most while deals
// arrive; the comparison when several strategies share the seeds; exports.
// Opening a run that a reload or a closed tab interrupted resumes it.

import { plural, rateText } from "../core/figures.ts";
import { mcnemar } from "../core/stats.ts";
import { timeLeftText } from "../run/time-left.ts";
import { findGame } from "../games/catalogue.ts";
import { closeRun, openRun } from "./active-runs.ts";
import type { Arm } from "./charts/arm.ts";
import { drawEffort, effortChart } from "./charts/effort.ts";
import { drawOutcomes, outcomesChart, setOutcomesScale } from "./charts/outcomes.ts";
import { drawScores, scoresChart } from "./charts/scores.ts";
import { chartCard, colour, type Chart } from "./charts/setup.ts";
import { drawWinRate, winRateChart } from "./charts/win-rate.ts";
import { ComparisonView } from "./comparison-view.ts";
import { DealList } from "./deals/deal-list.ts";
import { download, fmtDuration, fmtInt, h } from "./dom.ts";
import { draftToQuery, planToDraft } from "./draft.ts";
import { experimentName, experimentTitle, startedAt, storedDeals, totalDeals } from "./experiment.ts";
import { exportName, exportRecords } from "./export.ts";
import { hook } from "./hook.ts";
import { importedPanel, importedText } from "./import-view.ts";
import { perfectView } from "./perfect-view.ts";
import { routeHash, routeUrl, type Route } from "./router.ts";
import type { ExperimentRunner } from "./runner.ts";
import { runStore } from "./run-store.ts";
import { summaryTable } from "./summary-table.ts";
import { settingsTexts, viewerHash } from "./viewer-url.ts";

const REDRAW_MS = 250;

export function runPage(root: HTMLElement, route: Route): () => void {
  const id = route.args[0] ?? "";
  let disposed = false;
  hook.drawn = "";
  hook.runner = null;
  let cleanup = () => {};
  const loading = h("p", { id: "run-loading" }, "Loading the run…");
  root.replaceChildren(h("section", { class: "panel" }, loading));
  void openRun(id, (deals) => (loading.textContent = `Loading the run: ${plural(deals, "deal")} read…`)).then((runner) => {
    if (disposed) return;
    if (!runner) {
      root.replaceChildren(
        h(
          "section",
          { class: "panel" },
          h("h2", {}, "No such run"),
          h("p", {}, `This browser has no run "${id}". `, h("a", { href: routeHash("runs") }, "Past runs"), " lists the ones it has."),
        ),
      );
      return;
    }
    cleanup = showRun(root, runner);
    // A run that says running but is not running in this tab was interrupted: go on where it stopped.
    if (runner.exp.state === "running" && runner.status === "idle") void runner.start();
  });
  return () => {
    disposed = true;
    cleanup();
    void closeRun(id);
  };
}

function showRun(root: HTMLElement, runner: ExperimentRunner): () => void {
  const exp = runner.exp;
  const game = findGame(exp.game);
  const fileName = () => exportName(exp);
  const names = { file: fileName, experiment: () => experimentName(exp) };
  const charts: Record<string, Chart> = {};

  const state = h("span", { class: "badge", id: "run-state" });
  const bar = h("progress", { id: "run-progress", max: 1, value: 0 });
  const status = h("p", { id: "run-status", "aria-live": "polite" });
  const notices = h("ul", { class: "notices", id: "run-notices" });
  const pause = h("button", { type: "button", id: "pause", onclick: () => runner.pause() }, "Pause");
  const resume = h("button", { type: "button", id: "resume", onclick: () => runner.resume() }, "Resume");
  const cancel = h(
    "button",
    {
      type: "button",
      id: "cancel",
      class: "danger",
      onclick: () => confirm("Cancel this run for good? The deals stored so far stay.") && runner.cancel(),
    },
    "Cancel",
  );
  const exportNote = h("span", { class: "help", id: "export-note" });
  const exporter = (format: "jsonl" | "csv") => async () => {
    exportNote.textContent = `Preparing ${format.toUpperCase()}…`;
    const blob = await exportRecords(await runStore(), exp, format, (n) => (exportNote.textContent = `Preparing ${format.toUpperCase()}: ${fmtInt(n)} deals…`));
    download(`${fileName()}.${format}`, blob);
    exportNote.textContent = `${format.toUpperCase()}: ${fmtInt(storedDeals(exp))} deal records saved.`;
  };
  const builderUrl = routeUrl(routeHash("builder", [], draftToQuery(planToDraft(exp))));
  const summary = h("div", { id: "summary", class: "table-wrap" });

  const cards = {
    winRate: chartCard("win-rate", "Win rate as deals accumulate (conservative 95% Wilson interval)", names, () => charts.winRate),
    outcomes: chartCard("outcomes", "Won / lost / unknown / error", names, () => charts.outcomes),
    scores: chartCard("scores", `Score distribution: ${game?.score.label ?? "score"}`, names, () => charts.scores),
    nodes: chartCard("nodes", "Search effort: nodes per deal", names, () => charts.nodes),
    ms: chartCard("ms", "Search effort: milliseconds per deal", names, () => charts.ms),
  };
  const comparison = exp.strategies.length > 1 ? new ComparisonView(game, names) : undefined;

  const viewerLink = (strategy: string) => (seed: number) =>
    viewerHash({
      game: exp.game,
      preset: exp.preset,
      settings: settingsTexts(exp.settings),
      numbering: exp.numbering,
      seed,
      strategy,
      ...(exp.strategySettings?.[strategy] ? { strategySettings: settingsTexts(exp.strategySettings[strategy]) } : {}),
      ...(strategy === "record" && exp.strategyRecord ? { strategyRecord: JSON.stringify(exp.strategyRecord) } : {}),
      rngSeed: exp.rngSeed,
    });
  // How far from perfect (a run with the solver): counted again from what is stored when the run's status changes.
  const perfect = perfectView(exp, viewerLink);
  let perfectStatus = "";

  const deals = new DealList(runner, game, viewerLink);

  root.replaceChildren(
    h(
      "section",
      { class: "panel", id: "run-head" },
      h("h2", {}, experimentTitle(exp), " ", state),
      h(
        "p",
        { class: "help" },
        `Budget per deal: ${exp.budget.nodes ? `${fmtInt(exp.budget.nodes)} nodes` : "no node limit"}, ${exp.budget.timeMs ? `${fmtInt(exp.budget.timeMs)} ms` : "no time limit"}, `,
        `${exp.budget.ttMiB} MiB of tables a worker; ${plural(exp.workers, "worker")}; random seed ${exp.rngSeed}. Started ${new Date(startedAt(exp)).toLocaleString("en-GB")}${exp.imported ? `; imported ${new Date(exp.created).toLocaleString("en-GB")}` : ""}.`,
      ),
      bar,
      status,
      h("div", { class: "buttons" }, pause, resume, cancel),
      notices,
    ),
    exp.imported ? importedPanel(exp, viewerLink) : "",
    h(
      "section",
      { class: "panel", id: "run-export" },
      h("h2", {}, "Export"),
      h(
        "div",
        { class: "buttons" },
        h("button", { type: "button", id: "export-jsonl", onclick: exporter("jsonl") }, "Deals as JSONL"),
        h("button", { type: "button", id: "export-csv", onclick: exporter("csv") }, "Deals as CSV"),
        h("a", { id: "experiment-url", href: builderUrl }, "The experiment as a link"),
        h("button", { type: "button", class: "small", onclick: () => void navigator.clipboard?.writeText(builderUrl) }, "Copy link"),
        exportNote,
      ),
      h("p", { class: "help" }, "Each chart has its own PNG button."),
    ),
    h(
      "section",
      { class: "panel" },
      h(
        "h2",
        {},
        "Summary ",
        h(
          "button",
          { type: "button", class: "small", id: "to-deals", onclick: () => deals.element.scrollIntoView({ behavior: "smooth" }) },
          "List the deals ↓",
        ),
      ),
      summary,
    ),
    h("section", { class: "chart-grid wide" }, ...Object.values(cards).map((c) => c.card)),
    comparison?.element ?? "",
    perfect?.element ?? "",
    deals.element,
  );
  void deals.scan();

  charts.winRate = winRateChart(cards.winRate.canvas);
  charts.outcomes = outcomesChart(cards.outcomes.canvas);
  const logBox = h("input", { type: "checkbox", id: "outcomes-log" }) as HTMLInputElement;
  logBox.addEventListener("change", () => setOutcomesScale(charts.outcomes as Parameters<typeof setOutcomesScale>[0], logBox.checked));
  cards.outcomes.card
    .querySelector("figcaption")!
    .append(h("label", { class: "check small", title: "A log scale shows a handful of wins beside many losses" }, logBox, " log scale"));
  if (game) charts.scores = scoresChart(cards.scores.canvas, game.score);
  charts.nodes = effortChart(cards.nodes.canvas, "nodes");
  charts.ms = effortChart(cards.ms.canvas, "ms");
  Object.assign(charts, comparison?.charts() ?? {});
  hook.charts = charts;
  hook.runner = runner;
  hook.drawn = "";

  const arms = (): Arm[] =>
    exp.strategies.map((s, i) => ({
      label: s,
      colour: colour(i),
      tally: runner.results.tallies[s],
      summary: runner.results.summary(s),
      curve: runner.results.curves[s],
    }));

  // While deals pour in, only charts on screen are redrawn (the rest when they scroll into view,
  // or once the run stops): drawing costs main-thread time the workers' results must not wait for.
  const onScreen = new Set<string>();
  const stale = new Set<string>();
  const cardNames = new Map<Element, string>(Object.entries(cards).map(([name, c]) => [c.card, name]));
  const watcher = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const name = cardNames.get(e.target)!;
      if (e.isIntersecting) onScreen.add(name);
      else onScreen.delete(name);
      if (e.isIntersecting && stale.has(name)) drawChart(name, arms());
    }
  });
  for (const c of Object.values(cards)) watcher.observe(c.card);

  function drawChart(name: string, a: Arm[]): void {
    stale.delete(name);
    if (name === "winRate") drawWinRate(charts.winRate as Parameters<typeof drawWinRate>[0], a);
    else if (name === "outcomes") drawOutcomes(charts.outcomes as Parameters<typeof drawOutcomes>[0], a);
    else if (name === "scores" && game) drawScores(charts.scores as Parameters<typeof drawScores>[0], game.score, a);
    else if (name === "nodes") drawEffort(charts.nodes as Parameters<typeof drawEffort>[0], "nodes", a);
    else if (name === "ms") drawEffort(charts.ms as Parameters<typeof drawEffort>[0], "ms", a);
  }

  /** Redraws in steps, each its own task, so that no single task keeps the page busy for long. */
  function redrawSteps(): (() => void)[] {
    const a = arms();
    const live = runner.status === "running" || runner.status === "starting";
    const drawnStatus = runner.status;
    const steps: (() => void)[] = [
      () => {
        const p = runner.progress();
        state.textContent = runner.status === "idle" ? exp.state : runner.status;
        state.dataset.state = state.textContent;
        bar.value = p.total ? p.done / p.total : 0;
        status.textContent = statusText(runner);
        pause.disabled = runner.status !== "running";
        resume.disabled = !(
          runner.status === "paused" ||
          runner.status === "elsewhere" ||
          runner.status === "failed" ||
          (runner.status === "idle" && exp.state !== "done" && exp.state !== "cancelled")
        );
        cancel.disabled = runner.status === "done" || runner.status === "cancelled" || exp.state === "done" || exp.state === "cancelled";
        notices.replaceChildren(...runner.notices.map((n) => h("li", {}, n)));
        summary.replaceChildren(summaryTable(game, a));
        deals.update();
      },
    ];
    for (const name of Object.keys(cards)) {
      if (!live || onScreen.has(name)) steps.push(() => drawChart(name, a));
      else stale.add(name);
    }
    if (comparison && runner.results.paired) {
      steps.push(() => {
        const pairs = runner.results.paired!.pairs().map((p) => ({ ...p, link: (seed: number, by: "a" | "b") => viewerLink(by === "a" ? p.a : p.b)(seed) }));
        comparison.update(a, pairs);
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
      });
    }
    if (perfect && (drawnStatus !== perfectStatus || (live && perfect.due()))) {
      // Counted again when the status changes, and every few seconds while the run goes on.
      perfectStatus = drawnStatus;
      steps.push(() => void perfect.refresh(live));
    }
    steps.push(() => {
      hook.redraws++;
      hook.drawn = drawnStatus;
    });
    return steps;
  }

  // At most one redraw per REDRAW_MS, and drawing kept to a fifth of the
  // main thread's time however slow it gets; the clock keeps the rate and ETA fresh.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drawing = false;
  let again = false;
  let last = 0;
  let gap = REDRAW_MS;
  const redraw = () => {
    drawing = true;
    const t0 = performance.now();
    let busy = 0;
    const steps = redrawSteps();
    const next = () => {
      const s0 = performance.now();
      steps.shift()!();
      busy += performance.now() - s0;
      if (steps.length && !disposed) {
        timer = setTimeout(next);
        return;
      }
      timer = undefined;
      drawing = false;
      last = t0;
      gap = Math.max(REDRAW_MS, 5 * busy);
      if (again && !disposed) {
        again = false;
        schedule();
      }
    };
    next();
  };
  let disposed = false;
  const schedule = () => {
    if (drawing) {
      again = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        redraw();
      },
      Math.max(0, last + gap - performance.now()),
    );
  };
  const off = runner.onChange(schedule);
  const clock = setInterval(() => runner.status === "running" && schedule(), 1000);
  redraw();

  return () => {
    disposed = true;
    off();
    watcher.disconnect();
    clearInterval(clock);
    if (timer) clearTimeout(timer);
    for (const c of Object.values(charts)) c.destroy();
    comparison?.destroy();
    deals.destroy();
    if (hook.runner === runner) hook.runner = null;
    hook.charts = {};
    hook.comparison = null;
  };
}

function statusText(r: ExperimentRunner): string {
  if (r.exp.imported) return importedText(r.exp);
  const p = r.progress();
  const of = `${fmtInt(p.done)} / ${plural(p.total, "deal")} (${((100 * p.done) / Math.max(1, p.total)).toFixed(1)}%)`;
  const overall = r.exp.activeMs > 0 ? (storedDeals(r.exp) * 1000) / r.exp.activeMs : 0;
  const done = () => `Done: ${plural(totalDeals(r.exp), "deal")} in ${fmtDuration(r.exp.activeMs / 1000)} of running (${rateText(overall)}`;
  switch (r.status) {
    case "starting":
      return `Starting workers… ${of} stored`;
    case "running":
      return `${of} · ${p.recentPerSecond > 0 ? `${rateText(p.recentPerSecond)} (last 30 s)` : "the first deals are on their way"} · ${timeLeftText(p.timeLeft, fmtDuration)}`;
    case "paused":
      return `Paused at ${of}. Resume goes on from there.`;
    case "done": {
      // This session's rate beside the whole run's when they differ by more than a tenth.
      const session = p.dealsPerSecond && Math.abs(p.dealsPerSecond - overall) > 0.1 * overall ? `; this session ${rateText(p.dealsPerSecond)}` : "";
      return `${done()}${session}).`;
    }
    case "cancelled":
      return `Cancelled at ${of}; what is stored stays.`;
    case "elsewhere":
      return `Another tab is running this experiment (${of} when this page opened). Resume here once that tab is closed.`;
    case "failed":
      return `Stopped at ${of}: see below.`;
    default:
      return r.exp.state === "done" ? `${done()}).` : `${of}.`;
  }
}
