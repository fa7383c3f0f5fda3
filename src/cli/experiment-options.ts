// Options that name a game, its settings, a strategy and per-deal budgets:
// shared by `run` and `solve`, which differ only in two defaults.

import { readFileSync } from "node:fs";
import { UserError } from "../core/errors.ts";
import type { Budget } from "../engine/engine.ts";
import type { Settings } from "../games/types.ts";
import { readRulesRecord } from "../games/rules-file.ts";
import type { GameDef } from "../games/catalogue.ts";
import { requireGame, requireStrategy, resolveRules, resolveSettings, resolveStrategySettings } from "../games/settings.ts";
import { BUDGET_LIMITS, DEFAULT_BUDGET, type RunSpec } from "../run/spec.ts";
import { parseStrategyRecord, type StrategyRecord } from "../games/strategy-record.ts";
import { checkRecordForGame } from "../games/record-vocabulary.ts";
import { flag, numbering, one, required, wholeNumber } from "./args.ts";
import type { OptionDef, Opts } from "./command.ts";

export interface ExperimentDefaults {
  /** The strategy when --strategy is not given: undefined = the game's default. */
  strategy?: string;
  timeMs: number;
}

export function experimentOptions(d: ExperimentDefaults): OptionDef[] {
  return [
    { flags: "--game <G>", help: "the game (required unless --rules names it; see `solitaire-lab games`)" },
    {
      flags: "--rules <FILE.json>",
      help: "a rules record: the lab's ({game, preset, settings}, as `games --rules G` prints it) or Solvitaire's rules JSON (played as game tableau, or as a hole game where it has a hole, accordion or gaps where it has their rows); --set changes it further",
    },
    { flags: "--preset <P>", help: "a preset of the game's settings", defaultText: "the game's first" },
    { flags: "--set <key=value>", help: "change one setting of the preset (repeatable)", repeat: true, default: [], defaultText: "none" },
    d.strategy
      ? { flags: "--strategy <S>", help: "a strategy of the game, or solver", default: d.strategy }
      : { flags: "--strategy <S>", help: "a strategy of the game, or solver", defaultText: "the game's default" },
    {
      flags: "--strategy-file <FILE.json>",
      help: "play a strategy record (a priority list over the kinds of moves, docs/strategies.md) in the tableau games, instead of --strategy",
    },
    {
      flags: "--strategy-set <key=value>",
      help: "change one of the strategy's own settings (repeatable; `solitaire-lab games` lists them)",
      repeat: true,
      default: [],
      defaultText: "none",
    },
    { flags: "--numbering <sv|ms>", help: "deal numbering: sv (Solvitaire's) or ms (Microsoft FreeCell's)", default: "sv" },
    { flags: "--nodes <N>", help: "search nodes per deal, 0 = no limit", default: DEFAULT_BUDGET.nodes },
    { flags: "--time-ms <N>", help: "milliseconds per deal, 0 = no limit", default: d.timeMs },
    {
      flags: "--memory-mb <N>",
      help: `MiB each worker's search tables may take (${BUDGET_LIMITS.ttMiB[0]}..${BUDGET_LIMITS.ttMiB[1]}), never exceeded: a full table forgets positions, which costs time, never a verdict`,
      defaultText: String(DEFAULT_BUDGET.ttMiB),
    },
    { flags: "--tt-mib <N>", help: "the older name of --memory-mb", defaultText: "--memory-mb's" },
    { flags: "--rng-seed <N>", help: "seed of the strategies' random choices (with each deal's seed)", default: 0 },
    { flags: "--json", help: "print the result as one JSON object" },
  ];
}

/** The game, preset and settings that --game, --preset, --rules and --set choose. */
export function chosenRules(opts: Opts): { game: GameDef; preset: string; settings: Settings } {
  const file = one(opts, "rules");
  const sets = (opts.set as string[] | undefined) ?? [];
  if (file === undefined) {
    const game = requireGame(required(opts, "game", "a game id, see `solitaire-lab games`, or --rules FILE.json"));
    return { game, ...resolveSettings(game, one(opts, "preset"), sets) };
  }
  const record = readRulesRecord(readText(file), file);
  const named = one(opts, "game");
  if (named !== undefined && named !== record.game) throw new UserError(`--game ${named} and --rules ${file} (game ${record.game}) disagree: give one`);
  const asked = one(opts, "preset");
  if (asked !== undefined && record.preset !== undefined && asked !== record.preset)
    throw new UserError(`--preset ${asked} and --rules ${file} (preset ${record.preset}) disagree: give one`);
  return resolveRules(record, asked, sets);
}

function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (e) {
    throw new UserError(`--rules ${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
}

export function parseExperiment(opts: Opts, defaultTimeMs: number): { game: GameDef; spec: RunSpec } {
  const { game, preset, settings } = chosenRules(opts);
  const recordFile = one(opts, "strategyFile");
  const record = recordFile === undefined ? undefined : readStrategyFile(recordFile, game);
  if (record?.kind === "priority" && record.among === "bft-actions" && settings.stockSeen !== true)
    throw new UserError(
      `--strategy-file ${recordFile}: among "bft-actions" plays Bjarnason, Fern and Tadepalli's game, whose player knows the stock's order: give a game with stockSeen=true (klondike --preset klondike-bft)`,
    );
  const strategy = requireStrategy(game, record ? "record" : one(opts, "strategy"), settings);
  if (strategy.id === "record" && !record) throw new UserError("strategy record plays a strategy record: give --strategy-file FILE.json (docs/strategies.md)");
  const strategySettings = resolveStrategySettings(game, strategy, (opts.strategySet as string[] | undefined) ?? []);
  const budget: Budget = {
    nodes: wholeNumber(opts, "nodes", BUDGET_LIMITS.nodes[0], BUDGET_LIMITS.nodes[1], DEFAULT_BUDGET.nodes),
    timeMs: wholeNumber(opts, "time-ms", BUDGET_LIMITS.timeMs[0], BUDGET_LIMITS.timeMs[1], defaultTimeMs),
    ttMiB: tablesMiB(opts),
  };
  const spec: RunSpec = {
    game: game.id,
    preset,
    settings,
    strategy: strategy.id,
    ...(strategy.settings.length ? { strategySettings } : {}),
    numbering: numbering(opts, game.numberings, game.id),
    budget,
    rngSeed: wholeNumber(opts, "rng-seed", 0, 2 ** 32 - 1, 0),
    ...(record ? { strategyRecord: record } : {}),
  };
  return { game, spec };
}

/** --memory-mb, or its older name --tt-mib: the MiB of each worker's search tables. */
function tablesMiB(opts: Opts): number {
  const [lo, hi] = BUDGET_LIMITS.ttMiB;
  const memory = wholeNumber(opts, "memory-mb", lo, hi, -1);
  const older = wholeNumber(opts, "tt-mib", lo, hi, -1);
  if (memory >= 0 && older >= 0 && memory !== older)
    throw new UserError(`--memory-mb ${memory} and --tt-mib ${older} disagree: give one (--tt-mib is --memory-mb's older name)`);
  return memory >= 0 ? memory : older >= 0 ? older : DEFAULT_BUDGET.ttMiB;
}

/** The strategy record of --strategy-file, checked, for `game` (what it names, against the game's vocabulary). */
export function readStrategyFile(file: string, game: GameDef, option = "--strategy-file"): StrategyRecord {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    throw new UserError(`${option} ${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  const record = parseStrategyRecord(text, `${option} ${file}`);
  checkRecordForGame(record, game, `${option} ${file}`);
  return record;
}

export const jsonWanted = (opts: Opts) => flag(opts, "json");

/** The strategy, and its own settings where it has any: "hindsight (samples=10 nodes=400 ...)". */
export const strategyText = (spec: RunSpec) => {
  if (spec.strategyRecord) return `record ${spec.strategyRecord.name}`;
  const own = Object.entries(spec.strategySettings ?? {});
  return own.length ? `${spec.strategy} (${own.map(([k, v]) => `${k}=${v}`).join(" ")})` : spec.strategy;
};
