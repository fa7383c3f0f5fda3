// A strategy record of kind "weighted" (docs/strategies.md): weights over
// named features of a position, the move played whose position (or, with
// depth 2, the best position one move further) scores highest. Features are
// read off the strategy's model (memory.ts): what a player sees.
//   [2, avoid, depth, feature count, then one weight per feature, in FEATURES order]

import { STOCK_MOVE } from "../../games/tableau/moves";
import { evaluate, cardsUnderRuns, overLower } from "../../games/tableau/heuristic";
import { model } from "./memory";

/** The features, in the record's order (src/games/strategy-record.ts names them). */
export const F_CARDS_UP: i32 = 0; // cards on the foundations
export const F_FACE_DOWN: i32 = 1; // face-down cards in the piles
export const F_SPACES: i32 = 2; // empty piles
export const F_FREE_CELLS: i32 = 3; // empty cells
export const F_UNDER_RUNS: i32 = 4; // cards under their pile's top run
export const F_OUT_OF_ORDER: i32 = 5; // cards over a lower card of their pile
export const F_WASTE: i32 = 6; // cards on the waste
export const F_STOCK: i32 = 7; // cards in the stock
export const F_EVALUATION: i32 = 8; // the solver's evaluation of the position (its profile's weights)
export const FEATURE_COUNT: i32 = 9;

export const MAX_DEPTH: i32 = 2;
const WEIGHT_LIMIT: i32 = 100000;

const WEIGHTS = new StaticArray<i32>(FEATURE_COUNT);
let depth: i32 = 1;
/** The model's moves one move further (depth 2), per level of the look. */
const LOOK = new StaticArray<i32>(1024);

/** Loads a weighted record's numbers (words[0] == 2); 0, or -1 if they are not one. */
export function setWeighted(words: StaticArray<i32>, len: i32): i32 {
  if (len != 4 + FEATURE_COUNT || unchecked(words[3]) != FEATURE_COUNT) return -1;
  const d = unchecked(words[2]);
  if (d < 1 || d > MAX_DEPTH) return -1;
  for (let f = 0; f < FEATURE_COUNT; f++) {
    const w = unchecked(words[4 + f]);
    if (w < -WEIGHT_LIMIT || w > WEIGHT_LIMIT) return -1;
  }
  for (let f = 0; f < FEATURE_COUNT; f++) unchecked((WEIGHTS[f] = words[4 + f]));
  depth = d;
  return 0;
}

/** The weighted sum of the model's features, as a 64-bit number (weights up to 10^5 times counts up to a few thousand). */
function score(): i64 {
  let v: i64 = 0;
  const w = WEIGHTS;
  if (unchecked(w[F_CARDS_UP]) != 0) v += <i64>unchecked(w[F_CARDS_UP]) * model.onFound;
  if (unchecked(w[F_FACE_DOWN]) != 0) v += <i64>unchecked(w[F_FACE_DOWN]) * model.faceDown();
  if (unchecked(w[F_SPACES]) != 0) v += <i64>unchecked(w[F_SPACES]) * model.emptyPiles();
  if (unchecked(w[F_FREE_CELLS]) != 0) v += <i64>unchecked(w[F_FREE_CELLS]) * model.freeCells();
  if (unchecked(w[F_UNDER_RUNS]) != 0) v += <i64>unchecked(w[F_UNDER_RUNS]) * cardsUnderRuns(model);
  if (unchecked(w[F_OUT_OF_ORDER]) != 0) v += <i64>unchecked(w[F_OUT_OF_ORDER]) * overLower(model);
  if (unchecked(w[F_WASTE]) != 0) v += <i64>unchecked(w[F_WASTE]) * model.turned;
  if (unchecked(w[F_STOCK]) != 0) v += <i64>unchecked(w[F_STOCK]) * (model.talonLen - model.turned);
  if (unchecked(w[F_EVALUATION]) != 0) v += <i64>unchecked(w[F_EVALUATION]) * evaluate(model, model.profile.weights);
  return v;
}

/**
 * The value of playing m from the model's position: the score of the
 * position it reaches, or with depth 2 the best score one move further
 * (the stock move aside: what it turns up is unseen), never less than the
 * position's own. The model is left as it was.
 */
export function weightedValue(m: i32): i64 {
  model.apply(m);
  let v = score();
  if (depth > 1 && !model.won()) {
    const n = model.moves(LOOK, 0);
    for (let i = 0; i < n; i++) {
      const m2 = unchecked(LOOK[i]);
      if (m2 == STOCK_MOVE) continue;
      model.apply(m2);
      const v2 = score();
      model.undo(m2);
      if (v2 > v) v = v2;
    }
  }
  model.undo(m);
  return v;
}
