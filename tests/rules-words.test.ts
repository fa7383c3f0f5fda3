// The game page's facts: every tableau game's rules in words, read from its
// record and its deal, and the published figure of a preset of the table.
import { describe, expect, it } from "vitest";
import { GAMES, findGame } from "../src/games/catalogue.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { rulesInWords } from "../src/games/rules-words.ts";
import { publishedGames } from "../src/bench/published-runs.ts";
import { PUBLISHED, PUBLISHED_VARIANTS } from "../src/games/published.ts";

const PUBLISHED_SETS = Object.fromEntries(Object.entries(PUBLISHED).map(([k, v]) => [k, v.sets]));
import { gameFacts } from "../src/ui/game-facts.ts";
import { LAB_FIGURES, labFigureFor, labFigureText } from "../src/games/lab-figures.ts";
import { readFileSync } from "node:fs";

const words = (game: string, preset?: string, sets: string[] = []) => {
  const g = findGame(game)!;
  const { settings } = resolveSettings(g, preset, sets);
  return rulesInWords(g.tableauRules!(settings), g.dealSpec(settings));
};

describe("rules in words", () => {
  it("every preset of every tableau game reads as whole sentences", () => {
    let n = 0;
    for (const g of GAMES.filter((x) => x.tableauRules)) {
      for (const preset of Object.keys(g.presets)) {
        const w = words(g.id, preset);
        expect(w, `${g.id} ${preset}`).toMatch(/^(One deck|Two decks).*\. Solved by the [a-z]+ profile\.$/s);
        expect(w, `${g.id} ${preset}`).not.toMatch(/undefined|NaN|\[object/);
        n++;
      }
    }
    expect(n).toBeGreaterThan(60);
  });

  it("say the rules that tell games apart", () => {
    const k = words("klondike", "klondike-bg");
    for (const part of [
      "7 piles dealt as a staircase, each face down but its top card",
      "a stock of 24 cards",
      "in alternate colours",
      "a space takes only a king",
      "turned 3 at a time",
      "unlimited redeals",
      "may come back",
    ])
      expect(k).toContain(part);
    expect(words("klondike", "klondike-bg", ["draw=1", "redeals=2"])).toContain("turned 1 at a time to a waste whose top card plays, with 2 redeals");
    const spider = words("spider");
    for (const part of ["Two decks", "a run that moves is built in suit", "only a complete king-to-ace run of a suit goes up", "only when no pile is empty"])
      expect(spider).toContain(part);
    expect(words("spider", undefined, ["suits=2"])).toContain("in two suits (spades and hearts)");
    const canfield = words("tableau", "canfield");
    for (const part of ["4 piles, face up", "a stacked reserve of 13 cards", "wrapping king to ace", "takes its top card at once"])
      expect(canfield).toContain(part);
    expect(words("freecell")).toContain("4 free cells");
    expect(words("freecell")).toContain("a run moves as one unit up to free cells + 1 cards");
    expect(words("tableau", "eight-off")).toContain("8 free cells (4 dealt a card)");
    expect(words("tableau", "king-albert")).toContain("a reserve of 7 cards");
    expect(words("tableau", "spiderette", ["singlesUp=true"])).toContain("and single cards too");
  });
});

describe("the game page's facts", () => {
  it("every row of the published table gets its figure on its preset's page", () => {
    for (const r of publishedGames()) expect(gameFacts(r.game, r.preset), `${r.game} ${r.preset}`).toContain("Published winnability: ");
  });

  it("names the game a figure is for, and settings that are not the preset's", () => {
    expect(gameFacts("tableau", "spiderette")).toContain(
      "Published winnability: 99.620 ± 0.018% of 1,000,000 deals (Blake and Gent 2026, Solvitaire's spiderette).",
    );
    expect(gameFacts("tableau", "spiderette")).toContain("where single cards go up too (singlesUp=true)");
    expect(gameFacts("tableau", "canfield")).not.toContain("single cards");
    const g = findGame("tableau")!;
    const changed = resolveSettings(g, "canfield", ["draw=1"]).settings;
    expect(gameFacts("tableau", "canfield", changed)).toMatch(/turned 1 at a time.*These settings are not the preset's \(draw=1\)\.$/);
    // No published figure: the seed's Klondike. No tableau record (the rules are the summary's): the figure alone, or nothing.
    expect(gameFacts("klondike", "klondike")).not.toContain("Published");
    expect(gameFacts("accordion", "standard")).toMatch(/^Published winnability: 99\.99948 ± 0\.00052% of 1,000,000 deals/);
    expect(gameFacts("one-handed", "standard")).toBe("");
    expect(gameFacts("no-such-game", "x")).toBe("");
  });
});

describe("the lab's figures on the game page", () => {
  const results = readFileSync(new URL("../docs/results.md", import.meta.url), "utf8");

  it("each is a figure docs/results.md records: its counts and its engine are there", () => {
    for (const [key, figures] of Object.entries(LAB_FIGURES)) {
      const [game, preset] = key.split(" ");
      expect(findGame(game)?.presets[preset], key).toBeDefined();
      for (const x of figures) {
        expect(results, `${key}: engine ${x.engine}`).toContain(x.engine);
        for (const n of [x.won, x.lost]) expect(results, `${key}: ${n}`).toContain(n.toLocaleString("en-US"));
        expect(results, `${key}: ${x.seeds}`).toContain(x.seeds.replace(/^sv /, ""));
        for (const set of x.sets ?? []) expect(() => resolveSettings(findGame(game)!, preset, [set]), key).not.toThrow();
      }
    }
  });

  it("every row of the published table has the lab's figure beside it", () => {
    for (const r of publishedGames()) expect(labFigureFor(r.game, r.preset, PUBLISHED_SETS[r.solvitaire] ?? []), `${r.game} ${r.preset}`).toBeDefined();
  });

  it("Klondike's published variants: each reads on the klondike preset, has the lab's figure, and shows on the game page", () => {
    const tableau = findGame("tableau")!;
    for (const v of PUBLISHED_VARIANTS) {
      const { settings } = resolveSettings(tableau, v.preset, v.sets);
      expect(labFigureFor("tableau", v.preset, v.sets), v.name).toBeDefined();
      const facts = gameFacts("tableau", v.preset, settings);
      expect(facts, v.name).toContain(`Published winnability of these rules: ${v.percent}%`);
      expect(facts, v.name).toContain("The lab: ");
    }
    expect(PUBLISHED_VARIANTS.length).toBe(32);
    // The same rules reached from the draw-1 preset, and from the lab's own Klondike.
    const deal1 = resolveSettings(tableau, "klondike-deal-1", ["worryBack=false"]).settings;
    expect(gameFacts("tableau", "klondike-deal-1", deal1)).toContain("90.204 ± 0.093%");
    const bg = resolveSettings(findGame("klondike")!, "klondike-bg", ["draw=2"]).settings;
    expect(gameFacts("klondike", "klondike-bg", bg)).toContain("Published winnability of these rules: 88.620 ± 0.135%");
    // Settings the paper has no figure for keep the preset's, saying they differ.
    const other = resolveSettings(tableau, "klondike", ["draw=4", "fill=any"]).settings;
    expect(gameFacts("tableau", "klondike", other)).toMatch(/81\.945 ± 0\.084%.*not the preset's \(fill=any draw=4\)/);
  });

  it("says the rate, the conservative interval, the seeds, the counts and the engine", () => {
    expect(labFigureText(labFigureFor("klondike", "klondike-bg", [])!)).toBe(
      "The lab: 81.10% [80.32%, 83.86%] won of sv 0..9,999 at 10 s a deal (8,110 won, 1,686 lost, 204 unknown; engine e09cc9d).",
    );
    expect(gameFacts("klondike", "klondike-bg")).toMatch(/Published winnability: 81\.945 ± 0\.084%.*The lab: 81\.10%/);
    // Drawing one has its own figure; settings no figure is for have none.
    expect(labFigureText(labFigureFor("klondike", "klondike-bg", ["draw=1"])!)).toBe(
      "The lab: 89.83% [89.22%, 91.10%] won of sv 0..9,999 at 10 s a deal (8,983 won, 946 lost, 71 unknown; engine 2b47017).",
    );
    expect(labFigureFor("klondike", "klondike-bg", ["draw=2"])).toBeUndefined();
  });
});
