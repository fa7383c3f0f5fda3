// Detours in a reported line that are not position repeats (line-loops.ts
// cuts those): a card moved and later moved again, where the first move was
// not needed. FreeCell ms 1's solution moved 6D from pile 8 onto 7C, back,
// and onto 7C again, with other moves in between, so no position came round.
//
// Along the line, at each move i:
// - a shortcut: a later position alike (the engine's key: the same position
//   but for the order of interchangeable piles or cells) reached from move i's
//   position now, or by one move (by two in a pass when nothing else is left:
//   see nearIndex);
// - else the next move j of a card that move i moves, and these edits: drop
//   both; drop i and play the card straight to where j put it (after the
//   moves between, or before them when it was in their way); drop i alone.
// An edit is kept when the edited line comes back to a position the line
// reached anyway (the rest is then the line's own moves, or where the position
// is only alike, the legal moves reaching the line's next keys), or plays on
// to the same end: a win, or the same score for a line short of a win. The
// engine tries the edits (apply and undo are fast there); the reference tells
// which cards a move moves (where each card lies, ReferenceGame.cardPlaces),
// and replays the line that comes out, which must end as the given one did.
// Repeated until nothing changes, within a fixed amount of work.

import type { Layout } from "../core/layout.ts";
import type { Engine } from "../engine/engine.ts";
import type { Settings } from "../games/catalogue.ts";
import { createReference, type ReferenceGame } from "../games/reference/index.ts";
import { addPlace } from "../games/reference/reference.ts";
import { withoutLoops } from "./line-loops.ts";

/**
 * The work shortening one line may do, by default, in moves the engine plays
 * (trying edits, surveying): a count rather than a time, so that a line comes
 * out the same on any machine and under any load. About a second on one core.
 */
export const DETOUR_PLAYS = 150_000;
/**
 * The most moves between two moves of a card for the edit that plays the card
 * straight to its second place first: that edit tries every legal move
 * followed by all of them, the most costly of the edits, and rarely takes
 * longer ones (FreeCell ms 1..100 without the limit: 3 moves more cut in all,
 * in a quarter more time).
 */
const FIRST_BETWEEN_MAX = 16;
/**
 * The most plays a pass listing every position two moves from each of the
 * line's may take (about 15,000 for a Klondike line, 110,000 for FreeCell's).
 */
const ALL_TWO_MOVES = 40_000;
/** A position's dump as a string, one character a byte, to compare and keep. */
const BYTES_TEXT = new TextDecoder("latin1");
/** Longer lines are left alone (the engine's undo records hold 20,000 moves). */
const MAX_LINE = 10_000;

/** Where each card lies: ReferenceGame.cardPlaces, or the piles of the table the reference draws. */
function placesOf(r: ReferenceGame): Map<number, number> {
  return r.cardPlaces ? r.cardPlaces() : placesDrawn(r);
}

/** Where each card lies in the table the reference draws (view()), its piles numbered in order. */
export function placesDrawn(r: ReferenceGame): Map<number, number> {
  const at = new Map<number, number>();
  let pile = 0;
  for (const z of r.view().zones) {
    for (const p of z.piles) {
      for (const f of p.cards) addPlace(at, f.card, pile);
      pile++;
    }
  }
  return at;
}

/** The cards whose place differs between two positions. */
function movedCards(a: Map<number, number>, b: Map<number, number>): Set<number> {
  const moved = new Set<number>();
  for (const [c, p] of a) if (b.get(c) !== p) moved.add(c);
  for (const c of b.keys()) if (!a.has(c)) moved.add(c);
  return moved;
}

/**
 * The engine walking a line, to try edits fast: moves are checked legal
 * before they are played and taken back last first (the engine's undo).
 * Positions are compared by the engine's whole dump (the reference's layout).
 */
class Walk {
  private played: number[] = [];
  constructor(private readonly engine: Engine) {}
  get depth(): number {
    return this.played.length;
  }
  /** Moves played so far (the work shortening a line does is counted in them). */
  plays = 0;
  play(m: number): boolean {
    if (!this.engine.isLegal(m)) return false;
    this.playLegal(m);
    return true;
  }
  /** Plays a move known to be legal here (one of legal()). */
  playLegal(m: number): void {
    this.engine.play(m);
    this.played.push(m);
    this.plays++;
  }
  /** Takes moves back until `depth` are left. */
  backTo(depth: number): void {
    while (this.played.length > depth) this.engine.unplay(this.played.pop()!);
  }
  state(): string {
    return BYTES_TEXT.decode(this.engine.dumpView());
  }
  key(): bigint {
    return this.engine.key();
  }
  legal(): number[] {
    return this.engine.legalMoves();
  }
  /** The positions one move away, and two when `deep`, by key (Engine.children). */
  children(deep: boolean) {
    return this.engine.children(deep);
  }
  /** The first legal move that, followed by `then`, reaches key `target` (Engine.reaching). */
  reaching(then: number[], target: bigint) {
    return this.engine.reaching(then, target);
  }
  won(): boolean {
    return this.engine.won();
  }
  score(): number {
    return this.engine.score();
  }
}

export interface DetourResult {
  moves: number[];
  /** Whether the work budget ran out before a fixpoint. */
  timedOut: boolean;
  /** The work done, in moves the engine played. */
  plays: number;
}

/**
 * The line with its detours removed; the end is kept: a win stays a win, and
 * any other line ends at the same score. The engine (configured for the game)
 * tries the edits; the line that comes out is replayed through the reference,
 * and if it fails there the line is returned as given (as is a line that does
 * not replay at all, for the replay to reject). `budget` bounds the work;
 * `allTwoMoves` the plays of a pass listing every position two moves away
 * (below 0: no two-move shortcuts at all, which tests compare against).
 */
export function withoutDetours(
  engine: Engine,
  gameId: string,
  layout: Layout,
  settings: Settings,
  online: boolean,
  moves: ArrayLike<number>,
  budget = DETOUR_PLAYS,
  allTwoMoves = ALL_TWO_MOVES,
): DetourResult {
  const fresh = () => createReference(gameId, layout, settings, online);
  const given = Array.from(moves);
  const unchanged = { moves: given, timedOut: false, plays: 0 };
  const end = fresh();
  try {
    for (const m of given) end.apply(m);
  } catch {
    return unchanged;
  }
  if (given.length > MAX_LINE) return unchanged;
  const won = end.won();
  const score = end.score();
  engine.loadLayout(layout);
  engine.start(online);
  const walk = new Walk(engine);

  let line = withoutLoops(gameId, layout, settings, online, given);
  // After k moves of the line: the position (states[k]) and its key (keys[k],
  // the same for positions alike but for the order of interchangeable piles or
  // cells); moved[k]: the cards move k moves.
  let states: string[] = [];
  let keys: bigint[] = [];
  let moved: Set<number>[] = [];
  /**
   * Each key's last place along the line (kept until the line changes): a
   * key met after move i is met last after it, so one map serves every i.
   */
  let lastAtKeys: bigint[] | undefined;
  let lastPlaces = new Map<bigint, number>();
  const lastIndex = () => {
    if (lastAtKeys !== keys) {
      lastPlaces = new Map();
      for (let l = 0; l <= line.length; l++) lastPlaces.set(keys[l], l);
      lastAtKeys = keys;
    }
    return lastPlaces;
  };
  /** The states along the line from the engine, and the cards each move moves from the reference's drawing of the table. */
  const survey = () => {
    walk.backTo(0);
    const r = fresh();
    let where = placesOf(r);
    states = [walk.state()];
    keys = [walk.key()];
    moved = [];
    for (const m of line) {
      // The line is legal: the given one replayed, and each edit was played checked (attempt).
      walk.playLegal(m);
      r.apply(m);
      const next = placesOf(r);
      states.push(walk.state());
      keys.push(walk.key());
      moved.push(movedCards(where, next));
      where = next;
    }
    walk.backTo(0);
  };

  interface Edit {
    line: number[];
    /** The edited line rejoins the old one exactly: its position after `back` moves is the old one's after `oldBack`. */
    back: number;
    oldBack: number;
    /** The cards its moves i..back move, as far as known (they only choose which pairs to try). */
    guess: Set<number>[];
  }

  /**
   * From the walk at move i, plays `lead` (with the cards each moves), then
   * carries on as the line from move `next`, whose position should be the one
   * now reached. The line's moves are kept while the positions are the line's
   * own; where they are the line's but for the order of interchangeable piles
   * or cells, each move is the legal one reaching the line's next key (the
   * line's own move when it does). Stops at the line's own position (the rest
   * is the line's), or at the end, which must be as the line's (won, or the
   * same score). Otherwise the edit fails (null). The walk is left at move i.
   */
  const attempt = (i: number, lead: number[], leadGuess: Set<number>[], next: number): Edit | null => {
    const played: number[] = [];
    const guess: Set<number>[] = [];
    try {
      for (let k = 0; k < lead.length; k++) {
        if (!walk.play(lead[k])) return null;
        played.push(lead[k]);
        guess.push(leadGuess[k]);
      }
      for (let q = next; ; q++) {
        // Positions alike share a key; the same position is alike (the key first: it is cheap).
        if (walk.key() !== keys[q]) return playOut(i, played, q);
        if (walk.state() === states[q]) {
          return { line: [...line.slice(0, i), ...played, ...line.slice(q)], back: i + played.length, oldBack: q, guess };
        }
        if (q === line.length) return null; // alike but not the same end
        const at = walk.depth;
        let step: number | undefined;
        const legal = walk.legal();
        for (const m of legal.includes(line[q]) ? [line[q], ...legal] : legal) {
          walk.playLegal(m);
          const hit = walk.key() === keys[q + 1];
          walk.backTo(at);
          if (hit) {
            step = m;
            break;
          }
        }
        if (step === undefined) return null;
        walk.play(step);
        played.push(step);
        guess.push(moved[q]);
      }
    } finally {
      walk.backTo(i);
    }
  };

  /** The line's moves from q played as they are from here: an edit when all are legal and it ends as the line does. */
  const playOut = (i: number, played: number[], q: number): Edit | null => {
    for (let k = q; k < line.length; k++) if (!walk.play(line[k])) return null;
    if (won ? !walk.won() : walk.score() !== score) return null;
    const edited = [...line.slice(0, i), ...played, ...line.slice(q)];
    return { line: edited, back: edited.length, oldBack: line.length, guess: [] };
  };

  /** A legal move after `lead` (from the walk at move i) that, followed by `then`, reaches key `target`, or undefined. */
  const straightTo = (lead: number[], i: number, target: bigint, then: number[] = []): number | undefined => {
    try {
      for (const m of lead) if (!walk.play(m)) return undefined;
      // The engine tries the moves (one call, not a call per move).
      const found = walk.reaching(then, target);
      if (found) {
        walk.plays += found.plays;
        return found.move;
      }
      const at = walk.depth;
      for (const m of walk.legal()) {
        walk.playLegal(m);
        const hit = then.every((t) => walk.play(t)) && walk.key() === target;
        walk.backTo(at);
        if (hit) return m;
      }
      return undefined;
    } finally {
      walk.backTo(i);
    }
  };

  /** Takes an edit at move i: the new line, its states and keys from move i to where it rejoins, and the rest as they were. */
  const take = (e: Edit, i: number) => {
    if (e.oldBack === line.length && e.back === e.line.length && e.guess.length === 0) {
      line = e.line;
      survey(); // played out without rejoining: the positions after move i are new
    } else {
      const st: string[] = [];
      const ks: bigint[] = [];
      for (let k = i; k < e.back; k++) {
        walk.play(e.line[k]);
        st.push(walk.state());
        ks.push(walk.key());
      }
      walk.backTo(0);
      states = [...states.slice(0, i + 1), ...st, ...states.slice(e.oldBack + 1)];
      keys = [...keys.slice(0, i + 1), ...ks, ...keys.slice(e.oldBack + 1)];
      moved = [...moved.slice(0, i), ...e.guess, ...moved.slice(e.oldBack)];
      line = e.line;
    }
    walk.backTo(0);
    for (let k = 0; k < i; k++) walk.play(line[k]);
  };

  /**
   * Two-move shortcuts, first through the positions one move from the line's:
   * each position x one move from the line's position l, by key, with the last
   * such l (kept until the line changes). Most moves can be taken back, so x
   * is most often one move before l too, and x one move from move i's
   * position is a two-move shortcut to l to try (played and checked like any
   * edit). Listing these takes as many plays as a pass of one-move shortcuts.
   * Every position two moves away is listed only where that stays cheap
   * (ALL_TWO_MOVES): thirty times more plays in FreeCell, which ran out the
   * work budget there; it finds the shortcuts whose second move cannot be
   * taken back (a talon card played).
   */
  let nearAtKeys: bigint[] | undefined;
  let nearPlaces = new Map<bigint, number>();
  /** The plays listing every position two moves from each of the line's would take. */
  let twoMovePlays = 0;
  const nearIndex = (i: number) => {
    if (nearAtKeys === keys) return nearPlaces;
    nearPlaces = new Map();
    twoMovePlays = 0;
    walk.backTo(0);
    for (let l = 0; l <= line.length; l++) {
      const kids = walk.children(false);
      if (kids) {
        walk.plays += kids.keys.length;
        twoMovePlays += kids.keys.length * (kids.keys.length + 1);
        for (const key of kids.keys) nearPlaces.set(key, l);
      }
      if (l < line.length) walk.playLegal(line[l]);
    }
    walk.backTo(0);
    for (let k = 0; k < i; k++) walk.playLegal(line[k]);
    nearAtKeys = keys;
    return nearPlaces;
  };

  /**
   * From the walk at move i, the line's position `l` alike (its key) reached
   * in fewer moves than the line takes: now, by one move, and (`level` 1, 2)
   * by two, as nearIndex says: the edit that takes that shortcut, or null.
   */
  const shortcut = (i: number, level: number): Edit | null => {
    const lastAt = lastIndex();
    const near = level === 1 ? nearIndex(i) : undefined;
    const over = (n: number) => new Set(moved.slice(i, n).flatMap((c) => [...c]));
    const now = lastAt.get(keys[i]);
    if (now !== undefined && now > i) {
      const e = attempt(i, [], [], now);
      if (e) return e;
    }
    // The engine lists the positions a move or (level 2) two away, each first
    // move before its seconds; each counts as the moves it plays. (attempt()
    // and straightTo() play on the engine but leave its list alone.)
    const kids = walk.children(level === 2);
    if (!kids) return null;
    const { first, second, keys: at } = kids;
    for (let k = 0; k < first.length; k++) {
      const m = first[k];
      const m2 = second[k];
      walk.plays += m2 < 0 ? 1 : 2;
      const l = lastAt.get(at[k]);
      if (l !== undefined && l > i + (m2 < 0 ? 1 : 2)) {
        const e = m2 < 0 ? attempt(i, [m], [over(l)], l) : attempt(i, [m, m2], [over(l), over(l)], l);
        if (e) return e;
      }
      const l2 = near?.get(at[k]);
      if (l2 === undefined || l2 <= i + 2) continue;
      const then = straightTo([m], i, keys[l2]);
      if (then === undefined) continue;
      const e = attempt(i, [m, then], [over(l2), over(l2)], l2);
      if (e) return e;
    }
    return null;
  };

  let timedOut = false;
  /** Passes of one-move shortcuts (level 0) until one changes nothing, then of two-move ones (1, then 2 where cheap). */
  let level = 0;
  /**
   * The line is the one a whole pass tried every card's edits on, in vain:
   * they depend on the line alone, so a pass at the next level tries only
   * its shortcuts until something changes (the survey stands too).
   */
  let editsTried = false;
  while (!timedOut) {
    let changed = false;
    if (walk.plays > budget) {
      timedOut = true;
      break;
    }
    if (editsTried) walk.backTo(0);
    else survey();
    for (let i = 0; i < line.length; i++) {
      if (walk.plays > budget) {
        timedOut = true;
        break;
      }
      // The walk stands at move i. A later position alike (its key) but for
      // the order of piles or cells, reached now or by one move (two in a
      // deep pass): the moves between go.
      const cut = shortcut(i, level);
      if (cut) {
        take(cut, i);
        changed = true;
        editsTried = false;
        i--;
        continue;
      }
      // The next move of a card that move i moves:
      const cards = moved[i];
      let j = i + 1;
      while (j < line.length && ![...moved[j]].some((c) => cards.has(c))) j++;
      if (j < line.length && !editsTried) {
        const between = line.slice(i + 1, j);
        const betweenGuess = moved.slice(i + 1, j);
        // Drop both; drop the first and play the card straight to where the second put it; drop the first alone.
        let e = attempt(i, between, betweenGuess, j + 1);
        const both = new Set([...cards, ...moved[j]]);
        if (!e) {
          const straight = straightTo(between, i, keys[j + 1]);
          if (straight !== undefined) e = attempt(i, [...between, straight], [...betweenGuess, both], j + 1);
          if (!e && straight !== line[j]) e = attempt(i, [...between, line[j]], [...betweenGuess, both], j + 1);
        }
        // The card straight there first, then the moves between (it was in their way).
        if (!e && between.length <= FIRST_BETWEEN_MAX) {
          const first = straightTo([], i, keys[j + 1], between);
          if (first !== undefined) e = attempt(i, [first, ...between], [both, ...betweenGuess], j + 1);
        }
        if (e && e.line.length < line.length) {
          take(e, i);
          changed = true;
          i--; // go on from move i of the new line
          continue;
        }
      }
      walk.play(line[i]);
    }
    if (!timedOut && !changed) editsTried = true;
    if (changed) level = 0;
    else if ((level === 0 && allTwoMoves >= 0) || (level === 1 && twoMovePlays <= allTwoMoves)) level++;
    else break;
  }
  walk.backTo(0);
  line = withoutLoops(gameId, layout, settings, online, line);
  // The reference has the last word: the cut line must end as the given one did.
  const check = fresh();
  try {
    for (const m of line) check.apply(m);
  } catch {
    return { ...unchanged, plays: walk.plays };
  }
  if (won ? !check.won() : check.score() !== score) return { ...unchanged, plays: walk.plays };
  return { moves: line, timedOut, plays: walk.plays };
}
