// Gaps: sv seeds 0..2 of both presets deal as Solvitaire prints them
// (tests/fixtures/solvitaire-gaps); the engine and the reference agree on
// random playouts; on tiny decks every solver verdict and best score matches a
// brute force over every reachable position, and every win replays.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardText, makeCard, rankOf, suitOf, type Card } from "../src/core/cards.ts";
import { UserError } from "../src/core/errors.ts";
import { emptyLayout, type Layout } from "../src/core/layout.ts";
import { svDeal } from "../src/core/numbering.ts";
import { parseDealText } from "../src/formats/deal-text.ts";
import { findGame } from "../src/games/catalogue.ts";
import { createReference, replay } from "../src/games/reference/index.ts";
import { readRulesRecord } from "../src/games/rules-file.ts";
import { resolveSettings } from "../src/games/settings.ts";
import type { EngineBuild } from "../src/engine/load-node.ts";
import { engineFor } from "./helpers/engine.ts";
import { playouts } from "./helpers/playouts.ts";
import { seededRandom, shuffled } from "./helpers/random.ts";

const DIR = new URL("./fixtures/solvitaire-gaps/", import.meta.url);
const game = findGame("gaps")!;

/** A Solvitaire file: its rules JSON and, per seed, the rows as printed ("__" a gap). */
function readPreset(name: string) {
  const lines = readFileSync(new URL(`${name}.txt`, DIR), "utf8").split("\n");
  const start = lines.findIndex((l) => l.startsWith("# rules"));
  const json: string[] = [];
  for (let i = start + 1; lines[i].startsWith("#") && !lines[i].startsWith("##"); i++) json.push(lines[i].slice(1));
  const seeds: string[][][] = [];
  for (const line of lines) {
    if (line.startsWith("## seed")) seeds.push([]);
    else if (seeds.length && line.trim() && !line.startsWith("---") && !line.startsWith("#")) seeds.at(-1)!.push(line.trim().split(/\s+/));
  }
  return { rules: JSON.parse(json.join("\n")), seeds };
}

describe("Solvitaire's Gaps presets", () => {
  it.each([
    ["gaps-basic-variant", "basic"],
    ["gaps-one-deal", "one-deal"],
  ])("%s is preset %s and deals sv 0..2 as Solvitaire prints them, in the engine too", async (name, preset) => {
    const { rules, seeds } = readPreset(name);
    const { settings } = resolveSettings(game, preset);
    expect(game.solvitaire === name || game.solvitairePresets?.[preset] === name).toBe(true);
    expect(rules.sequences).toMatchObject({ count: 4, direction: "L", "build policy": "same-suit", "fixed suit": settings.fixedSuit });
    const choice = readRulesRecord(JSON.stringify(rules), `${name}.json`);
    expect([choice.game, choice.preset]).toEqual(["gaps", preset]);
    expect(resolveSettings(game, choice.preset, choice.overrides).settings).toEqual(settings);
    expect(seeds.length).toBe(3);
    const e = await engineFor("gaps", [`fixedSuit=${settings.fixedSuit}`]);
    seeds.forEach((printed, seed) => {
      const ref = createReference("gaps", svDeal(seed, game.dealSpec(settings)), settings, false);
      expect(
        ref.show().map((l) => l.trim().split(/\s+/)),
        `seed ${seed}`,
      ).toEqual(printed);
      e.dealSeed("sv", seed);
      e.start(false);
      expect(e.dump(), `seed ${seed}, the engine's deal`).toEqual(ref.dump());
    });
  });

  it("a Solvitaire record of other rows is refused with the field named", () => {
    const base = { foundations: { present: false }, "tableau piles": { count: 0 } };
    const refuse = (sequences: object, message: RegExp) => expect(() => readRulesRecord(JSON.stringify({ ...base, sequences }), "r.json")).toThrow(message);
    refuse(
      { count: 3, direction: "L", "build policy": "same-suit", "fixed suit": true },
      /^r\.json: rules field "sequences.count" cannot be 3 in Gaps: allowed is 4/,
    );
    refuse({ count: 4, direction: "R", "build policy": "same-suit", "fixed suit": true }, /"sequences.direction" cannot be "R"/);
    refuse({ count: 4, direction: "L", "build policy": "red-black", "fixed suit": true }, /"sequences.build policy" cannot be "red-black"/);
    const small = readRulesRecord(
      JSON.stringify({ ...base, "max rank": 4, sequences: { count: 4, direction: "L", "build policy": "same-suit", "fixed suit": false } }),
      "r.json",
    );
    expect(resolveSettings(game, small.preset, small.overrides).settings).toEqual({ ranks: 4, fixedSuit: false });
  });

  it("reads a deal file of four rows of 13, aces included, and refuses uneven rows in one line", () => {
    const { settings } = resolveSettings(game, "basic");
    const text = svDeal(0, game.dealSpec(settings)).piles.map((p) => p.map(cardText).join(" "));
    expect(parseDealText(text.join("\n"), game, settings, "g.txt").piles).toEqual(svDeal(0, game.dealSpec(settings)).piles);
    const uneven = [...text.slice(0, 2), text[2].split(" ").slice(0, 12).join(" "), `${text[3]} ${text[2].split(" ")[12]}`].join("\n");
    expect(() => parseDealText(uneven, game, settings, "g.txt")).toThrow(UserError);
    expect(() => parseDealText(uneven, game, settings, "g.txt")).toThrow(/^g\.txt: tableau pile 3 holds 12 cards, but gaps deals 13 to each$/);
  });

  it("draws 4 rows of 13 places on one line each, a gap as an empty place, every card once", () => {
    const { settings } = resolveSettings(game, "basic");
    const g = createReference("gaps", svDeal(1, game.dealSpec(settings)), settings, false);
    for (let step = 0; step < 20 && g.legalMoves().length; step++) {
      const v = g.view();
      expect(v.zones.map((z) => [z.label, z.piles.length, z.oneLine])).toEqual(
        ["row 1 (clubs)", "row 2 (hearts)", "row 3 (spades)", "row 4 (diamonds)"].map((l) => [l, 13, true]),
      );
      const cards = v.zones.flatMap((z) => z.piles.flatMap((p) => p.cards.map((c) => c.card)));
      expect(new Set(cards).size).toBe(48);
      expect(v.zones.flatMap((z) => z.piles).filter((p) => p.cards.length === 0).length).toBe(4);
      expect(v.status).toMatch(/in place of 48/);
      g.apply(g.legalMoves()[0]);
    }
  });

  it("with the fixed suit a leftmost gap takes its row's 2 only: clubs, hearts, spades, diamonds from the top", () => {
    // Seed 2 (printed above): gaps at row 1 column 7, row 2 column 10, row 3 columns 1 and 11.
    const layout = svDeal(2, game.dealSpec({ ranks: 13 }));
    const fixed = createReference("gaps", layout, { ranks: 13, fixedSuit: true }, false);
    const any = createReference("gaps", layout, { ranks: 13, fixedSuit: false }, false);
    const into = (moves: number[], to: number) => moves.filter((m) => (m & 63) === to).map((m) => fixed.dump()[2 + (m >> 6)]);
    const row3 = 2 * 13;
    expect(into(fixed.legalMoves(), row3)).toEqual([makeCard(2, 3)]); // row 3: spades
    expect(into(any.legalMoves(), row3).sort((a, b) => a - b)).toEqual([0, 1, 2, 3].map((s) => makeCard(2, s)));
  });
});

const BUILDS: [EngineBuild, number][] = [
  ["release", 1500],
  ["checked", 300],
];

describe.each(BUILDS)("gaps: engine (%s build) and reference agree on random playouts", (build, count) => {
  it.each([["fixedSuit=true"], ["fixedSuit=false"], ["ranks=5 fixedSuit=true"], ["ranks=3 fixedSuit=false"]])(
    "%s, thoughtful and online",
    async (words: string) => {
      const overrides = words.split(" ");
      const e = await engineFor("gaps", overrides, build);
      const positions = playouts(e, "gaps", { count, overrides, online: (i) => i % 2 === 1, seed: 6060 + words.length, maxMoves: 200 });
      expect(positions).toBeGreaterThan(count * 3);
    },
  );
});

// ---- brute force: every position reachable from a tiny deal, written from the rules anew.

const ROW_SUITS = [0, 2, 3, 1];

/** Cards in place: each row's run of one suit from a 2 in its leftmost place. */
function inPlace(places: (Card | null)[], w: number): number {
  let total = 0;
  for (let r = 0; r < 4; r++) {
    const first = places[r * w];
    if (first === null || rankOf(first) !== 2) continue;
    let k = 1;
    while (k < w - 1 && places[r * w + k] === makeCard(k + 2, suitOf(first))) k++;
    total += k;
  }
  return total;
}

/** The most cards in place over every reachable position (4 * (w - 1): winnable). */
function bruteForce(start: (Card | null)[], w: number, fixed: boolean): number {
  const seen = new Set<string>();
  const stack = [start];
  let best = 0;
  while (stack.length) {
    const places = stack.pop()!;
    const key = places.join();
    if (seen.has(key)) continue;
    seen.add(key);
    best = Math.max(best, inPlace(places, w));
    places.forEach((c, to) => {
      if (c !== null) return;
      let wanted: Card[] = [];
      if (to % w === 0) wanted = fixed ? [makeCard(2, ROW_SUITS[to / w])] : [0, 1, 2, 3].map((s) => makeCard(2, s));
      else {
        const left = places[to - 1];
        if (left !== null && rankOf(left) < w) wanted = [left + 4];
      }
      for (const card of wanted) {
        const next = [...places];
        next[next.indexOf(card)] = null;
        next[to] = card;
        stack.push(next);
      }
    });
  }
  return best;
}

describe("gaps solver on tiny decks against brute force", () => {
  // Any 2 into the leftmost gaps (one deal) makes far more positions: some
  // 60,000 on average at 4 ranks, a million at 5, so that rule stops at 4.
  const SIZES: [boolean, number, number][] = [
    [true, 3, 60],
    [true, 4, 60],
    [true, 5, 60],
    [false, 3, 60],
    [false, 4, 25],
  ];
  it("265 deals of 3 to 5 ranks, both suit rules: verdicts, most cards in place and replayed wins", async () => {
    const rnd = seededRandom(91);
    const tally = { won: 0, lost: 0 };
    for (const [fixed, ranks, deals] of SIZES) {
      {
        const settings = { ranks, fixedSuit: fixed };
        const e = await engineFor("gaps", [`ranks=${ranks}`, `fixedSuit=${fixed}`]);
        for (let t = 0; t < deals; t++) {
          const deck = shuffled(
            rnd,
            Array.from({ length: 4 * ranks }, (_, i) => makeCard(1 + (i >> 2), i & 3)),
          );
          const layout: Layout = { ...emptyLayout(), piles: [0, 1, 2, 3].map((r) => deck.slice(r * ranks, (r + 1) * ranks)) };
          e.loadLayout(layout);
          e.start(false);
          const r = e.solve({ nodes: 0, timeMs: 0, ttMiB: 4 });
          const best = bruteForce(
            layout.piles.flat().map((c) => (rankOf(c) === 1 ? null : c)),
            ranks,
            fixed,
          );
          const what = `${ranks} ranks, fixed ${fixed}, deal ${layout.piles.map((p) => p.join(" ")).join(" / ")}`;
          expect(r.proven, what).toBe(true);
          expect(r.score, what).toBe(best);
          expect(r.result, what).toBe(best === 4 * (ranks - 1) ? "won" : "lost");
          const check = replay("gaps", layout, settings, false, r.moves);
          expect(check.ok, what).toBe(true);
          expect(check.score, what).toBe(best);
          expect(check.won, what).toBe(r.result === "won");
          tally[r.result as "won" | "lost"]++;
        }
      }
    }
    expect(tally.won).toBeGreaterThan(30);
    expect(tally.lost).toBeGreaterThan(30);
  });

  it("the tiny preset is solved outright, and a node budget gives unknown, never lost", async () => {
    const e = await engineFor("gaps", ["ranks=4"]);
    e.dealSeed("sv", 7);
    e.start(false);
    expect(e.solve({ nodes: 0, timeMs: 0, ttMiB: 4 }).proven).toBe(true);
    const big = await engineFor("gaps");
    big.dealSeed("sv", 5); // won, after some 2.8 million positions
    big.start(false);
    const r = big.solve({ nodes: 2000, timeMs: 0, ttMiB: 4 });
    expect(r.result).toBe("unknown");
    expect(r.proven).toBe(false);
  });
});
