// Reading a records file into a dashboard run (the logic of the dashboard's
// import, without the page): chunks of consecutive seeds whatever the order of
// the lines, each seed once per strategy, missing seeds counted, the
// experiment from the provenance line or the first record, clear errors.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ChunkResult } from "../src/run/chunk.ts";
import { Tally } from "../src/run/tally.ts";
import { RecordsImport } from "../src/ui/import-records.ts";
import { specFor } from "../src/ui/experiment.ts";
import { makeProvenance } from "../src/run/provenance.ts";
import { cliJson } from "./helpers/cli.ts";

const tmp = mkdtempSync(join(tmpdir(), "solitaire-lab-import-"));

function read(name: string, lines: string[]) {
  const chunks: { strategy: string; c: ChunkResult }[] = [];
  const imp = new RecordsImport(name, (strategy, c) => chunks.push({ strategy, c }));
  for (const l of lines) imp.line(l);
  return { ...imp.finish(), chunks };
}

describe("records file import", () => {
  it("a CLI file, lines shuffled and some repeated, gives the CLI's summary with every seed once", () => {
    const out = join(tmp, "acc.jsonl");
    const s = cliJson("run", "--game", "accordion", "--strategy", "lookahead", "--seeds", "100..2099", "--workers", "2", "--out", out);
    const [header, ...records] = readFileSync(out, "utf8").trimEnd().split("\n");
    // Chunks finish in any order; a resumed or merged file may repeat lines.
    const shuffled = [...records].sort((a, b) => (JSON.parse(a).seed % 7) - (JSON.parse(b).seed % 7));
    const { plan, info, chunks } = read("acc.jsonl", [header, ...shuffled, ...records.slice(0, 50)]);
    expect(plan).toMatchObject({ game: "accordion", strategies: ["lookahead"], seeds: { lo: 100, hi: 2100 }, budget: { timeMs: 10_000, ttMiB: 256 } });
    expect(info).toMatchObject({ records: 2000, duplicates: 50, missing: { lookahead: 0 }, notes: [] });
    const t = new Tally();
    const seen = new Set<number>();
    for (const { c } of chunks) {
      t.addChunk(c);
      for (let i = 0; i < c.count; i++) {
        expect(seen.has(c.seedLo + i)).toBe(false);
        seen.add(c.seedLo + i);
      }
    }
    expect(seen.size).toBe(2000);
    const got = t.summary();
    expect([got.deals, got.won, got.lost, got.scoreHistogram]).toEqual([s.deals, s.won, s.lost, s.scoreHistogram]);
    expect(info.examples.lookahead.won).toEqual([...info.examples.lookahead.won].sort((a, b) => a - b));
  });

  it("a solver file of lines as found (run --lines found) keeps that in the run, so its export says so again", () => {
    const out = join(tmp, "fc.jsonl");
    cliJson("run", "--game", "freecell", "--numbering", "ms", "--seeds", "1..20", "--workers", "1", "--out", out, "--lines", "found");
    const { plan, info } = read("fc.jsonl", readFileSync(out, "utf8").trimEnd().split("\n"));
    expect(info.records).toBe(20);
    expect(plan).toMatchObject({ game: "freecell", strategies: ["solver"], lines: "found" });
    expect(makeProvenance(specFor(plan!, "solver"), plan!.seeds, { version: "0", engine: "e", machines: [] }).lines).toBe("found");
  });

  it("a file without provenance is read from its records, with a note; gaps are counted as missing", () => {
    const rec = (seed: number, strategy: string) =>
      JSON.stringify({
        game: "one-handed",
        preset: "standard",
        settings: { passes: 1 },
        strategy,
        numbering: "sv",
        seed,
        result: seed % 3 ? "lost" : "won",
        score: 52,
        nodes: 1,
        ms: 0.01,
        moves: 60,
      });
    const { plan, info } = read("bare.jsonl", [rec(5, "play"), rec(6, "play"), rec(9, "play"), rec(5, "solver")]);
    expect(plan).toMatchObject({ strategies: ["play", "solver"], seeds: { lo: 5, hi: 10 } });
    expect(info.missing).toEqual({ play: 2, solver: 4 });
    expect(info.notes[0]).toMatch(/no provenance line/);
  });

  it("refuses what is not one experiment's records, naming the line", () => {
    const rec = (game: string) =>
      JSON.stringify({
        game,
        preset: "standard",
        settings: {},
        strategy: "random",
        numbering: "sv",
        seed: 1,
        result: "won",
        score: 1,
        nodes: 1,
        ms: 1,
        moves: 1,
      });
    expect(() => read("x.jsonl", [rec("accordion"), rec("wish")])).toThrow(/^x\.jsonl, line 2: a record of another game or settings/);
    expect(() => read("x.jsonl", ['{"game":'])).toThrow(/^x\.jsonl, line 1: not a JSON line/);
    expect(() => read("x.jsonl", [rec("chess")])).toThrow(/line 1: a game this dashboard does not know: "chess"/);
    expect(() => read("x.jsonl", [rec("accordion").replace('"won"', '"draw"')])).toThrow(/result "draw" is none of won, lost, unknown, error/);
    expect(() => read("x.jsonl", [])).toThrow(/holds no deal records/);
  });

  it("a last line without its end (a run stopped while writing it) is left out, as merge leaves it out, and the notes say so", () => {
    const rec = (seed: number) =>
      JSON.stringify({
        game: "accordion",
        preset: "standard",
        settings: {},
        strategy: "random",
        numbering: "sv",
        seed,
        result: "lost",
        score: 9,
        nodes: 1,
        ms: 1,
        moves: 1,
      });
    const imp = new RecordsImport("half.jsonl", () => {});
    imp.line(rec(0));
    imp.line(rec(1));
    imp.unfinished(rec(2).slice(0, 40));
    const { info } = imp.finish();
    expect(info).toMatchObject({ records: 2, cutBytes: 40 });
    expect(info.notes).toContain("the last line (40 bytes) has no end: a run stopped while writing it; it is left out, as merge and --resume leave it out");
    // A file that ends with its newline has nothing unfinished.
    const whole = new RecordsImport("whole.jsonl", () => {});
    whole.line(rec(0));
    whole.unfinished("");
    const all = whole.finish().info;
    expect(all.records).toBe(1);
    expect(all.cutBytes).toBeUndefined();
    expect(all.notes.filter((n) => /no end/.test(n))).toEqual([]);
  });
});
