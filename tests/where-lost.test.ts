// `solve --where-lost`: where a strategy lost a deal the solver wins. Checked
// on tiny Klondike, whose every verdict the solver proves: after the moves it
// names the solver wins, and after one more it proves the position lost.
import { describe, expect, it } from "vitest";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { engineSettingValues, resolveSettings } from "../src/games/settings.ts";
import { cli, cliJson } from "./helpers/cli.ts";

const TINY = ["--game", "klondike", "--preset", "tiny-klondike", "--strategy", "random"];

/** The solver's verdict on tiny Klondike sv `seed` after the first k moves of `moves`. */
async function verdictAfter(seed: number, moves: number[], k: number) {
  const game = findGame("klondike")!;
  const { settings } = resolveSettings(game, "tiny-klondike", []);
  const e = await loadEngine();
  e.selectGame(game.engineId);
  e.setSettings(engineSettingValues(game, settings));
  e.setDealSpec(game.dealSpec(settings));
  e.dealSeed("sv", seed);
  e.start(false);
  for (const m of moves.slice(0, k)) e.play(m);
  return e.solve({ nodes: 0, timeMs: 0, ttMiB: 16 });
}

describe("solve --where-lost", () => {
  it("names the move after which the solver no longer wins, and the solver agrees on both sides of it", async () => {
    let found = 0;
    for (const seed of [11, 14, 19, 24]) {
      const r = cliJson("solve", ...TINY, "--seed", String(seed), "--where-lost");
      expect(r.result).toBe("lost");
      const w = r.whereLost;
      if (w.fromDeal !== "won") continue;
      found++;
      expect(w.after).toBe("lost");
      expect(w.move).toBe(w.lastWinnable + 1);
      expect(w.moveWords).toBe(r.moves[w.move - 1]);
      expect((await verdictAfter(seed, r.moveCodes, w.lastWinnable)).result).toBe("won");
      const after = await verdictAfter(seed, r.moveCodes, w.move);
      expect(after.result).toBe("lost");
      expect(after.proven).toBe(true);
      // A bisection: about log2 of the line's length in solves, not one a move.
      expect(w.probes).toBeLessThanOrEqual(Math.ceil(Math.log2(r.moves.length)) + 2);
    }
    expect(found).toBeGreaterThan(0);
  });

  it("says so in words beside the moves", () => {
    const r = cli("solve", ...TINY, "--seed", "11", "--where-lost");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^ +\d+\. .*<- lost here$/m);
    expect(r.stdout).toMatch(
      /^where it was lost: move \d+ \(.*\): the solver, every card known, wins (from the deal|after move \d+); after it, the position is proved lost \(\d+ solves\)$/m,
    );
  });

  it("finds nothing where the deal itself is lost, or the strategy won", () => {
    const lost = cliJson("solve", ...TINY, "--seed", "8", "--where-lost");
    expect(lost.whereLost).toEqual({ fromDeal: "lost", probes: 1 });
    const won = cliJson("solve", "--game", "klondike", "--preset", "tiny-klondike", "--strategy", "greedy", "--seed", "0", "--where-lost");
    expect(won.result).toBe("won");
    expect(won.whereLost).toBeUndefined();
  });

  it("asks for a strategy: the solver has nothing to find (one line, exit 2)", () => {
    const r = cli("solve", "--game", "klondike", "--preset", "tiny-klondike", "--seed", "11", "--where-lost");
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/--where-lost .* --strategy/);
  });
});
