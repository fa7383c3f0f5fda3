// The plain TypeScript reference of a game's rules: written from RULES.md,
// independently of the AssemblyScript engine, and slow on purpose (clarity
// first). Solutions are replayed through it before they count, and the
// differential tests hold the engine to it move by move.

import type { Layout } from "../../core/layout.ts";
import type { Settings } from "../catalogue.ts";

export interface ReferenceGame {
  /** Legal moves in the engine's move encoding (order not significant). */
  legalMoves(): number[];
  /** Plays a move; throws if it is not legal here. */
  apply(move: number): void;
  won(): boolean;
  score(): number;
  /** The position in the engine's dump() byte layout. */
  dump(): number[];
  /** What a player sees, in the engine's observe() byte layout. */
  observe(): number[];
  /** The move in words a player understands, said before it is played. */
  describe(move: number): string;
  /** The position drawn as text lines. */
  show(): string[];
}

export type ReferenceFactory = (layout: Layout, settings: Settings, online: boolean) => ReferenceGame;

export class IllegalMove extends Error {}
