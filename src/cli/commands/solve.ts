// `solitaire-lab solve`: one deal, by seed or from a file: the deal, the
// verdict, and the solution move by move in words (checked by the reference).

import { readFileSync } from "node:fs";
import { UserError } from "../../core/errors.ts";
import { decodeText, plural, presetText } from "../../core/figures.ts";
import type { SolveProgress } from "../../engine/engine.ts";
import { loadEngine } from "../../engine/load-node.ts";
import { formatDealText, parseDealText, type DealFormat } from "../../formats/deal-text.ts";
import { playDeal, type DealSource } from "../../run/play-deal.ts";
import { one, seedNumber } from "../args.ts";
import { labCommand, type OptionDef, type Opts } from "../command.ts";
import { experimentOptions, jsonWanted, parseExperiment, strategyText } from "../experiment-options.ts";
import { fmtInt } from "../progress.ts";
import { cutAtMoveLimit } from "../../run/record.ts";
import { lostMove, whereLost, whereLostText, type WhereLost } from "../../run/where-lost.ts";

const SOLVE_TIME_MS = 60_000;

const SOLVE_OPTIONS: OptionDef[] = [
  ...experimentOptions({ strategy: "solver", timeMs: SOLVE_TIME_MS }),
  { flags: "--seed <N>", help: "the deal's number in --numbering (this or --deal-file)" },
  { flags: "--deal-file <F>", help: "read the deal from a text file instead (formats: see `games`, deal files)" },
  { flags: "--deal-format <FORMAT>", help: "how to print the deal: one of the game's deal file formats", defaultText: "the game's first" },
  {
    flags: "--where-lost",
    help: "when a strategy loses the deal: the move after which the solver (every card known) no longer wins, found by solving positions of its line, each within --nodes and --time-ms",
  },
];

export const solveCommand = () =>
  labCommand("solve", "one deal, by seed or from a file: the deal, the verdict and the moves in words", SOLVE_OPTIONS, solve).addHelpText(
    "after",
    `
examples:
  solitaire-lab solve --game accordion --seed 7
  solitaire-lab solve --game klondike --preset klondike-bg --seed 3 --strategy greedy
  solitaire-lab solve --game spider --set suits=2 --seed 6 --strategy hindsight --where-lost --time-ms 5000
  solitaire-lab solve --game accordion --deal-file mydeal.txt --json`,
  );

async function solve(opts: Opts): Promise<number> {
  const { game, spec } = parseExperiment(opts, SOLVE_TIME_MS);
  const seedText = one(opts, "seed");
  const file = one(opts, "deal-file");
  if ((seedText === undefined) === (file === undefined)) throw new UserError("solve needs exactly one of --seed N or --deal-file F");

  const findWhere = opts.whereLost === true;
  if (findWhere && spec.strategy === "solver")
    throw new UserError("--where-lost finds where a strategy lost a deal: give --strategy S (a strategy of the game), not the solver");
  const requestedFormat = one(opts, "deal-format");
  if (requestedFormat !== undefined && !game.dealFormats.includes(requestedFormat as DealFormat)) {
    throw new UserError(`--deal-format for ${game.id} is ${game.dealFormats.join(" or ")}, not "${requestedFormat}"`);
  }
  let deal: DealSource;
  let source: string;
  if (file !== undefined) {
    let text: string;
    try {
      // Bytes that are not UTF-8 are kept as such, so that an error can show them (printable()).
      text = decodeText(readFileSync(file));
    } catch (e) {
      throw new UserError(`cannot read --deal-file ${file}: ${(e as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (e as Error).message}`);
    }
    deal = { layout: parseDealText(text, game, spec.settings, file) };
    source = file;
  } else {
    const seed = seedNumber(seedText!, spec.numbering);
    deal = { seed };
    source = `${spec.numbering} seed ${seed}`;
  }

  // On a terminal, how the search goes, on one line of stderr that the result replaces.
  const live = process.stderr.isTTY && spec.strategy === "solver";
  const onProgress = live
    ? (p: SolveProgress) =>
        process.stderr.write(`\rsearching: ${fmtInt(p.nodes)} nodes, ${(p.ms / 1000).toFixed(1)} s, best so far ${p.best} ${game.score.label}\x1b[K`)
    : undefined;
  const engine = await loadEngine();
  const { layout, play, ms, replay, loopMovesCut, cutTimedOut } = playDeal(engine, game, spec, deal, { words: true, text: true }, onProgress);
  if (live) process.stderr.write("\r\x1b[K");
  if (replay.problem) {
    process.stderr.write(`solitaire-lab: internal error: ${replay.problem}\n`);
    return 1;
  }
  const solver = spec.strategy === "solver";
  const steps = replay.words;
  const where: WhereLost | undefined = findWhere && play.result !== "won" ? whereLost(engine, game, spec, deal, play.moves, spec.budget) : undefined;
  const lostAt = where && lostMove(where);
  const dealFormat = (requestedFormat ?? game.dealFormats[0]) as DealFormat;
  const dealText = formatDealText(layout, dealFormat);

  const stopped = cutAtMoveLimit(spec, play.result, play.moves.length);
  if (jsonWanted(opts)) {
    const out = {
      game: game.id,
      preset: spec.preset,
      settings: spec.settings,
      strategy: spec.strategy,
      numbering: spec.numbering,
      ...("seed" in deal ? { seed: deal.seed } : { dealFile: file }),
      result: play.result,
      score: play.score,
      scoreBound: play.scoreBound,
      proven: play.proven,
      nodes: play.nodes,
      ms: Math.round(ms * 1000) / 1000,
      moves: steps,
      moveCodes: play.moves,
      loopMovesCut,
      cutTimedOut,
      ...(stopped ? { stopped: "move limit" } : {}),
      deal: dealText,
      ...(where ? { whereLost: { ...where, ...(lostAt !== undefined ? { move: lostAt, moveWords: steps[lostAt - 1] } : {}) } } : {}),
    };
    process.stdout.write(`${JSON.stringify(out)}\n`);
    return 0;
  }

  const preset = presetText(spec.preset, spec.settings);
  const lines = [`${game.name}, ${source}, ${preset}, ${solver ? "thoughtful solver" : `strategy ${strategyText(spec)}`}`];
  lines.push(
    "deal:",
    ...dealText
      .trimEnd()
      .split("\n")
      .map((l) => `  ${l}`),
  );
  lines.push(...replay.startText.map((l) => `start: ${l}`));
  // The verdict holds for this preset only: say which, beside it (the deal above can be long).
  const effort = `preset ${spec.preset}; ${plural(play.nodes, "node")}, ${ms.toFixed(1)} ms`;
  const score = `${play.score} ${game.score.label}`;
  if (play.result === "won") lines.push(`result: won in ${plural(play.moves.length, "move")} (${effort})`);
  else if (play.result === "lost")
    lines.push(
      solver
        ? `result: lost, proven: the best possible is ${score} (${effort})`
        : `result: lost with ${score} (${effort})${stopped ? `: stopped at the move limit, ${plural(play.moves.length, "move")}` : ""}`,
    );
  else lines.push(`result: unknown, the budget ran out (${effort}); best found ${score}, and no line can do better than ${play.scoreBound}`);
  if (steps.length) {
    lines.push(play.result === "won" ? "solution:" : solver ? "best line found:" : "moves:");
    const w = String(steps.length).length;
    steps.forEach((s, i) => lines.push(`  ${String(i + 1).padStart(w)}. ${s}${i + 1 === lostAt ? "   <- lost here" : ""}`));
    if (loopMovesCut > 0)
      lines.push(
        `(${plural(loopMovesCut, "move")} of back-and-forth and detours cut from the solver's line of ${fmtInt(loopMovesCut + steps.length)}, which was replayed again${cutTimedOut ? "; the time for cutting ran out, so some may be left" : ""})`,
      );
    lines.push(...replay.endText.map((l) => `end: ${l}`));
  } else if (play.result !== "won") {
    lines.push(solver ? "best line found: none: the solver's engine returned no line for this result, so there is no end position to show" : "moves: none");
  }
  if (where) lines.push(`where it was lost: ${whereLostText(where, steps, "the budget")}`);
  process.stdout.write(`${lines.join("\n")}\n`);
  return 0;
}
