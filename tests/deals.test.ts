// Graded winnable-deal lists (`deals`) and how far each strategy falls short
// of perfect play (`run --verdicts`): every grade and every count is checked
// against independent runs of the same strategies on the same seeds.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Verdict } from "../src/engine/engine.ts";
import { findGame } from "../src/games/catalogue.ts";
import { definition, grade, grading } from "../src/run/difficulty.ts";
import { shortfall } from "../src/run/shortfall.ts";
import { cli, cliJson } from "./helpers/cli.ts";
import { readRecordsFile } from "./helpers/records.ts";

const tmp = mkdtempSync(join(tmpdir(), "solitaire-lab-deals-"));

/** Each seed's verdict from a run's records file. */
function verdictsOf(path: string): Map<number, Verdict> {
  return new Map(readRecordsFile(path).records.map((r) => [r.seed as number, r.result as Verdict]));
}

const ran = new Map<string, string>();
/** A Wish run's records file (each strategy and range run once). */
function runTo(strategy: string, seeds: string, how = ["--strategy", strategy]): string {
  const out = join(tmp, `wish-${strategy}-${seeds}.jsonl`);
  if (ran.has(out)) return out;
  ran.set(out, out);
  const r = cli("run", "--game", "wish", ...how, "--seeds", seeds, "--workers", "2", "--memory-mb", "16", "--out", out);
  if (r.code !== 0) throw new Error(r.stderr);
  return out;
}

describe("difficulty: who wins the deal", () => {
  it("names each game's greedy-like and strongest player-view strategy", () => {
    expect(grading(findGame("klondike")!)).toEqual({ easy: "greedy", strong: "sampling" });
    expect(grading(findGame("freecell")!)).toEqual({ easy: "greedy", strong: "best-first" });
    expect(grading(findGame("wish")!)).toEqual({ easy: "greedy", strong: "lookahead" });
    expect(grading(findGame("accordion")!)).toEqual({ easy: "slide-first", strong: "lookahead" });
    expect(grading(findGame("flip")!)).toEqual({ easy: "remove-first", strong: "lookahead" });
    expect(grading(findGame("one-handed")!)).toEqual({ easy: "play", strong: undefined });
    expect(definition(grading(findGame("one-handed")!)).medium).toMatch(/^none/);
  });

  it("grades easy before medium before hard, and nobody's win as not winnable", () => {
    expect(grade(true, true, true)).toBe("easy");
    expect(grade(true, false, false)).toBe("easy");
    expect(grade(false, true, true)).toBe("medium");
    expect(grade(false, false, true)).toBe("hard");
    expect(grade(false, false, false)).toBeUndefined();
  });
});

describe("shortfall: the share of proven-winnable deals a strategy loses", () => {
  const m = (entries: [number, Verdict][]) => new Map(entries);
  it("counts a strategy's win as a proof, and lists the deals others win", () => {
    const r = shortfall([
      {
        strategy: "solver",
        results: m([
          [1, "won"],
          [2, "won"],
          [3, "lost"],
          [4, "unknown"],
          [5, "won"],
        ]),
      },
      {
        strategy: "greedy",
        results: m([
          [1, "won"],
          [2, "lost"],
          [3, "lost"],
          [4, "lost"],
          [5, "lost"],
          [6, "won"],
        ]),
      },
      {
        strategy: "sampling",
        results: m([
          [1, "won"],
          [2, "won"],
          [3, "lost"],
          [4, "won"],
          [5, "lost"],
        ]),
      },
    ])!;
    // Seed 6 is not in every run; seed 4 is winnable by sampling's win though the solver ran out of budget.
    expect(r).toMatchObject({ seeds: 5, winnable: 4, winnableBySolver: 3 });
    expect(r.strategies.map((s) => [s.strategy, s.winnable, s.lost, s.lostOthersWin])).toEqual([
      ["greedy", 4, 3, [2, 4]],
      ["sampling", 4, 1, []],
    ]);
    expect(r.strategies[0].share).toBe(0.75);
    expect(r.strategies[0].ci95[0]).toBeLessThan(0.75);
    expect(r.strategies[0].ci95[1]).toBeGreaterThan(0.75);
  });

  it("needs the solver's verdicts", () => {
    expect(shortfall([{ strategy: "greedy", results: m([[1, "won"]]) }])).toBeUndefined();
  });
});

describe("solitaire-lab deals", () => {
  const seeds = "0..299";
  const greedy = verdictsOf(runTo("greedy", seeds));
  const lookahead = verdictsOf(runTo("lookahead", seeds));
  const solver = verdictsOf(runTo("solver", seeds));
  const expectedGrade = (seed: number) => grade(greedy.get(seed) === "won", lookahead.get(seed) === "won", solver.get(seed) === "won");

  it("lists every grade as the strategies' own runs grade it, with a solution each (JSON)", () => {
    const out = join(tmp, "wish-any.json");
    const r = cli("deals", "--game", "wish", "--seeds", seeds, "--count", "100000", "--out", out, "--workers", "2", "--memory-mb", "16");
    expect(r.code, r.stderr).toBe(0);
    const list = JSON.parse(readFileSync(out, "utf8"));
    expect(list).toMatchObject({
      kind: "winnable-deals",
      game: "wish",
      preset: "standard",
      numbering: "sv",
      seeds,
      examined: 300,
      difficulty: "any",
      grading: { easy: "greedy", strong: "lookahead" },
    });
    expect(list.definition.hard).toMatch(/only the thoughtful solver/);
    const want = [...Array(300).keys()].filter((s) => expectedGrade(s) !== undefined);
    expect(list.deals.map((d: any) => d.seed)).toEqual(want);
    expect(list.found).toBe(want.length);
    const grades = new Set<string>();
    for (const d of list.deals) {
      expect(d.difficulty, `seed ${d.seed}`).toBe(expectedGrade(d.seed));
      grades.add(d.difficulty);
      expect(d.length).toBe(d.solution.length);
      expect(d.length).toBeGreaterThan(0);
      expect(d.solution.every((w: string) => typeof w === "string" && w.length > 0)).toBe(true);
    }
    expect([...grades].sort()).toEqual(["easy", "hard", "medium"]); // the three grades all occur in these seeds
  });

  it("stops at --count, keeps only the difficulty asked for, and writes CSV with the definition in its header", () => {
    const out = join(tmp, "wish-hard.csv");
    const r = cli("deals", "--game", "wish", "--seeds", seeds, "--difficulty", "hard", "--count", "3", "--out", out, "--workers", "2", "--memory-mb", "16");
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(out, "utf8");
    const comments = text.split("\n").filter((l) => l.startsWith("# "));
    expect(comments.some((l) => /^# hard: greedy and lookahead lose it; only the thoughtful solver/.test(l))).toBe(true);
    expect(comments.some((l) => /^# easy: the greedy strategy wins it/.test(l))).toBe(true);
    const rows = text.split("\n").filter((l) => l && !l.startsWith("#"));
    expect(rows[0]).toBe("seed,numbering,game,preset,settings,difficulty,length,solved_by,solution");
    const hard = [...Array(300).keys()].filter((s) => expectedGrade(s) === "hard").slice(0, 3);
    expect(rows.slice(1).map((l) => Number(l.split(",")[0]))).toEqual(hard);
    for (const l of rows.slice(1)) expect(l.split(",")[5]).toBe("hard");
  });

  it("grades by your strategy record in greedy's or the strongest strategy's place (--easy-file, --medium-file)", () => {
    const file = "docs/strategies/wish-safe-pairs.json";
    const mine = verdictsOf(runTo("record", seeds, ["--strategy-file", file]));
    const out = join(tmp, "wish-mine.json");
    const r = cli("deals", "--game", "wish", "--seeds", seeds, "--medium-file", file, "--count", "100000", "--out", out, "--workers", "2", "--memory-mb", "16");
    expect(r.code, r.stderr).toBe(0);
    const list = JSON.parse(readFileSync(out, "utf8"));
    expect(list.grading).toEqual({ easy: "greedy", strong: "record wish-safe-pairs" });
    expect(list.gradingRecords.medium.name).toBe("wish-safe-pairs");
    expect(list.definition.medium).toMatch(/^greedy loses it and the strategy record wish-safe-pairs \(in the strongest strategy's place/);
    const want = (seed: number) => grade(greedy.get(seed) === "won", mine.get(seed) === "won", solver.get(seed) === "won");
    expect(list.deals.map((d: any) => [d.seed, d.difficulty])).toEqual([...Array(300).keys()].filter((x) => want(x) !== undefined).map((x) => [x, want(x)]));
    // The record and lookahead grade differently: some deal moves between medium and hard.
    expect(list.deals.some((d: any) => d.difficulty !== expectedGrade(d.seed))).toBe(true);
    const wrong = cli("deals", "--game", "wish", "--seeds", "0..9", "--easy-file", "docs/strategies/gaps-greedy.json", "--out", join(tmp, "x.json"));
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.trim().split("\n")).toHaveLength(1);
    expect(wrong.stderr).toMatch(
      /^solitaire-lab: --easy-file docs\/strategies\/gaps-greedy.json: rules\[0\]\.fromRun is not a condition; allowed: turnsUp, emptiesPile, rankShowing in wish/,
    );
  });

  it("grades One-Handed's winnable deals all easy (its only play is forced)", () => {
    const out = join(tmp, "oh.json");
    expect(cli("deals", "--game", "one-handed", "--seeds", "0..4999", "--count", "3", "--out", out, "--workers", "2").code).toBe(0);
    const list = JSON.parse(readFileSync(out, "utf8"));
    expect(list.deals).toHaveLength(3);
    for (const d of list.deals) expect(d.difficulty).toBe("easy");
  });

  const bad: [string, string[], RegExp][] = [
    [
      "unknown difficulty",
      ["--game", "wish", "--seeds", "0..9", "--difficulty", "hardest", "--out", "x.json"],
      /--difficulty takes easy, medium, hard, any, not "hardest"/,
    ],
    ["an extension that is neither", ["--game", "wish", "--seeds", "0..9", "--out", "x.txt"], /--out must end in \.json or \.csv/],
    ["no --out", ["--game", "wish", "--seeds", "0..9"], /--out is required/],
    ["a count of none", ["--game", "wish", "--seeds", "0..9", "--count", "0", "--out", "x.json"], /--count takes a whole number from 1 to 100000/],
    [
      "medium where there is no strong strategy",
      ["--game", "one-handed", "--seeds", "0..9", "--difficulty", "medium", "--out", "x.json"],
      /one-handed has no strategy stronger than play/,
    ],
    [
      "--strategy is not an option here",
      ["--game", "wish", "--seeds", "0..9", "--strategy", "greedy", "--out", "x.json"],
      /unknown option --strategy for deals/,
    ],
  ];
  for (const [what, args, message] of bad) {
    it(`bad input: ${what} is one line, exit code 2`, () => {
      const r = cli("deals", ...args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    });
  }
});

describe("run --verdicts: how far from perfect", () => {
  const seeds = "0..299";
  it("gives each strategy's share of proven-winnable deals lost, as the records count them", () => {
    const solverFile = runTo("solver", seeds);
    const lookFile = runTo("lookahead", seeds);
    const s = cliJson("run", "--game", "wish", "--strategy", "greedy", "--seeds", seeds, "--workers", "2", "--verdicts", solverFile, "--verdicts", lookFile);
    const greedy = verdictsOf(runTo("greedy", seeds));
    const solver = verdictsOf(solverFile);
    const look = verdictsOf(lookFile);
    const winnable = [...Array(300).keys()].filter((k) => solver.get(k) === "won" || greedy.get(k) === "won" || look.get(k) === "won");
    const lostG = winnable.filter((k) => greedy.get(k) !== "won");
    const lostL = winnable.filter((k) => look.get(k) !== "won");
    expect(s.shortfall.seeds).toBe(300);
    expect(s.shortfall.winnable).toBe(winnable.length);
    const [g, l] = s.shortfall.strategies;
    expect([g.strategy, g.winnable, g.lost]).toEqual(["greedy", winnable.length, lostG.length]);
    expect([l.strategy, l.winnable, l.lost]).toEqual(["lookahead", winnable.length, lostL.length]);
    expect(g.lost).toBeGreaterThan(0);
    expect(g.lostOthersWinCount).toBe(lostG.filter((k) => look.get(k) === "won").length);
    expect(g.lostOthersWin).toEqual(lostG.filter((k) => look.get(k) === "won").slice(0, 20));
    // The text summary says it too.
    const text = cli("run", "--game", "wish", "--strategy", "greedy", "--seeds", seeds, "--workers", "2", "--verdicts", solverFile);
    expect(text.stdout).toMatch(/how far from perfect: \d+ of 300 deals proven winnable/);
    expect(text.stdout).toMatch(new RegExp(`greedy +loses ${lostG.length} winnable deals: [\\d.]+% +95% CI \\[`));
  });

  it("says so when no solver run is among them", () => {
    const s = cliJson("run", "--game", "wish", "--strategy", "lookahead", "--seeds", seeds, "--workers", "2", "--verdicts", runTo("greedy", seeds));
    expect(s.shortfall).toBeNull();
    const text = cli("run", "--game", "wish", "--strategy", "lookahead", "--seeds", "0..9", "--verdicts", runTo("greedy", seeds));
    expect(text.stdout).toMatch(/how far from perfect: needs the solver's verdicts for the same seeds/);
  });

  it("refuses a stored run of other deals in one line", () => {
    const other = join(tmp, "acc.jsonl");
    expect(cli("run", "--game", "accordion", "--strategy", "solver", "--seeds", "0..2", "--out", other, "--memory-mb", "16").code).toBe(0);
    const r = cli("run", "--game", "wish", "--strategy", "greedy", "--seeds", "0..9", "--verdicts", other);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--verdicts .*acc\.jsonl holds other deals \(game accordion\)/);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});
