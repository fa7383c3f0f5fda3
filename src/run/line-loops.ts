// Back-and-forth in a reported line: when a position comes round again, the
// moves between its two visits achieved nothing (FreeCell ms 1's solution
// moved 6D from pile 8 onto 7C twice). The line is played through the
// reference rules and every such loop cut; the caller replays the shortened
// line again, so the cut line is checked like any other.

import type { Layout } from "../core/layout.ts";
import type { Settings } from "../games/catalogue.ts";
import { createReference } from "../games/reference/index.ts";

/** The line without its loops (the first and last positions unchanged). An illegal move ends the cutting: the rest is kept as given, for the replay to reject. */
export function withoutLoops(gameId: string, layout: Layout, settings: Settings, online: boolean, moves: ArrayLike<number>): number[] {
  const ref = createReference(gameId, layout, settings, online);
  const key = () => ref.dump().join(",");
  const line: number[] = [];
  /** keys[k]: the position after k moves of `line`; at: where each key is in keys. */
  const keys = [key()];
  const at = new Map([[keys[0], 0]]);
  for (let i = 0; i < moves.length; i++) {
    try {
      ref.apply(moves[i]);
    } catch {
      return [...line, ...Array.from(moves).slice(i)];
    }
    line.push(moves[i]);
    const k = key();
    const seen = at.get(k);
    if (seen === undefined) {
      at.set(k, keys.length);
      keys.push(k);
      continue;
    }
    // Back at position `seen`: drop the moves since then and the positions they passed.
    for (let j = seen + 1; j < keys.length; j++) at.delete(keys[j]);
    keys.length = seen + 1;
    line.length = seen;
  }
  return line;
}
