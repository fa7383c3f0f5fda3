// `--rules FILE.json` end to end: the lab's record that `games --rules`
// prints plays the same deals as the game and preset it names, Solvitaire's
// JSON plays as game tableau, and bad records get one line and exit code 2.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, cliJson } from "./helpers/cli.ts";

const dir = mkdtempSync(join(tmpdir(), "lab-rules-"));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("--rules FILE.json", () => {
  it("the record games --rules prints plays as its game and preset do", () => {
    const printed = cli("games", "--rules", "freecell", "--preset", "tiny");
    expect(printed.code).toBe(0);
    const rules = file("freecell-tiny.json", printed.stdout);
    const a = cliJson("run", "--rules", rules, "--seeds", "0..29", "--workers", "1");
    const b = cliJson("run", "--game", "freecell", "--preset", "tiny", "--seeds", "0..29", "--workers", "1");
    expect([a.won, a.lost, a.unknown]).toEqual([b.won, b.lost, b.unknown]);
    expect(a.game).toBe("freecell");
  });

  it("Solvitaire's JSON plays as game tableau, and --set changes it further", () => {
    const rules = file("bakers.json", JSON.stringify({ "tableau piles": { "build policy": "same-suit" }, cells: { count: 4 }, "max rank": 4 }));
    const r = cliJson("solve", "--rules", rules, "--set", "piles=4", "--seed", "2");
    expect(r.game).toBe("tableau");
    expect(r.settings).toMatchObject({ cells: 4, buildSuit: "same", ranks: 4, piles: 4 });
    expect(["won", "lost"]).toContain(r.result);
  });

  it.each([
    ["not JSON", "{", /not JSON/],
    ["a setting out of range", JSON.stringify({ game: "tableau", settings: { piles: 40 } }), /setting piles of tableau cannot be "40"/],
  ])("%s: one line, exit code 2", (_what, text, message) => {
    const r = cli("run", "--rules", file("bad.json", text), "--seeds", "0..1");
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(message);
  });

  it("--game beside a record for another game is refused", () => {
    const r = cli("run", "--rules", file("fc.json", JSON.stringify({ game: "freecell" })), "--game", "klondike", "--seeds", "0..1");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/disagree/);
  });
});
