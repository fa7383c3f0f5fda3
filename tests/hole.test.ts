// The hole games (Black Hole, Golf, Worm Hole): sv seeds deal as Solvitaire
// deals its presets, card for card; Solvitaire's rules JSON reads as the
// games; engine and reference agree on random playouts; the solver against a
// brute force on tiny deals of every rule (cells, loops, a stock), which holds
// its bound and its cell pruning to their arguments; the strategies see no
// stock card; the CLI.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardText, rankOf, type Card } from "../src/core/cards.ts";
import type { Layout } from "../src/core/layout.ts";
import type { Engine } from "../src/engine/engine.ts";
import { svDeal } from "../src/core/numbering.ts";
import { findGame } from "../src/games/catalogue.ts";
import { createReference, replay } from "../src/games/reference/index.ts";
import { readRulesRecord } from "../src/games/rules-file.ts";
import { resolveSettings } from "../src/games/settings.ts";
import type { Settings } from "../src/games/values.ts";
import { cli, cliJson } from "./helpers/cli.ts";
import { configure, configureStrategies, engineFor, quickStrategySettings } from "./helpers/engine.ts";
import { playouts } from "./helpers/playouts.ts";
import { seededRandom } from "./helpers/random.ts";

const DIR = new URL("./fixtures/solvitaire-hole/", import.meta.url);
const GAMES = ["black-hole", "golf", "worm-hole"];

/** A Solvitaire file: its rules JSON and, per seed, the piles by rows, the stock as printed, the hole card. */
function readPreset(name: string) {
  const lines = readFileSync(new URL(`${name}.txt`, DIR), "utf8").split("\n");
  const start = lines.findIndex((l) => l.startsWith("# rules"));
  const json: string[] = [];
  for (let i = start + 1; lines[i].startsWith("#") && !lines[i].startsWith("##"); i++) json.push(lines[i].slice(1));
  const seeds: { rows: string[]; stock: string[]; hole: string[] }[] = [];
  let section = "";
  for (const line of lines) {
    if (line.startsWith("## seed")) {
      seeds.push({ rows: [], stock: [], hole: [] });
      section = "";
    } else if (line.startsWith("---")) section = line;
    else if (/^#( |$)/.test(line) || !seeds.length || !line.trim()) continue;
    else if (section.includes("Tableau")) seeds.at(-1)!.rows.push(line);
    else if (section.includes("Stock")) seeds.at(-1)!.stock.push(line.trim());
    else if (section.includes("Hole")) seeds.at(-1)!.hole.push(line.trim());
  }
  return { rules: JSON.parse(json.join("\n")), seeds };
}

function rowsOf(l: Layout): string[] {
  const height = Math.max(...l.piles.map((p) => p.length));
  return Array.from({ length: height }, (_, r) => l.piles.map((p) => (r < p.length ? cardText(p[r]) : "")).join("\t"));
}

describe("the hole games deal as Solvitaire's presets", () => {
  it.each(GAMES)("%s: Solvitaire's JSON reads as the game's standard preset, and sv seeds 0..2 deal as Solvitaire deals them", (id) => {
    const game = findGame(id)!;
    const { rules, seeds } = readPreset(id);
    expect(game.solvitaire).toBe(id);
    const choice = readRulesRecord(JSON.stringify(rules), `${id}.json`);
    expect(choice.game).toBe(id);
    const { settings } = resolveSettings(game, choice.preset, choice.overrides);
    expect(settings).toEqual(resolveSettings(game, "standard").settings);
    expect(seeds.length).toBe(3);
    seeds.forEach((printed, seed) => {
      const lab = svDeal(seed, game.dealSpec(settings));
      expect(rowsOf(lab), `seed ${seed} piles`).toEqual(printed.rows);
      expect(lab.stock.map(cardText), `seed ${seed} stock`).toEqual(printed.stock);
      expect(
        lab.foundations.map((f) => cardText(f.at(-1)!)),
        `seed ${seed} hole`,
      ).toEqual(printed.hole);
    });
  });

  it("Solvitaire records the hole games cannot play are refused with the field named", () => {
    const refuse = (rules: object, message: RegExp) => expect(() => readRulesRecord(JSON.stringify(rules), "r.json")).toThrow(message);
    const hole = { hole: { present: true }, foundations: { present: false }, "tableau piles": { count: 17, "build policy": "no-build" } };
    refuse({ ...hole, hole: { present: true, "base card": "KH" } }, /"hole.base card" cannot be "KH".*"AS", "random"/);
    refuse({ ...hole, foundations: { present: true } }, /"foundations.present" cannot be true/);
    refuse({ ...hole, "tableau piles": { count: 21, "build policy": "no-build" } }, /"tableau piles.count" cannot be 21.*1 to 20/);
    refuse({ ...hole, "tableau piles": { count: 7, "build policy": "any-suit" } }, /"tableau piles.build policy" cannot be "any-suit".*no-build/);
    refuse({ ...hole, stock: { size: 5 } }, /"stock.deal type" cannot be "waste".*hole/);
    refuse({ ...hole, cells: { count: 5 } }, /"cells.count" cannot be 5.*0 to 4/);
    refuse({ ...hole, "two decks": true }, /"two decks" cannot be true/);
  });
});

describe("engine and reference agree on random playouts", () => {
  it.each(GAMES)("%s: standard and tiny, thoughtful and online", async (id) => {
    const e = await engineFor(id);
    let positions = 0;
    for (const preset of ["standard", "tiny"]) {
      const overrides = Object.entries(findGame(id)!.presets[preset]).map(([k, v]) => `${k}=${v}`);
      positions += playouts(e, id, { count: 300, overrides, online: (i) => i % 2 === 1, seed: 77 + positions });
    }
    expect(positions).toBeGreaterThan(3000);
  });
});

/** Whether the piles (and cells) can all go, by exhaustive search over the reference's own rules. */
function winnable(layout: Layout, s: Settings): boolean {
  const ranks = Number(s.ranks);
  const loops = s.loops === true;
  const cellCount = Number(s.cells);
  const fits = (c: Card, top: Card) => {
    const d = Math.abs(rankOf(c) - rankOf(top));
    return d === 1 || (loops && d === ranks - 1);
  };
  const seen = new Set<string>();
  const h = layout.piles.map((p) => p.length);
  const go = (stock: number, cells: Card[], top: Card): boolean => {
    if (h.every((x) => x === 0) && cells.length === 0) return true;
    const key = `${h.join()}|${stock}|${[...cells].sort((a, b) => a - b).join()}|${rankOf(top)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    for (let p = 0; p < h.length; p++) {
      if (!h[p]) continue;
      const c = layout.piles[p][h[p] - 1];
      h[p]--;
      const win = (fits(c, top) && go(stock, cells, c)) || (cells.length < cellCount && go(stock, [...cells, c], top));
      h[p]++;
      if (win) return true;
    }
    for (let i = 0; i < cells.length; i++)
      if (
        fits(cells[i], top) &&
        go(
          stock,
          cells.filter((_, k) => k !== i),
          cells[i],
        )
      )
        return true;
    return stock > 0 && go(stock - 1, cells, layout.stock[stock - 1]);
  };
  return go(layout.stock.length, [], layout.foundations[0].at(-1)!);
}

/**
 * Deals sv seed `seed` of a hole game with `overrides`, solves it and holds
 * the verdict to the brute force, the line to the reference and the bound
 * to the line; returns whether the deal is won.
 */
function checkDeal(e: Engine, gameId: string, overrides: string[], seed: number): boolean {
  const { game, settings } = configure(e, gameId, overrides);
  const layout = svDeal(seed, game.dealSpec(settings));
  e.loadLayout(layout);
  e.start(false);
  const r = e.solve({ nodes: 0, timeMs: 0, ttMiB: 8 });
  const where = `${overrides.join(" ")} seed ${seed}`;
  const truth = winnable(layout, settings);
  expect(r.result, where).toBe(truth ? "won" : "lost");
  const check = replay(gameId, layout, settings, false, r.moves);
  expect([check.ok, check.won, check.score], where).toEqual([true, truth, r.score]);
  expect(r.scoreBound, where).toBeGreaterThanOrEqual(r.score);
  if (!truth) expect(r.scoreBound, where).toBeLessThan(layout.piles.flat().length);
  return truth;
}

/** `count` deals of `gameId` under random overrides (`draw`), each checked by checkDeal: how many were won, lost, and had cells. */
async function checkDeals(gameId: string, count: number, seed: number, draw: (rnd: () => number) => string[]) {
  const e = await engineFor(gameId);
  const rnd = seededRandom(seed);
  const tally = { won: 0, lost: 0, withCells: 0 };
  for (let t = 0; t < count; t++) {
    const overrides = draw(rnd);
    tally[checkDeal(e, gameId, overrides, Math.floor(rnd() * 2 ** 32)) ? "won" : "lost"]++;
    if (!overrides.includes("cells=0")) tally.withCells++;
  }
  return tally;
}

describe("the solver against a brute force on tiny deals", () => {
  it("600 random tiny rules and deals: every verdict, every win replayed, every bound above the best line", async () => {
    const tally = await checkDeals("golf", 600, 9191, (rnd) => {
      const ranks = 2 + Math.floor(rnd() * 3);
      const cells = Math.floor(rnd() * 3);
      const stock = rnd() < 0.5 ? 0 : Math.floor(rnd() * 6);
      const piles = 1 + Math.floor(rnd() * Math.min(6, 4 * ranks - 1 - stock));
      return [`ranks=${ranks}`, `cells=${cells}`, `stock=${stock}`, `piles=${piles}`, `loops=${rnd() < 0.5}`, `base=${rnd() < 0.5 ? "last" : "ace-of-spades"}`];
    });
    expect(tally.won).toBeGreaterThan(100);
    expect(tally.lost).toBeGreaterThan(100);
    expect(tally.withCells).toBeGreaterThan(300);
  });

  // The rank walk (Hole.walkable) prunes only with loops, an odd number of
  // ranks and no stock left: tiny decks of 3, 5 and 7 ranks, with and
  // without cells, where the search for a win leans on it.
  it("300 random deals of 3, 5 and 7 ranks with loops, where the rank walk prunes: every verdict, every win replayed", async () => {
    const tally = await checkDeals("worm-hole", 300, 4242, (rnd) => {
      const ranks = [3, 5, 5, 7][Math.floor(rnd() * 4)];
      const cells = Math.floor(rnd() * 2.5);
      const piles = (ranks === 7 ? 5 : 2) + Math.floor(rnd() * 4);
      return [`ranks=${ranks}`, `cells=${cells}`, `piles=${piles}`, "loops=true"];
    });
    expect(tally.won).toBeGreaterThan(50);
    expect(tally.lost).toBeGreaterThan(50);
    expect(tally.withCells).toBeGreaterThan(100);
  }, 120_000);
});

describe("the strategies see no stock card", () => {
  it("Golf: two deals differing only in the stock's order get the same moves until the stock shows the difference", async () => {
    const e = await engineFor("golf");
    const { game, settings } = configure(e, "golf");
    configureStrategies(e, "golf", quickStrategySettings("golf"));
    const rnd = seededRandom(4242);
    let compared = 0;
    let differed = 0;
    for (const s of game.strategies.filter((x) => x.id !== "solver")) {
      for (let seed = 0; seed < 20; seed++) {
        const a = svDeal(seed, game.dealSpec(settings));
        const i = Math.floor(rnd() * a.stock.length);
        const j = (i + 1 + Math.floor(rnd() * (a.stock.length - 1))) % a.stock.length;
        const b = { ...a, stock: [...a.stock] };
        [b.stock[i], b.stock[j]] = [b.stock[j], b.stock[i]];
        const run = (layout: Layout) => {
          e.loadLayout(layout);
          e.start(false);
          return e.playStrategy(s.engineId, seed, 7).moves;
        };
        const movesA = run(a);
        const movesB = run(b);
        const ga = createReference("golf", a, settings, false);
        const gb = createReference("golf", b, settings, false);
        expect(gb.observe()).toEqual(ga.observe());
        let t = 0;
        while (t < movesA.length && ga.observe().join() === gb.observe().join()) {
          ga.apply(movesA[t]);
          gb.apply(movesA[t]);
          t++;
        }
        expect(movesB.slice(0, t), `${s.id} seed ${seed}`).toEqual(movesA.slice(0, t));
        compared += t;
        if (movesA.join() !== movesB.join()) differed++;
      }
    }
    expect(compared).toBeGreaterThan(500);
    expect(differed).toBeGreaterThan(5);
  });
});

describe("the hole games on the command line", () => {
  it("run: every strategy over a few deals, its wins replayed", () => {
    const strategies = ["solver", "random", "greedy", "lookahead"];
    for (const id of GAMES) {
      // One run, the four strategies on the same deals.
      const run = cliJson("run", "--game", id, ...strategies.flatMap((x) => ["--strategy", x]), "--seeds", "0..9", "--time-ms", "2000");
      expect(run.strategies.map((s: { strategy: string }) => s.strategy)).toEqual(strategies);
      for (const s of run.strategies) {
        expect(s.deals, `${id} ${s.strategy}`).toBe(10);
        expect(s.errors, `${id} ${s.strategy}`).toBe(0);
      }
    }
  });

  it("--rules reads Solvitaire's Golf record; games names Solvitaire's presets", () => {
    const { rules } = readPreset("golf");
    const file = join(mkdtempSync(join(tmpdir(), "hole-")), "golf.json");
    writeFileSync(file, JSON.stringify(rules));
    const a = cliJson("run", "--rules", file, "--seeds", "0..19");
    const b = cliJson("run", "--game", "golf", "--seeds", "0..19");
    expect(a.won).toBe(b.won);
    const games = cli("games");
    expect(games.stdout).toContain("golf — Golf (Solvitaire's golf)");
  });
});
