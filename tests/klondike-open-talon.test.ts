// Losses proved with every talon card in reach (assembly/solver/open-talon.ts):
// the same position played turning one card at a time without a limit on
// redeals is a larger game, whose loss is the real game's. Checked on tiny
// decks of every rule family the phase runs on (turning 2 or 3, limited
// redeals, compulsory and free aces, worry back or not, Canfield's stacked
// reserve) and on klondike-bg endgames, where most deals are lost: a brute
// force over the reference rules gives both games' truth; the phase alone must
// call lost exactly the deals the larger game loses (with its best score as
// the bound), and every deal the larger game loses must be lost in the real one.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import type { Layout } from "../src/core/layout.ts";
import { TableauReference } from "../src/games/reference/tableau.ts";
import { rulesToEngine, type TableauRules } from "../src/games/tableau-rules.ts";
import { bruteForce } from "./helpers/brute-force.ts";
import { tinyFamily } from "./helpers/tiny-tableau.ts";
import { foundationsUp } from "./helpers/endgame.ts";
import { seededRandom } from "./helpers/random.ts";

const canfield = (fill: string, draw: number, redeals: string, ranks: number) => [
  `ranks=${ranks}`,
  "piles=2",
  "buildSuit=alternate",
  "runSuit=alternate",
  "moveUnit=tail",
  `fill=${fill}`,
  "stackedReserve=true",
  "reserveStack=3",
  "randomBase=true",
  `stock=${{ 3: 6, 4: 9 }[ranks]}`,
  `draw=${draw}`,
  `redeals=${redeals}`,
];

/** Tiny presets: game, preset, settings, sv seeds. */
const TINY: [string, string, string[], number][] = [
  ["klondike", "tiny-klondike", [], 16],
  ["klondike", "tiny-klondike", ["redeals=0"], 16],
  ["klondike", "tiny-klondike", ["draw=2", "redeals=3", "groups=partial"], 16],
  ["klondike", "tiny-klondike", ["groups=partial", "worryBack=true", "aces=free"], 8],
  ["tableau", "defaults", canfield("any", 3, "inf", 4), 16],
  ["tableau", "defaults", canfield("waste", 3, "0", 3), 16],
];

/** klondike-bg endgames (as klondike-settled.test.ts's): settings, deals. */
const ENDGAMES: [string[], number][] = [
  [["draw=3", "piles=3"], 6],
  [["draw=2", "piles=3"], 4],
  [["draw=3", "piles=3", "worryBack=false"], 24],
  [["draw=3", "piles=3", "redeals=1"], 4],
];

/** Each suit up to a random rank of 4..11, the rest in three piles (all but the top face down) and the stock. */
function endgame(seed: number): Layout {
  const { layout: l, rest: cards } = foundationsUp(seededRandom(seed), 4, 11, 13);
  const inPiles = Math.ceil(cards.length * 0.6);
  l.piles = Array.from({ length: 3 }, () => [] as number[]);
  cards.slice(0, inPiles).forEach((c, i) => l.piles[i % 3].push(c));
  l.faceDown = l.piles.map((p) => Math.max(0, p.length - 1));
  l.stock = cards.slice(inPiles);
  return l;
}

describe("losses proved with every talon card in reach, against brute force", async () => {
  const engine = await loadEngine("checked");
  const tally = { bothLost: 0, onlyRealLost: 0, won: 0 };

  function check(layout: Layout, rules: TableauRules, where: string): void {
    const open = { ...rules, draw: 1, redeals: "inf" as const };
    const real = bruteForce(
      () => new TableauReference(layout, rules),
      100_000,
      (g) => g.clone(true),
    );
    const larger = bruteForce(
      () => new TableauReference(layout, open),
      100_000,
      (g) => g.clone(true),
    );
    if (!real.complete || !larger.complete) return;
    // The argument: a win of the real game is a win of the larger one, and its best score no higher.
    if (!larger.won) expect(real.won, where).toBe(false);
    expect(real.best, where).toBeLessThanOrEqual(larger.best);
    engine.selectGame(4);
    engine.setSettings(rulesToEngine(rules));
    engine.onlyPhases(["open-talon"]);
    engine.loadLayout(layout);
    engine.start(false);
    const r = engine.solve({ nodes: 0, timeMs: 0, ttMiB: 8 });
    engine.onlyPhases([]);
    expect(r.result, where).toBe(larger.won ? "unknown" : "lost");
    if (!larger.won) expect(r.scoreBound, where).toBe(larger.best);
    if (real.won) tally.won++;
    else if (larger.won) tally.onlyRealLost++;
    else tally.bothLost++;
  }

  it.each(TINY.map((f) => [[f[0], f[1], ...f[2]].join(" "), f] as const))(
    "%s",
    (name, [game, preset, overrides, deals]) => {
      const family = tinyFamily(game, preset, overrides);
      // Canfield is solved with the klondike profile (its preset's), which runs the phase.
      const rules = { ...family.rules, profile: "klondike" as const };
      for (let seed = 0; seed < deals; seed++) check(family.deal(seed), rules, `${name} seed ${seed}`);
    },
    120_000,
  );

  it.each(ENDGAMES.map((f) => [f[0].join(" "), f] as const))(
    "klondike-bg endgames, %s",
    (name, [overrides, deals]) => {
      const rules = tinyFamily("klondike", "klondike-bg", overrides).rules;
      for (let seed = 0; seed < deals; seed++) check(endgame(seed), rules, `${name} endgame ${seed}`);
    },
    120_000,
  );

  it("the sample holds deals lost in both games, deals only the real game loses, and wins", () => {
    expect(tally.bothLost, "lost in both").toBeGreaterThan(10);
    expect(tally.onlyRealLost, "lost only in the real game").toBeGreaterThan(3);
    expect(tally.won, "won").toBeGreaterThan(10);
  });
});
