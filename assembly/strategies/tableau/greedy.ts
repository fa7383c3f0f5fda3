// Greedy play of the tableau games. Open tableaus: a fixed priority, never
// back to a position seen this game. Hidden cards (Klondike, Solitaire,
// Emperor, Spider): the published priority order (hiddenKey), with the
// rules of allowed() against going round in circles.

import { srcOf, dstOf, countOf, CELL0, FOUND0, TALON, STOCK_MOVE } from "../../games/tableau/moves";
import { PROFILE_GENERIC, PROFILE_BEAMS, PROFILE_RESERVE, PROFILE_OPEN, PROFILE_CELLS, PROFILE_KLONDIKE } from "../../games/tableau/rule-table";
import { Strategy, GRADE_EASY } from "../strategy";
import { model, progress, seen, seenKey, layoutKey, observe } from "./memory";

const REARRANGE_LIMIT: i32 = 8; // rearranging moves (classes 2 and 3) allowed between two steps of progress

/** Greedy's fixed priority of a move (higher first). */
function priority(m: i32): i32 {
  const src = srcOf(m);
  const dst = dstOf(m);
  if (dst >= FOUND0) return src >= CELL0 ? 90 : 80; // to a foundation, cells first
  if (src >= CELL0) return 70; // a cell card back onto the tableau
  if (dst >= CELL0) return 10; // into a cell
  if (unchecked(model.len[dst]) == 0) return 20 + countOf(m); // into a space
  const left = unchecked(model.len[src]) - countOf(m);
  return left == 0 ? 60 : 40 + countOf(m); // building: emptying a pile, longer groups first
}

/** The highest-priority move to a position not seen this game; -1 (resign) if none. */
export function greedy(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let best = -1;
  let bestScore = -1;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    const p = priority(m);
    if (p <= bestScore) continue;
    model.apply(m);
    const fresh = !seen(seenKey());
    model.undo(m);
    if (fresh) {
      best = i;
      bestScore = p;
    }
  }
  return best;
}

/**
 * The published priority of a move in a game with hidden cards, as a key
 * (higher first). Classes, best first:
 *   7 pile to foundation that turns up a face-down card;
 *   6 any move to a foundation;
 *   5 pile to pile that turns up a face-down card;
 *   4 waste to pile ("stock to tableau");
 *   3 foundation to pile;
 *   2 any other move (pile to pile);
 *   1 turn the stock (in Spider: deal a row).
 * In Spider a move that completes a king-to-ace run sends it to a
 * foundation, so it counts as a move to a foundation. Ties: a move that turns
 * up a card from the pile with more face-down cards first, then the leftmost
 * source (piles left to right, then the waste), then the leftmost destination,
 * then the more cards.
 */
export function hiddenKey(m: i32): i64 {
  if (m == STOCK_MOVE) return (<i64>1) << 40;
  const src = srcOf(m);
  const dst = dstOf(m);
  const fromPile = src < CELL0;
  const toPile = dst < CELL0;
  const srcDown = fromPile ? unchecked(model.down[src]) : 0;
  const dstDown = toPile ? unchecked(model.down[dst]) : 0;
  const down0 = model.faceDown();
  const up0 = model.onFound;
  model.apply(m);
  const reveals = model.faceDown() < down0;
  const up = model.onFound > up0;
  // The pile whose card is turned up: the source, or (a run removed) the destination.
  const turnedFrom = reveals ? (fromPile && unchecked(model.down[src]) < srcDown ? srcDown : dstDown) : 0;
  model.undo(m);
  let cls = 2;
  if (fromPile && up && reveals) cls = 7;
  else if (up) cls = 6;
  else if (fromPile && toPile && reveals) cls = 5;
  else if (src == TALON && toPile) cls = 4;
  else if (src >= FOUND0 && src < TALON && toPile) cls = 3;
  return ((<i64>cls) << 40) | ((<i64>turnedFrom) << 24) | ((<i64>(63 - src)) << 18) | ((<i64>(63 - dst)) << 12) | (<i64>countOf(m));
}

/** The move of highest published priority to a position not seen this game; -1 (resign) if none. */
export function hiddenGreedy(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let best = -1;
  let bestKey: i64 = -1;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    const k = hiddenKey(m);
    if (k <= bestKey || !allowed(m, <i32>(k >> 40))) continue;
    best = i;
    bestKey = k;
  }
  return best;
}

/**
 * May move m (of priority class cls, see hiddenKey) be played? Progress
 * (classes 4 to 7) always may. Turning the stock must reach a position not
 * seen this game (a whole pass with nothing done ends the game). A move that
 * only rearranges (class 2, or 3: a card back from a foundation) must reach a
 * layout not seen this game, only REARRANGE_LIMIT of them may come between
 * two steps of progress, and a card comes back from a foundation only when
 * something then can go onto it that is progress (a waste card, or a group
 * whose move turns up a card): otherwise play can shuffle the same cards back
 * and forth for ever.
 */
export function allowed(m: i32, cls: i32): bool {
  if (cls >= 4) return true;
  if (cls != 1 && progress.rearranged >= REARRANGE_LIMIT) return false;
  model.apply(m);
  let ok = !seen(seenKey());
  if (ok && cls != 1) ok = !seen(layoutKey());
  if (ok && cls == 3) ok = progressOnto(dstOf(m));
  model.undo(m);
  return ok;
}

const ONTO = new StaticArray<i32>(1024);

/** In the model's position: can a waste card, or a group that turns up a card, move onto pile p? */
function progressOnto(p: i32): bool {
  const count = model.moves(ONTO, 0);
  for (let j = 0; j < count; j++) {
    const m = unchecked(ONTO[j]);
    if (m == STOCK_MOVE || dstOf(m) != p) continue;
    const src = srcOf(m);
    if (src == TALON) return true;
    if (src < CELL0 && countOf(m) == unchecked(model.len[src]) - unchecked(model.down[src]) && unchecked(model.down[src]) > 0) return true;
  }
  return false;
}

/**
 * A strategy's choice in a game with hidden cards, counted: its rearranging
 * moves (classes 2 and 3 of hiddenKey) count against greedy's limit between
 * two steps of progress, whichever strategy chose them.
 */
export function counted(choice: i32, moves: StaticArray<i32>, at: i32): i32 {
  if (progress.hidden && choice >= 0) {
    const cls = <i32>(hiddenKey(unchecked(moves[at + choice])) >> 40);
    if (cls == 2 || cls == 3) progress.rearranged++;
  }
  return choice;
}

function greedyChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  return counted(progress.hidden ? hiddenGreedy(moves, at, n) : greedy(moves, at, n), moves, at);
}

export const GREEDY_OPEN = new Strategy(
  "greedy",
  "fixed priority: to a foundation (cells first), cell to tableau, building (emptying a pile first, longer groups first), into a space, into a cell; never returns to a position it has been in; resigns when only those remain",
  (1 << PROFILE_GENERIC) | (1 << PROFILE_BEAMS) | (1 << PROFILE_RESERVE) | (1 << PROFILE_OPEN) | (1 << PROFILE_CELLS),
  false,
  GRADE_EASY,
  false,
  greedyChoice,
);
export const GREEDY_HIDDEN = new Strategy(
  "greedy",
  "the published priority: tableau to foundation that turns up a card; any move to a foundation; tableau to tableau that turns up a card; waste to tableau; foundation to tableau; other tableau moves; then turn the stock (the first of the highest class); never turns the stock into a position it has seen, and rearranges (a card back from a foundation only to put a waste card or a revealing group on it) at most 8 times between two steps of progress",
  1 << PROFILE_KLONDIKE,
  false,
  GRADE_EASY,
  false,
  greedyChoice,
);
