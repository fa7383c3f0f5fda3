// Solvitaire's accordion presets (Accordion, Late-Binding Solitaire) are the
// lab's game accordion: their rules JSON reads as its presets, and sv seeds
// 0..2 deal the row as Solvitaire prints it; accordions the lab does not play
// are refused with the field named.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardText } from "../src/core/cards.ts";
import { svDeal } from "../src/core/numbering.ts";
import { findGame } from "../src/games/catalogue.ts";
import { readRulesRecord } from "../src/games/rules-file.ts";
import { resolveSettings } from "../src/games/settings.ts";

const DIR = new URL("./fixtures/solvitaire-accordion/", import.meta.url);

/** A Solvitaire file: its rules JSON and, per seed, the row as printed. */
function readPreset(name: string) {
  const lines = readFileSync(new URL(`${name}.txt`, DIR), "utf8").split("\n");
  const start = lines.findIndex((l) => l.startsWith("# rules"));
  const json: string[] = [];
  for (let i = start + 1; lines[i].startsWith("#") && !lines[i].startsWith("##"); i++) json.push(lines[i].slice(1));
  const rows = lines.filter((_l, i) => i > 0 && lines[i - 1].startsWith("--- Accordion")).map((l) => l.split("\t").filter(Boolean));
  return { rules: JSON.parse(json.join("\n")), rows };
}

describe("Solvitaire's accordions", () => {
  const game = findGame("accordion")!;
  it.each([
    ["accordion", "standard"],
    ["late-binding-solitaire", "late-binding"],
  ])("%s reads as preset %s and deals sv 0..2 as Solvitaire", (name, preset) => {
    const { rules, rows } = readPreset(name);
    expect(game.solvitaire === name || game.solvitairePresets?.[preset] === name).toBe(true);
    const choice = readRulesRecord(JSON.stringify(rules), `${name}.json`);
    expect(choice.game).toBe("accordion");
    const { settings } = resolveSettings(game, choice.preset, choice.overrides);
    expect(settings).toEqual(resolveSettings(game, preset).settings);
    expect(rows.length).toBe(3);
    rows.forEach((row, seed) => expect(svDeal(seed, game.dealSpec(settings)).row.map(cardText), `seed ${seed}`).toEqual(row));
  });

  it("an accordion of other moves or matches is refused with the field named", () => {
    const base = { foundations: { present: false }, "tableau piles": { count: 0 } };
    const refuse = (accordion: object, message: RegExp) => expect(() => readRulesRecord(JSON.stringify({ ...base, accordion }), "r.json")).toThrow(message);
    refuse({ size: 52, moves: ["L1"], "build policies": ["same-suit", "same-rank"] }, /"accordion.moves" cannot be \["L1"\].*L3/);
    refuse({ size: 52, moves: ["L1", "L3"], "build policies": ["red-black"] }, /"accordion.build policies" cannot be/);
    refuse({ size: 60, moves: ["L1", "L3"], "build policies": ["same-suit", "same-rank"] }, /"accordion.size" cannot be 60.*1 to 52/);
  });
});
