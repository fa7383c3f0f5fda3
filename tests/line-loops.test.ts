// Loops cut from reported lines (src/run/line-loops.ts): a FreeCell solution
// with a there-and-back inserted (two moves that bring a position round
// again) comes back as the solution, which still wins under the reference.
import { describe, expect, it } from "vitest";
import { msDeal } from "../src/core/numbering.ts";
import { loadEngine } from "../src/engine/load-node.ts";
import { findGame } from "../src/games/catalogue.ts";
import { resolveSettings } from "../src/games/settings.ts";
import { createReference } from "../src/games/reference/index.ts";
import { withoutLoops } from "../src/run/line-loops.ts";
import { playDeal } from "../src/run/play-deal.ts";
import { DEFAULT_BUDGET, type RunSpec } from "../src/run/spec.ts";

const game = findGame("freecell")!;
const spec: RunSpec = {
  game: "freecell",
  preset: game.defaultPreset,
  settings: resolveSettings(game, undefined, []).settings,
  strategy: "solver",
  numbering: "ms",
  budget: { ...DEFAULT_BUDGET, ttMiB: 16 },
  rngSeed: 0,
};

/** The first place along the line where some move and a second one bring the position back: [index, move, back]. */
function thereAndBack(settings: RunSpec["settings"], line: number[]): [number, number, number] {
  for (let k = 0; k <= line.length; k++) {
    const at = () => {
      const r = createReference("freecell", msDeal(1), settings, false);
      line.slice(0, k).forEach((m) => r.apply(m));
      return r;
    };
    const start = at().dump().join();
    for (const a of at().legalMoves()) {
      const r = at();
      r.apply(a);
      for (const b of r.legalMoves()) {
        const r2 = at();
        r2.apply(a);
        r2.apply(b);
        if (r2.dump().join() === start) return [k, a, b];
      }
    }
  }
  throw new Error("no there-and-back along the line");
}

describe("loops in reported lines", () => {
  it("cuts a there-and-back inserted into FreeCell ms 1's solution, and the cut line still wins", async () => {
    const d = playDeal(await loadEngine(), game, spec, { seed: 1 });
    expect(d.play.result).toBe("won");
    const line = d.play.moves;
    expect(withoutLoops("freecell", msDeal(1), spec.settings, false, line)).toEqual(line); // already without loops
    const [k, a, b] = thereAndBack(spec.settings, line);
    const looped = [...line.slice(0, k), a, b, a, b, ...line.slice(k)];
    const cut = withoutLoops("freecell", msDeal(1), spec.settings, false, looped);
    expect(cut).toEqual(line);
    const ref = createReference("freecell", msDeal(1), spec.settings, false);
    cut.forEach((m) => ref.apply(m));
    expect(ref.won()).toBe(true);
  });

  it("keeps the rest of a line as given after an illegal move, for the replay to reject", () => {
    const ref = createReference("freecell", msDeal(1), spec.settings, false);
    const m = ref.legalMoves()[0];
    expect(withoutLoops("freecell", msDeal(1), spec.settings, false, [m, -5, m])).toEqual([m, -5, m]);
  });
});
