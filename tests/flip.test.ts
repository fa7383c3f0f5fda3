// Flip Solitaire: the branch-and-bound solver against a brute force over the
// whole game tree of cut decks (optimum, proof, bound), the seed's worked
// examples, the strategies (they see only dealt cards, and not the dark side
// of a light card), the deal format with dark faces, and the CLI.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardText, parseCard, rankOf, type Card } from "../src/core/cards.ts";
import { errorOf } from "./helpers/deal-text.ts";
import { emptyLayout, type Layout } from "../src/core/layout.ts";
import { svDeal } from "../src/core/numbering.ts";
import type { Engine } from "../src/engine/engine.ts";
import { formatDealText, parseDealText } from "../src/formats/deal-text.ts";
import { findGame, type Settings } from "../src/games/catalogue.ts";
import { createReference, replay, type ReferenceGame } from "../src/games/reference/index.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { cli, cliJson } from "./helpers/cli.ts";
import { engineFor } from "./helpers/engine.ts";
import { seededRandom, shuffled } from "./helpers/random.ts";
import { transitiveImports } from "./helpers/strategy-isolation.ts";

const flip = findGame("flip")!;
const FULL = { nodes: 0, timeMs: 0, ttMiB: 16 };
const SETTINGS: [string, string][] = [
  ["shuffled", "true"],
  ["shuffled", "false"],
  ["same", "true"],
  ["same", "false"],
];
const settingsOf = (darkFaces: string, compulsory: string): Settings =>
  resolveSettings(flip, undefined, [`darkFaces=${darkFaces}`, `compulsory=${compulsory}`]).settings;

/**
 * The best score reachable under the reference rules from the position a move
 * list leads to (every position of the game tree, memoised on the full dump;
 * no pruning of any kind).
 */
function bruteBest(make: () => ReferenceGame, prefix: number[] = []): { best: number; positions: number } {
  const memo = new Map<string, number>();
  const visit = (line: number[]): number => {
    const g = make();
    for (const m of line) g.apply(m);
    const key = g.dump().join(",");
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = g.score();
    for (const m of g.legalMoves()) best = Math.max(best, visit([...line, m]));
    memo.set(key, best);
    return best;
  };
  const best = visit(prefix);
  return { best, positions: memo.size };
}

/** A cut deck of n cards from a few ranks; dark faces a second shuffle of the same cards (or none). */
function cutDeal(rnd: () => number, n: number, same: boolean): Layout {
  const ranks = 2 + Math.floor(rnd() * 3);
  const cut = Array.from({ length: 52 }, (_, i) => i).filter((c) => rankOf(c) <= ranks);
  const row = shuffled(rnd, cut).slice(0, n);
  return { ...emptyLayout(), row, dark: same ? [] : shuffled(rnd, row) };
}

describe("flip solver against the whole game tree of cut decks", () => {
  for (const [darkFaces, compulsory] of SETTINGS) {
    // Compulsory play keeps the tree small, so those deals can be longer.
    const [least, most] = compulsory === "true" ? [8, 20] : [6, 12];
    it(`darkFaces=${darkFaces} compulsory=${compulsory}: 120 deals of ${least} to ${most} cards, optimum, proof and replayed line`, async () => {
      const e = await engineFor("flip", [`darkFaces=${darkFaces}`, `compulsory=${compulsory}`]);
      const settings = settingsOf(darkFaces, compulsory);
      const rnd = seededRandom(darkFaces.length * 10 + compulsory.length);
      let perfect = 0;
      let positions = 0;
      for (let t = 0; t < 120; t++) {
        const layout = cutDeal(rnd, least + (t % (most - least + 1)), darkFaces === "same");
        e.loadLayout(layout);
        e.start(false);
        const r = e.solve(FULL);
        // The brute force plays the game as dealt, card by card (online): with
        // compulsory=false the solver's dealing everything first must lose nothing.
        const brute = bruteBest(() => createReference("flip", layout, settings, true));
        positions += brute.positions;
        const where = `deal ${layout.row.map((c, k) => cardText(c) + (layout.dark.length ? `/${cardText(layout.dark[k])}` : "")).join(" ")}`;
        const max = 2 * layout.row.length;
        expect([r.result, r.score, r.scoreBound, r.proven], where).toEqual([brute.best === max ? "won" : "lost", brute.best, brute.best, true]);
        expect(replay("flip", layout, settings, false, r.moves), where).toMatchObject({ ok: true, score: brute.best });
        if (brute.best === max) perfect++;
      }
      expect(perfect).toBeGreaterThan(3);
      expect(positions).toBeGreaterThan(compulsory === "true" ? 1500 : 5000);
    });
  }

  it("the bound never falls below the best still reachable, from positions along random games", async () => {
    const rnd = seededRandom(99);
    let checked = 0;
    for (const [darkFaces, compulsory] of SETTINGS) {
      const e = await engineFor("flip", [`darkFaces=${darkFaces}`, `compulsory=${compulsory}`]);
      const settings = settingsOf(darkFaces, compulsory);
      for (let t = 0; t < 40; t++) {
        const layout = cutDeal(rnd, 8 + (t % 5), darkFaces === "same");
        e.loadLayout(layout);
        e.start(false);
        const make = () => createReference("flip", layout, settings, false);
        const line: number[] = [];
        for (;;) {
          const r = e.solve({ nodes: 1, timeMs: 0, ttMiB: 1 });
          const { best } = bruteBest(make, line);
          expect(r.scoreBound, `${darkFaces} ${compulsory} deal ${t} after ${line}`).toBeGreaterThanOrEqual(best);
          checked++;
          const moves = e.legalMoves();
          if (!moves.length) break;
          const m = moves[Math.floor(rnd() * moves.length)];
          e.play(m);
          line.push(m);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("sv seeds: every default (compulsory) deal is proven within a small budget, and the line replays", async () => {
    for (const darkFaces of ["shuffled", "same"]) {
      const e = await engineFor("flip", [`darkFaces=${darkFaces}`]);
      const settings = settingsOf(darkFaces, "true");
      for (let seed = 0; seed < 100; seed++) {
        e.dealSeed("sv", seed);
        const layout = e.layout();
        expect(layout).toEqual(svDeal(seed, flip.dealSpec(settings)));
        e.start(false);
        const r = e.solve({ nodes: 2_000_000, timeMs: 0, ttMiB: 16 });
        expect([r.proven, r.scoreBound], `seed ${seed}`).toEqual([true, r.score]);
        expect(replay("flip", layout, settings, false, r.moves)).toMatchObject({ ok: true, score: r.score });
      }
    }
  });

  it("a node budget gives unknown, never lost, with the best line found and a bound above it", async () => {
    const e = await engineFor("flip", ["compulsory=false"]);
    e.dealSeed("sv", 0);
    e.start(false);
    const r = e.solve({ nodes: 20_000, timeMs: 0, ttMiB: 4 });
    expect([r.result, r.proven, r.nodes]).toEqual(["unknown", false, 20_000]);
    expect(r.scoreBound).toBeGreaterThan(r.score);
    expect(replay("flip", e.layout(), settingsOf("shuffled", "false"), false, r.moves)).toMatchObject({ ok: true, score: r.score });
  });
});

/** Plays moves on engine and reference side by side, checking they agree after each. */
function lockstep(e: Engine, g: ReferenceGame, moves: number[]): void {
  for (const m of moves) {
    expect(e.legalMoves().sort()).toEqual(g.legalMoves().sort());
    expect(g.legalMoves()).toContain(m);
    e.play(m);
    g.apply(m);
    expect(e.dump()).toEqual(g.dump());
  }
}

describe("flip: the seed's worked examples (seeds 000 and 003)", () => {
  const c = (t: string): Card => parseCard(t)!;
  const DEAL = 0;
  const play = (k: number, kind: number) => ((k + 1) << 2) | kind; // k counts from the bottom of the hand

  it("the diagram: 2S 8C [9D] 10S 4D [9S], then AC KD 3C KC", async () => {
    // Light faces as dealt, and dark faces chosen so that the nines show 9D and 9S when dark.
    const row = ["2S", "8C", "9H", "10S", "4D", "9C", "AC", "KD", "3C", "KC"].map(c);
    const dark = ["5H", "7H", "9D", "10S", "4D", "9S", "6D", "QS", "2H", "JD"].map(c);
    const layout: Layout = { ...emptyLayout(), row, dark };
    const settings = settingsOf("shuffled", "false");
    const e = await engineFor("flip", ["compulsory=false"]);
    e.loadLayout(layout);
    e.start(true);
    const g = createReference("flip", layout, settings, true);
    lockstep(e, g, [DEAL, DEAL, DEAL, DEAL, DEAL, DEAL]);
    // 9H and 9C are the ends of a set: the same rank flips all four dark.
    expect(g.describe(play(2, 1))).toBe(
      "set 3-6 (9H 10S 4D 9C): 9H and 9C are both nines: flip all four (9H turns to 9D, 10S turns to 10S, 4D turns to 4D, 9C turns to 9S)",
    );
    lockstep(e, g, [play(2, 1)]);
    expect(g.show()[0]).toMatch(/^hand: 2S 8C \[9D\] \[10S\] \[4D\] \[9S\] /);
    // "Match the 2 and 10 of spades then flip the 8 of clubs to dark (the 9 of
    // diamonds is already dark and does not get flipped back)"; "match the dark
    // 9 of diamonds and spades then remove those 9s, the 10 of spades and the 4 of diamonds".
    const moves = g.legalMoves();
    expect(moves).toContain(play(0, 0));
    expect(moves).toContain(play(2, 3));
    expect(moves).not.toContain(play(2, 1)); // all four are dark already: no play
    expect(moves).not.toContain(play(0, 2)); // 2S is light: no removal
    expect(g.describe(play(0, 0))).toBe("set 1-4 (2S 8C [9D] [10S]): 2S and [10S] are both spades: flip the middle two (8C turns to 7H, [9D] stays dark)");
    expect(g.describe(play(2, 3))).toBe("set 3-6 ([9D] [10S] [4D] [9S]): [9D] and [9S] are both nines and dark: remove all four");
    lockstep(e, g, [play(0, 0)]);
    expect(g.show()[0]).toMatch(/^hand: 2S \[7H\] \[9D\] \[10S\] \[4D\] \[9S\] /);
    lockstep(e, g, [play(2, 3)]);
    expect(g.show()[0]).toMatch(/^hand: 2S \[7H\] +removed 4 /);
    expect(g.score()).toBe(1 + 2 * 4);
    // "Match the Ace and King of clubs then flip the King of Diamonds and 3 of clubs to dark."
    lockstep(e, g, [DEAL, DEAL, DEAL, DEAL]);
    expect(g.describe(play(2, 0))).toBe("set 3-6 (AC KD 3C KC): AC and KC are both clubs: flip the middle two (KD turns to QS, 3C turns to 2H)");
    lockstep(e, g, [play(2, 0)]);
    expect(g.show()[0]).toMatch(/^hand: 2S \[7H\] AC \[QS\] \[2H\] KC +removed 4 +11 points$/);
  });

  it('with the same card on both sides: "the 6 and 2 are both clubs, so the middle two cards are flipped to dark"', async () => {
    const row = ["6C", "JH", "QD", "2C", "8C", "4H", "10D", "9C"].map(c);
    const layout: Layout = { ...emptyLayout(), row };
    const settings = settingsOf("same", "true");
    const e = await engineFor("flip", ["darkFaces=same"]);
    e.loadLayout(layout);
    e.start(true);
    const g = createReference("flip", layout, settings, true);
    lockstep(e, g, [DEAL, DEAL, DEAL, DEAL]);
    // "The 6 and 2 are both clubs, so the middle two cards are flipped to dark" (compulsory: no deal now).
    expect(g.legalMoves()).toEqual([play(0, 0)]);
    lockstep(e, g, [play(0, 0), DEAL, DEAL, DEAL, DEAL]);
    expect(g.show()[0]).toMatch(/^hand: 6C \[JH\] \[QD\] 2C 8C 4H 10D 9C /);
    // 2C 8C 4H 10D: nothing; 8C 4H 10D 9C: clubs, flip 4H and 10D dark.
    lockstep(e, g, [play(4, 0)]);
    expect(g.show()[0]).toMatch(/^hand: 6C \[JH\] \[QD\] 2C 8C \[4H\] \[10D\] 9C /);
    expect(g.legalMoves()).toEqual([]); // the end: no play, nothing to deal
    expect(g.score()).toBe(4);
  });
});

describe("flip strategies", () => {
  const STRATEGIES = flip.strategies.filter((s) => s.engineId !== 0);

  it("the strategy module reaches no game state", () => {
    const reached = transitiveImports("assembly/strategies/flip.ts");
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((f) => f.startsWith("assembly/games/") || f.startsWith("assembly/solver/"))).toEqual([]);
  });

  it("every strategy plays legal moves to the end under every setting, and the reference agrees on the score", async () => {
    for (const [darkFaces, compulsory] of SETTINGS) {
      const e = await engineFor("flip", [`darkFaces=${darkFaces}`, `compulsory=${compulsory}`]);
      const settings = settingsOf(darkFaces, compulsory);
      for (const s of STRATEGIES) {
        for (let seed = 0; seed < 40; seed++) {
          e.dealSeed("sv", seed);
          const layout = e.layout();
          e.start(true);
          const r = e.playStrategy(s.engineId, seed, 0);
          const g = createReference("flip", layout, settings, true);
          for (const m of r.moves) g.apply(m);
          expect([g.legalMoves().length, g.score()], `${s.id} ${darkFaces} ${compulsory} seed ${seed}`).toEqual([0, r.score]);
        }
      }
    }
  });

  it("no strategy ever scores above the solver's proven optimum (compulsory play: the same game)", async () => {
    for (const darkFaces of ["shuffled", "same"]) {
      const e = await engineFor("flip", [`darkFaces=${darkFaces}`]);
      const best: number[] = [];
      for (let seed = 0; seed < 1000; seed++) {
        e.dealSeed("sv", seed);
        e.start(false);
        const r = e.solve(FULL);
        expect(r.proven).toBe(true);
        best.push(r.score);
      }
      for (const s of STRATEGIES) {
        const b = e.runBatch("sv", 0, 1000, s.engineId, 0);
        const above = best.filter((x, i) => b.score[i] > x).length;
        const equal = best.filter((x, i) => b.score[i] === x).length;
        expect(above, `${s.id} ${darkFaces}`).toBe(0);
        expect(equal, `${s.id} ${darkFaces}`).toBeGreaterThan(300); // the comparison is not empty
      }
    }
  });

  it("changing cards not yet dealt, or the dark side of light cards, changes no choice made before they show", async () => {
    const rnd = seededRandom(4242);
    let compared = 0;
    let differedAfter = 0;
    for (const [darkFaces, compulsory] of SETTINGS) {
      const e = await engineFor("flip", [`darkFaces=${darkFaces}`, `compulsory=${compulsory}`]);
      const settings = settingsOf(darkFaces, compulsory);
      for (const s of STRATEGIES) {
        for (let seed = 0; seed < 40; seed++) {
          const a = svDeal(seed, flip.dealSpec(settings));
          const run = (layout: Layout) => {
            e.loadLayout(layout);
            e.start(true);
            return e.playStrategy(s.engineId, seed, 0).moves;
          };
          const movesA = run(a);
          // When each card is dealt, and when each turns dark (moves made before).
          const dealtAt = new Array<number>(52).fill(Infinity);
          const darkAt = new Array<number>(52).fill(Infinity);
          const g = createReference("flip", a, settings, true);
          movesA.forEach((m, i) => {
            g.apply(m);
            const d = g.dump();
            const hand = d.slice(4 + 2 * d[3]);
            hand.forEach((x, q) => {
              dealtAt[x] = Math.min(dealtAt[x], i + 1);
              if (d[5 + 2 * q] === 1) darkAt[x] = Math.min(darkAt[x], i + 1);
            });
          });
          const b = { ...a, row: [...a.row], dark: [...a.dark] };
          const x = Math.floor(rnd() * 52);
          const y = Math.floor(rnd() * 52);
          let t: number;
          if (darkFaces === "shuffled" && seed % 2 === 0) {
            // Swap two cards' dark sides: hidden until each turns dark.
            [b.dark[x], b.dark[y]] = [b.dark[y], b.dark[x]];
            t = Math.min(darkAt[x], darkAt[y]);
          } else {
            // Swap two cards in the deck (both faces): hidden until dealt.
            [b.row[x], b.row[y]] = [b.row[y], b.row[x]];
            if (b.dark.length) [b.dark[x], b.dark[y]] = [b.dark[y], b.dark[x]];
            t = Math.min(dealtAt[x], dealtAt[y]);
          }
          if (x === y) continue;
          t = Math.min(t, movesA.length);
          const movesB = run(b);
          expect(movesB.slice(0, t), `${s.id} ${darkFaces} ${compulsory} seed ${seed}`).toEqual(movesA.slice(0, t));
          compared += t;
          if (movesA.join() !== movesB.join()) differedAfter++;
        }
      }
    }
    expect(compared).toBeGreaterThan(5000);
    expect(differedAfter).toBeGreaterThan(100);
  });
});

describe("flip deals as text: light/dark card pairs", () => {
  const shuffledSettings = settingsOf("shuffled", "true");
  const sameSettings = settingsOf("same", "true");

  it("round trips: pairs with darkFaces=shuffled, plain cards with darkFaces=same", () => {
    for (const seed of [0, 7, 4000]) {
      const layout = svDeal(seed, flip.dealSpec(shuffledSettings));
      const text = formatDealText(layout, "cards");
      expect(text.split(/\s+/)[0]).toMatch(/^[A2-9TJQK][CDHS]\/[A2-9TJQK][CDHS]$/);
      expect(parseDealText(text, flip, shuffledSettings)).toEqual(layout);
      const plain = svDeal(seed, flip.dealSpec(sameSettings));
      expect(plain.row).toEqual(layout.row);
      expect(plain.dark).toEqual([]);
      expect(parseDealText(formatDealText(plain, "cards"), flip, sameSettings)).toEqual(plain);
    }
  });

  it("says what is wrong with the dark faces, naming the line", () => {
    const layout = svDeal(1, flip.dealSpec(shuffledSettings));
    const pairs = formatDealText(layout, "cards");
    const plain = formatDealText({ ...layout, dark: [] }, "cards");
    expect(errorOf(() => parseDealText(plain, flip, shuffledSettings, "f.txt"))).toBe(
      "f.txt: flip with darkFaces=shuffled needs a dark face for every card, written light/dark like AS/7H (or set darkFaces=same)",
    );
    expect(errorOf(() => parseDealText(pairs, flip, sameSettings, "f.txt"))).toBe(
      "f.txt, line 1: flip with these settings has no dark faces (darkFaces=same: the dark face is the light card); write plain cards like AS",
    );
    const lines = pairs.split("\n");
    lines[2] = lines[2].replace(/\/\S+/, "");
    expect(errorOf(() => parseDealText(lines.join("\n"), flip, shuffledSettings, "f.txt"))).toMatch(
      /^f\.txt, line 3: "\S\S" lacks a dark face, unlike the first card; give every card as light\/dark \(like AS\/7H\) or none$/,
    );
    const dup = pairs.replace(/\/(\S\S)/, `/${cardText(layout.dark[1])}`);
    expect(errorOf(() => parseDealText(dup, flip, shuffledSettings, "f.txt"))).toMatch(
      new RegExp(`^f\\.txt, line 1: dark face "${cardText(layout.dark[1])}" appears twice \\(line 1, dark face; line 1, dark face\\)`),
    );
    expect(errorOf(() => parseDealText(pairs.replace(/\/\S\S/, "/1X"), flip, shuffledSettings, "f.txt"))).toMatch(/^f\.txt, line 1: "1X" is not a card/);
  });
});

describe("flip on the command line", () => {
  const tmp = mkdtempSync(join(tmpdir(), "solitaire-lab-flip-"));

  it("run: the solver's optimum for 200 seeds, all proven, scores 0..104", () => {
    for (const darkFaces of ["shuffled", "same"]) {
      const out = join(tmp, `flip-${darkFaces}.jsonl`);
      const s = cliJson(
        "run",
        "--game",
        "flip",
        "--set",
        `darkFaces=${darkFaces}`,
        "--strategy",
        "solver",
        "--seeds",
        "0..199",
        "--workers",
        "2",
        "--memory-mb",
        "16",
        "--out",
        out,
      );
      expect(s).toMatchObject({ game: "flip", deals: 200, unknown: 0, errors: 0 });
      expect(Object.keys(s.scoreHistogram).every((k) => Number(k) >= 0 && Number(k) <= 104)).toBe(true);
    }
  });

  it("solve: the deal as light/dark pairs, the best score and the plays in words; the same deal from a file", () => {
    const r = cli("solve", "--game", "flip", "--seed", "4");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Flip Solitaire, sv seed 4, preset standard \(darkFaces=shuffled compulsory=true\), thoughtful solver/);
    expect(r.stdout).toMatch(/result: lost, proven: the best possible is \d+ points/);
    expect(r.stdout).toMatch(/ 1\. deal .. onto the hand \(51 left to deal\)/);
    expect(r.stdout).toMatch(/\d\. set \d+-\d+ \(.*\): .* are both \w+/);
    const j = cliJson("solve", "--game", "flip", "--seed", "4");
    const file = join(tmp, "flip4.txt");
    writeFileSync(file, `# flip, sv seed 4: light/dark\n${j.deal}`);
    const byFile = cliJson("solve", "--game", "flip", "--deal-file", file);
    expect([byFile.result, byFile.score, byFile.moveCodes]).toEqual([j.result, j.score, j.moveCodes]);
  });

  it("a strategy's play in words", () => {
    const j = cliJson("solve", "--game", "flip", "--seed", "4", "--strategy", "lookahead", "--set", "compulsory=false");
    expect(["won", "lost"]).toContain(j.result);
    expect(j.moves[0]).toMatch(/^deal /);
  });

  it("bad settings are refused in one line", () => {
    const r = cli("run", "--game", "flip", "--set", "darkFaces=mixed", "--seeds", "0..9");
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toMatch(/darkFaces of flip cannot be "mixed": allowed is shuffled or same$/);
  });
});
