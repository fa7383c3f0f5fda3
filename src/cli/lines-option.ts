// run --lines: the solver's lines in the records cut of their detours (as
// solve shows them), or as the search found them. Cutting a line costs 5 to
// 35 ms, more than the search itself where the solver settles a deal in a
// millisecond (FreeCell): a run that needs only verdicts and counts in its
// records may leave it out. The verdicts are the same either way.

import { UserError } from "../core/errors.ts";
import { SOLVER_ID } from "../run/shortfall.ts";
import type { RunSpec } from "../run/spec.ts";
import { one } from "./args.ts";
import type { OptionDef, Opts } from "./command.ts";

const LINES = ["cut", "found"] as const;

export const LINES_OPTION: OptionDef = {
  flags: "--lines <cut|found>",
  help: "the solver's lines whose moves the records count (--out): cut of their detours, as solve shows them, or as the search found them (far quicker where deals are solved in a millisecond; the same verdicts)",
  defaultText: "cut",
};

/** Sets the solver's specs among `specs` to the lines --lines asks for; refuses it without --out or without the solver. */
export function linesWanted(opts: Opts, outPath: string | undefined, specs: RunSpec[]): void {
  const word = one(opts, "lines");
  if (word === undefined) return;
  if (!(LINES as readonly string[]).includes(word)) throw new UserError(`--lines takes ${LINES.join(" or ")}, not "${word}"`);
  if (!outPath) throw new UserError("--lines needs --out FILE: only the records count a line's moves");
  const solver = specs.filter((s) => s.strategy === SOLVER_ID);
  if (!solver.length) throw new UserError("--lines is for the solver's lines: a strategy's records count the moves it played");
  for (const s of solver) s.cutLines = word === "cut";
}
