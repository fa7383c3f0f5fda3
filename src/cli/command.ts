// The commands are commander commands made here, so that every one of them
// turns commander's own errors (unknown option, missing value, unknown
// command, stray words) into the lab's form: a UserError, printed by main as
// one line on stderr with exit code 2. Options are declared as OptionDefs so
// that commands can share them (experiment-options.ts).

import { Command, CommanderError, Option } from "commander";
import { UserError } from "../core/errors.ts";

export interface OptionDef {
  /** Commander's flags: "--nodes <N>" (takes a value) or "--json" (a flag). */
  flags: string;
  help: string;
  /** The value when the option is not given, shown by --help. */
  default?: string | number | boolean | string[];
  /** What --help says the default is, when it is not a plain value ("the game's first"). */
  defaultText?: string;
  /** May be given more than once; the values are collected in order. */
  repeat?: boolean;
  /** Left out of --help and of the option list in error messages (test hooks). */
  hidden?: boolean;
}

/** Parsed option values by commander's attribute name ("--time-ms" -> timeMs). */
export type Opts = Record<string, unknown>;

/** The attribute name commander stores an option under: "time-ms" -> "timeMs". */
export const attribute = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Makes an option that refuses a missing value, a second value, and another option taken as its value. */
function toOption(def: OptionDef, given: Set<string>): Option {
  // A default that is not a value ("the game's first") goes into the description.
  const o = new Option(def.flags, def.default === undefined && def.defaultText ? `${def.help} (default: ${def.defaultText})` : def.help);
  if (def.hidden) o.hideHelp();
  const name = o.long!;
  if (o.required) {
    o.argParser((value: string, previous: unknown) => {
      if (value.startsWith("--")) throw new UserError(`${name} needs a value: ${def.flags.split(" ")[1].replace(/[<>]/g, "")}`);
      const again = given.has(name);
      given.add(name);
      if (def.repeat) return again ? [...(previous as string[]), value] : [value];
      if (again) throw new UserError(`${name} given twice`);
      return value;
    });
  }
  if (def.default !== undefined) o.default(def.default, def.defaultText ?? String(def.default));
  return o;
}

/** The exit code of the command that ran (set by its action). */
let exitCode = 0;
export const takeExitCode = () => {
  const c = exitCode;
  exitCode = 0;
  return c;
};

const commandList = (cmd: Command) => `commands: ${cmd.commands.map((c) => c.name()).join(", ")} (see solitaire-lab help)`;

/** Visible long options of a command (and the commands of the program), for error messages. */
const optionList = (cmd: Command) =>
  cmd.parent
    ? `options: ${cmd.options
        .filter((o) => !o.hidden)
        .map((o) => o.long)
        .join(" ")}`
    : `options: --version --help; ${commandList(cmd)}`;

/** The quoted word of a commander message ("error: unknown option '--fast'" -> --fast), and its suggestion. */
function quoted(message: string): { word: string; hint: string } {
  const word = /'([^']*)'/.exec(message)?.[1] ?? "";
  const hint = /\(Did you mean ([^?]+)\?\)/.exec(message)?.[1];
  return { word, hint: hint ? ` (did you mean ${hint}?)` : "" };
}

export const unknownCommand = (program: Command, name: string, hint = "") => new UserError(`unknown command "${name}"${hint}; ${commandList(program)}`);

/** Commander's error for `cmd` in the lab's words. Help and --version are not errors: returned as is. */
function translate(err: CommanderError, cmd: Command): Error {
  const where = cmd.parent ? ` for ${cmd.name()}` : "";
  const { word, hint } = quoted(err.message);
  switch (err.code) {
    case "commander.unknownOption":
      return new UserError(`unknown option ${word.split("=")[0]}${where}${hint}; ${optionList(cmd)}`);
    case "commander.optionMissingArgument": {
      const [name, value] = word.split(" ");
      return new UserError(`${name} needs a value: ${value.replace(/[<>]/g, "")}`);
    }
    case "commander.unknownCommand":
      return unknownCommand(cmd, word, hint);
    case "commander.excessArguments":
      return new UserError(`unexpected "${cmd.args[0]}"${where}; ${optionList(cmd)}`);
    case "commander.help": // `help [command]`, or (exit code 1) help for want of a command
      return err.exitCode === 0 ? err : new UserError(`a command is needed; ${commandList(cmd)}`);
    case "commander.helpDisplayed":
    case "commander.version":
      return err;
    default:
      return new UserError(
        err.message
          .replace(/^error: /, "")
          .replace(/\s*\n\s*/g, " ")
          .trim(),
      );
  }
}

/**
 * A command of the lab: its options, and an action that returns the exit
 * code. Bad input anywhere (commander's parsing or the action's own checks)
 * ends as a UserError.
 */
export function labCommand(
  name: string,
  summary: string,
  options: OptionDef[],
  action: (opts: Opts, operands: string[]) => number | Promise<number>,
  operands?: { name: string; help: string },
): Command {
  const cmd = new Command(name).description(summary);
  configure(cmd);
  const given = new Set<string>();
  if (operands) cmd.argument(operands.name, operands.help);
  for (const def of options) cmd.addOption(toOption(def, given));
  // Commander passes the operands (one array for a variadic one), then the options, then the command.
  cmd.action(async (...a: unknown[]) => {
    exitCode = await action(a[a.length - 2] as Opts, operands ? (a[0] as string[]) : []);
  });
  return cmd;
}

/** Errors as UserErrors, and no output of commander's own for them (main prints one line). */
export function configure(cmd: Command): Command {
  return cmd
    .exitOverride((err) => {
      throw translate(err, cmd);
    })
    .configureOutput({ outputError: () => {}, writeErr: () => {} })
    .showHelpAfterError(false)
    .allowExcessArguments(false);
}

export { CommanderError };
