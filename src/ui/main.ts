// The dashboard's first page: pick a game, a strategy and a seed range; the
// run goes through the same worker pool as the CLI, in Web Workers, and the
// score histogram fills in as chunks arrive.

import { Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip, Title } from "chart.js";
import { GAMES, findGame, type GameDef } from "../games/catalogue.ts";
import { MAX_SEED } from "../core/numbering.ts";
import { engineModule } from "../engine/load-browser.ts";
import { browserWorkerFactory, defaultWorkers } from "../pool/browser.ts";
import { Pool } from "../pool/pool.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../run/spec.ts";
import { Tally, type Summary } from "../run/tally.ts";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Title);

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const gameSelect = $<HTMLSelectElement>("game");
const strategySelect = $<HTMLSelectElement>("strategy");
const form = $<HTMLFormElement>("experiment-form");
const runButton = $<HTMLButtonElement>("run");
const cancelButton = $<HTMLButtonElement>("cancel");
const status = $<HTMLParagraphElement>("status");
const progress = $<HTMLProgressElement>("progress");
const summaryLine = $<HTMLParagraphElement>("summary");
const formError = $<HTMLParagraphElement>("form-error");
$<HTMLInputElement>("workers").value = String(defaultWorkers());

for (const g of GAMES) gameSelect.add(new Option(g.name, g.id));

function showStrategies(game: GameDef): void {
  strategySelect.replaceChildren(...game.strategies.map((s) => new Option(s.id, s.id, s.id === game.defaultStrategy, s.id === game.defaultStrategy)));
  showStrategyHelp();
}
function showStrategyHelp(): void {
  const game = findGame(gameSelect.value)!;
  $("strategy-help").textContent = game.strategies.find((s) => s.id === strategySelect.value)?.description ?? "";
}
gameSelect.addEventListener("change", () => showStrategies(findGame(gameSelect.value)!));
strategySelect.addEventListener("change", showStrategyHelp);
showStrategies(GAMES[0]);

const chart = new Chart<"bar", number[], string>($<HTMLCanvasElement>("score-chart"), {
  type: "bar",
  data: { labels: [], datasets: [{ label: "deals", data: [], backgroundColor: "#2f7d4f" }] },
  options: {
    animation: false,
    maintainAspectRatio: false,
    plugins: { title: { display: true, text: "Score distribution" } },
    scales: { x: { title: { display: true, text: "score" } }, y: { title: { display: true, text: "deals" }, beginAtZero: true } },
  },
});

/** Test hook: the end-to-end tests read the chart and the last summary from here. */
const hook = { chart, summary: null as Summary | null, done: false };
(window as unknown as { solitaireLab: typeof hook }).solitaireLab = hook;

function drawHistogram(game: GameDef, s: Summary): void {
  const labels: string[] = [];
  const data: number[] = [];
  for (let score = game.score.min; score <= game.score.max; score++) {
    labels.push(String(score));
    data.push(s.scoreHistogram[score] ?? 0);
  }
  chart.data.labels = labels;
  chart.data.datasets[0].data = data;
  chart.options.scales!.x!.title!.text = game.score.label;
  chart.update();
}

function readWhole(id: string, label: string, min: number, max: number): number {
  const text = $<HTMLInputElement>(id).value.trim();
  if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) throw new Error(`${label}: a whole number from ${min} to ${max}, not "${text}"`);
  return Number(text);
}

let pool: Pool | undefined;

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  formError.textContent = "";
  const game = findGame(gameSelect.value)!;
  let lo: number, hi: number, workers: number;
  try {
    lo = readWhole("seed-from", "First seed", 0, MAX_SEED.sv);
    hi = readWhole("seed-to", "Last seed", lo, MAX_SEED.sv);
    workers = readWhole("workers", "Workers", 1, 64);
  } catch (e) {
    formError.textContent = (e as Error).message;
    return;
  }
  const spec: RunSpec = {
    game: game.id, preset: game.defaultPreset, settings: { ...game.presets[game.defaultPreset] }, strategy: strategySelect.value,
    numbering: "sv", budget: { ...DEFAULT_BUDGET, ttMiB: 64 }, rngSeed: 0,
  };
  for (const s of game.settings) spec.settings[s.key] ??= s.default;
  runButton.disabled = true;
  cancelButton.disabled = false;
  hook.done = false;
  status.textContent = "Starting workers…";
  const tally = new Tally();
  pool = new Pool(browserWorkerFactory(await engineModule()), workers);
  let lastDraw = 0;
  const outcome = await pool.run(spec, [{ lo, hi: hi + 1 }], {
    onChunk: (c) => tally.addChunk(c),
    onProgress: (p) => {
      progress.value = p.done / p.total;
      const rate = p.elapsedMs > 0 ? (p.done * 1000) / p.elapsedMs : 0;
      status.textContent = `${p.done.toLocaleString()} / ${p.total.toLocaleString()} deals, ${Math.round(rate).toLocaleString()} deals/s`;
      if (performance.now() - lastDraw > 200 || p.done === p.total) {
        lastDraw = performance.now();
        hook.summary = tally.summary(p.done, p.elapsedMs);
        drawHistogram(game, hook.summary);
      }
    },
  });
  pool.close();
  const s = tally.summary(outcome.done, outcome.elapsedMs);
  hook.summary = s;
  drawHistogram(game, s);
  const pct = (x: number) => `${(x * 100).toFixed(3)}%`;
  summaryLine.textContent = `${s.deals.toLocaleString()} deals: won ${s.won.toLocaleString()} (${pct(s.winRate)}, 95% CI ${pct(s.ci95[0])} – ${pct(s.ci95[1])}), lost ${s.lost.toLocaleString()}, unknown ${s.unknown}, errors ${s.errors}`;
  status.textContent = outcome.cancelled
    ? `Cancelled after ${outcome.done.toLocaleString()} deals.`
    : `Done: ${outcome.done.toLocaleString()} deals in ${(outcome.elapsedMs / 1000).toFixed(2)} s (${Math.round(s.dealsPerSecond).toLocaleString()} deals/s on ${workers} workers).`;
  runButton.disabled = false;
  cancelButton.disabled = true;
  hook.done = true;
});

cancelButton.addEventListener("click", () => pool?.cancel());
