// solitaire-lab: the command line. Bad input ends in one clear line on stderr
// and exit code 2; anything else unexpected is an internal error (exit 1).

import { UserError } from "../core/errors.ts";
import { benchCommand } from "./commands/bench.ts";
import { gamesCommand } from "./commands/games.ts";
import { mergeCommand } from "./commands/merge.ts";
import { runCommand } from "./commands/run.ts";
import { solveCommand } from "./commands/solve.ts";
import { workerCommand } from "./commands/worker.ts";

const USAGE = `solitaire-lab — how winnable is this patience game, and which way of playing it wins most?

usage:
  solitaire-lab games [--json]
  solitaire-lab run --game G [--preset P] [--set key=value ...] [--strategy S] --seeds A..B
                    [--numbering sv|ms] [--workers N] [--nodes N] [--time-ms N] [--tt-mib N]
                    [--rng-seed N] [--out FILE.jsonl] [--resume] [--json]
                    [--shard K/N [--shard-mode contiguous|interleaved]] [--queue redis://HOST:PORT [--job-size N]]
  solitaire-lab worker --queue redis://HOST:PORT [--workers N]
  solitaire-lab merge FILE... --out FILE.jsonl [--json]
  solitaire-lab solve --game G (--seed N | --deal-file F) [--numbering sv|ms] [--strategy S]
                    [--preset P] [--set key=value ...] [--nodes N] [--time-ms N] [--tt-mib N] [--json]
  solitaire-lab bench [--quick] [--json]

examples:
  solitaire-lab run --game one-handed --seeds 0..999999
  solitaire-lab run --game accordion --strategy lookahead --seeds 0..99999 --out acc.jsonl
  solitaire-lab solve --game accordion --seed 7
  solitaire-lab run --game klondike --strategy solver --seeds 0..99999 --queue redis://10.0.0.5:6379 --out k.jsonl
`;

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case "games":
        gamesCommand(rest);
        return 0;
      case "run":
        return await runCommand(rest);
      case "solve":
        return await solveCommand(rest);
      case "bench":
        return await benchCommand(rest);
      case "merge":
        return mergeCommand(rest);
      case "worker":
        return await workerCommand(rest);
      case undefined:
      case "help":
      case "--help":
      case "-h":
        process.stdout.write(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UserError(`unknown command "${command}"; commands: games, run, solve, bench, worker, merge (see solitaire-lab help)`);
    }
  } catch (e) {
    if (e instanceof UserError) {
      process.stderr.write(`solitaire-lab: ${e.message}\n`);
      return 2;
    }
    process.stderr.write(`solitaire-lab: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 1;
  }
}
