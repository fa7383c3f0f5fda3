// solitaire-lab: the command line (commander). Bad input ends in one clear
// line on stderr and exit code 2; anything else unexpected is an internal
// error (exit 1). A new command is a labCommand (command.ts) added below.

import { Command } from "commander";
import { readFileSync } from "node:fs";
import { UserError } from "../core/errors.ts";
import { printable } from "../core/figures.ts";
import { CommanderError, configure, takeExitCode, unknownCommand } from "./command.ts";
import { benchCommand } from "./commands/bench.ts";
import { tuneCommand } from "./commands/tune.ts";
import { dealsCommand } from "./commands/deals.ts";
import { gamesCommand } from "./commands/games.ts";
import { mergeCommand } from "./commands/merge.ts";
import { runCommand } from "./commands/run.ts";
import { solveCommand } from "./commands/solve.ts";
import { workerCommand } from "./commands/worker.ts";

/** The package's version, from the nearest package.json above this file (src/cli or dist/src/cli). */
function version(): string {
  for (let dir = new URL(".", import.meta.url); ; dir = new URL("..", dir)) {
    try {
      return (JSON.parse(readFileSync(new URL("package.json", dir), "utf8")) as { version: string }).version;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "ENOENT" || dir.pathname === "/") throw e;
    }
  }
}

function program(): Command {
  const p = configure(new Command("solitaire-lab"))
    .description("How winnable is this patience game, and which way of playing it wins most?")
    .version(version(), "-V, --version", "print the version")
    .helpCommand("help [command]", "the help of a command")
    .addCommand(gamesCommand())
    .addCommand(runCommand())
    .addCommand(solveCommand())
    .addCommand(benchCommand())
    .addCommand(workerCommand())
    .addCommand(mergeCommand())
    .addCommand(dealsCommand())
    .addCommand(tuneCommand())
    .addHelpText(
      "after",
      `
Every command takes --help. Bad input gets one line on stderr and exit code 2.

examples:
  solitaire-lab games
  solitaire-lab run --game one-handed --seeds 0..999999
  solitaire-lab solve --game accordion --seed 7
  solitaire-lab deals --game klondike --preset klondike-bg --seeds 0..9999 --difficulty hard --count 20 --out hard.csv
  solitaire-lab run --game klondike --strategy solver --seeds 0..99999 --queue redis://10.0.0.5:6379 --out k.jsonl
  solitaire-lab help run`,
    );
  return p;
}

export async function main(argv: string[]): Promise<number> {
  const cli = program();
  try {
    if (argv.length === 0) {
      // No command: the help, and the exit code of a usage error.
      cli.outputHelp();
      return 2;
    }
    if (argv[0] === "help" && argv[1] !== undefined && !cli.commands.some((c) => c.name() === argv[1])) throw unknownCommand(cli, argv[1]);
    await cli.parseAsync(argv, { from: "user" });
    return takeExitCode();
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode; // --help, help, --version: already printed
    if (e instanceof UserError) {
      // One line, whatever bytes a file or an argument brought into it.
      process.stderr.write(`solitaire-lab: ${printable(e.message)}\n`);
      return 2;
    }
    process.stderr.write(`solitaire-lab: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    return 1;
  }
}
