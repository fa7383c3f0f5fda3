// The command line as a user meets it: summaries, JSON, records, --resume
// after kill -9, and one clear line with exit code 2 for every bad input.
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync, appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BIN, cli, cliBackground, cliJson } from "./helpers/cli.ts";
import { readRecordsFile } from "./helpers/records.ts";

const tmp = mkdtempSync(join(tmpdir(), "solitaire-lab-"));
const lines = (path: string) => readRecordsFile(path).records;

describe("solitaire-lab run", () => {
  it("prints the summary fields as JSON", () => {
    const s = cliJson("run", "--game", "one-handed", "--seeds", "0..9999", "--workers", "2");
    expect(s).toMatchObject({ game: "one-handed", strategy: "play", numbering: "sv", seeds: "0..9999", deals: 10000, unknown: 0, errors: 0 });
    expect(s.won + s.lost).toBe(10000);
    expect(s.winRate).toBeCloseTo(s.won / 10000, 12);
    expect(s.ci95[0]).toBeLessThan(s.winRate);
    expect(s.ci95[1]).toBeGreaterThan(s.winRate);
    expect(Object.values(s.scoreHistogram as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(10000);
    expect(s.dealsPerSecond).toBeGreaterThan(0);
  });

  it("writes one record per deal with the documented fields", () => {
    const out = join(tmp, "acc.jsonl");
    const s = cliJson("run", "--game", "accordion", "--strategy", "solver", "--seeds", "0..19", "--out", out, "--memory-mb", "16");
    const recs = lines(out);
    expect(recs).toHaveLength(20);
    expect(new Set(recs.map((r) => r.seed)).size).toBe(20);
    for (const r of recs) {
      expect(Object.keys(r)).toEqual([
        "game",
        "preset",
        "settings",
        "strategy",
        "numbering",
        "seed",
        "result",
        "score",
        "nodes",
        "ms",
        "moves",
        "movesCut",
        "scoreBound",
        "proven",
      ]);
      expect(r).toMatchObject({ game: "accordion", strategy: "solver", result: "won", score: 1, moves: 51, movesCut: 0, proven: true });
    }
    expect(s.won).toBe(20);
  });

  it("refuses to append to a file of records without --resume, and to mix experiments", () => {
    const out = join(tmp, "mix.jsonl");
    expect(cli("run", "--game", "one-handed", "--seeds", "0..99", "--out", out).code).toBe(0);
    const again = cli("run", "--game", "one-handed", "--seeds", "0..99", "--out", out);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already holds records; add --resume/);
    const other = cli("run", "--game", "one-handed", "--set", "passes=2", "--seeds", "0..99", "--out", out, "--resume");
    expect(other.code).toBe(2);
    expect(other.stderr).toMatch(/line 1: .*another experiment/);
  });

  it("--resume after kill -9 finishes with every seed recorded once and the counts of an uninterrupted run", async () => {
    const out = join(tmp, "killed.jsonl");
    const args = ["run", "--game", "one-handed", "--seeds", "0..599999", "--workers", "2", "--out", out];
    const child = cliBackground(...args);
    // Kill it hard once some records are on disk, well before the end.
    await new Promise<void>((resolve, reject) => {
      const t = setInterval(() => {
        if (existsSync(out) && statSync(out).size > 200_000) {
          clearInterval(t);
          child.kill("SIGKILL");
          resolve();
        }
      }, 5);
      child.on("exit", () => {
        clearInterval(t);
        reject(new Error("the run ended before it could be killed"));
      });
    });
    await new Promise((r) => child.on("exit", r));
    const partial = readFileSync(out, "utf8").split("\n").length - 1;
    expect(partial).toBeLessThan(600000);
    // Simulate a write cut in the middle of a line, as a kill can leave.
    appendFileSync(out, '{"game":"one-handed","preset":"stan');
    const resumed = cli(...args, "--resume", "--json");
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toMatch(/resumed: [\d,]+ deals already in/);
    expect(resumed.stderr).toMatch(/cut a half-written last line/);
    const s = JSON.parse(resumed.stdout);
    const whole = cliJson("run", "--game", "one-handed", "--seeds", "0..599999", "--workers", "2");
    expect([s.deals, s.won, s.lost, s.scoreHistogram]).toEqual([whole.deals, whole.won, whole.lost, whole.scoreHistogram]);
    const seeds = lines(out).map((r) => r.seed as number);
    expect(seeds).toHaveLength(600000);
    expect(new Set(seeds).size).toBe(600000);
  }, 120_000);

  it("a worker that crashes costs only its own deal (--debug-crash-seeds)", () => {
    const s = cliJson("run", "--game", "accordion", "--strategy", "random", "--seeds", "0..4999", "--debug-crash-seeds", "123,4000");
    expect(s).toMatchObject({ deals: 5000, errors: 2 });
  });
});

describe("solitaire-lab solve", () => {
  it("prints the deal, the verdict and the solution in words", () => {
    const r = cli("solve", "--game", "accordion", "--seed", "7");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Accordion, sv seed 7/);
    expect(r.stdout).toMatch(/result: won in 51 moves/);
    expect(r.stdout).toMatch(/ 1\. (slide|leap) /);
    expect(r.stdout).toMatch(/end: 1 pile:/);
  });

  it("an unknown without a line says so and prints no end position (never the start as end:)", () => {
    const r = cli("solve", "--game", "klondike", "--seed", "3", "--time-ms", "300");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/result: unknown, the budget ran out/);
    if (/best line found: none/.test(r.stdout)) expect(r.stdout).not.toMatch(/^end:/m);
    else expect(r.stdout).toMatch(/best line found:\n +1\. [\s\S]*\nend: /);
  });

  it("writes the ten as 10 in the deal, the board and the moves alike", () => {
    const r = cli("solve", "--game", "freecell", "--numbering", "ms", "--seed", "1", "--deal-format", "fc-solve");
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/\bT[CDHS]\b/);
    for (const part of [/^deal:\n(.*\n)*/m, /^start: .*$/m, /^ +\d+\. .*$/m]) expect(r.stdout).toMatch(part);
    expect(r.stdout.split("\nstart:")[0]).toMatch(/\b10[CDHS]\b/);
    expect([...r.stdout.matchAll(/^start: .*$/gm)].join("\n")).toMatch(/\b10[CDHS]\b/);
  });

  it("--json gives result, score, nodes, ms, moves and the deal", () => {
    const j = cliJson("solve", "--game", "accordion", "--seed", "7");
    expect(j).toMatchObject({ result: "won", score: 1, proven: true });
    expect(j.moves).toHaveLength(51);
    expect(j.deal.split(/\s+/).filter(Boolean)).toHaveLength(52);
    expect(j.nodes).toBeGreaterThan(0);
  });

  it("solves a deal typed as a card list, and the same deal by seed gives the same verdict", () => {
    const bySeed = cliJson("solve", "--game", "accordion", "--seed", "11");
    const file = join(tmp, "deal11.txt");
    writeFileSync(file, `# accordion sv seed 11\n${bySeed.deal}`);
    const byFile = cliJson("solve", "--game", "accordion", "--deal-file", file);
    expect([byFile.result, byFile.score, byFile.moveCodes]).toEqual([bySeed.result, bySeed.score, bySeed.moveCodes]);
  });

  it("plays One-Handed's forced line with a strategy too", () => {
    const j = cliJson("solve", "--game", "one-handed", "--seed", "3", "--strategy", "play");
    expect(["won", "lost"]).toContain(j.result);
    expect(j.moves[0]).toMatch(/^draw /);
  });
});

describe("help and version", () => {
  /** Help text, with commander's line wrapping undone. */
  const help = (...args: string[]) => {
    const r = cli(...args);
    expect(r.code).toBe(0);
    return r.stdout.replace(/\s+/g, " ");
  };

  it("a reader that stops early (| head) ends the command quietly, not with a trace", () => {
    // More than a pipe holds (64 KiB), so that the command is still writing when head stops reading.
    const r = spawnSync("bash", ["-c", `set -o pipefail; "${process.execPath}" "${BIN}" games --json | head -c 100 > /dev/null`], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it("--version prints the package's version", () => {
    const r = cli("--version");
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version);
  });

  it("help lists every command; no command at all is a usage error that shows the same help", () => {
    const r = cli("help");
    expect(r.code).toBe(0);
    const commands = r.stdout.split("\nCommands:\n")[1].split("\n\n")[0];
    expect([...commands.matchAll(/^ {2}([a-z]+)/gm)].map((m) => m[1])).toEqual(["games", "run", "solve", "bench", "worker", "merge", "deals", "tune", "help"]);
    const bare = cli();
    expect(bare.code).toBe(2);
    expect(bare.stdout).toBe(r.stdout);
  });

  it("--help of every command lists each of its options, with the default of each that has one", () => {
    // The options that choose the game and its rules, first in every experiment's command.
    const rulesOptions: [string, string?][] = [["--game"], ["--rules"], ["--preset", "the game's first"], ["--set", "none"]];
    const expected: Record<string, [string, string?][]> = {
      games: [["--json"], ["--markdown"], ["--rules"], ["--features"], ["--preset", "the game's default"], ["--set", "none"]],
      run: [
        ["--game"],
        ["--rules"],
        ["--preset", "the game's first"],
        ["--set", "none"],
        ["--strategy", "the game's default"],
        ["--strategy-file"],
        ["--strategy-set", "none"],
        ["--numbering", "sv"],
        ["--nodes", "0"],
        ["--time-ms", "10000"],
        ["--memory-mb", "256"],
        ["--tt-mib", "--memory-mb's"],
        ["--rng-seed", "0"],
        ["--json"],
        ["--seeds"],
        ["--workers", "one per core"],
        ["--out"],
        ["--resume"],
        ["--lines", "cut"],
        ["--verdicts", "none"],
        ["--shard"],
        ["--shard-mode", "contiguous"],
        ["--queue"],
        ["--job-size", "a 256th of the seeds, at most 100 for the solver, searching strategies and records with a search, 20,000 for others"],
      ],
      solve: [
        ["--game"],
        ["--rules"],
        ["--preset", "the game's first"],
        ["--set", "none"],
        ["--strategy", "solver"],
        ["--strategy-file"],
        ["--strategy-set", "none"],
        ["--numbering", "sv"],
        ["--nodes", "0"],
        ["--time-ms", "60000"],
        ["--memory-mb", "256"],
        ["--tt-mib", "--memory-mb's"],
        ["--rng-seed", "0"],
        ["--json"],
        ["--seed"],
        ["--deal-file"],
        ["--deal-format", "the game's first"],
        ["--where-lost"],
      ],
      bench: [["--quick"], ["--full"], ["--json"], ["--scaling"], ["--records"], ["--fingerprint"], ["--published"], ["--out"]],
      worker: [["--queue"], ["--workers", "one per core"], ["--lock-ms", "30000"]],
      merge: [["--out"], ["--json"]],
      deals: [
        ...rulesOptions,
        ["--numbering", "sv"],
        ["--nodes", "0"],
        ["--time-ms", "10000"],
        ["--memory-mb", "256"],
        ["--tt-mib", "--memory-mb's"],
        ["--rng-seed", "0"],
        ["--seeds"],
        ["--difficulty", "any"],
        ["--count", "10"],
        ["--out"],
        ["--workers", "one per core"],
        ["--easy-file"],
        ["--medium-file"],
      ],
      tune: [
        ...rulesOptions,
        ["--numbering", "sv"],
        ["--nodes", "0"],
        ["--time-ms", "0"],
        ["--memory-mb", "256"],
        ["--tt-mib", "--memory-mb's"],
        ["--rng-seed", "0"],
        ["--strategy-file"],
        ["--train"],
        ["--test"],
        ["--rounds", "2"],
        ["--workers", "one per core"],
        ["--out"],
        ["--json"],
      ],
    };
    for (const [command, options] of Object.entries(expected)) {
      const r = cli(command, "--help");
      expect(r.code).toBe(0);
      expect(cli("help", command).stdout).toBe(r.stdout);
      // The Options section: a line per option ("  --name <V>  text"), its text wrapped onto indented lines.
      const section = r.stdout.split("\nOptions:\n")[1].split("\n\n")[0];
      const entries = section.split(/\n(?= {2}-)/).map((e) => ({ option: /--[a-z-]+/.exec(e)![0], text: e.replace(/\s+/g, " ") }));
      expect(
        entries.map((e) => e.option),
        command,
      ).toEqual([...options.map(([o]) => o), "--help"]);
      for (const [option, def] of options) {
        const { text } = entries.find((e) => e.option === option)!;
        if (def) expect(text, `${command} ${option}`).toContain(`(default: ${def})`);
        else expect(text, `${command} ${option}`).not.toContain("(default:");
      }
    }
    expect(help("run", "--help")).not.toContain("--debug-crash-seeds"); // a test hook, not for users
  }, 240_000); // 14 CLI starts one after the other: about 10 s alone, 90 s on a machine loaded ten deep
});

describe("bad input: one line on stderr, exit code 2", () => {
  const cases: [string, string[], RegExp][] = [
    ["unknown game", ["run", "--game", "klondyke", "--seeds", "0..9"], /unknown game "klondyke"; games: one-handed, accordion/],
    ["unknown setting", ["run", "--game", "one-handed", "--set", "pases=2", "--seeds", "0..9"], /has no setting "pases"; its settings: passes/],
    [
      "bad setting value",
      ["run", "--game", "one-handed", "--set", "passes=0", "--seeds", "0..9"],
      /passes .* cannot be "0": allowed is a whole number from 1 to 63/,
    ],
    ["unknown strategy", ["run", "--game", "accordion", "--strategy", "best", "--seeds", "0..9"], /has no strategy "best"; strategies: solver, random/],
    ["reversed range", ["run", "--game", "accordion", "--seeds", "9..0"], /--seeds takes A\.\.B/],
    ["range past the numbering", ["run", "--game", "accordion", "--seeds", "0..4294967296"], /B <= 4294967295/],
    ["not a range", ["run", "--game", "accordion", "--seeds", "ten"], /--seeds takes A\.\.B/],
    ["numbering the game lacks", ["run", "--game", "accordion", "--numbering", "ms", "--seeds", "0..9"], /numbered sv only/],
    ["unknown option", ["run", "--game", "accordion", "--seeds", "0..9", "--fast"], /unknown option --fast for run/],
    ["missing seeds", ["run", "--game", "accordion"], /--seeds is required/],
    ["unreadable deal file", ["solve", "--game", "accordion", "--deal-file", "/nonexistent/deal.txt"], /cannot read --deal-file .*no such file/],
    ["seed and file both", ["solve", "--game", "accordion", "--seed", "1", "--deal-file", "x"], /exactly one of --seed N or --deal-file F/],
    ["unknown command", ["play"], /unknown command "play"/],
    ["bad budget", ["run", "--game", "accordion", "--seeds", "0..9", "--memory-mb", "5000"], /--memory-mb takes a whole number from 1 to 1920/],
    ["option without its value", ["run", "--game", "accordion", "--seeds"], /^solitaire-lab: --seeds needs a value: A\.\.B$/m],
    ["option whose value is another option", ["run", "--game", "--seeds", "0..9"], /--game needs a value: G/],
    ["misspelt option", ["run", "--game", "accordion", "--seed", "0..9"], /unknown option --seed for run \(did you mean --seeds\?\); options: --game /],
    ["option given twice", ["run", "--game", "accordion", "--seeds", "0..9", "--seeds", "3..4"], /--seeds given twice/],
    ["a stray word", ["solve", "--game", "accordion", "7"], /unexpected "7" for solve; options: --game/],
    [
      "unknown option before any command",
      ["--fast"],
      /unknown option --fast; options: --version --help; commands: games, run, solve, bench, worker, merge, deals/,
    ],
    ["help for an unknown command", ["help", "play"], /unknown command "play"; commands: games, run, solve, bench, worker, merge, deals/],
  ];
  for (const [what, args, message] of cases) {
    it(what, () => {
      const r = cli(...args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).not.toMatch(/at .*\.js:\d+/); // no stack trace
    });
  }

  it("a malformed deal names the line and the card", () => {
    const file = join(tmp, "bad.txt");
    writeFileSync(file, "AD 3D TS 4D\n6H QH 9X 6C\n");
    const r = cli("solve", "--game", "accordion", "--deal-file", file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/line 2: "9X" is not a card/);
  });

  it("a deal with a duplicate and missing cards says which", () => {
    const file = join(tmp, "dup.txt");
    const j = cliJson("solve", "--game", "accordion", "--seed", "1");
    const cards = j.deal.split(/\s+/).filter(Boolean);
    cards[51] = cards[0];
    writeFileSync(file, cards.join(" "));
    const r = cli("solve", "--game", "accordion", "--deal-file", file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`"${cards[0]}" appears twice \\(line 1, card 1; line 1, card 52\\)`));
  });
});
