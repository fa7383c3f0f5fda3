// The command line with the stock games' deals as text (board text, Solvitaire
// JSON with face-down cards marked) and with the tiny presets.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, cliJson } from "./helpers/cli.ts";

const tmp = mkdtempSync(join(tmpdir(), "solitaire-lab-deals-"));
const TINY = ["--nodes", "200000", "--memory-mb", "16"];

describe("stock games' deals as text", () => {
  it("solve prints a Klondike seed as board text with its face-down cards in brackets; the same text as a deal file gives the same play", () => {
    const bySeed = cliJson("solve", "--game", "klondike", "--preset", "tiny-klondike", "--seed", "3", ...TINY);
    const lines: string[] = bySeed.deal.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Stock: (\S\S ){5}\S\S$/);
    expect(lines.slice(1)).toHaveLength(3);
    expect(lines[3]).toMatch(/^\[\S\S\] \[\S\S\] \S\S$/);
    const file = join(tmp, "klondike3.txt");
    writeFileSync(file, `# tiny klondike, sv seed 3\n${bySeed.deal}`);
    const byFile = cliJson("solve", "--game", "klondike", "--preset", "tiny-klondike", "--deal-file", file, ...TINY);
    expect([byFile.result, byFile.moveCodes]).toEqual([bySeed.result, bySeed.moveCodes]);
  });

  it("--deal-format solvitaire-json writes face-down cards with a lowercase suit, and reads back to the same play", () => {
    const j = cliJson("solve", "--game", "emperor", "--preset", "tiny", "--seed", "2", "--deal-format", "solvitaire-json", ...TINY);
    const piles: string[][] = JSON.parse(j.deal)["tableau piles"];
    for (const pile of piles) {
      expect(pile.slice(0, -1).every((c) => /[cdhs]$/.test(c))).toBe(true);
      expect(pile.at(-1)).toMatch(/[CDHS]$/);
    }
    const file = join(tmp, "emperor2.json");
    writeFileSync(file, j.deal);
    const again = cliJson("solve", "--game", "emperor", "--preset", "tiny", "--deal-file", file, ...TINY);
    expect([again.result, again.moveCodes]).toEqual([j.result, j.moveCodes]);
  });

  it("bad board text: one line naming the line and the card, exit code 2", () => {
    const file = join(tmp, "bad-board.txt");
    writeFileSync(file, "Stock: 2C 3C\n\nAC [2D]\n");
    const r = cli("solve", "--game", "klondike", "--preset", "tiny-klondike", "--deal-file", file);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/bad-board\.txt, line 3: "\[2D\]" is face down but lies on a face-up card in pile 1/);
  });
});

describe("tiny presets from the command line", () => {
  it("run --preset tiny-solitaire decides every seed, with no errors (every win replayed through the reference)", () => {
    const s = cliJson("run", "--game", "solitaire", "--preset", "tiny-solitaire", "--seeds", "0..39", "--workers", "2", ...TINY);
    expect(s).toMatchObject({ deals: 40, unknown: 0, errors: 0 });
    expect(s.won).toBeGreaterThan(0);
    expect(s.lost).toBeGreaterThan(0);
  });

  it("a tiny FreeCell in the ms numbering deals a cut deck too", () => {
    const s = cliJson("run", "--game", "freecell", "--preset", "tiny", "--numbering", "ms", "--seeds", "1..40", "--workers", "2", ...TINY);
    expect(s).toMatchObject({ deals: 40, unknown: 0, errors: 0 });
    const j = cliJson("solve", "--game", "freecell", "--preset", "tiny", "--numbering", "ms", "--seed", "1", ...TINY);
    expect(j.deal.trim().split(/\s+/)).toHaveLength(16);
  });

  it("games lists the tiny presets with their settings", () => {
    const r = cli("games");
    expect(r.stdout).toMatch(/tiny-klondike \(draw=3 redeals=inf groups=whole worryBack=false ranks=3 piles=3 aces=compulsory\)/);
    expect(r.stdout).toMatch(/tiny \(build=up decks=1 ranks=4 piles=3 rows=3\)/);
  });
});
