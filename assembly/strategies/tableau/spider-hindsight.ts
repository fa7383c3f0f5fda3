// Hindsight play of Spider (issue: a strong player that sees only what a
// player sees). At each decision the cards the player cannot see (face-down
// cards and the stock) are dealt at random into their places, consistently
// with everything seen (sampling.ts), `samples` times. In each sample every
// candidate move is played and the solver's Spider beam (solver/beam.ts:
// KPat's moves, ranked here by the score below) runs on from it with every
// card known, up to the next deal and, with two or four suits, no further
// than the first card it turns up (once the stock is empty too); the best
// `reveals` positions where it turns one up are then valued by what the
// player could make of that card once seen (spider-reveals.ts: the hidden
// cards dealt afresh `outcomes` times, a beam from each to the next card
// turned up, the mean of their best), and the beam itself runs on one
// sample only, since up to a card turned up it reads none. Only a
// position the stock can deal from (no pile empty) ends a stage (or one
// where a beam stops at a card turned up: the player decides again there),
// so a candidate scores the best such position its beam reaches: runs removed
// less chaos (spiderEvaluate), less `down` per card still face down and
// `offSuit` per card built on another suit; the
// nearer of two equal ones first (its first move leads there, where a
// longer line may only wander); a win above all. Once
// the stock is empty every position counts, spaces too, and the beam is wider
// (endNodes, endWidth): the rest of the game is one stage (with one suit the
// beam plays it to the end).
//
// The best total over the samples is played, and the line its sample's beam
// followed is played on while nothing new shows (no card turned up, no deal):
// those moves were planned on face-up cards alone, and re-sampling at each
// of them made play wander between the plans each sample set preferred. The
// deal is played when no candidate improves on the position now ("deal when
// nothing else helps": its ten cards bury what was not built; beams that
// dealt with the sampled stock dealt early, which with the real, unseen stock
// lost most games).
//
// The candidates are the player's own legal moves under greedy's guards
// against going round in circles (never to a position seen this game; at
// most `rearrange` rearranging moves between two steps of progress; past
// that a space is filled so that the stock can deal, and with the stock empty
// the game ends), that the beam itself would try.
// A move that completes a run is played at once, unless it would leave fewer
// cards on the table than piles while the stock holds cards (the stock could
// never deal again: runStrandsStock). What a sample's beam knows
// only ranks the candidates: the strategy reads the observation alone
// (memory.ts), so two deals differing only in unseen cards get the same
// choices (tests/hidden-strategies.test.ts). Hindsight is optimistic (a
// sample's beam knows where every card lies); the beams stop at the deal,
// so the stock's order never counts.

import { now } from "../../engine/clock";
import { Tableau } from "../../games/tableau/tableau";
import { STOCK_MOVE, CELL0, srcOf, dstOf, countOf } from "../../games/tableau/moves";
import { spiderEvaluate, spiderMoves } from "../../games/tableau/spider";
import { beamSearch } from "../../solver/beam";
import { ttConfigure } from "../../solver/tt";
import { RESULT_WON } from "../../solver/result";
import { PROFILE_SPIDER } from "../../games/tableau/rule-table";
import { countStrategyNodes } from "../effort";
import { Strategy, GRADE_STRONG } from "../strategy";
import { model, observe, progress } from "./memory";
import { FollowedLine } from "./followed-line";
import { spiderClass, spiderAllowed, spiderGreedy, spiderKey, spiderWorthSearching, spiderCounted } from "./spider";
import { hiddenPlaces, dealSample, packSampleRoot, unpackSampleRoot } from "./sampling";
import { Reveals, redealReveal, REVEAL_LINE } from "./spider-reveals";
import { STRATEGY_TT_MIB, strategyRegion, strategyRegionBytes } from "./best-first";
import { settings, setHindsight, SETTINGS } from "./spider-hindsight-settings";

const WIN_SCORE: i64 = 1 << 24; // a sample's beam that wins (above any position's score)
const SCALE: i64 = 4096; // a score point, in the units a candidate's total counts (less one per level deep)
const DEEPEST: i32 = 4095;
const NOTHING: i64 = -(1 << 40); // a line that never reached a position that counts (see counts)
/** Decisions with no progress at all (no card turned up or up, no deal) after which the stock is dealt. */
const WANDER_LIMIT: i32 = 300;

const ROOT_MOVES = new StaticArray<i32>(1024); // the candidates
const ROOT_INDEX = new StaticArray<i32>(1024); // and their indices in the player's list
const TOTAL = new StaticArray<i64>(1024); // per candidate: its score summed over the samples
const SAMPLE_POS = new StaticArray<u8>(1024); // the sample's position, packed
// Per candidate, the beam's line after it in the sample where it scored best.
const MAX_LINE: i32 = 256;
const MAX_CANDIDATES: i32 = 256;
const LINES = new StaticArray<i32>(MAX_LINE * MAX_CANDIDATES);
const LINE_LEN = new StaticArray<i32>(MAX_CANDIDATES);
const LINE_SCORE = new StaticArray<i64>(MAX_CANDIDATES);
const LINE_NOW = new StaticArray<i32>(MAX_LINE); // the line of the beam just run
// The line being followed (followed-line.ts).
const FOLLOWED = new FollowedLine(MAX_LINE);

/**
 * The score of g: runs removed less chaos (spiderEvaluate), less `down` per
 * card face down and `offSuit` per card built on another suit, plus `space`
 * per empty pile. Chaos counts a card on the next rank of another suit as a
 * break like a card on an unrelated one; charged more, play keeps its runs
 * in suit (notes/spider-solver.md has the figures).
 */
@inline function scoreOf(g: Tableau): i64 {
  const v = <i64>spiderEvaluate(g) - <i64>(settings.down * g.faceDown()) + <i64>(settings.space * g.emptyPiles());
  return settings.offSuit == 0 ? v : v - <i64>(settings.offSuit * offSuitBuilds(g));
}

/** Face-up cards lying on the next rank of another suit. */
function offSuitBuilds(g: Tableau): i32 {
  let n = 0;
  for (let p = 0; p < g.nPiles; p++) {
    const len = unchecked(g.len[p]);
    for (let i = unchecked(g.down[p]) + 1; i < len; i++) {
      const below = g.at(p, i - 1);
      const c = g.at(p, i);
      if (g.rank(below) - g.rank(c) == 1 && (c & 3) != (below & 3)) n++;
    }
  }
  return n;
}

/**
 * The beam's explorer: the solver's Spider moves but the deal (the beam stays
 * in the stage between two deals), ranked by scoreOf; it keeps the best score
 * (less its depth) of any position it generates that counts.
 */
class HindsightBeam {
  best: i64 = 0;
  /** Cards face down where the beam starts. */
  rootDown: i32 = 0;
  /** Whether the beam stops at a card it turns up (two or four suits). */
  cut: bool = false;
  /** Where the positions turning a card up go, when they are valued by what follows (else they count as they stand). */
  reveals: Reveals | null = null;

  moves(g: Tableau, out: StaticArray<i32>): i32 {
    // With two or four suits a card turned up is a chance the player meets
    // only then: the position is scored as it stands or valued by what
    // follows the card (spider-reveals.ts), but the sample's card is not built
    // on here, so a line cannot profit from knowing what lies under the next
    // one (that knowledge won lines the real cards did not allow).
    // With one suit the beam plays on: that won more games there
    // (docs/notes/spider-solver.md).
    if (this.atCut(g)) return 0;
    const n = spiderMoves(g, out);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const m = unchecked(out[i]);
      if (m != STOCK_MOVE) unchecked((out[k++] = m));
    }
    return k;
  }
  priority(g: Tableau, level: i32): i32 {
    const v = scoreOf(g);
    // Of two lines to equally good positions the shorter counts more: its first move leads there, where the longer may only wander.
    const s = v * SCALE - <i64>min<i32>(level, DEEPEST);
    if (this.atCut(g)) {
      const r = this.reveals;
      if (r) r.offer(g, s);
      else if (s > this.best) this.best = s; // a leaf: the player decides again there
    } else if (s > this.best && counts(g)) this.best = s;
    return <i32>v;
  }
  /** Whether the beam stops at g: a card turned up (two or four suits). */
  @inline atCut(g: Tableau): bool {
    return this.cut && g.faceDown() < this.rootDown;
  }
  stage(g: Tableau): i32 {
    return 0;
  }
  key(g: Tableau): u64 {
    return g.key();
  }
  check(g: Tableau): u32 {
    return g.check();
  }
}
const BEAM = new HindsightBeam();
const REVEALS = new Reveals();

/**
 * Whether g's score counts towards its line's: while the stock holds cards
 * the stage ends with a deal, and the stock deals only with no pile empty,
 * so only a position it can deal from ends the stage (spaces are the means,
 * not the end); once the stock is empty, every position counts.
 */
@inline function counts(g: Tableau): bool {
  return g.talonLen == 0 || g.emptyPiles() == 0;
}

/**
 * The score of candidate k in the sample at SAMPLE_POS: the best its beam
 * reaches before the next deal (a win: WIN_SCORE). The beam's line to its
 * best position is kept for the candidate when it scores higher than in the
 * samples before.
 */
function scoreInSample(k: i32, first: bool): i64 {
  model.unpack(changetype<usize>(SAMPLE_POS));
  model.apply(unchecked(ROOT_MOVES[k]));
  if (model.won()) return WIN_SCORE * SCALE;
  BEAM.best = counts(model) ? scoreOf(model) * SCALE : NOTHING;
  BEAM.rootDown = model.faceDown();
  BEAM.cut = model.suits > 1;
  const last = model.talonLen == 0;
  const twoLevel = valuesReveals();
  BEAM.reveals = twoLevel ? REVEALS : null;
  if (twoLevel) REVEALS.reset(model, settings.reveals);
  const res = beamSearch<Tableau, HindsightBeam>(
    model,
    BEAM,
    strategyRegion(),
    strategyRegionBytes(),
    last ? settings.endWidth : settings.width,
    1,
    last ? settings.endNodes : settings.nodes,
    Infinity,
    0,
    true,
  );
  countStrategyNodes(res.nodes);
  let score = res.verdict == RESULT_WON ? WIN_SCORE * SCALE - <i64>min<i32>(res.length, DEEPEST) : BEAM.best;
  // The line played on is the one to the position worth most: one that
  // counts as it stands, or one whose card turned up is valued by what follows
  // (the line then ends at that card, where the player sees it and decides).
  let lineLen = min<i32>(res.length, MAX_LINE);
  for (let j = 0; j < lineLen; j++) unchecked((LINE_NOW[j] = res.line[j])); // the reveals' beams write over res
  if (twoLevel) {
    BEAM.reveals = null;
    let from = -1;
    for (let i = 0; i < REVEALS.count; i++) {
      const v = revealValue(i);
      if (v > score) {
        score = v;
        from = i;
      }
    }
    if (from >= 0) {
      lineLen = min<i32>(unchecked(REVEALS.lineLen[from]), MAX_LINE);
      for (let j = 0; j < lineLen; j++) unchecked((LINE_NOW[j] = REVEALS.lines[from * REVEAL_LINE + j]));
    }
  }
  if (first || score > unchecked(LINE_SCORE[k])) {
    unchecked((LINE_SCORE[k] = score));
    const len = lineLen;
    unchecked((LINE_LEN[k] = len));
    const base = k * MAX_LINE;
    for (let j = 0; j < len; j++) unchecked((LINES[base + j] = LINE_NOW[j]));
  }
  return score;
}

/** Whether the model's beams value the cards they turn up by what follows (two or four suits). */
@inline function valuesReveals(): bool {
  return model.suits > 1 && settings.reveals > 0;
}

/**
 * The value of kept position i (a card just turned up): the mean over
 * `outcomes` deals of its hidden cards of the best a beam reaches from it up
 * to the next card turned up (spider-reveals.ts).
 */
function revealValue(i: i32): i64 {
  const outcomes = max<i32>(settings.outcomes, 1);
  let total: i64 = 0;
  for (let j = 0; j < outcomes; j++) {
    REVEALS.unpack(model, i);
    redealReveal(model, REVEALS);
    BEAM.best = scoreOf(model) * SCALE;
    BEAM.rootDown = model.faceDown();
    const res = beamSearch<Tableau, HindsightBeam>(
      model,
      BEAM,
      strategyRegion(),
      strategyRegionBytes(),
      settings.width,
      1,
      settings.revealNodes,
      Infinity,
      0,
      true,
    );
    countStrategyNodes(res.nodes);
    total += BEAM.best;
  }
  return total / <i64>outcomes;
}

/**
 * Hindsight's choice among moves[at..at+n) (an index), or -1 to resign: the
 * candidate whose beams reach the best positions before the next deal, or the
 * deal when none improves on the position now (deal when nothing else helps,
 * as a player does: the ten cards a deal scatters bury what was not built).
 */
export function spiderHindsight(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  const next = nextOfLine(moves, at, n);
  if (next >= 0) return next;
  let count = 0;
  let deal = -1;
  const stranding = runStrandsStock();
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    if (m == STOCK_MOVE) {
      deal = i;
      continue;
    }
    const cls = spiderClass(m);
    if (cls == 10) {
      // A run that would leave the stock unable to deal is not completed
      // (the game would be lost); the stock is dealt first, below.
      if (stranding) continue;
      return i; // completes a run: it is removed
    }
    if (!spiderAllowed(m, cls, true, settings.rearrange) || !spiderWorthSearching(model, m) || count == MAX_CANDIDATES) continue;
    unchecked((ROOT_MOVES[count] = m));
    unchecked((ROOT_INDEX[count++] = i));
  }
  // Nothing new within the rearranging limit and the stock cannot deal (a
  // pile is empty): fill a space (greedy's choice among the moves into one),
  // so that it can. Each such move leaves one pile fewer empty (a whole pile
  // into a space is no candidate), so this ends with a deal. With the stock
  // empty, the limit ends the game.
  if (count == 0 && deal < 0 && model.talonLen > 0) return spaceFill(moves, at, n);
  // With so few cards on the table that any run completed would strand the
  // stock, the stock is the only way on: the spaces are filled and it is dealt.
  // So too after WANDER_LIMIT decisions with no progress of any kind (moves
  // that build in suit or empty a pile are not counted as rearranging, and
  // new positions of a few cards need never run out).
  if (stranding || (progress.quiet >= WANDER_LIMIT && model.talonLen > 0)) {
    if (deal >= 0) return deal;
    const fill = spaceFill(moves, at, n);
    if (fill >= 0) return fill;
  }
  if (count == 0) return deal;
  if (count == 1 && deal < 0) return unchecked(ROOT_INDEX[0]);
  const slots = hiddenPlaces();
  if (slots < 0) return spiderGreedy(moves, at, n); // the cards seen do not add up: play as greedy does
  ttConfigure(STRATEGY_TT_MIB);
  packSampleRoot();
  const now0 = scoreOf(model); // the same in every sample: it reads only what is seen
  for (let k = 0; k < count; k++) unchecked((TOTAL[k] = 0));
  // Nothing hidden: every sample is the same. Two or four suits: the beams'
  // moves up to a card turned up read no hidden card, and what follows is
  // dealt afresh per kept position (revealValue).
  const samples = slots == 0 || valuesReveals() ? 1 : settings.samples;
  const start = settings.moveMs > 0 ? now() : 0;
  let done = 0;
  while (done < samples) {
    dealSample(slots);
    model.pack(changetype<usize>(SAMPLE_POS));
    for (let k = 0; k < count; k++) unchecked((TOTAL[k] = TOTAL[k] + scoreInSample(k, done == 0)));
    done++;
    if (settings.moveMs > 0 && now() - start >= <f64>settings.moveMs) break;
  }
  unpackSampleRoot();
  let best = 0;
  let bestKey = tieKey(0);
  for (let k = 1; k < count; k++) {
    const t = unchecked(TOTAL[k]);
    const b = unchecked(TOTAL[best]);
    if (t < b) continue;
    const key = tieKey(k);
    if (t > b || key > bestKey) {
      best = k;
      bestKey = key;
    }
  }
  if (deal >= 0 && unchecked(TOTAL[best]) <= now0 * SCALE * <i64>done) return deal;
  startLine(best, unchecked(ROOT_MOVES[best]));
  return unchecked(ROOT_INDEX[best]);
}

/**
 * Follows the line kept for candidate k, m being played now: the moves after
 * it are played without new samples while nothing new is seen (they were
 * planned on face-up cards alone until the first card turned up, after
 * which the position differs from the one expected); this keeps play from
 * wandering between plans that each sample set prefers in turn.
 */
function startLine(k: i32, m: i32): void {
  FOLLOWED.start(LINES, k * MAX_LINE, unchecked(LINE_LEN[k]), m);
}

/** The next move of the line being followed, while it is still a candidate (an index in moves[at..at+n)), or -1. */
function nextOfLine(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  const i = FOLLOWED.next(moves, at, n);
  if (i >= 0) {
    const m = unchecked(moves[at + i]);
    const cls = spiderClass(m);
    if (spiderAllowed(m, cls, true, settings.rearrange) && !(cls == 10 && runStrandsStock())) {
      FOLLOWED.advance();
      return i;
    }
  }
  FOLLOWED.drop();
  return -1;
}

/**
 * Would a run completed now leave the stock unable ever to deal? A run takes
 * `ranks` cards off the table, the stock deals only with no pile empty (a
 * card for every pile), and the table gains cards only by a deal: with fewer
 * cards than piles left (Hoyle's layout, a seventh run removed before its
 * last deal of 4), the stock's cards could never come out and the game is lost.
 */
function runStrandsStock(): bool {
  if (!model.dealToPiles || model.dealOnSpaces || model.talonLen == 0) return false;
  let cards = 0;
  for (let p = 0; p < model.nPiles; p++) cards += unchecked(model.len[p]);
  return cards - model.ranks < model.nPiles;
}

/** Greedy's choice among the moves that fill a space and are not a whole pile moved, or -1 (resign). */
function spaceFill(moves: StaticArray<i32>, at: i32, n: i32): i32 {
  let best = -1;
  let bestKey: i64 = -1;
  for (let i = 0; i < n; i++) {
    const m = unchecked(moves[at + i]);
    if (m == STOCK_MOVE || srcOf(m) >= CELL0 || dstOf(m) >= CELL0) continue;
    if (unchecked(model.len[dstOf(m)]) != 0 || countOf(m) == unchecked(model.len[srcOf(m)])) continue;
    const key = spiderKey(m, spiderClass(m));
    if (key > bestKey) {
      best = i;
      bestKey = key;
    }
  }
  return best;
}

/** Greedy's order of candidate k (class, then its ties), for equal totals. */
function tieKey(k: i32): i64 {
  const m = unchecked(ROOT_MOVES[k]);
  return spiderKey(m, spiderClass(m));
}

function hindsightChoice(obs: StaticArray<u8>, moves: StaticArray<i32>, at: i32, n: i32): i32 {
  observe(obs);
  return spiderCounted(spiderHindsight(moves, at, n), moves, at);
}

export const HINDSIGHT_SPIDER = new Strategy(
  "hindsight",
  "hindsight optimisation: deals the cards it cannot see at random (samples times); in each sample plays each candidate move (greedy's guards against repeating, the moves the solver's beam would try) and runs the solver's Spider beam on from it with every card known (nodes positions, width wide; endNodes and endWidth once the stock is empty), up to the next deal and, with two or four suits, no further than the first card it turns up (there the best reveals positions are valued by what follows the card once seen: the hidden cards dealt afresh outcomes times, a beam of revealNodes from each to the next card turned up, the mean of their best; one sample is then enough); a move scores the best position its beam reaches that the stock can deal from (runs removed less chaos, less down per face-down card and offSuit per card built on another suit; nearer first; a win above all); plays the best total and follows that sample's line while nothing new shows; deals when no move improves on the position now; a run that can be completed is completed at once, unless that would leave fewer cards on the table than piles with the stock not empty (the stock could never deal): then, as whenever any run completed would or after 300 decisions with no progress, it fills the spaces and deals first",
  1 << PROFILE_SPIDER,
  true,
  GRADE_STRONG,
  false,
  hindsightChoice,
  SETTINGS,
  setHindsight,
);
