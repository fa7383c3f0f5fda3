// A search around a strategy record (docs/strategies.md, the record's
// `search`), where the record admits several moves:
// - sampling: each move is tried on `samples` deals of the cards the player
//   cannot see (sampling.ts; a single deal where nothing is hidden),
//   followed on each by the record's own play for up to `rollout` moves with
//   every card known. A move scores, per sample, a win above all, else the
//   cards its rollout ends with on the foundations less a quarter per card
//   still face down; the move with the highest total is played, ties to the
//   record's own choice;
// - uct: uct.ts's tree over what the player would see, `iterations` of them
//   each on a fresh deal, a new leaf valued by the record's own play of the
//   sample (won 1, else a fifth of the share of cards up).
// The samples are dealt from what the player has seen (the model), never
// from the real deal, so the search sees only what a player sees. The
// record's choice and what it avoids come in as functions, so this file
// needs nothing of record.ts.

import { model, seenKey } from "./memory";
import { hiddenPlaces, dealSample, packSampleRoot, unpackSampleRoot } from "./sampling";
import { KeySet } from "./key-set";
import { countStrategyNodes } from "../effort";
import { uctAround } from "./uct";

/** The kinds of search (the record's words). */
export const SEARCH_NONE: i32 = 0;
export const SEARCH_SAMPLING: i32 = 1;
export const SEARCH_UCT: i32 = 2;

/** The record's choice among moves[at..at+n) in the model's position (index or -1), avoiding what it avoids or not. */
export type RecordPick = (moves: StaticArray<i32>, at: i32, n: i32, avoiding: bool) => i32;
/** Whether the record's `avoid` admits move m now. */
export type RecordAdmits = (m: i32) => bool;

const WIN: i64 = 1 << 40;
const CANDIDATES = new StaticArray<i32>(1024); // the admitted moves, by index in the player's list
const TOTAL = new StaticArray<i64>(1024); // per candidate: its score over the samples
const SAMPLE_POS = new StaticArray<u8>(1024); // the sample's position, packed
const LEGAL = new StaticArray<i32>(1 << 12); // a rollout's legal moves
const visited = new KeySet(12); // positions a rollout reached: a repeat ends it

/**
 * The move to play among moves[at..at+n) of the model's position (the index,
 * or -1 where the record resigns): the record's own choice where it admits
 * one move or none, else the search's of kind `kind` (SEARCH_SAMPLING: `size`
 * samples; SEARCH_UCT: `size` iterations), rollouts of `rollout` moves.
 */
export function searchChoice(moves: StaticArray<i32>, at: i32, n: i32, pick: RecordPick, admits: RecordAdmits, kind: i32, size: i32, rollout: i32): i32 {
  const own = pick(moves, at, n, true);
  if (own < 0) return -1;
  if (kind == SEARCH_UCT) {
    // A leaf's value is a function of no arguments: the rollout's policy and length wait here for it.
    leafPick = pick;
    leafMoves = rollout;
    return uctAround(moves, at, n, own, admits, size, leafValue);
  }
  const samples = size;
  let count = 0;
  for (let i = 0; i < n && count < CANDIDATES.length; i++) {
    if (!admits(unchecked(moves[at + i]))) continue;
    unchecked((CANDIDATES[count] = i));
    unchecked((TOTAL[count] = 0));
    count++;
  }
  if (count <= 1) return own;
  const slots = hiddenPlaces();
  if (slots < 0) return own; // the cards seen do not add up to a deck: no sample can be dealt
  packSampleRoot();
  const draws = slots > 0 ? samples : 1;
  for (let s = 0; s < draws; s++) {
    if (slots > 0) dealSample(slots);
    else unpackSampleRoot();
    model.pack(changetype<usize>(SAMPLE_POS));
    for (let c = 0; c < count; c++) {
      model.apply(unchecked(moves[at + unchecked(CANDIDATES[c])]));
      unchecked((TOTAL[c] = TOTAL[c] + play(pick, rollout)));
      model.unpack(changetype<usize>(SAMPLE_POS));
    }
  }
  // The model back at what the player sees.
  unpackSampleRoot();
  let best = -1;
  let bestTotal: i64 = i64.MIN_VALUE;
  for (let c = 0; c < count; c++) {
    const i = unchecked(CANDIDATES[c]);
    const t = unchecked(TOTAL[c]);
    if (t > bestTotal || (t == bestTotal && i == own)) {
      best = i;
      bestTotal = t;
    }
  }
  return best;
}

let leafPick: RecordPick = noPick;
let leafMoves: i32 = 0;
function noPick(moves: StaticArray<i32>, at: i32, n: i32, avoiding: bool): i32 {
  return -1;
}

/** A UCT leaf's value: the record's play of the sample; won 1, else a fifth of the share of cards up (uct.ts's playout). */
function leafValue(): f64 {
  if (play(leafPick, leafMoves) == WIN) return 1;
  return (0.2 * <f64>model.onFound) / <f64>model.total;
}

/** The record's play from the model's position for up to `rollout` moves (or to a repeated position); the score it ends with. */
function play(pick: RecordPick, rollout: i32): i64 {
  visited.clear();
  visited.find(seenKey(), true);
  let moves = 0;
  for (; moves < rollout && !model.won(); moves++) {
    const n = model.moves(LEGAL, 0);
    if (n == 0) break;
    const k = pick(LEGAL, 0, n, false);
    if (k < 0) break;
    model.apply(unchecked(LEGAL[k]));
    if (visited.find(seenKey(), true)) break;
  }
  countStrategyNodes(moves + 1);
  if (model.won()) return WIN;
  return ((<i64>model.onFound) << 2) - <i64>model.faceDown();
}
