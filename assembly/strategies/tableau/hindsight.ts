// Hindsight optimisation for the games with hidden cards: at each decision
// the cards the player cannot see (face-down and unseen stock cards) are dealt
// at random into their places, consistently with everything seen (sampling.ts
// deals them), and in each such sample every allowed move is tried and the
// position after it handed to the thoughtful solver (solver/tableau.ts) at a
// small node budget. The move that wins in most samples is played; ties go to
// the most cards up at the end of the solver's lines summed over the samples,
// then to the greedy priority.
//
// Each sample is first solved from the root: proved lost there, every move
// loses in it and none is tried; won, the first move of its line wins in it
// without a second search. Hindsight is optimistic (a sample's solver knows
// the cards, so a move that only works when they are known scores as well as
// one that works whatever they are); the votes are still the moves' chances
// of a win with a clairvoyant continuation.
//
// Settings (the catalogue's hindsight settings, set by the host through
// setHindsightSetting): samples per decision, solver nodes per sample and
// move, and milliseconds per decision (0: no limit; a limit makes play depend
// on the machine's speed, so deterministic runs leave it at 0).

import { now } from "../../engine/clock";
import { ttConfigure } from "../../solver/tt";
import { outcome } from "../../solver/outcome";
import { RESULT_WON, RESULT_LOST } from "../../solver/search";
import { solveTableau } from "../../solver/tableau";
import { countStrategyNodes } from "../effort";
import { model } from "./memory";
import { hiddenGreedy } from "./greedy";
import { hiddenPlaces, dealSample, packSampleRoot, unpackSampleRoot, safeFoundationMove, samplingAmong, markAllowed } from "./sampling";
import { STRATEGY_TT_MIB } from "./best-first";

/** The settings, by the index the host sets them with (the catalogue's order). */
export const HINDSIGHT_SAMPLES: i32 = 0;
export const HINDSIGHT_NODES: i32 = 1;
export const HINDSIGHT_MOVE_MS: i32 = 2;
export const HINDSIGHT_TIES: i32 = 3;
let samples: i32 = 10;
let sampleNodes: i32 = 400;
let moveMs: i32 = 0;
let breakTies: bool = true; // ties go to sampling's choice (else to cards up, then greedy)

/** Sets hindsight setting `index` (range checked by the host's catalogue); -1 for an unknown index or a bad value. */
export function setHindsightSetting(index: i32, value: i32): i32 {
  if (index == HINDSIGHT_SAMPLES && value >= 1 && value <= 1000) samples = value;
  else if (index == HINDSIGHT_NODES && value >= 1) sampleNodes = value;
  else if (index == HINDSIGHT_MOVE_MS && value >= 0) moveMs = value;
  else if (index == HINDSIGHT_TIES && value >= 0 && value <= 1) breakTies = value == 1;
  else return -1;
  return 0;
}

const OK = new StaticArray<bool>(1024); // per legal move: allowed (greedy.ts's rules against going round in circles)
const KEY = new StaticArray<i64>(1024); // per legal move: its greedy priority
const WINS = new StaticArray<i32>(1024); // per legal move: samples it wins
const UP = new StaticArray<i64>(1024); // per legal move: cards up at the end of the solver's lines, summed
const LINE = new StaticArray<i32>(1 << 15); // the solver's line (only its first move is read)

export function hindsight(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  // One move allowed is played at once; none: nothing new is left, resign.
  const only = markAllowed(moves, at, n, OK, KEY);
  if (only != -2) return only;
  for (let i = 0; i < n; i++) {
    unchecked((WINS[i] = 0));
    unchecked((UP[i] = 0));
  }
  const safe = safeFoundationMove(moves, at, n, OK);
  if (safe >= 0) return safe;
  const slots = hiddenPlaces();
  if (slots < 0) return hiddenGreedy(moves, at, n);

  packSampleRoot();
  ttConfigure(STRATEGY_TT_MIB);
  const start = now();
  const total = slots == 0 ? 1 : samples; // nothing hidden: every sample is the same
  let done = 0;
  while (done < total) {
    dealSample(slots);
    // The sample from the root: lost, no move wins; won, its first move does.
    const r = solveTableau(model, sampleNodes, 0, LINE);
    countStrategyNodes(<i64>outcome.nodes);
    let first = -1;
    if (r == RESULT_WON && outcome.length > 0) first = indexOf(moves, at, n, unchecked(LINE[0]));
    if (r != RESULT_LOST) {
      for (let i = 0; i < n; i++) {
        if (!unchecked(OK[i])) continue;
        if (i == first) {
          unchecked((WINS[i] = WINS[i] + 1));
          unchecked((UP[i] = UP[i] + <i64>model.total));
          continue;
        }
        const m = unchecked(moves[at + i]);
        model.apply(m);
        const w = solveTableau(model, sampleNodes, 0, LINE) == RESULT_WON;
        countStrategyNodes(<i64>outcome.nodes);
        model.undo(m);
        if (w) unchecked((WINS[i] = WINS[i] + 1));
        unchecked((UP[i] = UP[i] + <i64>outcome.score));
      }
    } else {
      for (let i = 0; i < n; i++) if (unchecked(OK[i])) unchecked((UP[i] = UP[i] + <i64>outcome.score));
    }
    done++;
    if (decided(n, total - done)) break;
    if (moveMs > 0 && now() - start >= <f64>moveMs) break;
  }
  unpackSampleRoot();

  // The moves that win most samples; several (above all none winning any,
  // as early in a game when the solver's budget is too small to win a
  // sample): sampling's choice among them.
  let top = 0;
  for (let i = 0; i < n; i++) if (unchecked(OK[i]) && unchecked(WINS[i]) > top) top = unchecked(WINS[i]);
  // Votes count only when the leaders win at least half the samples: below
  // that a win is mostly the luck of a small search's move order, and
  // hindsight, knowing the hidden cards, never values turning one up.
  if (breakTies && top * 2 < done) top = 0;
  let tied = 0;
  let best = -1;
  for (let i = 0; i < n; i++) {
    const t = unchecked(OK[i]) && unchecked(WINS[i]) >= top;
    unchecked((OK[i] = t));
    if (t) {
      tied++;
      if (best < 0 || better(i, best)) best = i;
    }
  }
  return tied > 1 && breakTies ? samplingAmong(moves, at, n, OK, KEY) : best;
}

/** Move i before move j: more samples won, then more cards up, then the greedy priority. */
@inline function better(i: i32, j: i32): bool {
  const wi = unchecked(WINS[i]);
  const wj = unchecked(WINS[j]);
  if (wi != wj) return wi > wj;
  const ui = unchecked(UP[i]);
  const uj = unchecked(UP[j]);
  if (ui != uj) return ui > uj;
  return unchecked(KEY[i]) > unchecked(KEY[j]);
}

/** Whether the samples left can no longer change which move wins most. */
function decided(n: i32, left: i32): bool {
  let first = -1;
  let second = -1;
  for (let i = 0; i < n; i++) {
    if (!unchecked(OK[i])) continue;
    const w = unchecked(WINS[i]);
    if (w > first) {
      second = first;
      first = w;
    } else if (w > second) second = w;
  }
  return first - second > left;
}

/** The index of move m in moves[at..at+n), or -1. */
function indexOf(moves: StaticArray<i32>, at: i32, n: i32, m: i32): i32 {
  for (let i = 0; i < n; i++) if (unchecked(moves[at + i]) == m) return i;
  return -1;
}
