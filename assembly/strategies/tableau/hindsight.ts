// Hindsight optimisation for the games with hidden cards: at each decision
// the cards the player cannot see (face-down and unseen stock cards) are dealt
// at random into their places, consistently with everything seen (sampling.ts
// deals them), and each sample is handed to the thoughtful solver
// (solver/tableau.ts). The move that wins in most samples is played; ties go
// to sampling's choice among them (or to the most cards up at the end of the
// solver's lines, then to the greedy priority).
//
// Each sample is first solved from the root (sampleNodes): proved lost there,
// no move wins it; won, the first move of its line does. The other allowed
// moves are then tried in it, in one of two ways (moveNodes):
// - 0 (the default): every move, in every sample not proved lost, at
//   sampleNodes;
// - N: only in the samples won from the root (an undecided root says little
//   of the moves, whose searches are parts of its): a move after which the
//   root's line, with the move taken out of it (or whole), still wins costs no
//   search; the others get N nodes.
// Measured on klondike-bg draw 3: at the defaults most searches come back
// undecided and sampling's tie-break makes nearly every move, but deciding
// more samples (or turning the stock first on ties) did not raise the rate
// (docs/notes/klondike-strategies.md). Hindsight is optimistic (a sample's solver
// knows the cards, so a move that only works when they are known scores as
// well as one that works whatever they are); the votes are still the moves'
// chances of a win with a clairvoyant continuation.
//
// Settings (its record's, set by the host through its setter): samples per
// decision, solver nodes per sample from the root and per move, how ties
// go, and milliseconds per decision (0: no limit; a limit makes play depend
// on the machine's speed, so deterministic runs leave it at 0).

import { now } from "../../engine/clock";
import { STOCK_MOVE, HIDDEN } from "../../games/tableau/moves";
import { ttConfigure } from "../../solver/tt";
import { RESULT_WON, RESULT_LOST } from "../../solver/result";
import { solveTableau } from "../../solver/tableau";
import { countStrategyNodes } from "../effort";
import { model, observe } from "./memory";
import { hiddenGreedy, counted } from "./greedy";
import { FollowedLine } from "./followed-line";
import { PROFILE_KLONDIKE } from "../../games/tableau/rule-table";
import { Strategy, StrategySetting, intSetting, boolSetting, choiceSetting, GRADE_NONE } from "../strategy";
import { hiddenPlaces, dealSample, packSampleRoot, unpackSampleRoot, safeFoundationMove, samplingAmong, markAllowed } from "./sampling";
import { STRATEGY_TT_MIB } from "./best-first";

/** The settings, by their index in the record. */
const HINDSIGHT_SAMPLES: i32 = 0;
const HINDSIGHT_NODES: i32 = 1;
const HINDSIGHT_MOVE_MS: i32 = 2;
const HINDSIGHT_TIES: i32 = 3;
const HINDSIGHT_MOVE_NODES: i32 = 4;
const HINDSIGHT_TURN_FIRST: i32 = 5;
const HINDSIGHT_FOLLOW: i32 = 6;
let samples: i32 = 10;
let sampleNodes: i32 = 400;
let moveNodes: i32 = 0; // 0: every move searched (sampleNodes) in every sample not proved lost at the root
let moveMs: i32 = 0;
let turnFirst: bool = false; // among tied moves, turn the stock while it holds cards never seen
let breakTies: bool = true; // ties go to sampling's choice (else to cards up, then greedy)
let follow: bool = false; // after a decision, follow a sample's winning line while it shows nothing new

/** Sets setting `index` to `value`, which its range allows (index.ts checks). */
function setHindsight(index: i32, value: i32): void {
  if (index == HINDSIGHT_SAMPLES) samples = value;
  else if (index == HINDSIGHT_NODES) sampleNodes = value;
  else if (index == HINDSIGHT_MOVE_MS) moveMs = value;
  else if (index == HINDSIGHT_MOVE_NODES) moveNodes = value;
  else if (index == HINDSIGHT_TIES) breakTies = value == 1;
  else if (index == HINDSIGHT_TURN_FIRST) turnFirst = value == 1;
  else if (index == HINDSIGHT_FOLLOW) follow = value == 1;
}

const OK = new StaticArray<bool>(1024); // per legal move: allowed (greedy.ts's rules against going round in circles)
const KEY = new StaticArray<i64>(1024); // per legal move: its greedy priority
const WINS = new StaticArray<i32>(1024); // per legal move: samples it wins
const UP = new StaticArray<i64>(1024); // per legal move: cards up at the end of the solver's lines, summed
const LINE = new StaticArray<i32>(1 << 15); // the solver's line
const ROOT_LINE = new StaticArray<i32>(1 << 15); // the line that won the sample from the root
const PLAYED = new StaticArray<i32>(1 << 15); // the moves of that line replayed after another move
const LEGAL = new StaticArray<i32>(1024); // legal moves while replaying
let rootLength: i32 = 0;
// Lines to follow (the follow setting): per legal move, the first line that
// won a sample with it, as the player's moves (the move first); LINES holds
// them one after another.
const LINES = new StaticArray<i32>(1 << 17);
const LINE_AT = new StaticArray<i32>(1024); // per legal move: where its line starts in LINES
const LINE_LEN = new StaticArray<i32>(1024); // and its length (0: none)
const EXPANDED = new StaticArray<i32>(1 << 15); // a solver's line as the player's moves
let linesUsed: i32 = 0;
// The line being followed (followed-line.ts).
const FOLLOWED = new FollowedLine(1 << 15);

export function hindsight(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  // One move allowed is played at once; none: nothing new is left, resign.
  const only = markAllowed(moves, at, n, OK, KEY);
  if (follow) {
    // The line's next move, if still allowed (greedy.ts's rules against going round in circles).
    const next = FOLLOWED.next(moves, at, n);
    if (next >= 0 && unchecked(OK[next])) {
      FOLLOWED.advance();
      return next;
    }
    FOLLOWED.drop();
  }
  if (only != -2) return only;
  for (let i = 0; i < n; i++) {
    unchecked((WINS[i] = 0));
    unchecked((UP[i] = 0));
    unchecked((LINE_LEN[i] = 0));
  }
  linesUsed = 0;
  const safe = safeFoundationMove(moves, at, n, OK);
  if (safe >= 0) return safe;
  const slots = hiddenPlaces();
  if (slots < 0) return hiddenGreedy(moves, at, n);

  packSampleRoot();
  ttConfigure(STRATEGY_TT_MIB);
  const start = now();
  const total = slots == 0 ? 1 : samples; // nothing hidden: every sample is the same
  let done = 0;
  let decisive = 0; // samples the solver won from the root
  const rootFirst = moveNodes > 0; // moves tried only in samples won from the root
  while (done < total) {
    dealSample(slots);
    // The sample from the root: won, its first move wins it and each other
    // move is tried; proved lost, no move wins it. With moveNodes set, a move
    // is tried only in samples won from the root (an undecided root says
    // little of the moves: their searches are parts of its), the root's line
    // replayed after it first; with 0, in every sample not lost, at sampleNodes.
    const root = solveTableau(model, sampleNodes, 0, LINE);
    const r = root.verdict;
    countStrategyNodes(<i64>root.nodes);
    if (r == RESULT_WON || (!rootFirst && r != RESULT_LOST)) {
      if (r == RESULT_WON) decisive++;
      let first = -1;
      if (r == RESULT_WON && root.length > 0) {
        if (follow) {
          // The line as the player's moves: its first is the move that wins the sample (a talon move of the solver's starts with turning the stock).
          const k = model.expand(LINE, root.length, EXPANDED);
          first = indexOf(moves, at, n, unchecked(EXPANDED[0]));
          if (first >= 0) keepLine(first, -1, k);
        } else first = indexOf(moves, at, n, unchecked(LINE[0]));
      }
      rootLength = rootFirst ? root.length : 0;
      for (let j = 0; j < rootLength; j++) unchecked((ROOT_LINE[j] = LINE[j]));
      for (let i = 0; i < n; i++) {
        if (!unchecked(OK[i])) continue;
        if (i == first) {
          unchecked((WINS[i] = WINS[i] + 1));
          unchecked((UP[i] = UP[i] + <i64>model.total));
          continue;
        }
        const m = unchecked(moves[at + i]);
        model.apply(m);
        if (rootFirst && lineStillWins(m)) {
          model.undo(m);
          unchecked((WINS[i] = WINS[i] + 1));
          unchecked((UP[i] = UP[i] + <i64>model.total));
          continue;
        }
        const after = solveTableau(model, rootFirst ? moveNodes : sampleNodes, 0, LINE);
        countStrategyNodes(<i64>after.nodes);
        if (follow && after.verdict == RESULT_WON && unchecked(LINE_LEN[i]) == 0) keepLine(i, m, model.expand(LINE, after.length, EXPANDED));
        model.undo(m);
        if (after.verdict == RESULT_WON) unchecked((WINS[i] = WINS[i] + 1));
        unchecked((UP[i] = UP[i] + <i64>after.score));
      }
    } else {
      for (let i = 0; i < n; i++) if (unchecked(OK[i])) unchecked((UP[i] = UP[i] + <i64>root.score));
    }
    done++;
    if (decided(n, total - done)) break;
    if (moveMs > 0 && now() - start >= <f64>moveMs) break;
  }
  unpackSampleRoot();

  // The moves that win most samples; several (above all none winning any,
  // when the solver's budget is too small to win a sample from the root):
  // sampling's choice among them.
  let top = 0;
  for (let i = 0; i < n; i++) if (unchecked(OK[i]) && unchecked(WINS[i]) > top) top = unchecked(WINS[i]);
  // Votes count only when the leaders win at least half the samples (with
  // moveNodes set, of those won from the root): below that a win is mostly
  // the luck of a small search's move order, and hindsight, knowing the
  // hidden cards, never values turning one up.
  if (breakTies && top * 2 < (rootFirst ? decisive : done)) top = 0;
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
  // Look before committing (turnFirst): while the stock holds cards never
  // seen, a tie goes to turning it (never to a position seen this game).
  // Where play lost a winnable deal, turning would have kept it won, but over
  // many deals it did not raise the rate (docs/notes/klondike-strategies.md).
  let choice = -1;
  if (tied > 1 && turnFirst && stockUnseen()) {
    for (let i = 0; i < n; i++) if (unchecked(OK[i]) && unchecked(moves[at + i]) == STOCK_MOVE) choice = i;
  }
  if (choice < 0) choice = tied > 1 && breakTies ? samplingAmong(moves, at, n, OK, KEY) : best;
  // Follow the line of a sample the move won, when the vote counted (the
  // move won at least half the samples).
  if (follow && top > 0 && choice >= 0 && unchecked(WINS[choice]) >= top && unchecked(LINE_LEN[choice]) > 1) startLine(moves, at, choice);
  return choice;
}

/** Keeps, for legal move i, a line that won a sample with it: m (or -1: none) then EXPANDED[0..k). */
function keepLine(i: i32, m: i32, k: i32): void {
  const len = k + (m >= 0 ? 1 : 0);
  if (linesUsed + len > LINES.length) return;
  unchecked((LINE_AT[i] = linesUsed));
  unchecked((LINE_LEN[i] = len));
  if (m >= 0) unchecked((LINES[linesUsed++] = m));
  for (let j = 0; j < k; j++) unchecked((LINES[linesUsed++] = EXPANDED[j]));
}

/** Starts following the line kept for legal move i (its first move is the one played now). */
function startLine(moves: StaticArray<i32>, at: i32, i: i32): void {
  FOLLOWED.start(LINES, unchecked(LINE_AT[i]) + 1, unchecked(LINE_LEN[i]) - 1, unchecked(moves[at + i]));
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

/**
 * After move m, in a sample the solver won from the root: does the root's
 * line, with m taken out of it (or whole, if m is not in it), still win?
 * Moves that only come earlier than the solver played them, or do not touch
 * its line, win without a search (a replay of legal moves that ends won is a
 * proof; anything else goes to the solver).
 */
function lineStillWins(m: i32): bool {
  let skipped = false;
  let played = 0;
  let won = false;
  for (let j = 0; j < rootLength; j++) {
    const x = unchecked(ROOT_LINE[j]);
    if (!skipped && x == m) {
      skipped = true;
      continue;
    }
    if (!isLegal(x)) break;
    model.apply(x);
    unchecked((PLAYED[played++] = x));
    if (model.won()) {
      won = true;
      break;
    }
  }
  for (let j = played - 1; j >= 0; j--) model.undo(unchecked(PLAYED[j]));
  countStrategyNodes(<i64>played);
  return won;
}

/** Whether m is a legal move in the model's position. */
function isLegal(m: i32): bool {
  const count = model.moves(LEGAL, 0);
  for (let j = 0; j < count; j++) if (unchecked(LEGAL[j]) == m) return true;
  return false;
}

/** Whether the stock holds a card the player has never seen (in the model at the root). */
function stockUnseen(): bool {
  for (let i = model.turned; i < model.talonLen; i++) if (unchecked(model.talon[i]) == HIDDEN) return true;
  return false;
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

function hindsightChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  return counted(hindsight(moves, at, n), moves, at);
}

const HINDSIGHT_SETTINGS: StaticArray<StrategySetting> = [
  intSetting("samples", 1, 1000, 10, "deals of the unseen cards per decision", 4),
  intSetting("nodes", 1, 10000000, 400, "solver nodes per sample, from the position before the move (and after each move when moveNodes is 0)", 200),
  intSetting("moveMs", 0, 600000, 0, "milliseconds per decision, 0 = no limit (a limit makes play depend on the machine's speed)"),
  choiceSetting(
    "ties",
    ["cards", "sampling"],
    1,
    "moves that win equally many samples go to sampling's choice among them, or to the most cards up at the end of the solver's lines",
  ),
  intSetting(
    "moveNodes",
    0,
    10000000,
    0,
    "solver nodes per move, searched only in samples won from the position before it (the solver's line replayed first); 0 = every move searched at nodes in every sample not proved lost",
  ),
  boolSetting("turnFirst", false, "among moves that win equally many samples, turn the stock while it holds cards never seen (look before committing)"),
  boolSetting(
    "follow",
    false,
    "after a move that won at least half the samples, play on the line that won one of them (as the player's moves) without new samples while it turns up no card and shows no stock card never seen",
  ),
];

export const HINDSIGHT = new Strategy(
  "hindsight",
  "hindsight optimisation: deals the cards it cannot see at random (samples times) and gives each sample to the thoughtful solver (nodes nodes) and the position after every move (in every sample not proved lost; with moveNodes set, only in samples won before the move, the solver's line replayed first, else moveNodes nodes); plays the move that wins most samples (ties: turning the stock with turnFirst while it holds unseen cards; then sampling's choice among them, or with ties=cards the most cards up at the end of the solver's lines, then greedy's priority); with follow, plays on a won sample's line while it shows nothing new",
  1 << PROFILE_KLONDIKE,
  true,
  GRADE_NONE,
  false,
  hindsightChoice,
  HINDSIGHT_SETTINGS,
  setHindsight,
);
