// `solitaire-lab deals`: proven-winnable deals graded easy / medium / hard by
// who wins them (src/run/difficulty.ts), with a solution each, written as JSON
// or CSV. Seeds are examined in blocks on all cores, cheapest first: the
// greedy strategy on every seed, the strong strategy on those greedy loses,
// the solver on those both lose; a block's wanted deals are then solved once
// more on this thread for their moves in words, replayed through the reference.

import { writeFileSync } from "node:fs";
import { extname } from "node:path";
import { UserError } from "../../core/errors.ts";
import { plural, presetText } from "../../core/figures.ts";
import type { Verdict } from "../../engine/engine.ts";
import { VERDICTS } from "../../engine/engine.ts";
import { loadEngine } from "../../engine/load-node.ts";
import type { GameDef } from "../../games/catalogue.ts";
import { defaultWorkers, nodeWorkerFactory } from "../../pool/node.ts";
import { Pool } from "../../pool/pool.ts";
import type { SeedRange } from "../../core/seed-range.ts";
import { dealListCsv, dealListJson, type DealListHeader, type ListedDeal } from "../../run/deal-list.ts";
import { DIFFICULTY_CHOICES, definition, grade, grading, type Difficulty } from "../../run/difficulty.ts";
import { playDeal } from "../../run/play-deal.ts";
import { seedsText } from "../../run/provenance.ts";
import { engineFingerprint, labVersion } from "../../run/provenance-node.ts";
import type { RunSpec } from "../../run/spec.ts";
import { one, required, seedRange, wholeNumber } from "../args.ts";
import { labCommand, type OptionDef, type Opts } from "../command.ts";
import { experimentOptions, parseExperiment, readStrategyFile } from "../experiment-options.ts";
import type { StrategyRecord } from "../../games/strategy-record.ts";
import { fmtInt } from "../progress.ts";

const DEALS_TIME_MS = 10_000;
const MAX_COUNT = 100_000;

// --strategy makes no sense here (the grading names its strategies); --json neither (the list is the output).
const DEALS_OPTIONS: OptionDef[] = [
  ...experimentOptions({ timeMs: DEALS_TIME_MS }).filter((o) => !o.flags.startsWith("--strategy") && !o.flags.startsWith("--json")),
  { flags: "--seeds <A..B>", help: "the seeds to look among, inclusive (required)" },
  { flags: "--difficulty <easy|medium|hard|any>", help: "which deals to list", default: "any" },
  { flags: "--count <N>", help: `how many deals to list (1..${MAX_COUNT}); stops looking once it has them`, default: 10 },
  { flags: "--out <FILE.json|FILE.csv>", help: "where to write the list; the extension picks JSON or CSV (required)" },
  { flags: "--workers <N>", help: "worker threads (1..256)", defaultText: "one per core" },
  { flags: "--easy-file <FILE.json>", help: "grade by your strategy record in place of greedy: easy = the record wins the deal (docs/strategies.md)" },
  {
    flags: "--medium-file <FILE.json>",
    help: "grade by your strategy record in place of the strongest strategy: medium = the easy grader loses the deal and the record wins it",
  },
];

export const dealsCommand = () =>
  labCommand("deals", "proven-winnable deals graded easy / medium / hard, each with a solution, as JSON or CSV", DEALS_OPTIONS, deals).addHelpText(
    "after",
    `
difficulty, measured, not guessed (the list's header repeats it):
  easy    the game's greedy strategy wins the deal
  medium  greedy loses it; the strongest strategy that sees only what a player sees wins it
          (sampling in the games with hidden cards, lookahead in Accordion, Wish and Flip,
          best-first in the open tableau games)
  hard    both lose it; only the thoughtful solver, knowing every card, wins it
Games without a greedy strategy use their simplest fixed priority (Accordion slide-first,
Flip remove-first); One-Handed has only its forced play, so its winnable deals are all easy.
A deal nobody wins within the budget is left out (not proven winnable).
--easy-file and --medium-file grade by your strategy record in that place instead.

examples:
  solitaire-lab deals --game klondike --preset klondike-bg --seeds 0..9999 --difficulty hard --count 20 --out hard.csv
  solitaire-lab deals --game freecell --numbering ms --seeds 1..32000 --difficulty easy --count 100 --out easy.json
  solitaire-lab deals --game wish --seeds 0..9999 --medium-file docs/strategies/wish-safe-pairs.json --difficulty medium --out medium.json`,
  );

/** Seeds as ranges of consecutive seeds (what the pool takes). */
function rangesOf(seeds: number[]): SeedRange[] {
  const out: SeedRange[] = [];
  for (const s of seeds) {
    const last = out[out.length - 1];
    if (last && last.hi === s) last.hi++;
    else out.push({ lo: s, hi: s + 1 });
  }
  return out;
}

/** The verdict of the strategy of `spec` on each of `seeds`, on all cores. */
async function verdicts(pool: Pool, spec: RunSpec, seeds: number[]): Promise<Map<number, Verdict>> {
  const out = new Map<number, Verdict>();
  if (!seeds.length) return out;
  await pool.run(spec, rangesOf(seeds), {
    onChunk(c) {
      for (let i = 0; i < c.count; i++) out.set(c.seedLo + i, VERDICTS[c.result[i]]);
    },
  });
  return out;
}

function outFormat(path: string): "json" | "csv" {
  const ext = extname(path).toLowerCase();
  if (ext === ".json") return "json";
  if (ext === ".csv") return "csv";
  throw new UserError(`--out must end in .json or .csv (the extension picks the format), not "${path}"`);
}

async function deals(opts: Opts): Promise<number> {
  const { game, spec } = parseExperiment(opts, DEALS_TIME_MS);
  const range = seedRange(required(opts, "seeds", "a seed range A..B"), spec.numbering);
  const wantedText = one(opts, "difficulty") ?? "any";
  if (!(DIFFICULTY_CHOICES as readonly string[]).includes(wantedText))
    throw new UserError(`--difficulty takes ${DIFFICULTY_CHOICES.join(", ")}, not "${wantedText}"`);
  const wanted = wantedText as Difficulty | "any";
  const count = wholeNumber(opts, "count", 1, MAX_COUNT, 10);
  const outPath = required(opts, "out", "the file to write, FILE.json or FILE.csv");
  const format = outFormat(outPath);
  const workers = wholeNumber(opts, "workers", 1, 256, defaultWorkers());
  const own = grading(game);
  const easyFile = one(opts, "easy-file");
  const mediumFile = one(opts, "medium-file");
  const easyRecord = easyFile === undefined ? undefined : readStrategyFile(easyFile, game, "--easy-file");
  const mediumRecord = mediumFile === undefined ? undefined : readStrategyFile(mediumFile, game, "--medium-file");
  // A grader: the game's own strategy, or a record in its place.
  const graderSpec = (id: string | undefined, record: StrategyRecord | undefined): RunSpec | undefined =>
    record ? { ...spec, strategy: "record", strategyRecord: record } : id === undefined ? undefined : { ...spec, strategy: id };
  const easySpec = graderSpec(own.easy, easyRecord)!;
  const strongSpec = graderSpec(own.strong, mediumRecord);
  const g = {
    easy: easyRecord ? `record ${easyRecord.name}` : own.easy,
    ...(strongSpec ? { strong: mediumRecord ? `record ${mediumRecord.name}` : own.strong } : {}),
  };
  if (wanted === "medium" && !g.strong)
    throw new UserError(`${game.id} has no strategy stronger than ${g.easy}, so it has no medium deals: ask for easy, hard or any`);

  process.stderr.write(
    `${game.id}, ${presetText(spec.preset, spec.settings)}: easy = ${g.easy} wins, medium = only ${g.strong ?? "(none)"} wins, hard = only the solver wins\n`,
  );
  const pool = new Pool(nodeWorkerFactory(), workers);
  const engine = await loadEngine();
  const listed: ListedDeal[] = [];
  // Every seed examined is counted: by its grade, else by why it has none.
  const counts = { easy: 0, medium: 0, hard: 0, lost: 0, unknown: 0, error: 0, notGraded: 0 };
  let examined = 0;
  const created = new Date().toISOString();
  const engineId = engineFingerprint();
  // The file is written again after every block: a run stopped early (Ctrl-C) keeps what it found.
  const save = () => {
    const header: DealListHeader = {
      kind: "winnable-deals",
      lab: "solitaire-lab",
      version: labVersion(),
      engine: engineId,
      game: game.id,
      preset: spec.preset,
      settings: spec.settings,
      numbering: spec.numbering,
      seeds: seedsText(range),
      examined,
      difficulty: wanted,
      wanted: count,
      found: listed.length,
      grading: g,
      ...(easyRecord || mediumRecord
        ? { gradingRecords: { ...(easyRecord ? { easy: easyRecord } : {}), ...(mediumRecord ? { medium: mediumRecord } : {}) } }
        : {}),
      definition: definition(g),
      budget: spec.budget,
      created,
    };
    writeFileSync(outPath, format === "json" ? dealListJson(header, listed) : dealListCsv(header, listed));
  };
  const needStrong = wanted !== "easy" && g.strong !== undefined;
  const needSolver = wanted === "hard" || wanted === "any";
  const countsText = () => {
    const parts = [`${fmtInt(counts.easy)} easy`];
    if (needStrong) parts.push(`${fmtInt(counts.medium)} medium`);
    if (needSolver) {
      parts.push(`${fmtInt(counts.hard)} hard`, `${fmtInt(counts.lost)} proved not winnable`, `${fmtInt(counts.unknown)} left unknown by the budget`);
      if (counts.error) parts.push(`${fmtInt(counts.error)} errors`);
    } else {
      const losers = needStrong ? `won by neither ${g.easy} nor ${g.strong}` : `lost by ${g.easy}`;
      parts.push(`${fmtInt(counts.notGraded)} ${losers} (not graded further for --difficulty ${wanted})`);
    }
    return parts.join(", ");
  };
  let stopped = false;
  const onSignal = () => {
    stopped = true;
    pool.cancel();
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  // Blocks grow as the list fills slowly, so a rare difficulty does not cost one small pool run after another.
  let block = Math.max(workers * 4, Math.min(count * 2, 1000));
  try {
    for (let lo = range.lo; lo < range.hi && listed.length < count && !stopped; lo += block, block = Math.min(block * 2, 20_000)) {
      const seeds = Array.from({ length: Math.min(block, range.hi - lo) }, (_, i) => lo + i);
      const easyWins = await verdicts(pool, easySpec, seeds);
      const notEasy = seeds.filter((s) => easyWins.get(s) !== "won");
      const strongWins = needStrong && !stopped ? await verdicts(pool, strongSpec!, notEasy) : new Map<number, Verdict>();
      const solverWins =
        needSolver && !stopped
          ? await verdicts(
              pool,
              { ...spec, strategy: "solver" },
              notEasy.filter((s) => strongWins.get(s) !== "won"),
            )
          : new Map<number, Verdict>();
      if (stopped) break; // a block cut short is not graded: its missing verdicts would read as losses
      for (const seed of seeds) {
        const d = grade(easyWins.get(seed) === "won", strongWins.get(seed) === "won", solverWins.get(seed) === "won");
        examined = seed - range.lo + 1;
        if (!d) {
          const verdict = solverWins.get(seed);
          if (verdict === undefined) counts.notGraded++;
          else counts[verdict === "won" ? "error" : verdict]++;
          continue;
        }
        counts[d]++;
        if (wanted !== "any" && d !== wanted) continue;
        const winner = d === "easy" ? easySpec : d === "medium" ? strongSpec! : { ...spec, strategy: "solver" };
        listed.push(solution(engine, game, spec, seed, d, winner, d === "easy" ? g.easy : d === "medium" ? g.strong! : "solver"));
        if (listed.length >= count) break;
      }
      save();
      process.stderr.write(`examined ${plural(examined, "seed")} (${countsText()}): ${fmtInt(listed.length)} of ${fmtInt(count)} listed\n`);
    }
  } finally {
    pool.close();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  save();
  process.stdout.write(
    `${plural(listed.length, wanted === "any" ? "winnable deal" : `${wanted} deal`)} of ${fmtInt(count)} wanted written to ${outPath} (${game.id}, preset ${spec.preset}); among ${plural(examined, "seed")} examined: ${countsText()}${stopped ? " (stopped early)" : ""}\n`,
  );
  return stopped ? 130 : 0;
}

/**
 * The deal's solution in words: the solver's line when its budget finds one
 * again, else the winning strategy's own line (a win is a win). Both are
 * replayed through the reference; a line that fails there is an internal error.
 */
function solution(
  engine: Awaited<ReturnType<typeof loadEngine>>,
  game: GameDef,
  spec: RunSpec,
  seed: number,
  difficulty: Difficulty,
  winner: RunSpec,
  winnerName: string,
): ListedDeal {
  for (const [s, name] of [
    [{ ...spec, strategy: "solver" }, "solver"],
    [winner, winnerName],
  ] as const) {
    const p = playDeal(engine, game, s, { seed }, { words: true });
    if (p.replay.problem) throw new Error(`${game.id} seed ${seed}, ${name}: ${p.replay.problem}`);
    if (p.play.result === "won") return { seed, difficulty, solvedBy: name, solution: p.replay.words };
  }
  throw new Error(`${game.id} seed ${seed}: ${winnerName} won it in the pool but not when played again`);
}
