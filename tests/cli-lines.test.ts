// What the command line says, line by line: every summary names the preset it
// played (a game's presets can differ as much as `klondike` and `klondike-bg`);
// a record counts the moves of the line `solve` shows, detours cut; `deals`
// accounts for every seed it examined; a deal file of binary bytes is shown
// as escapes; counts take the plural only when they are not one.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, cliJson } from "./helpers/cli.ts";
import { readRecordsFile } from "./helpers/records.ts";

const tmp = mkdtempSync(join(tmpdir(), "solitaire-lab-lines-"));

describe("summaries name the preset they played", () => {
  it("run and merge: the title names the preset, with its settings", () => {
    const out = join(tmp, "oh.jsonl");
    const run = cli("run", "--game", "one-handed", "--seeds", "0..99", "--workers", "1", "--out", out);
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n")[0]).toBe("one-handed, preset standard (passes=1), strategy play, sv seeds 0..99");
    expect(run.stdout).toMatch(/^100 deals in [\d.]+s: .* on 1 worker$/m);
    const merged = cli("merge", out, "--out", join(tmp, "oh-merged.jsonl"));
    expect(merged.code).toBe(0);
    expect(merged.stdout.split("\n")[0]).toBe("one-handed, preset standard (passes=1), strategy play, sv seeds 0..99");
    expect(merged.stdout).toMatch(/^merged 1 file into .* 1 machine\)$/m);
    // Every record names its preset too.
    for (const r of readRecordsFile(out).records) expect(r.preset).toBe("standard");
  });

  it("solve: the headline and the result line name the preset (Klondike's default is the seed's, not klondike-bg)", () => {
    const r = cli("solve", "--game", "klondike", "--seed", "3", "--nodes", "20000");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Klondike, sv seed 3, preset klondike \(draw=3 redeals=inf groups=whole /);
    expect(r.stdout).toMatch(/^result: .*\(preset klondike; [\d,]+ nodes, [\d.]+ ms\)/m);
  });

  it("deals: the report names the preset and accounts for every seed examined", () => {
    const r = cli("deals", "--game", "one-handed", "--seeds", "0..99", "--count", "1000", "--workers", "2", "--out", join(tmp, "oh.csv"));
    expect(r.code).toBe(0);
    const m =
      /^(\d+) winnable deals? of 1,000 wanted written to .* \(one-handed, preset standard\); among 100 seeds examined: (\d+) easy, (\d+) hard, (\d+) proved not winnable, (\d+) left unknown by the budget$/m.exec(
        r.stdout,
      );
    expect(m, r.stdout).not.toBeNull();
    const [, listed, easy, hard, lost, unknown] = m!.map(Number);
    expect(easy + hard + lost + unknown).toBe(100);
    expect(listed).toBe(easy + hard);
    expect(r.stderr).toMatch(/^one-handed, preset standard \(passes=1\): easy = play wins/m);

    // Asked for easy deals only, the seeds greedy-like play loses are counted as not graded further.
    const easyOnly = cli(
      "deals",
      "--game",
      "accordion",
      "--seeds",
      "0..29",
      "--difficulty",
      "easy",
      "--count",
      "3",
      "--workers",
      "2",
      "--out",
      join(tmp, "acc.csv"),
    );
    expect(easyOnly.code).toBe(0);
    const e = /among 30 seeds examined: (\d+) easy, (\d+) lost by slide-first \(not graded further for --difficulty easy\)$/m.exec(easyOnly.stdout);
    expect(e, easyOnly.stdout).not.toBeNull();
    expect(Number(e![1]) + Number(e![2])).toBe(30);
    expect(readFileSync(join(tmp, "acc.csv"), "utf8").split("\n")[0]).toMatch(
      /^# winnable deals of accordion, preset standard \(cards=52\), sv seeds 0\.\.29: \d+ easy deals? of 3 wanted, 30 seeds examined$/,
    );
  });
});

describe("one length for one solution", () => {
  it("klondike-bg sv 3: the record's moves are solve's (detours cut), and the moves cut come beside them", () => {
    const out = join(tmp, "k3.jsonl");
    expect(cli("run", "--game", "klondike", "--preset", "klondike-bg", "--seeds", "3..3", "--workers", "1", "--out", out).code).toBe(0);
    const [record] = readRecordsFile(out).records;
    const solved = cliJson("solve", "--game", "klondike", "--preset", "klondike-bg", "--seed", "3");
    expect(solved.loopMovesCut).toBeGreaterThan(0); // a deal whose solver line has detours
    expect(record).toMatchObject({ result: "won", moves: solved.moves.length, movesCut: solved.loopMovesCut });
    const text = cli("solve", "--game", "klondike", "--preset", "klondike-bg", "--seed", "3").stdout;
    expect(text).toMatch(new RegExp(`^result: won in ${solved.moves.length} moves `, "m"));
    expect(text).toMatch(
      new RegExp(
        `^\\(${solved.loopMovesCut} moves? of back-and-forth and detours cut from the solver's line of ${solved.moves.length + solved.loopMovesCut},`,
        "m",
      ),
    );
  });

  it("--lines found: records count the line as the search found it, the header says so, and a cut run's file refuses it", () => {
    const found = join(tmp, "k3-found.jsonl");
    const args = ["run", "--game", "klondike", "--preset", "klondike-bg", "--seeds", "3..3", "--workers", "1", "--out", found];
    expect(cli(...args, "--lines", "found").code).toBe(0);
    const { header, records } = readRecordsFile(found);
    expect(header?.lines).toBe("found");
    const solved = cliJson("solve", "--game", "klondike", "--preset", "klondike-bg", "--seed", "3");
    expect(records[0]).toMatchObject({ result: "won", moves: solved.moves.length + solved.loopMovesCut });
    expect(records[0].movesCut).toBeUndefined();
    // Resumed without it, or merged with a cut run's file: other records, refused in one line.
    const resumed = cli(...args, "--resume");
    expect(resumed.code).toBe(2);
    expect(resumed.stderr.trim()).toMatch(/^solitaire-lab: .*other lines \(--lines found vs cut\): their records count other moves/);
    expect(resumed.stderr.trim().split("\n")).toHaveLength(1);
    expect(cli(...args, "--resume", "--lines", "found").code).toBe(0);
    const merged = cli("merge", found, join(tmp, "k3.jsonl"), "--out", join(tmp, "k3-both.jsonl"));
    expect(merged.code).toBe(2);
    expect(merged.stderr).toMatch(/other lines/);
    // What it refuses: another word, no records, a strategy's run.
    const greedy = ["run", "--game", "klondike", "--seeds", "3..3", "--workers", "1", "--out", join(tmp, "g.jsonl"), "--strategy", "greedy"];
    for (const [given, message] of [
      [[...args, "--lines", "fast"], /^solitaire-lab: --lines takes cut or found, not "fast"$/],
      [[...greedy, "--lines", "found"], /^solitaire-lab: --lines is for the solver's lines/],
    ] as const) {
      const r = cli(...given);
      expect(r.code).toBe(2);
      expect(r.stderr.trim()).toMatch(message);
    }
    const bare = cli("run", "--game", "klondike", "--seeds", "3..3", "--workers", "1", "--lines", "found");
    expect(bare.code).toBe(2);
    expect(bare.stderr.trim()).toBe("solitaire-lab: --lines needs --out FILE: only the records count a line's moves");
  });
});

describe("words", () => {
  it("a deal file of binary bytes is named in escapes, on one line, exit code 2", () => {
    const file = join(tmp, "binary.txt");
    writeFileSync(file, Buffer.from([0x41, 0x43, 0x20, 0x32, 0x43, 0x01, 0x1b, 0x5b, 0x33, 0x31, 0x6d, 0xff, 0x0d, 0x20, 0x33, 0x43]));
    const r = cli("solve", "--game", "accordion", "--deal-file", file);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `solitaire-lab: ${file}, line 1: "2C\\x01\\x1b[31m\\xff" is not a card (cards are a rank A 2-9 T J Q K or 10, then a suit C D H S)\n`,
    );
  });

  it("one pile is a pile, not 1 piles", () => {
    const file = join(tmp, "one-pile.txt");
    writeFileSync(file, "AC 2C 3C\n");
    const r = cli("solve", "--game", "freecell", "--deal-file", file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/: 1 tableau pile, but freecell has 8$/m);
  });
});
