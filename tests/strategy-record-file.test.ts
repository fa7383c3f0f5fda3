// Strategy records (--strategy-file, docs/strategies.md): a priority list over
// the kinds of moves, played inside the engine. The built-in greedy of the
// tableau games, written as records (docs/strategies/), plays the same moves
// deal for deal; a record sees only what a player sees; a bad record gets one
// line naming the field and what is allowed, and no record, however odd, can
// make the engine trap or play an illegal move (fast-check).
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Card } from "../src/core/cards.ts";
import { UserError } from "../src/core/errors.ts";
import type { Layout } from "../src/core/layout.ts";
import { svDeal } from "../src/core/numbering.ts";
import { createReference } from "../src/games/reference/index.ts";
import { recordStrategy } from "../src/games/strategies.ts";
import { recordVocabulary } from "../src/games/record-vocabulary.ts";
import {
  encodeRecord,
  FEATURES,
  FROM_KINDS,
  PREFER_KEYS,
  parseStrategyRecord,
  readStrategyRecord,
  TO_KINDS,
  type StrategyRecord,
} from "../src/games/strategy-record.ts";
import { playDeal } from "../src/run/play-deal.ts";
import { findGame } from "../src/games/catalogue.ts";
import { cli } from "./helpers/cli.ts";
import { configure, engineFor } from "./helpers/engine.ts";
import { hiddenPlaces } from "./helpers/hidden.ts";

const DIR = new URL("../docs/strategies/", import.meta.url);
const record = (name: string) => parseStrategyRecord(readFileSync(new URL(name, DIR), "utf8"), name);
const RECORD_ID = recordStrategy().engineId;

describe("the built-in greedy written as a record", () => {
  it("every record in docs/strategies reads", () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const f of files) expect(record(f).name.length).toBeGreaterThan(0);
  });

  const BFT = ["draw=3", "groups=partial", "worryBack=true", "aces=free", "stockSeen=true"];
  const cases: { game: string; overrides: string[]; file: string; builtIn?: string }[] = [
    { game: "klondike", overrides: BFT, file: "bft-greedy.json", builtIn: "bft-greedy" },
    { game: "klondike", overrides: BFT, file: "bft-random.json", builtIn: "bft-random" },
    { game: "klondike", overrides: [], file: "klondike-greedy.json" },
    { game: "klondike", overrides: ["groups=partial", "worryBack=true", "aces=free"], file: "klondike-greedy.json" },
    { game: "solitaire", overrides: [], file: "klondike-greedy.json" },
    { game: "freecell", overrides: [], file: "freecell-greedy.json" },
    { game: "freecell", overrides: ["cells=2"], file: "freecell-greedy.json" },
    { game: "streets-and-alleys", overrides: [], file: "freecell-greedy.json" },
    { game: "beleaguered-castle", overrides: [], file: "freecell-greedy.json" },
    { game: "inverted-freecell", overrides: [], file: "freecell-greedy.json" },
    { game: "spider", overrides: ["suits=1"], file: "spider-greedy.json" },
    { game: "spider", overrides: ["suits=2", "layout=standard"], file: "spider-greedy.json" },
    { game: "spider", overrides: ["layout=standard"], file: "spider-greedy.json" },
    { game: "emperor", overrides: [], file: "emperor-greedy.json" },
    { game: "emperor", overrides: ["build=down"], file: "emperor-greedy.json" },
  ];
  it.each(cases)("$game $overrides: $file plays the built-in's moves, deal for deal", async ({ game: id, overrides, file, builtIn }) => {
    const e = await engineFor(id, overrides);
    const { game } = configure(e, id, overrides);
    const greedy = game.strategies.find((s) => s.id === (builtIn ?? "greedy"))!;
    e.setStrategyRecord(encodeRecord(record(file)));
    let moves = 0;
    for (let seed = 0; seed < 60; seed++) {
      e.dealSeed("sv", seed);
      const deal = e.layout();
      const play = (strategy: number) => {
        e.loadLayout(deal);
        e.start(true);
        return e.playStrategy(strategy, seed, 1);
      };
      const built = play(greedy.engineId);
      const written = play(RECORD_ID);
      expect(written.moves, `seed ${seed}`).toEqual(built.moves);
      expect(written.result, `seed ${seed}`).toBe(built.result);
      moves += built.moves.length;
    }
    expect(moves).toBeGreaterThan(500);
  });
});

describe("a record sees only what a player sees", () => {
  const plain = record("klondike-greedy.json");
  // The search deals its samples from what the player has seen: the same rng seed gives the same samples.
  const searching = { ...plain, name: "searching", search: { kind: "sampling" as const, samples: 4, rollout: 60 } };
  const uct = { ...plain, name: "uct", search: { kind: "uct" as const, iterations: 40, rollout: 60 } };
  it.each([
    ["a priority list", "klondike", plain],
    ["a search around it", "klondike", searching],
    ["UCT around it", "klondike", uct],
    ["Spider's greedy as a record", "spider", record("spider-greedy.json")],
    ["Emperor's greedy as a record", "emperor", record("emperor-greedy.json")],
  ])("%s: two %s deals differing only in hidden cards get the same moves until one of those cards shows", async (_name, id, r) => {
    const e = await engineFor(id);
    const { settings } = configure(e, id);
    e.setStrategyRecord(encodeRecord(r));
    let compared = 0;
    for (let seed = 0; seed < 20; seed++) {
      const a = svDeal(seed, findGame(id)!.dealSpec(settings));
      const places = hiddenPlaces(a);
      const [p, q] = [places[seed % places.length], places[(seed * 7 + 3) % places.length]];
      const b: Layout = { ...a, piles: a.piles.map((x) => [...x]), stock: [...a.stock] };
      const at = (l: Layout, [i, k]: [number, number]) => (i < 0 ? l.stock[k] : l.piles[i][k]);
      const put = (l: Layout, [i, k]: [number, number], c: Card) => (i < 0 ? (l.stock[k] = c) : (l.piles[i][k] = c));
      put(b, p, at(a, q));
      put(b, q, at(a, p));
      const run = (l: Layout) => {
        e.loadLayout(l);
        e.start(true);
        return e.playStrategy(RECORD_ID, seed, 1).moves;
      };
      const movesA = run(a);
      const movesB = run(b);
      const ga = createReference(id, a, settings, false);
      const gb = createReference(id, b, settings, false);
      let t = 0;
      while (t < movesA.length && JSON.stringify(ga.observe()) === JSON.stringify(gb.observe())) {
        ga.apply(movesA[t]);
        gb.apply(movesA[t]);
        t++;
      }
      expect(movesB.slice(0, t), `seed ${seed}`).toEqual(movesA.slice(0, t));
      compared += t;
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe("a search around a record", () => {
  it("tries the moves the record admits on samples and plays another move where the rollouts say so", async () => {
    const e = await engineFor("klondike", ["draw=3", "groups=partial", "worryBack=true", "aces=free"]);
    const plain = record("klondike-greedy.json");
    const play = (r: StrategyRecord, seed: number) => {
      e.setStrategyRecord(encodeRecord(r));
      e.dealSeed("sv", seed);
      e.start(true);
      return e.playStrategy(RECORD_ID, seed, 1);
    };
    let differ = 0;
    for (let seed = 0; seed < 10; seed++) {
      const a = play(plain, seed);
      const b = play({ ...plain, search: { kind: "sampling", samples: 4, rollout: 100 } }, seed);
      if (JSON.stringify(a.moves) !== JSON.stringify(b.moves)) differ++;
      // The rollouts count as the strategy's effort.
      expect(b.nodes, `seed ${seed}`).toBeGreaterThan(a.nodes);
    }
    expect(differ).toBeGreaterThan(5);
  });
});

describe("bad strategy records", () => {
  const base = { name: "mine", kind: "priority", rules: [{ to: "foundation" }] };
  const refused: [string, unknown, RegExp][] = [
    ["not an object", [1, 2], /must be a JSON object/],
    ["no name", { ...base, name: "" }, /name must be a name of 1 to 64/],
    ["another kind", { ...base, kind: "uct" }, /kind "uct" is not played: "priority" .* or "weighted"/],
    ["an unknown key", { ...base, colour: 1 }, /key "colour" is not a strategy record's; allowed: name, description/],
    ["no rules", { ...base, rules: [] }, /rules must be a list of 1 to 64 rules/],
    [
      "a place moves never come from",
      { ...base, rules: [{ from: "tableau" }] },
      /rules\[0\]\.from "tableau" is not allowed; allowed: pile, reserve, cell, waste, foundation, stock/,
    ],
    ["a condition not a flag", { ...base, rules: [{ turnsUp: "yes" }] }, /rules\[0\]\.turnsUp must be true or false/],
    ["an in-suit condition not a flag", { ...base, rules: [{ ontoSuit: 1 }] }, /rules\[0\]\.ontoSuit must be true or false \(the moved cards go onto/],
    ["a tie-break that does not exist", { ...base, rules: [{ prefer: ["best"] }] }, /rules\[0\]\.prefer "best" is not allowed; allowed: most-cards/],
    ["min above max", { ...base, rules: [{ minCards: 3, maxCards: 2 }] }, /rules\[0\]\.minCards is more than maxCards/],
    ["an unknown avoid", { ...base, avoid: "loops" }, /avoid "loops" is not allowed; allowed: nothing, seen-positions, cycles/],
    ["a feature that does not exist", { name: "w", kind: "weighted", weights: { luck: 3 } }, /weights.luck is not a feature; allowed: cardsUp, faceDown/],
    ["a weight out of range", { name: "w", kind: "weighted", weights: { cardsUp: 1e9 } }, /weights.cardsUp must be a whole number from -100000 to 100000/],
    ["a depth of 3", { name: "w", kind: "weighted", weights: {}, depth: 3 }, /depth must be 1 .* or 2/],
    ["rules in a weighted record", { name: "w", kind: "weighted", weights: {}, rules: [] }, /key "rules" belongs to a "priority" record/],
    ["a move limit of 0", { ...base, moveLimit: 0 }, /moveLimit must be a whole number from 1 to 5000 \(the lab's limit\)/],
    ["a search not an object", { ...base, search: 8 }, /search must be an object: \{"kind": "sampling"/],
    ["a search key that does not exist", { ...base, search: { depth: 2 } }, /search: key "depth" is not a sampling search's; allowed: kind, samples, rollout/],
    ["a search of another kind", { ...base, search: { kind: "minimax" } }, /search.kind "minimax" is not a search; allowed: sampling, uct/],
    [
      "samples in a UCT search",
      { ...base, search: { kind: "uct", samples: 8 } },
      /search: key "samples" is not a uct search's; allowed: kind, iterations, rollout/,
    ],
    ["too many iterations", { ...base, search: { kind: "uct", iterations: 100001 } }, /search.iterations must be a whole number from 1 to 100000/],
    ["too many samples", { ...base, search: { samples: 65 } }, /search.samples must be a whole number from 1 to 64/],
    ["a rollout of 0", { ...base, search: { rollout: 0 } }, /search.rollout must be a whole number from 1 to 1000/],
    ["a move limit past the lab's", { ...base, moveLimit: 5001 }, /moveLimit must be a whole number from 1 to 5000/],
    ["a move limit not a number", { ...base, moveLimit: "10" }, /moveLimit must be a whole number from 1 to 5000/],
    ["an unknown among", { ...base, among: "plans" }, /among "plans" is not allowed; allowed: moves, bft-actions/],
    ["an unknown choose", { ...base, choose: "best" }, /choose "best" is not allowed; allowed: first, random, random-but-last/],
    [
      "a search among actions",
      { ...base, among: "bft-actions", search: { samples: 2 } },
      /search plays single moves: a record "among": "bft-actions" takes none/,
    ],
    ["an avoid among actions", { ...base, among: "bft-actions", avoid: "nothing" }, /avoid is their game's own among "bft-actions"/],
    ["choose in a weighted record", { name: "w", kind: "weighted", weights: {}, choose: "random" }, /key "choose" belongs to a "priority" record/],
  ];
  it.each(refused)("%s: one line naming the field and what is allowed", (_name, doc, message) => {
    let caught: unknown;
    try {
      readStrategyRecord(doc, "r.json");
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(UserError);
    expect((caught as Error).message).toMatch(message);
    expect((caught as Error).message).not.toMatch(/\n/);
  });

  it("any JSON at all: a record or one UserError line (fast-check)", () => {
    const ruleish = fc.record(
      {
        from: fc.oneof(fc.constantFrom(...Object.keys(FROM_KINDS), "x"), fc.array(fc.constantFrom(...Object.keys(FROM_KINDS)))),
        to: fc.oneof(fc.constantFrom(...Object.keys(TO_KINDS)), fc.jsonValue()),
        turnsUp: fc.oneof(fc.boolean(), fc.jsonValue()),
        minCards: fc.oneof(fc.integer({ min: -2, max: 300 }), fc.jsonValue()),
        prefer: fc.oneof(fc.array(fc.constantFrom(...Object.keys(PREFER_KEYS), "nope")), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    const doc = fc.oneof(
      fc.jsonValue(),
      fc.record({ name: fc.oneof(fc.constant("r"), fc.jsonValue()), kind: fc.constantFrom("priority", "x"), rules: fc.array(ruleish, { maxLength: 4 }) }),
    );
    fc.assert(
      fc.property(doc, (d) => {
        try {
          const r = readStrategyRecord(d, "r.json");
          expect(encodeRecord(r)[0]).toBe(r.kind === "weighted" ? 2 : 1);
        } catch (e) {
          expect(e).toBeInstanceOf(UserError);
          expect((e as Error).message).not.toMatch(/\n/);
        }
      }),
      { numRuns: 2000, seed: 2026 },
    );
  });
});

/** No search, or a small one of either kind (at most so many samples, iterations and rollout moves: the fuzz plays whole games). */
const searchOf = (samples: number, iterations: number, rollout: number) =>
  fc.option(
    fc.oneof(
      fc.record({ kind: fc.constant("sampling" as const), samples: fc.integer({ min: 1, max: samples }), rollout: fc.integer({ min: 1, max: rollout }) }),
      fc.record({ kind: fc.constant("uct" as const), iterations: fc.integer({ min: 1, max: iterations }), rollout: fc.integer({ min: 1, max: rollout }) }),
    ),
    { nil: undefined },
  );

/** Any valid record: rules drawn over every field. */
const validRecord: fc.Arbitrary<StrategyRecord> = fc.record({
  name: fc.constant("fuzz"),
  kind: fc.constant("priority" as const),
  avoid: fc.constantFrom("nothing" as const, "seen-positions" as const, "cycles" as const),
  moveLimit: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
  search: searchOf(3, 12, 30),
  choose: fc.constantFrom("first" as const, "random" as const, "random-but-last" as const),
  rules: fc.array(
    fc.record(
      {
        from: fc.uniqueArray(fc.constantFrom(...(Object.keys(FROM_KINDS) as (keyof typeof FROM_KINDS)[])), { minLength: 1 }),
        to: fc.uniqueArray(fc.constantFrom(...(Object.keys(TO_KINDS) as (keyof typeof TO_KINDS)[])), { minLength: 1 }),
        turnsUp: fc.boolean(),
        sendsUp: fc.boolean(),
        emptiesPile: fc.boolean(),
        offSuit: fc.boolean(),
        offBuild: fc.boolean(),
        ontoSuit: fc.boolean(),
        compound: fc.boolean(),
        minCards: fc.integer({ min: 0, max: 3 }),
        prefer: fc.array(fc.constantFrom(...recordVocabulary(findGame("klondike")!)!.prefer), { maxLength: 7 }),
      },
      { requiredKeys: [] },
    ),
    { minLength: 1, maxLength: 8 },
  ),
});

/** Any valid record among Bjarnason, Fern and Tadepalli's actions (no search, their avoid). */
const validActions: fc.Arbitrary<StrategyRecord> = validRecord.map((r) => {
  const { search: _search, ...rest } = r as StrategyRecord & { search?: unknown };
  return { ...rest, avoid: "seen-positions" as const, among: "bft-actions" as const } as StrategyRecord;
});

/** Any valid weighted record. */
const validWeighted: fc.Arbitrary<StrategyRecord> = fc.record({
  name: fc.constant("fuzz-weighted"),
  kind: fc.constant("weighted" as const),
  avoid: fc.constantFrom("nothing" as const, "seen-positions" as const, "cycles" as const),
  depth: fc.constantFrom(1 as const, 2 as const),
  moveLimit: fc.option(fc.integer({ min: 1, max: 300 }), { nil: undefined }),
  search: searchOf(2, 8, 20),
  weights: fc.dictionary(fc.constantFrom(...(Object.keys(FEATURES) as (keyof typeof FEATURES)[])), fc.integer({ min: -100_000, max: 100_000 })),
});

describe("no record can make the engine trap or play an illegal move (fast-check)", () => {
  it("random records play Klondike, FreeCell, Canfield, Spider, Emperor and klondike-bft deals whose every move replays", async () => {
    const e = await engineFor("klondike", [], "checked");
    const games = [
      { id: "klondike", preset: "klondike" },
      { id: "freecell", preset: "standard" },
      { id: "tableau", preset: "canfield" },
      { id: "spider", preset: "spider", twoDecks: true },
      { id: "emperor", preset: "emperor", twoDecks: true },
      { id: "klondike", preset: "klondike-bft" },
    ];
    let plays = 0;
    fc.assert(
      fc.property(fc.oneof(validRecord, validWeighted, validActions), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 999 }), (r, g, seed) => {
        const game = findGame(games[g].id)!;
        const preset = game.presets[games[g].preset] ? games[g].preset : game.defaultPreset;
        const spec = {
          game: game.id,
          preset,
          settings: { ...Object.fromEntries(game.settings.map((s) => [s.key, s.default])), ...game.presets[preset] },
          strategy: "record",
          // Two decks' games play long and their moves are many: a few hundred moves show what a record does there.
          strategyRecord: readStrategyRecord(games[g].twoDecks ? { ...r, moveLimit: Math.min(r.moveLimit ?? 300, 300) } : r, "fuzz"),
          numbering: "sv" as const,
          budget: { nodes: 0, timeMs: 0, ttMiB: 8 },
          rngSeed: 1,
        };
        const p = playDeal(e, game, spec, { seed });
        expect(p.replay.problem, JSON.stringify(r)).toBeUndefined();
        // Never past the record's move limit.
        expect(p.play.moves.length).toBeLessThanOrEqual(spec.strategyRecord.moveLimit ?? 5000);
        plays++;
      }),
      { numRuns: 60, seed: 7 },
    );
    expect(plays).toBe(60);
  }, 120_000);
});

describe("--strategy-file on the command line", () => {
  const dir = mkdtempSync(join(tmpdir(), "lab-record-"));
  it("runs a record: each result names it, the file's provenance holds it whole", () => {
    const out = join(dir, "k.jsonl");
    const r = cli("run", "--game", "klondike", "--strategy-file", "docs/strategies/klondike-greedy.json", "--seeds", "0..19", "--workers", "1", "--out", out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain("strategy record klondike-greedy");
    const lines = readFileSync(out, "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines[0].experiment.strategyRecord.name).toBe("klondike-greedy");
    expect(lines.slice(1).every((l) => /^klondike-greedy#[0-9a-f]{8}$/.test(l.strategyRecord) && l.strategy === "record")).toBe(true);
    expect(lines.length).toBe(21);
  });
  it("a record's move limit cuts its play there: the deal is lost, and says why", () => {
    const greedy = JSON.parse(readFileSync("docs/strategies/klondike-greedy.json", "utf8"));
    const file = join(dir, "short.json");
    writeFileSync(file, JSON.stringify({ ...greedy, name: "short-greedy", moveLimit: 12 }));
    const out = join(dir, "short.jsonl");
    const r = cli("run", "--game", "klondike", "--strategy-file", file, "--seeds", "0..99", "--workers", "1", "--out", out);
    expect(r.code, r.stderr).toBe(0);
    const deals = readFileSync(out, "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => JSON.parse(l));
    expect(deals).toHaveLength(100);
    for (const d of deals) {
      expect(d.moves).toBeLessThanOrEqual(12);
      expect(d.result).toBe("lost");
      // Cut at the limit, or ended before it (no move left, or nothing the record would play).
      expect(d.stopped).toBe(d.moves === 12 ? "move limit" : undefined);
    }
    expect(deals.filter((d) => d.stopped).length).toBeGreaterThan(50);
    // The same record without the limit plays on past 12 moves.
    const freeOut = join(dir, "free.jsonl");
    expect(
      cli("run", "--game", "klondike", "--strategy-file", "docs/strategies/klondike-greedy.json", "--seeds", "0..99", "--workers", "1", "--out", freeOut).code,
    ).toBe(0);
    const free = readFileSync(freeOut, "utf8")
      .trim()
      .split("\n")
      .slice(1)
      .map((l) => JSON.parse(l));
    expect(Math.max(...free.map((d) => d.moves))).toBeGreaterThan(12);
    expect(free.some((d) => d.stopped)).toBe(false);
    const one = JSON.parse(cli("solve", "--game", "klondike", "--strategy-file", file, "--seed", "0", "--json").stdout);
    expect([one.result, one.moves.length, one.stopped]).toEqual(["lost", 12, "move limit"]);
    expect(cli("solve", "--game", "klondike", "--strategy-file", file, "--seed", "0").stdout).toMatch(
      /result: lost with .*\): stopped at the move limit, 12 moves$/m,
    );
  });

  it("games --features lists what a record may name; a game outside the tableau engine its own", () => {
    const f = cli("games", "--features", "klondike");
    expect(f.code).toBe(0);
    expect(f.stdout).toContain("from pile, reserve, cell, waste, foundation, stock");
    expect(f.stdout).toContain("  cardsUnderRuns: ");
    const acc = cli("games", "--features", "accordion");
    expect(acc.code).toBe(0);
    expect(acc.stdout).toContain("priority rules: from pile, stock; to pile, stock");
    expect(acc.stdout).toContain("  leap: ");
  });
  it("a bad record file: exit code 2 and one line", () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ name: "x", kind: "priority", rules: [{ from: "deck" }] }));
    const r = cli("run", "--game", "klondike", "--strategy-file", bad, "--seeds", "0..1");
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/rules\[0\]\.from "deck" is not allowed/);
    const acc = cli("run", "--game", "accordion", "--strategy-file", "docs/strategies/klondike-greedy.json", "--seeds", "0..1");
    expect(acc.code).toBe(2);
    expect(acc.stderr.trim().split("\n")).toHaveLength(1);
    expect(acc.stderr).toMatch(/avoid "cycles" is not played; allowed: nothing, seen-positions in accordion/);
    const none = cli("run", "--game", "klondike", "--strategy", "record", "--seeds", "0..1");
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/give --strategy-file FILE.json/);
    const unseen = cli("run", "--game", "klondike", "--strategy-file", "docs/strategies/bft-greedy.json", "--seeds", "0..1");
    expect(unseen.code).toBe(2);
    expect(unseen.stderr.trim().split("\n")).toHaveLength(1);
    expect(unseen.stderr).toMatch(/among "bft-actions" plays .* give a game with stockSeen=true \(klondike --preset klondike-bft\)/);
    const bft = ["run", "--game", "klondike", "--preset", "klondike-bft", "--seeds", "0..99", "--workers", "1"];
    const seen = cli(...bft, "--strategy-file", "docs/strategies/bft-greedy.json");
    expect(seen.code, seen.stderr).toBe(0);
    // The same count as the built-in policy it writes out.
    const won = (out: string) => /won (\d+) /.exec(out)?.[1];
    expect(won(seen.stdout)).toBeDefined();
    expect(won(seen.stdout)).toBe(won(cli(...bft, "--strategy", "bft-greedy").stdout));
  });
});

describe("tune", () => {
  const dir = mkdtempSync(join(tmpdir(), "lab-tune-"));
  it("tunes a weighted record on training seeds and compares it on held-out ones, writing the tuned record", () => {
    const out = join(dir, "tuned.json");
    const r = cli(
      "tune",
      "--game",
      "klondike",
      "--preset",
      "klondike-bg",
      "--strategy-file",
      "docs/strategies/klondike-weighted.json",
      "--train",
      "0..59",
      "--test",
      "1000..1059",
      "--rounds",
      "1",
      "--workers",
      "1",
      "--out",
      out,
      "--json",
    );
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.heldOut.before.deals).toBe(60);
    expect(j.trainWon.after).toBeGreaterThanOrEqual(j.trainWon.before);
    // The paired counts agree with the two win counts.
    expect(j.heldOut.after.won - j.heldOut.before.won).toBe(j.heldOut.b - j.heldOut.c);
    if (j.trainWon.after > j.trainWon.before) expect(readStrategyRecord(JSON.parse(readFileSync(out, "utf8")), "tuned").kind).toBe("weighted");
  });
  it("refuses a priority record and overlapping seeds: exit code 2, one line", () => {
    const priority = cli("tune", "--game", "klondike", "--strategy-file", "docs/strategies/klondike-greedy.json", "--train", "0..9", "--test", "10..19");
    expect(priority.code).toBe(2);
    expect(priority.stderr).toMatch(/tune tunes the weights of a "weighted" record/);
    const overlap = cli("tune", "--game", "klondike", "--strategy-file", "docs/strategies/klondike-weighted.json", "--train", "0..9", "--test", "5..19");
    expect(overlap.code).toBe(2);
    expect(overlap.stderr).toMatch(/--train and --test overlap/);
  });
});
