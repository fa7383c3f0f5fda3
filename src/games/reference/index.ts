import { UserError } from "../../core/errors.ts";
import type { Layout } from "../../core/layout.ts";
import type { Settings } from "../values.ts";
import { findGame } from "../catalogue.ts";
import { IllegalMove, type ReferenceGame } from "./reference.ts";

export type { ReferenceGame } from "./reference.ts";

/** The reference rules of a game (its catalogue entry names them), set up on a layout. */
export function createReference(gameId: string, layout: Layout, settings: Settings, online: boolean): ReferenceGame {
  const game = findGame(gameId);
  if (!game) throw new UserError(`no reference rules for game "${gameId}"`);
  return game.reference(layout, settings, online);
}

export interface Replay {
  ok: boolean;
  won: boolean;
  score: number;
  /** Why the replay failed: the first illegal move. */
  problem?: string;
}

/** Replays a move list through the reference: the check every reported solution passes. */
export function replay(gameId: string, layout: Layout, settings: Settings, online: boolean, moves: number[]): Replay {
  const g = createReference(gameId, layout, settings, online);
  for (let i = 0; i < moves.length; i++) {
    try {
      g.apply(moves[i]); // apply() checks the move is legal
    } catch (e) {
      if (!(e instanceof IllegalMove)) throw e;
      return { ok: false, won: false, score: g.score(), problem: `move ${i + 1} (${moves[i]}) is illegal under the reference rules` };
    }
  }
  return { ok: true, won: g.won(), score: g.score() };
}
