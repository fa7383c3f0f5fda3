// The dashboard's rules editor without a browser: the form's record is the
// one `games --rules` prints, a record's text sets the form or gives the line
// the CLI's --rules gives (checked against the built CLI itself), the
// comparison's second run is the preset as it is, and the edited rules travel
// in the address and in every record and provenance line of a run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findGame } from "../src/games/catalogue.ts";
import { emptyChunk } from "../src/run/chunk.ts";
import { makeProvenance } from "../src/run/provenance.ts";
import { chunkToJsonl } from "../src/run/record.ts";
import { checkDraft, defaultDraft, draftToQuery, queryToDraft } from "../src/ui/draft.ts";
import { specFor } from "../src/ui/experiment.ts";
import { changedFromPreset, draftRulesText, originalPlan, readRulesText, RULES_FILE } from "../src/ui/rules-text.ts";
import { BIN } from "./helpers/cli.ts";

const dir = mkdtempSync(join(tmpdir(), "rules-editor-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The built CLI run in `dir`, where the record is the file rules.json as the editor names it. */
function cliIn(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: dir, encoding: "utf8", timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("the rules editor's record", () => {
  it("the form's record is the text `games --rules` prints, and reads back as the same fields", () => {
    const d = { ...defaultDraft(findGame("freecell")!, 2), preset: "tiny", settings: { cells: "2", supermove: "seed", ranks: "4", piles: "3" } };
    const printed = cliIn("games", "--rules", "freecell", "--preset", "tiny", "--set", "cells=2");
    expect(printed.code).toBe(0);
    expect(draftRulesText(d)).toBe(printed.stdout.trimEnd());
    expect(readRulesText(draftRulesText(d))).toEqual({ game: "freecell", preset: "tiny", settings: d.settings });
  });

  it("Solvitaire's rules JSON sets game tableau, preset defaults, every rule given", () => {
    const r = readRulesText(JSON.stringify({ "tableau piles": { count: 6, "build policy": "same-suit" }, cells: { count: 2 } }));
    expect(r).toMatchObject({ game: "tableau", preset: "defaults", settings: { piles: "6", buildSuit: "same", cells: "2" } });
    expect(Object.keys((r as { settings: object }).settings)).toEqual(findGame("tableau")!.settings.map((s) => s.key));
  });

  it("a record that cannot be played gets the CLI's one line; a value typed in the form is named as the form names it", () => {
    const bad = [
      JSON.stringify({ "tableau piles": { count: 0 } }), // no piles
      JSON.stringify({ game: "tableau", preset: "defaults", settings: { piles: 16, ranks: 2 } }), // more piles than cards
      JSON.stringify({ "tableau piles": { "build policy": "by-colour" } }), // no such build policy
    ];
    for (const text of bad) {
      const line = readRulesText(text);
      expect(line).toHaveProperty("error");
      writeFileSync(join(dir, RULES_FILE), text);
      const r = cliIn("run", "--rules", RULES_FILE, "--seeds", "0..0");
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`solitaire-lab: ${(line as { error: string }).error}\n`);
    }
    const typed = { ...defaultDraft(findGame("freecell")!, 2), settings: { cells: "x5" } };
    expect(readRulesText(draftRulesText(typed))).toEqual({ error: checkDraft(typed).errors["set.cells"] });
  });

  it("the comparison's other run is the same experiment with the preset's own settings", () => {
    const oneHanded = findGame("one-handed")!;
    const plan = checkDraft({ ...defaultDraft(oneHanded, 2), settings: { passes: "3" } }).plan!;
    expect(changedFromPreset(plan)).toEqual(["passes=3"]);
    expect(originalPlan(plan)).toEqual({ ...plan, settings: { passes: 1 } });
    expect(originalPlan(originalPlan(plan)!)).toBeUndefined();
  });

  it("the edited rules travel in the address and in every record and provenance line of the run", () => {
    const r = readRulesText(JSON.stringify({ game: "tableau", preset: "bakers-game", settings: { cells: 2 } }));
    if ("error" in r) throw new Error(r.error);
    const d = { ...defaultDraft(findGame("tableau")!, 2), ...r };
    const plan = checkDraft(queryToDraft(new URLSearchParams(draftToQuery(d)), 2)).plan!;
    expect(plan.settings).toMatchObject({ cells: 2, buildSuit: "same" });
    const spec = specFor(plan, "solver");
    const lines = chunkToJsonl(spec, emptyChunk(5, 3))
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.seed, l.preset, l.settings])).toEqual([5, 6, 7].map((seed) => [seed, "bakers-game", plan.settings]));
    const header = makeProvenance(spec, plan.seeds, { version: "0", engine: "x", machines: [] });
    expect(header.experiment.settings).toEqual(plan.settings);
  });
});
