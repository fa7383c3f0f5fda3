// `solitaire-lab bench` (npm run bench): the figures the goals ask for, in one
// run, as ratios as well as absolute rates (machines are noisy), and a node
// total that fingerprints the engine: it depends only on what the engine does,
// never on timing, so an unintended change of behaviour changes it.

import { appendFileSync, writeFileSync } from "node:fs";
import { fingerprint } from "../../bench/fingerprint.ts";
import { UserError } from "../../core/errors.ts";
import { loadEngine } from "../../engine/load-node.ts";
import { svDeal } from "../../core/numbering.ts";
import { findGame } from "../../games/catalogue.ts";
import { createReference } from "../../games/reference/index.ts";
import { resolveSettings } from "../../games/settings.ts";
import { poolRate, solverRun } from "../../bench/pool-runs.ts";
import { scalingTable } from "../../bench/scaling.ts";
import { ownStrategyRates } from "../../bench/own-strategies.ts";
import { klondikeStrategyRates, strongStrategyRates } from "../../bench/klondike-strategies.ts";
import { recordStrategyRates } from "../../bench/record-strategies.ts";
import { allDeals, fcSolveRange, seedList } from "../../bench/freecell-all.ts";
import { publishedGames, publishedLine, publishedRow } from "../../bench/published-runs.ts";
import { defaultWorkers, nodeWorkerFactory } from "../../pool/node.ts";
import { Pool } from "../../pool/pool.ts";
import { RESULT_CODES } from "../../run/chunk.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../../run/spec.ts";
import { flag } from "../args.ts";
import { labCommand, type Opts } from "../command.ts";
import { fmtInt } from "../progress.ts";

const spec = (game: string, strategy: string, over: Partial<RunSpec> = {}): RunSpec => ({
  game,
  preset: "standard",
  settings: game === "one-handed" ? { passes: 1 } : {},
  strategy,
  numbering: "sv",
  budget: { ...DEFAULT_BUDGET },
  rngSeed: 0,
  ...over,
});

/** A Flip experiment with settings changed from the standard preset. */
const flipSpec = (strategy: string, overrides: string[], over: Partial<RunSpec> = {}): RunSpec =>
  spec("flip", strategy, { settings: resolveSettings(findGame("flip")!, "standard", overrides).settings, ...over });

/** A tableau game's experiment with its default settings. */
const tableauSpec = (game: string, strategy: string, numbering: "sv" | "ms", budget: RunSpec["budget"]): RunSpec =>
  spec(game, strategy, { settings: resolveSettings(findGame(game)!, undefined, []).settings, numbering, budget });

/** A stock game's experiment: a preset and setting overrides. */
const stockSpec = (game: string, preset: string | undefined, overrides: string[], strategy: string, budget: RunSpec["budget"]): RunSpec => {
  const r = resolveSettings(findGame(game)!, preset, overrides);
  return spec(game, strategy, { preset: r.preset, settings: r.settings, budget });
};

/** The same One-Handed work in plain TypeScript: the sv deal and the reference rules. */
function referenceRate(deals: number): number {
  const game = findGame("one-handed")!;
  const dealSpec = game.dealSpec({ passes: 1 });
  const t0 = performance.now();
  let won = 0;
  for (let seed = 0; seed < deals; seed++) {
    const g = createReference("one-handed", svDeal(seed, dealSpec), { passes: 1 }, false);
    for (let m = g.legalMoves(); m.length; m = g.legalMoves()) g.apply(m[0]);
    if (g.won()) won++;
  }
  if (won < 0) throw new Error("unreachable");
  return (deals * 1000) / (performance.now() - t0);
}

export const benchCommand = () =>
  labCommand(
    "bench",
    "the performance figures on all cores, and the engine's fingerprint",
    [
      { flags: "--quick", help: "smaller samples (a fast check that the bench runs)" },
      {
        flags: "--full",
        help: "the two-deck solver runs on sv seeds 0..99 each, as the goals are stated (about 35 minutes on 2 workers; without it, 0..19, about 7)",
      },
      { flags: "--json", help: "print the figures as JSON" },
      { flags: "--scaling", help: "only the scaling table: One-Handed playouts and the FreeCell solver (ms 1..2000) on 1, 2, 4, ... and all workers" },
      { flags: "--records", help: "only the strategy records against the built-in strategies they copy (docs/strategies/): playouts/s and the ratio" },
      { flags: "--fingerprint", help: "only the fingerprint: one node total over every game, solver and strategy at fixed node budgets" },
      {
        flags: "--published",
        help: "only the published table: every game with a Blake and Gent figure (the hole games and the rules-record presets) over sv 0..199 at 10 s a deal, 0..999 with --full, the published figure beside each",
      },
      { flags: "--out <FILE>", help: "write what is printed to FILE as well (line by line, so a stopped bench keeps what it printed)" },
    ],
    bench,
  );

/** Starts the report file empty, or says in one line why it cannot be written. */
function startReport(path: string): void {
  try {
    writeFileSync(path, "");
  } catch (e) {
    throw new UserError(`--out: cannot write ${path} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

async function bench(opts: Opts): Promise<number> {
  const quick = flag(opts, "quick");
  const json = flag(opts, "json");
  const workers = defaultWorkers();
  const out = typeof opts.out === "string" ? opts.out : undefined;
  if (out) startReport(out);
  const emit = (text: string) => {
    process.stdout.write(text);
    if (out) appendFileSync(out, text);
  };
  const log = (line: string) => {
    if (!json) emit(`${line}\n`);
  };
  const figures: Record<string, unknown> = { workers };

  const engine = await loadEngine();
  const fp = fingerprint(engine);
  figures.fingerprint = fp;
  if (flag(opts, "fingerprint")) {
    for (const part of fp.parts) log(`  ${part.name.padEnd(56)} ${fmtInt(part.nodes).padStart(11)}`);
    log(`bench: ${fp.total} nodes`);
    if (json) emit(`${JSON.stringify(fp)}\n`);
    return 0;
  }
  log(`solitaire-lab bench — ${workers} workers (one per core)`);
  if (flag(opts, "published")) {
    figures.published = await publishedTable(workers, quick ? 20 : flag(opts, "full") ? 1000 : 200, () => true, log);
    if (json) emit(`${JSON.stringify(figures)}\n`);
    return 0;
  }
  if (flag(opts, "records")) {
    figures.recordStrategies = await recordStrategyRates(workers, quick, log);
    if (json) emit(`${JSON.stringify(figures)}\n`);
    return 0;
  }
  if (flag(opts, "scaling")) {
    figures.scaling = await scalingTable(workers, quick, log);
    if (json) emit(`${JSON.stringify(figures)}\n`);
    return 0;
  }

  const ohDeals = quick ? 200_000 : 2_000_000;
  const one = await poolRate(1, spec("one-handed", "play"), ohDeals);
  const all = await poolRate(workers, spec("one-handed", "play"), ohDeals * workers);
  const tsRate = referenceRate(quick ? 5_000 : 50_000);
  figures.oneHanded = { oneWorker: one.rate, allWorkers: all.rate, scaling: all.rate / one.rate, typescriptReference: tsRate, wasmOverTs: one.rate / tsRate };
  log("");
  log("One-Handed, strategy play, through the worker pool");
  log(`  1 worker:          ${fmtInt(one.rate)} deals/s   (goal: 400,000 per worker)`);
  log(
    `  ${workers} workers:         ${fmtInt(all.rate)} deals/s   scaling ${(all.rate / one.rate).toFixed(2)}x   (goal: ${workers} workers >= ${(workers * 0.9).toFixed(1)}x one)`,
  );
  log(`  TypeScript reference (sv deal + reference rules, 1 thread): ${fmtInt(tsRate)} deals/s   WASM/TS ${(one.rate / tsRate).toFixed(1)}x`);
  const s1 = all.tally.summary();
  log(
    `  win rate over ${fmtInt(s1.deals)} deals: ${(s1.winRate * 100).toFixed(4)}%  95% CI [${(s1.ci95[0] * 100).toFixed(4)}%, ${(s1.ci95[1] * 100).toFixed(4)}%]`,
  );

  figures.scaling = await scalingTable(workers, quick, log, { 1: one.rate, [workers]: all.rate });

  // Accordion thoughtful solver, seeds 0..99 on all workers.
  const acc = spec("accordion", "solver", { budget: { nodes: 0, timeMs: 60_000, ttMiB: 256 } });
  const pool = new Pool(nodeWorkerFactory(), workers);
  const ms: number[] = [];
  let solved = 0;
  let nodes = 0;
  const accOut = await pool.run(acc, [{ lo: 0, hi: 100 }], {
    onChunk(c) {
      for (let i = 0; i < c.count; i++) {
        ms.push(c.ms[i]);
        nodes += c.nodes[i];
        if (c.result[i] === RESULT_CODES.won) solved++;
      }
    },
  });
  pool.close();
  ms.sort((a, b) => a - b);
  const median = (ms[49] + ms[50]) / 2;
  figures.accordion = { solved, medianMs: median, maxMs: ms[99], nodes, wallSeconds: accOut.elapsedMs / 1000 };
  log("");
  log(`Accordion thoughtful solver, sv seeds 0..99 (${workers} workers, 60 s and 256 MiB per deal)`);
  log(
    `  solved ${solved}/100   median ${median.toFixed(1)} ms   max ${ms[99].toFixed(1)} ms   nodes ${fmtInt(nodes)}   wall ${(accOut.elapsedMs / 1000).toFixed(2)} s   (goal: all solved, median < 50 ms)`,
  );

  // Wish: thoughtful verdicts, then the strategies' playouts.
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
  const solverBudget = { nodes: 0, timeMs: 10_000, ttMiB: 64 };
  const wishDeals = quick ? 1_000 : 10_000;
  const wishSolver = await solverRun(workers, spec("wish", "solver", { budget: solverBudget }), 0, wishDeals);
  figures.wish = { solver: wishSolver, strategies: {} as Record<string, unknown> };
  log("");
  log(`Wish thoughtful solver, sv seeds 0..${wishDeals - 1} (${workers} workers)`);
  log(
    `  ${fmtInt(wishSolver.dealsPerSecond)} verdicts/s   won ${pct(wishSolver.won / wishSolver.deals)}   proven ${pct(wishSolver.proven / wishSolver.deals)}   median ${wishSolver.medianMs.toFixed(3)} ms   max ${wishSolver.maxMs.toFixed(1)} ms`,
  );
  log(`Wish strategies, playouts/s (${workers} workers)`);
  for (const s of ["random", "greedy", "leave-shortest", "leave-tallest", "lookahead"]) {
    const deals = (s === "lookahead" ? 4_000 : 40_000) / (quick ? 10 : 1);
    const r = await solverRun(workers, spec("wish", s), 0, deals);
    (figures.wish as { strategies: Record<string, unknown> }).strategies[s] = r;
    log(`  ${s.padEnd(16)} ${fmtInt(r.dealsPerSecond).padStart(9)} playouts/s   won ${pct(r.won / r.deals)} of ${fmtInt(r.deals)}`);
  }

  // Flip: the optimum under both dark-face settings, then the strategies.
  figures.flip = {} as Record<string, unknown>;
  const flipDeals = quick ? 200 : 1_000;
  for (const dark of ["shuffled", "same"]) {
    const r = await solverRun(workers, flipSpec("solver", [`darkFaces=${dark}`], { budget: solverBudget }), 0, flipDeals);
    const rates: Record<string, number> = {};
    log("");
    log(`Flip optimum, darkFaces=${dark} compulsory=true, sv seeds 0..${flipDeals - 1} (${workers} workers, 10 s per deal)`);
    log(
      `  proven ${pct(r.proven / r.deals)}   mean score ${r.meanScore.toFixed(2)}   perfect ${r.won}   median ${r.medianMs.toFixed(2)} ms   max ${r.maxMs.toFixed(1)} ms   ${fmtInt(r.dealsPerSecond)} deals/s`,
    );
    log(`Flip strategies, darkFaces=${dark}, playouts/s (${workers} workers)`);
    for (const s of ["random", "remove-first", "rank-first", "lookahead"]) {
      const p = await solverRun(workers, flipSpec(s, [`darkFaces=${dark}`]), 0, quick ? 2_000 : 20_000);
      rates[s] = p.dealsPerSecond;
      log(`  ${s.padEnd(16)} ${fmtInt(p.dealsPerSecond).padStart(9)} playouts/s   mean score ${p.meanScore.toFixed(2)}`);
    }
    (figures.flip as Record<string, unknown>)[dark] = { solver: r, strategyRates: rates };
  }
  if (!quick) {
    // Without compulsion the game tree is far larger: how much of it a budget proves.
    const r = await solverRun(workers, flipSpec("solver", ["compulsory=false"], { budget: { nodes: 0, timeMs: 2_000, ttMiB: 256 } }), 0, 20);
    (figures.flip as Record<string, unknown>).notCompulsory = r;
    log(
      `Flip optimum, darkFaces=shuffled compulsory=false, sv seeds 0..19 (2 s per deal): proven ${r.proven}/20   mean best ${r.meanScore.toFixed(2)}   median ${r.medianMs.toFixed(0)} ms`,
    );
  }

  // The tableau games.
  figures.tableau = {} as Record<string, unknown>;
  const tableauRuns: [string, string, "sv" | "ms", number, number, number, string][] = [
    ["freecell", "FreeCell", "ms", 1, quick ? 101 : 1001, 10_000, "goal: all won, under 2 s in all on 2 workers"],
    ["streets-and-alleys", "Streets and Alleys", "sv", 0, quick ? 20 : 200, 2_000, "goal: at most 5% unknown"],
    ["beleaguered-castle", "Beleaguered Castle", "sv", 0, quick ? 20 : 200, 2_000, "goal: at most 2% unknown"],
    ["inverted-freecell", "Inverted FreeCell", "sv", 0, quick ? 20 : 200, 10_000, ""],
  ];
  for (const [id, name, numbering, lo, hi, timeMs, goal] of tableauRuns) {
    const r = await solverRun(workers, tableauSpec(id, "solver", numbering, { nodes: 0, timeMs, ttMiB: 256 }), lo, hi);
    const lost = r.lost;
    const unknown = r.deals - r.won - r.lost - r.errors;
    (figures.tableau as Record<string, unknown>)[id] = { ...r, lost, unknown, seeds: `${numbering} ${lo}..${hi - 1}`, timeMs };
    log("");
    log(`${name} thoughtful solver, ${numbering} seeds ${lo}..${hi - 1} (${workers} workers, ${timeMs / 1000} s and 256 MiB per deal)`);
    log(
      `  won ${r.won}   lost ${lost}   unknown ${unknown} (${pct(unknown / r.deals)})${r.errors ? `   ERRORS ${r.errors}` : ""}   total ${r.wallSeconds.toFixed(2)} s   median ${r.medianMs.toFixed(1)} ms   max ${fmtInt(r.maxMs)} ms${goal ? `   (${goal})` : ""}`,
    );
  }

  if (!quick) {
    // FreeCell's goal, over the 32,000 classic deals: all decided, only 11982 lost, under 20 s on 2 workers.
    const r = await allDeals(workers, tableauSpec("freecell", "solver", "ms", { nodes: 0, timeMs: 10_000, ttMiB: 256 }), 1, 32_001);
    (figures.tableau as Record<string, unknown>).freecellAll = { ...r, seeds: "ms 1..32000", timeMs: 10_000 };
    const decided =
      r.unknown.length === 0 && r.errors.length === 0
        ? "all decided"
        : `NOT all decided (unknown ${seedList(r.unknown)}${r.errors.length ? `, errors ${seedList(r.errors)}` : ""})`;
    log("");
    log(`FreeCell thoughtful solver, ms seeds 1..32000 (${workers} workers, 10 s and 256 MiB per deal)`);
    log(
      `  won ${r.won}   lost ${seedList(r.lost)}   ${decided}   wall ${r.wallSeconds.toFixed(1)} s   user CPU ${r.userSeconds.toFixed(1)} s   (goal: under 20 s on 2 workers, all decided, only 11982 lost)`,
    );
    // fc-solve side by side, where it is installed: the speed every FreeCell solver is held to.
    const fc = fcSolveRange(1, 32_000);
    (figures.tableau as Record<string, unknown>).fcSolve = fc ?? null;
    log(
      fc
        ? `  fc-solve (${fc.command}): ${fc.cpuSeconds.toFixed(1)} s of CPU, unsolved ${seedList(fc.unsolved)}; the lab ${(r.userSeconds / fc.cpuSeconds).toFixed(2)} times its CPU time   (goal: less CPU time than fc-solve, all proved)`
        : "  fc-solve: not installed (Debian's freecell-solver-bin), no side-by-side figure",
    );
  }

  // The stock games: thoughtful verdicts, then the strategies' playouts.
  const stockFigures: Record<string, unknown> = {};
  figures.stock = stockFigures;
  const stockRuns: [string, string | undefined, string[], string, number, string][] = [
    [
      "klondike",
      "klondike-bg",
      [],
      "Klondike klondike-bg (draw 3)",
      200,
      "goal: at most 8 unknown, median decided at most 1 ms (Solvitaire's); Solvitaire leaves 17",
    ],
    ["klondike", "klondike-bg", ["draw=1"], "Klondike klondike-bg draw=1", 200, "goal: at most 9 unknown, median decided at most 1 ms; Solvitaire leaves 18"],
    ["klondike", "klondike", [], "Klondike preset klondike", 200, "goal: at most 5% unknown, median decided at most 1 ms"],
    ["solitaire", "solitaire", [], "Solitaire preset solitaire", 200, "goal: at most 5% unknown, median decided at most 1 ms"],
  ];
  const stockTime = quick ? 1_000 : 10_000;
  for (const [id, preset, overrides, name, count, goal] of stockRuns) {
    const n = quick ? Math.min(count, 10) : count;
    const r = await solverRun(workers, stockSpec(id, preset, overrides, "solver", { nodes: 0, timeMs: stockTime, ttMiB: 256 }), 0, n);
    const lost = r.lost;
    const unknown = r.deals - r.won - r.lost - r.errors;
    stockFigures[name] = { ...r, lost, unknown, seeds: `sv 0..${n - 1}`, timeMs: stockTime };
    log("");
    log(`${name} thoughtful solver, sv seeds 0..${n - 1} (${workers} workers, ${stockTime / 1000} s and 256 MiB per deal)`);
    log(
      `  won ${r.won}   lost ${lost}   unknown ${unknown} (${pct(unknown / r.deals)})${r.errors ? `   ERRORS ${r.errors}` : ""}   decided ${pct((r.won + r.lost) / r.deals)}   total ${r.wallSeconds.toFixed(1)} s   median decided ${r.medianDecidedMs.toFixed(1)} ms   max ${fmtInt(r.maxMs)} ms${goal ? `   (${goal})` : ""}`,
    );
  }
  // An easy deal, decided fast: Solvitaire wins klondike-bg sv 123 in 664 states.
  const easy = await solverRun(1, stockSpec("klondike", "klondike-bg", [], "solver", { nodes: 0, timeMs: stockTime, ttMiB: 256 }), 123, 124);
  stockFigures.easyDeal = { seed: 123, won: easy.won, ms: easy.medianMs, nodes: easy.nodes };
  log("");
  log(
    `Klondike klondike-bg (draw 3) sv 123, an easy deal: ${easy.won ? "won" : "NOT WON"} in ${easy.medianMs.toFixed(1)} ms, ${fmtInt(easy.nodes)} nodes   (goal: under 100 ms; Solvitaire wins it in 664 states)`,
  );
  figures.holeGames = await publishedTable(workers, quick ? 20 : 1000, (g) => g !== "tableau", log);
  figures.twoDeck = await twoDeckRuns(workers, quick ? "quick" : flag(opts, "full") ? "full" : "default", log);

  log("");
  log(`Klondike strategies, playouts/s (${workers} workers)`);
  figures.klondikeStrategies = await klondikeStrategyRates(workers, quick, log);
  log("");
  figures.recordStrategies = await recordStrategyRates(workers, quick, log);
  log("");
  log(`Klondike's strong strategies, win rates on a fixed block (${workers} workers)`);
  figures.klondikeStrong = await strongStrategyRates(workers, quick, log);
  figures.ownStrategies = await ownStrategyRates(workers, quick, log);

  log("");
  log("Fingerprint (deterministic node counts; a change that alters it without meaning to is a bug)");
  for (const part of fp.parts) log(`  ${part.name.padEnd(56)} ${fmtInt(part.nodes).padStart(11)}`);
  log(`bench: ${fp.total} nodes`);
  if (json) emit(`${JSON.stringify(figures)}\n`);
  return 0;
}

/** Rows of the published table (games chosen by `which`), over sv 0..deals-1 at 10 s a deal. */
async function publishedTable(workers: number, deals: number, which: (game: string) => boolean, log: (line: string) => void) {
  const rows = [];
  log("");
  log(`Games of the published winnability table, thoughtful solver, sv seeds 0..${deals - 1} (${workers} workers, 10 s and 256 MiB per deal)`);
  log("  (goal: the published figure inside the conservative interval; at most 1% unknown where the published run left under 0.1%)");
  for (const g of publishedGames().filter((x) => which(x.game))) {
    const r = await publishedRow(workers, g.game, g.preset, g.solvitaire, deals, 10_000);
    rows.push(r);
    log(publishedLine(r));
  }
  return rows;
}

/**
 * The two-deck solver: Spider in both layouts (and the
 * standard one in 2 and 1 suits), Emperor in both readings, at 10 s a deal, goals beside the figures (measured, never
 * asserted). Emperor's goals are stated over sv 0..99, Spider's over sv 0..999
 * (docs/results.md has those runs): `--full` runs sv 0..99; by default
 * 0..19, and the line says which seeds were run.
 */
async function twoDeckRuns(workers: number, size: "quick" | "default" | "full", log: (line: string) => void) {
  const SPIDER_GOAL = "at most 0.5% unknown, mean at most 10 s a deal, over sv 0..999";
  const runs: [string, string[], string, string, "won" | "decided", number][] = [
    ["spider", ["layout=standard"], "Spider standard layout, 4 suits", SPIDER_GOAL, "decided", 99.5],
    ["spider", ["layout=hoyle"], "Spider Hoyle layout, 4 suits", SPIDER_GOAL, "decided", 99.5],
    ["spider", ["layout=standard", "suits=2"], "Spider standard layout, 2 suits", SPIDER_GOAL, "decided", 99.5],
    ["spider", ["layout=standard", "suits=1"], "Spider standard layout, 1 suit", "at least 99 of sv 0..99 won", "won", 99],
    ["emperor", ["build=down"], "Emperor build=down", "at least 80 of sv 0..99 decided", "decided", 80],
    ["emperor", ["build=up"], "Emperor build=up (the seed's reading)", "at least 80 of sv 0..99 decided", "decided", 80],
  ];
  const n = size === "full" ? 100 : size === "quick" ? 4 : 20;
  const timeMs = size === "quick" ? 1_000 : 10_000;
  const out: Record<string, unknown> = {};
  log("");
  log(
    `Two-deck solver (${workers} workers, ${timeMs / 1000} s and 256 MiB per deal, sv seeds 0..${n - 1}${size === "full" ? "" : "; --full runs 0..99"}; Emperor's goals are stated over sv 0..99, Spider's over sv 0..999: docs/results.md has those runs)`,
  );
  for (const [id, overrides, name, goal, measure, target] of runs) {
    const r = await solverRun(workers, stockSpec(id, undefined, overrides, "solver", { nodes: 0, timeMs, ttMiB: 256 }), 0, n);
    const lost = r.lost;
    const unknown = r.deals - r.won - r.lost - r.errors;
    const got = measure === "won" ? r.won : r.won + r.lost;
    out[name] = { ...r, lost, unknown, seeds: `sv 0..${n - 1}`, timeMs, goal };
    log(
      `  ${name.padEnd(38)} won ${r.won}   lost ${lost}   unknown ${unknown}${r.errors ? `   ERRORS ${r.errors}` : ""}   ${measure} ${got}/${n} (${((got / n) * 100).toFixed(0)}%)   median ${fmtInt(r.medianMs)} ms   mean ${(r.meanMs / 1000).toFixed(2)} s   (goal: ${goal}, ${target}%)`,
    );
  }
  return out;
}
