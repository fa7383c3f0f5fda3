// Strategy records in the games outside the tableau engine (Accordion, Wish,
// Flip, Gaps and the hole games: assembly/strategies/record.ts and each
// game's describer). Their built-in strategies written as records play the
// same moves deal for deal; a record decides on what a player sees; every
// record the vocabulary allows plays legal moves only (fast-check), and one
// naming what its game lacks gets one line.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Layout } from "../src/core/layout.ts";
import { svDeal } from "../src/core/numbering.ts";
import { UserError } from "../src/core/errors.ts";
import { findGame } from "../src/games/catalogue.ts";
import { createReference } from "../src/games/reference/index.ts";
import { checkRecordForGame, recordVocabulary } from "../src/games/record-vocabulary.ts";
import { recordStrategy } from "../src/games/strategies.ts";
import { encodeRecord, GAME_CONDITIONS, parseStrategyRecord, readStrategyRecord, type StrategyRecord } from "../src/games/strategy-record.ts";
import { playDeal } from "../src/run/play-deal.ts";
import { cli } from "./helpers/cli.ts";
import { configure, engineFor } from "./helpers/engine.ts";
import { seededRandom } from "./helpers/random.ts";

const DIR = new URL("../docs/strategies/", import.meta.url);
const record = (name: string) => parseStrategyRecord(readFileSync(new URL(name, DIR), "utf8"), name);
const recordId = (game: string) => recordStrategy(findGame(game)!.engineId).engineId;

/** Flip's rank-first and Accordion's leap-first, written here from the records beside them. */
const rankFirst = (): StrategyRecord => {
  const r = record("flip-remove-first.json");
  if (r.kind !== "priority") throw new Error("a priority record");
  const [remove4, remove2, flip4, flip2, deal] = r.rules;
  return { ...r, name: "flip-rank-first", rules: [remove4, flip4, remove2, flip2, deal] };
};
const leapFirst = (): StrategyRecord => {
  const r = record("accordion-slide-first.json");
  if (r.kind !== "priority") throw new Error("a priority record");
  const [slide, leap, deal] = r.rules;
  return { ...r, name: "accordion-leap-first", rules: [leap, slide, deal] };
};

describe("the built-in strategies of the other games, written as records", () => {
  const cases: { game: string; overrides: string[]; builtIn: string; written: () => StrategyRecord }[] = [
    { game: "golf", overrides: [], builtIn: "greedy", written: () => record("golf-greedy.json") },
    { game: "black-hole", overrides: [], builtIn: "greedy", written: () => record("black-hole-greedy.json") },
    { game: "worm-hole", overrides: [], builtIn: "greedy", written: () => record("worm-hole-greedy.json") },
    { game: "accordion", overrides: [], builtIn: "slide-first", written: () => record("accordion-slide-first.json") },
    { game: "accordion", overrides: [], builtIn: "leap-first", written: leapFirst },
    { game: "wish", overrides: [], builtIn: "greedy", written: () => record("wish-greedy.json") },
    { game: "flip", overrides: [], builtIn: "remove-first", written: () => record("flip-remove-first.json") },
    { game: "flip", overrides: ["darkFaces=same", "compulsory=false"], builtIn: "rank-first", written: rankFirst },
    { game: "gaps", overrides: [], builtIn: "greedy", written: () => record("gaps-greedy.json") },
    { game: "gaps", overrides: ["fixedSuit=false"], builtIn: "greedy", written: () => record("gaps-greedy.json") },
  ];
  it.each(cases)("$game $overrides: $builtIn as a record plays its moves, deal for deal", async ({ game: id, overrides, builtIn, written }) => {
    const e = await engineFor(id, overrides);
    const { game } = configure(e, id, overrides);
    const r = written();
    checkRecordForGame(r, game, "the record");
    e.setStrategyRecord(encodeRecord(r));
    const built = game.strategies.find((s) => s.id === builtIn)!;
    let moves = 0;
    for (let seed = 0; seed < 200; seed++) {
      e.dealSeed("sv", seed);
      const deal = e.layout();
      const play = (strategy: number) => {
        e.loadLayout(deal);
        e.start(true);
        return e.playStrategy(strategy, seed, 1);
      };
      const a = play(built.engineId);
      const b = play(recordId(id));
      expect(b.moves, `seed ${seed}`).toEqual(a.moves);
      expect(b.result, `seed ${seed}`).toBe(a.result);
      moves += a.moves.length;
    }
    expect(moves).toBeGreaterThan(1000);
  });
});

/** A copy of deal l with two cards a player cannot see at the start swapped, by game. */
function unseenSwap(id: string, l: Layout, rnd: () => number): Layout {
  const pick = (n: number, from = 0) => from + Math.floor(rnd() * (n - from));
  const copy: Layout = { ...l, row: [...l.row], piles: l.piles.map((p) => [...p]), stock: [...l.stock] };
  if (id === "golf") {
    const [i, j] = [pick(l.stock.length), pick(l.stock.length)];
    [copy.stock[i], copy.stock[j]] = [copy.stock[j], copy.stock[i]];
  } else if (id === "wish") {
    // Cards under the top cards lie face down.
    const [p, q] = [pick(l.piles.length), pick(l.piles.length)];
    const [i, j] = [pick(l.piles[p].length - 1), pick(l.piles[q].length - 1)];
    [copy.piles[p][i], copy.piles[q][j]] = [copy.piles[q][j], copy.piles[p][i]];
  } else {
    // Accordion and Flip: cards still to be dealt (the second half of the row).
    const half = Math.floor(l.row.length / 2);
    const [i, j] = [pick(l.row.length, half), pick(l.row.length, half)];
    [copy.row[i], copy.row[j]] = [copy.row[j], copy.row[i]];
  }
  return copy;
}

describe("a game's own condition means what its words say", () => {
  it("Wish's rankShowing: a record that puts such pairs first plays one whenever there is one", async () => {
    const e = await engineFor("wish");
    const { settings } = configure(e, "wish");
    const rules = [{ rankShowing: true }, { rankShowing: false }];
    e.setStrategyRecord(encodeRecord(readStrategyRecord({ name: "shown-first", kind: "priority", avoid: "nothing", rules }, "r")));
    // From the reference's observation: [piles, heights..., tops..., cards removed of each rank...].
    const showing = (obs: number[], m: number) => {
      const n = obs[0];
      const rank = obs[1 + n + (m >> 3)] >> 2;
      const shown = obs.slice(1 + n, 1 + 2 * n).filter((c) => c !== 0xff && c >> 2 === rank).length;
      return shown + obs[1 + 2 * n + rank] === 4;
    };
    const tally = { shown: 0, other: 0 };
    for (let seed = 0; seed < 100; seed++) {
      e.dealSeed("sv", seed);
      const deal = e.layout();
      e.start(true);
      const line = e.playStrategy(recordId("wish"), seed, 1).moves;
      const g = createReference("wish", deal, settings, true);
      for (const m of line) {
        const obs = g.observe();
        const any = g.legalMoves().some((x) => showing(obs, x));
        expect(showing(obs, m), `seed ${seed}`).toBe(any);
        tally[any ? "shown" : "other"]++;
        g.apply(m);
      }
      expect(g.legalMoves(), `seed ${seed}`).toEqual([]);
    }
    expect(tally.shown).toBeGreaterThan(100);
    expect(tally.other).toBeGreaterThan(100);
  });
});

describe("a record in the other games sees only what a player sees", () => {
  it.each([
    ["golf", "golf-greedy.json"],
    ["wish", "wish-safe-pairs.json"],
    ["accordion", "accordion-slide-first.json"],
    ["flip", "flip-remove-first.json"],
  ])("%s: two deals differing only in unseen cards get the same moves until one of them shows", async (id, file) => {
    const e = await engineFor(id);
    const { game, settings } = configure(e, id);
    e.setStrategyRecord(encodeRecord(record(file)));
    const rnd = seededRandom(919);
    let compared = 0;
    let differed = 0;
    for (let seed = 0; seed < 30; seed++) {
      const a = svDeal(seed, game.dealSpec(settings));
      const b = unseenSwap(id, a, rnd);
      const run = (l: Layout) => {
        e.loadLayout(l);
        e.start(true);
        return e.playStrategy(recordId(id), seed, 1).moves;
      };
      const movesA = run(a);
      const movesB = run(b);
      const ga = createReference(id, a, settings, true);
      const gb = createReference(id, b, settings, true);
      let t = 0;
      while (t < movesA.length && ga.observe().join() === gb.observe().join()) {
        ga.apply(movesA[t]);
        gb.apply(movesA[t]);
        t++;
      }
      expect(movesB.slice(0, t), `seed ${seed}`).toEqual(movesA.slice(0, t));
      compared += t;
      if (movesA.join() !== movesB.join()) differed++;
    }
    expect(compared).toBeGreaterThan(100);
    expect(differed).toBeGreaterThan(0);
  });
});

/** Any record game `id`'s vocabulary allows. */
function validFor(id: string): fc.Arbitrary<StrategyRecord> {
  const v = recordVocabulary(findGame(id)!)!;
  const rule = fc.record(
    {
      from: fc.uniqueArray(fc.constantFrom(...v.from), { minLength: 1 }),
      to: fc.uniqueArray(fc.constantFrom(...v.to), { minLength: 1 }),
      ...Object.fromEntries(Object.keys(v.conditions).map((c) => [c, fc.boolean()])),
      ...(v.cards ? { minCards: fc.integer({ min: 0, max: 4 }) } : {}),
      prefer: fc.array(fc.constantFrom(...v.prefer), { maxLength: 7 }),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({
      avoid: fc.constantFrom(...v.avoid),
      choose: fc.constantFrom(...v.choose),
      moveLimit: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
      rules: fc.array(rule, { minLength: 1, maxLength: 6 }),
    })
    .map((r) => readStrategyRecord({ name: "fuzz", kind: "priority", ...r, moveLimit: r.moveLimit }, "fuzz"));
}

describe("no record can make the other games' engine trap or play an illegal move (fast-check)", () => {
  const GAMES = ["accordion", "wish", "flip", "gaps", "black-hole", "golf", "worm-hole"];
  it("random records of each game's vocabulary play deals whose every move replays, never past the move limit", async () => {
    const e = await engineFor("wish", [], "checked");
    let plays = 0;
    const arb = fc.integer({ min: 0, max: GAMES.length - 1 }).chain((g) => fc.tuple(fc.constant(g), validFor(GAMES[g]), fc.integer({ min: 0, max: 999 })));
    fc.assert(
      fc.property(arb, ([g, r, seed]) => {
        const game = findGame(GAMES[g])!;
        const spec = {
          game: game.id,
          preset: game.defaultPreset,
          settings: { ...Object.fromEntries(game.settings.map((s) => [s.key, s.default])), ...game.presets[game.defaultPreset] },
          strategy: "record",
          strategyRecord: r,
          numbering: "sv" as const,
          budget: { nodes: 0, timeMs: 0, ttMiB: 8 },
          rngSeed: 1,
        };
        const p = playDeal(e, game, spec, { seed });
        expect(p.replay.problem, JSON.stringify(r)).toBeUndefined();
        expect(p.play.moves.length).toBeLessThanOrEqual(r.moveLimit ?? 5000);
        plays++;
      }),
      { numRuns: 300, seed: 11 },
    );
    expect(plays).toBe(300);
  }, 120_000);

  it("Gaps' record that avoids seen positions never comes back to one (one deal: a 2 can go back and forth between the leftmost gaps)", async () => {
    const e = await engineFor("gaps", ["ranks=5", "fixedSuit=false"]);
    const { settings } = configure(e, "gaps", ["ranks=5", "fixedSuit=false"]);
    e.setStrategyRecord(encodeRecord(readStrategyRecord({ name: "any", kind: "priority", choose: "random", avoid: "seen-positions", rules: [{}] }, "r")));
    let moves = 0;
    for (let seed = 0; seed < 40; seed++) {
      e.dealSeed("sv", seed);
      const deal = e.layout();
      e.start(true);
      const line = e.playStrategy(recordId("gaps"), seed, 3).moves;
      const g = createReference("gaps", deal, settings, true);
      const seen = new Set([g.observe().join()]);
      for (const m of line) {
        g.apply(m);
        const o = g.observe().join();
        expect(seen.has(o), `seed ${seed}`).toBe(false);
        seen.add(o);
      }
      moves += line.length;
    }
    expect(moves).toBeGreaterThan(200);
  });
});

describe("a record naming what its game lacks", () => {
  const refused: [string, string, unknown, RegExp][] = [
    ["accordion", "a tableau condition", { rules: [{ turnsUp: true }] }, /rules\[0\]\.turnsUp is not a condition; allowed: leap in accordion/],
    ["gaps", "another game's condition", { rules: [{ leap: true }] }, /rules\[0\]\.leap is not a condition; allowed: fromRun, toRun, leavesLiveGap in gaps/],
    ["wish", "a place its moves never go", { rules: [{ to: "cell" }] }, /rules\[0\]\.to "cell" is no place a move goes to; allowed: foundation in wish/],
    ["golf", "a tableau tie-break", { prefer: ["onto-suit"], rules: [{}] }, /prefer "onto-suit" is not a tie-break; allowed: leftmost-source/],
    ["flip", "cycles", { avoid: "cycles", rules: [{}] }, /avoid "cycles" is not played; allowed: nothing, seen-positions in flip/],
    ["gaps", "a weighted record", { kind: "weighted", weights: { cardsUp: 1 } }, /kind "weighted" is not played: it has no weighted features/],
    ["wish", "a search", { search: { kind: "sampling" }, rules: [{}] }, /search is not played/],
    ["accordion", "cards", { rules: [{ minCards: 2 }] }, /rules\[0\]\.minCards is not a condition: every move carries the same cards/],
    ["klondike", "a hole game's tie-break", { rules: [{ prefer: ["tallest-source"] }] }, /rules\[0\]\.prefer "tallest-source" is not a tie-break/],
    ["klondike", "Gaps' condition", { rules: [{ toRun: true }] }, /rules\[0\]\.toRun is not a condition/],
    ["one-handed", "any record", { rules: [{}] }, /one-handed reads no strategy records: every move of it is forced/],
  ];
  it.each(refused)("%s, %s: one line naming it and what is allowed", (id, _what, doc, message) => {
    let caught: unknown;
    try {
      const r = readStrategyRecord({ name: "mine", kind: "priority", ...(doc as object) }, "r.json");
      checkRecordForGame(r, findGame(id)!, "r.json");
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(UserError);
    expect((caught as Error).message).toMatch(message);
    expect((caught as Error).message).not.toMatch(/\n/);
  });

  it("every game condition belongs to some game's vocabulary", () => {
    const named = new Set(["accordion", "wish", "gaps"].flatMap((g) => Object.keys(recordVocabulary(findGame(g)!)!.conditions)));
    for (const c of Object.keys(GAME_CONDITIONS)) expect(named.has(c), c).toBe(true);
  });

  it("on the command line: runs with a record, refuses a wrong one in one line (exit 2), lists each game's vocabulary", () => {
    const ok = cli("run", "--game", "wish", "--strategy-file", "docs/strategies/wish-greedy.json", "--seeds", "0..99", "--workers", "1", "--json");
    expect(ok.code, ok.stderr).toBe(0);
    const built = cli("run", "--game", "wish", "--strategy", "greedy", "--seeds", "0..99", "--workers", "1", "--json");
    expect(JSON.parse(ok.stdout).won).toBe(JSON.parse(built.stdout).won);
    const bad = cli("run", "--game", "accordion", "--strategy-file", "docs/strategies/klondike-greedy.json", "--seeds", "0..1");
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    expect(bad.stderr).toMatch(/avoid "cycles" is not played; allowed: nothing, seen-positions in accordion/);
    const f = cli("games", "--features", "gaps");
    expect(f.code).toBe(0);
    expect(f.stdout).toContain("leavesLiveGap: ");
    expect(f.stdout).toContain('weighted features: none (write a "priority" record)');
    const one = cli("games", "--features", "one-handed");
    expect(one.code).toBe(2);
    expect(one.stderr).toMatch(/one-handed reads no strategy records/);
  });
});
