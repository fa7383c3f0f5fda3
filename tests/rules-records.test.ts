// Rules records: every Solvitaire preset the lab plays is read from
// Solvitaire's own JSON (tests/fixtures/solvitaire-deals, as Solvitaire
// prints them) into the same settings as the game's preset, and deals sv
// seeds 0, 1 and 2 card for card as Solvitaire does; records the lab cannot
// play get one line naming the field; no record, however odd, gets anything
// else (fast-check).
import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardText, makeCard, parseCard, rankOf, suitOf, type Card } from "../src/core/cards.ts";
import { UserError } from "../src/core/errors.ts";
import type { Layout } from "../src/core/layout.ts";
import { svDeal } from "../src/core/numbering.ts";
import { fromSolvitaireRules } from "../src/formats/solvitaire-rules.ts";
import { findGame } from "../src/games/catalogue.ts";
import { readRulesRecord } from "../src/games/rules-file.ts";
import { resolveSettings } from "../src/games/settings.ts";

const DIR = new URL("./fixtures/solvitaire-deals/", import.meta.url);
const game = findGame("tableau")!;

/** A preset file: its rules JSON and, per seed, the layout as printed (rows of piles, "##" face down; the stock in the lab's order, the card dealt next last). */
function readPreset(name: string) {
  const lines = readFileSync(new URL(`${name}.txt`, DIR), "utf8").split("\n");
  const start = lines.findIndex((l) => l.startsWith("# rules"));
  const json: string[] = [];
  for (let i = start + 1; lines[i].startsWith("#") && !lines[i].startsWith("##"); i++) json.push(lines[i].slice(1));
  const rules = JSON.parse(json.join("\n"));
  const seeds: { foundations: string[]; cells: string[]; reserve: string[]; rows: string[][]; stock: string[] }[] = [];
  let section = "";
  for (const line of lines) {
    if (line.startsWith("## seed")) {
      seeds.push({ foundations: [], cells: [], reserve: [], rows: [], stock: [] });
      section = "";
    } else if (line.startsWith("---")) section = line;
    else if (/^#( |$)/.test(line) || !seeds.length || !line.trim()) continue;
    else if (section.includes("Foundations")) seeds.at(-1)!.foundations.push(...line.split("\t").filter((c) => c !== "[]"));
    // A stacked reserve (Canfield), its bottom card first; a reserve of single cards is the lab's cells (reserve=true).
    else if (section.includes("Reserve (Stacked)")) seeds.at(-1)!.reserve.push(line.trim());
    else if (section.includes("Cells") || section.includes("Reserve")) seeds.at(-1)!.cells.push(...line.split("\t").filter((c) => c !== "[]"));
    else if (section.includes("Tableau")) seeds.at(-1)!.rows.push(line.split("\t"));
    else if (section.includes("Stock")) seeds.at(-1)!.stock.push(line.split("\t")[0]);
  }
  return { rules, seeds };
}

const text = cardText;

/**
 * The lab's layout printed as Solvitaire prints it: a stacked reserve (the
 * layout's last pile) apart, every card face up; with a random base, each
 * rank named back from the base (`base`: the base card's rank as printed),
 * where the lab deals the base as the ace.
 */
function asPrinted(l: Layout, stacked: boolean, base = 1) {
  const real = (c: Card) => text(makeCard(((rankOf(c) - 1 + base - 1) % 13) + 1, suitOf(c)));
  const piles = stacked ? l.piles.slice(0, -1) : l.piles;
  const height = Math.max(...piles.map((p) => p.length));
  const rows = Array.from({ length: height }, (_, r) => piles.map((p, i) => (r < p.length ? (r < (l.faceDown?.[i] ?? 0) ? "##" : real(p[r])) : "")));
  while (rows.length && rows.at(-1)!.every((c) => c === "")) rows.pop();
  return {
    foundations: l.foundations.flat().map(real).sort(),
    cells: l.cells.flatMap((c) => (c === null ? [] : [real(c)])),
    reserve: stacked ? l.piles.at(-1)!.map(real) : [],
    rows: rows.map((r) => r.join("\t").replace(/\t+$/, "")),
    stock: l.stock.map(real),
  };
}

describe("Solvitaire's presets as rules records", () => {
  const names = readdirSync(DIR).map((f) => f.replace(/\.txt$/, ""));

  it("the card notation of the fixtures is the lab's", () => {
    expect(text(parseCard("10H")!)).toBe("10H");
  });

  it("every preset of game tableau has its Solvitaire file, and no file is left over", () => {
    const presets = Object.keys(game.presets).filter((p) => p !== "defaults");
    expect(presets.sort()).toEqual([...names].sort());
    expect(presets.length).toBeGreaterThanOrEqual(40);
  });

  it.each(names)("%s: Solvitaire's JSON reads as the preset, and sv seeds 0..2 deal as Solvitaire deals them", (name) => {
    const { rules, seeds } = readPreset(name);
    const { profile: _p, ...preset } = game.presets[name];
    expect(fromSolvitaireRules(rules)).toEqual(preset);
    const { settings } = resolveSettings(game, name);
    expect(seeds.length).toBe(3);
    seeds.forEach((printed, seed) => {
      const base = settings.randomBase ? rankOf(parseCard(printed.foundations[0])!) : 1;
      const lab = asPrinted(svDeal(seed, game.dealSpec(settings)), settings.stackedReserve === true, base);
      expect(lab.foundations, `seed ${seed} foundations`).toEqual([...printed.foundations].sort());
      expect(lab.cells, `seed ${seed} cells`).toEqual(printed.cells);
      expect(lab.reserve, `seed ${seed} reserve`).toEqual(printed.reserve);
      expect(lab.rows, `seed ${seed} piles`).toEqual(printed.rows.map((r) => r.join("\t").replace(/\t+$/, "")));
      expect(lab.stock, `seed ${seed} stock`).toEqual(printed.stock);
    });
  });
});

describe("rules records the lab cannot play", () => {
  const refused: [string, object, RegExp][] = [
    [
      "no building",
      { "tableau piles": { count: 17, "build policy": "no-build" } },
      /tableau piles.build policy" cannot be "no-build".*any-suit, red-black, same-suit/,
    ],
    [
      "a hole with building piles",
      { "tableau piles": { count: 17 }, foundations: { present: false }, hole: { present: true } },
      /"tableau piles.build policy" cannot be "any-suit" in a hole game: allowed is "no-build"/,
    ],
    ["21 piles", { "tableau piles": { count: 21 } }, /"tableau piles.count" cannot be 21.*1 to 20/],
    ["more cards in the cells than cells", { cells: { count: 2, "pre-filled": 4 } }, /"cells.pre-filled" cannot be 4.*0 to 2/],
    [
      "a stacked reserve without its fill",
      { reserve: { size: 13, stacked: true } },
      /"tableau piles.spaces policy" cannot be "any".*auto-reserve-then-any or auto-reserve-then-waste/,
    ],
    [
      "a random base card with no card on the foundations",
      { foundations: { "base card": "random" } },
      /"foundations.initial cards" cannot be "none".*"one" with "base card": "random"/,
    ],
    ["a reserve beside cells", { reserve: { size: 4 }, cells: { count: 2 } }, /"cells.count" cannot be 2.*beside a reserve/],
    ["a reserve of 17", { reserve: { size: 17 } }, /"reserve.size" cannot be 17.*0 to 16/],
    [
      "redealing a stock dealt onto the piles",
      { stock: { size: 24, "deal type": "tableau piles", redeal: true } },
      /"stock.redeal" cannot be true.*tableau piles/,
    ],
    ["a deal type Solvitaire lacks", { stock: { size: 24, "deal type": "reserve" } }, /"stock.deal type" cannot be "reserve".*waste, tableau piles/],
    ["whole piles", { "tableau piles": { "move built group": "whole-pile" } }, /"tableau piles.move built group" cannot be "whole-pile"/],
    ["a waste with cells", { cells: { count: 1 }, stock: { size: 10 } }, /"cells.count" cannot be 1.*waste/],
    ["drawing 14", { stock: { size: 24, "deal count": 14, redeal: true }, "tableau piles": { count: 7 } }, /"stock.deal count" cannot be 14.*1 to 13/],
    ["a field Solvitaire lacks", { "tableau piles": { colour: "red" } }, /"tableau piles.colour" is not one of Solvitaire's/],
    ["a wrong type", { "two decks": "yes" }, /"two decks" must be a boolean/],
  ];
  it.each(refused)("%s: one line naming the field and what is allowed", (_what, rules, message) => {
    expect(() => readRulesRecord(JSON.stringify(rules), "r.json")).toThrow(UserError);
    expect(() => readRulesRecord(JSON.stringify(rules), "r.json")).toThrow(message);
  });

  it("spaces that take no card (Solvitaire's no-build) read as fill none", () => {
    const r = readRulesRecord(
      JSON.stringify({ "tableau piles": { count: 7, "spaces policy": "no-build" }, stock: { size: 24, "deal count": 3, redeal: true } }),
      "r.json",
    );
    const { settings } = resolveSettings(findGame(r.game)!, r.preset, r.overrides);
    expect(settings.fill).toBe("none");
  });

  it("records that read but cannot be dealt are refused when resolved", () => {
    const tooMany = readRulesRecord(JSON.stringify({ "tableau piles": { count: 16 }, stock: { size: 40 }, "max rank": 3 }), "r.json");
    expect(() => resolveSettings(game, tooMany.preset, tooMany.overrides)).toThrow(/need 16 piles of at least one card/);
    expect(() => resolveSettings(game, "defaults", ["dealToPiles=true", "draw=1"])).toThrow(/choose one/);
    expect(() => resolveSettings(game, "defaults", ["singlesUp=false"])).toThrow(/no card to the foundations/);
  });

  it("the lab's own record reads back what games --rules prints", () => {
    const { preset, settings } = resolveSettings(game, "somerset", ["cells=1"]);
    const back = readRulesRecord(JSON.stringify({ game: "tableau", preset, settings }), "r.json");
    expect(resolveSettings(findGame(back.game)!, back.preset, back.overrides).settings).toEqual(settings);
    expect(() => readRulesRecord('{"game": "tableau", "rules": {}}', "r.json")).toThrow(/not "rules"/);
    expect(() => readRulesRecord('{"game": "tableau", "settings": {"piles": [1]}}', "r.json")).toThrow(/setting piles must be/);
    expect(() => readRulesRecord("[1, 2]", "r.json")).toThrow(/not a rules record/);
    expect(() => readRulesRecord("{", "r.json")).toThrow(/not JSON/);
  });

  it("any JSON at all: settings every setting allows, or one UserError line (fast-check)", () => {
    const value = fc.oneof(
      fc.boolean(),
      fc.integer({ min: -3, max: 120 }),
      fc.constantFrom("any-suit", "red-black", "same-suit", "kings", "any", "no-build", "waste", "top", "all", "yes", "no"),
    );
    const section = fc.dictionary(
      fc.constantFrom(
        "count",
        "build policy",
        "spaces policy",
        "diagonal deal",
        "move built group",
        "face up cards",
        "size",
        "deal count",
        "redeal",
        "pre-filled",
        "removable",
        "initial cards",
        "present",
        "x",
      ),
      value,
    );
    const record = fc.dictionary(
      fc.constantFrom("tableau piles", "foundations", "cells", "stock", "reserve", "hole", "max rank", "two decks", "other"),
      fc.oneof(section, value),
    );
    fc.assert(
      fc.property(fc.oneof(record, fc.anything()), (doc) => {
        try {
          const r = readRulesRecord(JSON.stringify(doc) ?? "null", "r.json");
          const { settings } = resolveSettings(findGame(r.game)!, r.preset, r.overrides);
          expect(game.dealSpec(settings).piles).toBe(settings.piles);
        } catch (e) {
          if (!(e instanceof UserError)) throw e;
          expect(e.message).not.toContain("\n");
        }
      }),
      { numRuns: 3000, seed: 7 },
    );
  });
});
