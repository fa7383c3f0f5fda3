// The dashboard's logic that needs no browser: what is left to run after a
// reload, the paired comparison, checking the builder's fields and its URL,
// compact storage columns, and the viewer's address.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GAMES, findGame } from "../src/games/catalogue.ts";
import { emptyChunk, RESULT_CODES } from "../src/run/chunk.ts";
import { compactChunk, narrowest } from "../src/run/compact-columns.ts";
import { checkDraft, defaultDraft, draftToQuery, planToDraft, presetTexts, queryToDraft } from "../src/ui/draft.ts";
import { PairedResults } from "../src/ui/paired.ts";
import { specFor, strategyLabel } from "../src/ui/experiment.ts";
import { makeProvenance } from "../src/run/provenance.ts";
import { decimalsFor, pct } from "../src/ui/dom.ts";
import { blocksOf, clipRanges, remainingRanges, turnSize } from "../src/ui/ranges.ts";
import { fromBase64Url, readViewerQuery, toBase64Url, viewerQuery } from "../src/ui/viewer-url.ts";

describe("remaining seeds after a reload", () => {
  it("subtracts stored chunks in any order, leaving the gaps", () => {
    const stored = [
      { seedLo: 40, count: 10 },
      { seedLo: 0, count: 10 },
      { seedLo: 10, count: 5 },
      { seedLo: 90, count: 20 },
    ];
    expect(remainingRanges({ lo: 0, hi: 100 }, stored)).toEqual([
      { lo: 15, hi: 40 },
      { lo: 50, hi: 90 },
    ]);
  });
  it("nothing stored: everything; everything stored: nothing", () => {
    expect(remainingRanges({ lo: 5, hi: 9 }, [])).toEqual([{ lo: 5, hi: 9 }]);
    expect(remainingRanges({ lo: 5, hi: 9 }, [{ seedLo: 5, count: 4 }])).toEqual([]);
  });
  it("blocks and clipping for turns of several strategies", () => {
    expect(blocksOf({ lo: 0, hi: 2500 }, 1000)).toEqual([
      { lo: 0, hi: 1000 },
      { lo: 1000, hi: 2000 },
      { lo: 2000, hi: 2500 },
    ]);
    // Strategies take 20 turns however small the run, so at 70% done each has about 70% of its deals.
    expect([turnSize(200), turnSize(7), turnSize(1_000_000)]).toEqual([10, 1, 50_000]);
    expect(blocksOf({ lo: 0, hi: 200 }, turnSize(200))).toHaveLength(20);
    expect(
      clipRanges(
        [
          { lo: 0, hi: 15 },
          { lo: 40, hi: 50 },
        ],
        { lo: 10, hi: 45 },
      ),
    ).toEqual([
      { lo: 10, hi: 15 },
      { lo: 40, hi: 45 },
    ]);
  });
});

function chunk(seedLo: number, results: number[], scores: number[]) {
  const c = emptyChunk(seedLo, results.length);
  c.result.set(results);
  c.score.set(scores);
  return c;
}

describe("paired comparison", () => {
  const { won, lost, unknown, error } = RESULT_CODES;
  const score = findGame("accordion")!.score; // piles left: lower is better

  it("counts the deals one arm wins and the other does not, whatever order the chunks come in", () => {
    const p = new PairedResults({ lo: 100, hi: 106 }, ["a", "b"], score);
    p.add("b", chunk(103, [won, lost, won], [1, 5, 1]));
    p.add("a", chunk(100, [won, won, lost, lost, won, unknown], [1, 1, 4, 3, 1, 2]));
    p.add("b", chunk(100, [won, lost, error], [1, 3, 0]));
    expect(p.pair("a", "b")).toEqual({
      paired: 6,
      onlyA: 2,
      onlyB: 2,
      aBetter: 2,
      bBetter: 2,
      tied: 1,
      onlyASeeds: [101, 104],
      onlyBSeeds: [103, 105],
    });
    const reversed = p.pair("b", "a");
    expect([reversed.onlyA, reversed.onlyB, reversed.aBetter, reversed.bBetter, reversed.onlyASeeds]).toEqual([2, 2, 2, 2, [103, 105]]);
  });

  it("ignores seeds outside the frame and a seed delivered twice", () => {
    const p = new PairedResults({ lo: 0, hi: 2 }, ["a", "b"], score);
    p.add("a", chunk(0, [won, won, won], [1, 1, 1]));
    p.add("a", chunk(0, [lost], [9]));
    p.add("b", chunk(0, [lost, lost], [2, 2]));
    expect(p.pair("a", "b")).toMatchObject({ paired: 2, onlyA: 2, onlyB: 0, aBetter: 2 });
  });
});

describe("the builder's fields", () => {
  const oneHanded = findGame("one-handed")!;

  it("every game's defaults are a valid experiment", () => {
    for (const g of GAMES) expect(checkDraft(defaultDraft(g, 4)).errors).toEqual({});
  });

  it("says what is allowed for each bad field", () => {
    const d = { ...defaultDraft(oneHanded, 2), seedFrom: "5", seedTo: "3", nodes: "-1", workers: "0", settings: { passes: "64" }, strategies: [] };
    expect(checkDraft(d).errors).toEqual({
      seedTo: 'Last seed: a whole number from 5 to 100000004 (at most 100,000,000 deals in the browser; the CLI runs more), not "3"',
      nodes: 'Nodes per deal: a whole number from 0 to 1000000000000000 (0 = no limit), not "-1"',
      workers: 'Workers: a whole number from 1 to 256, not "0"',
      "set.passes": 'setting passes of one-handed cannot be "64": allowed is a whole number from 1 to 63',
      strategies: "Strategies: choose at least one",
    });
  });

  it("rules each allowed that do not go together: one line under the settings, and no run", () => {
    const t = findGame("tableau")!;
    const d = { ...defaultDraft(t, 2), settings: { ...presetTexts(t, "bakers-game"), piles: "16", ranks: "2" } };
    const r = checkDraft(d);
    expect(r.errors).toEqual({ settings: expect.stringMatching(/^tableau: rules need 16 piles of at least one card, but the deck of 8 cards leaves 8/) });
    expect(r.plan).toBeUndefined();
  });

  it("a smaller cap when strategies are compared, and seeds up to the numbering's last", () => {
    const acc = findGame("accordion")!;
    const d = { ...defaultDraft(acc, 2), strategies: ["lookahead", "slide-first"], seedFrom: "0", seedTo: "20000000" };
    expect(checkDraft(d).errors.seedTo).toMatch(/from 0 to 19999999 \(at most 20,000,000 deals per strategy when comparing/);
    expect(checkDraft({ ...d, strategies: ["lookahead"], seedFrom: "4294967290", seedTo: "4294967295" }).plan?.seeds).toEqual({
      lo: 4294967290,
      hi: 4294967296,
    });
  });

  it("Bjarnason, Fern and Tadepalli's policies only where the stock is seen", () => {
    const klondike = findGame("klondike")!;
    const d = { ...defaultDraft(klondike, 2), preset: "klondike-bg", settings: presetTexts(klondike, "klondike-bg"), strategies: ["greedy", "bft-greedy"] };
    expect(checkDraft(d).errors.strategies).toMatch(
      /^Strategies: strategy bft-greedy of klondike plays only with the stock seen.*choose the preset klondike-bft, or stockSeen true$/,
    );
    expect(checkDraft({ ...d, preset: "klondike-bft", settings: presetTexts(klondike, "klondike-bft") }).plan?.strategies).toEqual(["greedy", "bft-greedy"]);
  });

  it("the experiment URL sets the same builder up again", () => {
    const d = { ...defaultDraft(oneHanded, 3), settings: { passes: "3" }, strategies: ["play", "solver"], seedFrom: "10", seedTo: "99", timeMs: "500" };
    const plan = checkDraft(d).plan!;
    expect(plan).toMatchObject({
      game: "one-handed",
      settings: { passes: 3 },
      strategies: ["play", "solver"],
      seeds: { lo: 10, hi: 100 },
      budget: { nodes: 0, timeMs: 500, ttMiB: 64 },
      workers: 3,
    });
    const again = queryToDraft(new URLSearchParams(draftToQuery(planToDraft(plan))), 8);
    expect(checkDraft(again).plan).toEqual(plan);
  });

  it("the solver's lines as found: in the plan and the address, in the solver's spec alone, and its records' header says so", () => {
    const d = { ...defaultDraft(oneHanded, 2), strategies: ["play", "solver"], lines: "found" };
    const plan = checkDraft(d).plan!;
    expect(plan.lines).toBe("found");
    expect(checkDraft(queryToDraft(new URLSearchParams(draftToQuery(planToDraft(plan))), 2)).plan).toEqual(plan);
    expect(specFor(plan, "solver").cutLines).toBe(false);
    expect(specFor(plan, "play").cutLines).toBeUndefined();
    expect(makeProvenance(specFor(plan, "solver"), plan.seeds, { version: "0", engine: "e", machines: [] }).lines).toBe("found");
    // Cut is the default, and left out of the address.
    const cut = checkDraft({ ...d, lines: "cut" }).plan!;
    expect(cut.lines).toBeUndefined();
    expect(draftToQuery(planToDraft(cut))).not.toMatch(/lines=/);
    expect(specFor(cut, "solver").cutLines).toBeUndefined();
    expect(checkDraft({ ...d, lines: "fast" }).errors).toEqual({ lines: `Solver's lines: cut or found, not "fast"` });
  });

  it("a strategy record typed beside the strategies: played as the strategy record, carried in the address, checked as typed", () => {
    const klondike = findGame("klondike")!;
    const text = readFileSync(new URL("../docs/strategies/klondike-greedy.json", import.meta.url), "utf8");
    const d = { ...defaultDraft(klondike, 2), strategies: ["greedy"], strategyRecord: text };
    const plan = checkDraft(d).plan!;
    expect(plan.strategies).toEqual(["greedy", "record"]);
    expect(plan.strategyRecord?.name).toBe("klondike-greedy");
    expect(specFor(plan, "record").strategyRecord?.name).toBe("klondike-greedy");
    expect(specFor(plan, "greedy").strategyRecord).toBeUndefined();
    expect(strategyLabel(plan, "record")).toBe("record klondike-greedy");
    const again = queryToDraft(new URLSearchParams(draftToQuery(planToDraft(plan))), 8);
    expect(checkDraft(again).plan).toEqual(plan);
    const bad = checkDraft({ ...d, strategyRecord: '{"name": "x", "kind": "priority", "rules": [{"from": "deck"}]}' });
    expect(bad.plan).toBeUndefined();
    expect(bad.errors.strategyRecord).toMatch(/^Strategy record: rules\[0\]\.from "deck" is not allowed/);
    // Another game's vocabulary: Klondike's record names what Accordion lacks; Accordion's own plays.
    const accordion = checkDraft({ ...defaultDraft(findGame("accordion")!, 2), strategyRecord: text });
    expect(accordion.errors.strategyRecord).toMatch(/^Strategy record: avoid "cycles" is not played; allowed: nothing, seen-positions in accordion$/);
    const own = readFileSync(new URL("../docs/strategies/accordion-slide-first.json", import.meta.url), "utf8");
    const played = checkDraft({ ...defaultDraft(findGame("accordion")!, 2), strategies: ["slide-first"], strategyRecord: own }).plan!;
    expect(played.strategies).toEqual(["slide-first", "record"]);
    const oneHanded = checkDraft({ ...defaultDraft(findGame("one-handed")!, 2), strategyRecord: own });
    expect(oneHanded.errors.strategyRecord).toMatch(/one-handed reads no strategy records/);
  });

  it("an unknown game or strategy in a URL is reported, not guessed", () => {
    expect(checkDraft(queryToDraft(new URLSearchParams("game=bridge"), 2)).errors.game).toMatch(/^Game: one of one-handed, accordion/);
    expect(checkDraft(queryToDraft(new URLSearchParams("game=accordion&strategies=psychic"), 2)).errors.strategies).toMatch(/there is no "psychic"/);
  });
});

describe("compact storage columns", () => {
  it("whole numbers take the narrowest array that holds them; fractions and wide values stay", () => {
    expect(narrowest(Float64Array.from([0, 68, 255]))).toBeInstanceOf(Uint8Array);
    expect(narrowest(Int32Array.from([-3, 100]))).toBeInstanceOf(Int8Array);
    expect(narrowest(Float64Array.from([0, 40_000]))).toBeInstanceOf(Uint16Array);
    expect(narrowest(Float64Array.from([0, 3e9]))).toBeInstanceOf(Uint32Array);
    expect(narrowest(Float64Array.from([0, 2 ** 40]))).toBeInstanceOf(Float64Array);
    expect(narrowest(Float64Array.from([0.5, 1]))).toBeInstanceOf(Float64Array);
  });
  it("a compacted chunk holds the same numbers (milliseconds to float32's seven digits)", () => {
    const c = emptyChunk(7, 3);
    c.nodes.set([12, 70_000, 3]);
    c.ms.set([0.25, 1234.5678, 0.001]);
    c.score.set([1, 52, 9]);
    c.scoreBound.set([1, 50, 9]);
    c.proven.set([1, 0, 1]);
    const k = compactChunk(structuredClone(c), true);
    expect([...k.nodes]).toEqual([...c.nodes]);
    expect([...k.score]).toEqual([...c.score]);
    expect([...k.scoreBound]).toEqual([...c.scoreBound]);
    expect([...k.proven]).toEqual([...c.proven]);
    k.ms.forEach((ms, i) => expect(Math.abs(ms / c.ms[i] - 1)).toBeLessThan(1e-7));
    expect(k.nodes.BYTES_PER_ELEMENT + k.score.BYTES_PER_ELEMENT + k.ms.BYTES_PER_ELEMENT).toBe(4 + 1 + 4);
  });
  it("a strategy's chunk drops the solver's bound and proof, which the records never show", () => {
    const k = compactChunk(emptyChunk(0, 5), false);
    expect([k.scoreBound.length, k.proven.length, k.result.length]).toEqual([0, 0, 5]);
  });
});

describe("the viewer's address", () => {
  it("a pasted deal survives base64url, newlines and all", () => {
    const text = "# my deal\nAD 3D TS\n4D 6H QH\n";
    expect(fromBase64Url(toBase64Url(text))).toBe(text);
    expect(toBase64Url(text)).not.toMatch(/[+/=]/);
  });
  it("reads back what it wrote", () => {
    const q = viewerQuery({ game: "one-handed", preset: "standard", settings: { passes: "2" }, seed: 12, strategy: "solver", step: 30 });
    expect(q.toString()).toBe("game=one-handed&preset=standard&set=passes%3D2&seed=12&strategy=solver&step=30");
    expect(readViewerQuery(q)).toEqual({
      game: "one-handed",
      preset: "standard",
      settings: { passes: "2" },
      seedText: "12",
      strategy: "solver",
      stepText: "30",
    });
  });
});

describe("sample seeds of a pair", () => {
  it("keeps the lowest eight whatever the order", () => {
    const { won, lost } = RESULT_CODES;
    const p = new PairedResults({ lo: 0, hi: 40 }, ["a", "b"], findGame("accordion")!.score);
    const seeds = [33, 5, 21, 8, 17, 2, 39, 11, 26, 14];
    for (const s of seeds) p.add("a", chunk(s, [won], [1]));
    for (const s of seeds) p.add("b", chunk(s, [lost], [9]));
    expect(p.pair("a", "b").onlyASeeds).toEqual([2, 5, 8, 11, 14, 17, 21, 26]);
  });
});

describe("figures with as many decimals as their interval supports", () => {
  it("two significant digits of the half-width", () => {
    expect([0.3, 2.5, 0.04, 0.0001, 30, 0, Infinity].map(decimalsFor)).toEqual([2, 1, 3, 4, 0, 2, 2]);
    // 61.96% [61.66, 62.26]: a half-width of 0.3 points gives two decimals.
    expect(pct(0.61962, decimalsFor(0.3))).toBe("61.96%");
  });
});
