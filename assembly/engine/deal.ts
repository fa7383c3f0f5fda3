// Seeds to layouts in the two numberings (docs/numbering.md).
//
// sv (Solvitaire): MT19937 shuffle of an ordered deck (cut to SPEC.ranks), cards
// taken from the END of the shuffled array into, in order: pre-filled
// foundations, stock, row, tableau. ms (Microsoft FreeCell): the MSVC rand()
// shuffle of one (cut) deck, dealt across the piles (8 for the whole deck).

import { makeCard, suitDealt, FACE_DOWN } from "./cards";
import { mtSeed, mtUniform, mtUseLane } from "./mt19937";
import { msSeed, msNext } from "./msrand";
import {
  clearLayout,
  setRankBase,
  pushCell,
  pushDark,
  pushFoundation,
  pushPile,
  pushRow,
  pushStock,
  setPileCount,
  PILES,
  PILE_LEN,
  PILE_CAP,
  pileCount,
} from "./layout";

export const DECK_STANDARD: i32 = 0;
export const DECK_WISH: i32 = 1; // A 7 8 9 T J Q K of each suit

// sv ordered deck suit order within a rank: C, H, S, D.
const SV_SUITS: StaticArray<i32> = [0, 2, 3, 1];
const WISH_RANKS: StaticArray<i32> = [1, 7, 8, 9, 10, 11, 12, 13];

const SHUF = new StaticArray<u8>(128);
let shufLen: i32 = 0;

/** The dealing recipe of a game: how many cards go where, in the order sv deals them. */
export class DealSpec {
  deck: i32 = DECK_STANDARD;
  decks: i32 = 1;
  ranks: i32 = 13; // a standard deck cut to the ranks 1..ranks of each suit
  acesOnFoundations: bool = false;
  stock: i32 = 0;
  row: i32 = 0; // cards dealt into the row / hand
  piles: i32 = 0; // tableau piles; they take every remaining card
  staircase: bool = false; // Klondike's diagonal deal
  darkFaces: bool = false; // Flip: a second shuffle gives each row card a dark face
  dealtDown: bool = false; // every pile card but the top is marked face down
  suits: i32 = 4; // suits in play (Spider): each card is dealt as suitDealt() says
  hole: i32 = HOLE_NONE; // the hole's first card (foundation 0)
  cellsFilled: i32 = 0; // cells dealt a card each, before the stock and the piles (Eight Off)
  reserveStack: i32 = 0; // a stacked reserve after the stock, laid as a last pile (Canfield)
  randomBase: bool = false; // the deck's first card starts its foundation, ranks renamed from it (Canfield)
}

export const HOLE_NONE: i32 = 0;
/** The ace of spades is taken out first and starts the hole (Black Hole). */
export const HOLE_ACE_OF_SPADES: i32 = 1;
/** The last card of the deal starts the hole (Golf). */
export const HOLE_LAST: i32 = 2;

export const SPEC = new DealSpec();

// The last ordered deck made, kept to be copied for the next deal of the same kind.
const ORDERED = new StaticArray<u8>(128);
let orderedKind: i32 = -1;
let orderedLen: i32 = 0;

function orderedDeck(deck: i32, decks: i32, ranks: i32, suits: i32 = 4): void {
  const kind = ((ranks * 4 + deck) * 4 + decks) * 8 + suits;
  if (kind == orderedKind) {
    memory.copy(changetype<usize>(SHUF), changetype<usize>(ORDERED), orderedLen);
    shufLen = orderedLen;
    return;
  }
  shufLen = 0;
  for (let d = 0; d < decks; d++) {
    if (deck == DECK_WISH) {
      for (let r = 0; r < 8; r++) for (let s = 0; s < 4; s++) unchecked((SHUF[shufLen++] = makeCard(unchecked(WISH_RANKS[r]), unchecked(SV_SUITS[s]))));
    } else {
      for (let r = 1; r <= ranks; r++) for (let s = 0; s < 4; s++) unchecked((SHUF[shufLen++] = makeCard(r, suitDealt(unchecked(SV_SUITS[s]), suits))));
    }
  }
  memory.copy(changetype<usize>(ORDERED), changetype<usize>(SHUF), shufLen);
  orderedKind = kind;
  orderedLen = shufLen;
}

function mtShuffle(): void {
  for (let i = shufLen - 1; i > 0; i--) {
    const j = <i32>mtUniform(<u32>i);
    const t = unchecked(SHUF[i]);
    unchecked((SHUF[i] = SHUF[j]));
    unchecked((SHUF[j] = t));
  }
}

/** The sv shuffled deck for `seed` (exposed for the test vectors). */
export function svShuffledDeck(seed: u32, deck: i32, decks: i32, ranks: i32 = 13, suits: i32 = 4): StaticArray<u8> {
  orderedDeck(deck, decks, ranks, suits);
  mtSeed(seed);
  mtShuffle();
  return SHUF;
}

/**
 * Batches: the sv shuffled deck of seed s + lane, after mtSeedFour(s, ...)
 * seeded four generators at once.
 */
export function svShuffledDeckLane(lane: i32, deck: i32, decks: i32, ranks: i32 = 13): StaticArray<u8> {
  orderedDeck(deck, decks, ranks);
  mtUseLane(lane);
  mtShuffle();
  return SHUF;
}

export function shuffledLength(): i32 {
  return shufLen;
}

/** Deals sv seed `seed` into the layout following SPEC. */
export function svDeal(seed: u32): void {
  const spec = SPEC;
  svShuffledDeck(seed, spec.deck, spec.decks, spec.ranks, spec.suits);
  clearLayout();
  let top = shufLen;
  if (spec.hole == HOLE_ACE_OF_SPADES) {
    const ace = makeCard(1, 3);
    for (let i = 0; i < top; i++) {
      if (unchecked(SHUF[i]) == ace) {
        for (let k = i; k < top - 1; k++) unchecked((SHUF[k] = SHUF[k + 1]));
        top--;
        break;
      }
    }
    pushFoundation(0, ace);
  } else if (spec.hole == HOLE_LAST && top > 0) {
    // Cards are taken from the end, so the last dealt is the first of the array.
    pushFoundation(0, unchecked(SHUF[0]));
    for (let k = 0; k < top - 1; k++) unchecked((SHUF[k] = SHUF[k + 1]));
    top--;
  }
  if (spec.acesOnFoundations) {
    // Remove the aces (in ordered-deck suit order) and close the gaps, keeping the order.
    for (let s = 0; s < 4; s++) {
      for (let d = 0; d < spec.decks; d++) {
        const ace = makeCard(1, unchecked(SV_SUITS[s]));
        for (let i = 0; i < top; i++) {
          if (unchecked(SHUF[i]) == ace) {
            for (let k = i; k < top - 1; k++) unchecked((SHUF[k] = SHUF[k + 1]));
            top--;
            break;
          }
        }
        pushFoundation(s * spec.decks + d, ace);
      }
    }
  }
  if (spec.randomBase && top > 0) {
    // The deck's first card is the base: every rank renamed so that it is the ace.
    const shift = ((<i32>unchecked(SHUF[0])) >> 2) % spec.ranks;
    for (let i = 0; i < top; i++) {
      const c = <i32>unchecked(SHUF[i]);
      unchecked((SHUF[i] = <u8>(((((c >> 2) - shift + spec.ranks) % spec.ranks) << 2) | (c & 3))));
    }
    pushFoundation(0, unchecked(SHUF[0]));
    for (let k = 0; k < top - 1; k++) unchecked((SHUF[k] = SHUF[k + 1]));
    top--;
    setRankBase(shift + 1);
  }
  for (let k = 0; k < spec.cellsFilled && top > 0; k++) pushCell(unchecked(SHUF[--top]));
  for (let k = 0; k < spec.stock && top > 0; k++) pushStock(unchecked(SHUF[--top]));
  // The stacked reserve's cards wait in RESERVE until the piles are dealt (bottom first).
  const reserveAt = top;
  top -= min(spec.reserveStack, top);
  const reserveFrom = top;
  for (let k = 0; k < spec.row && top > 0; k++) pushRow(unchecked(SHUF[--top]));
  if (spec.piles > 0) {
    const n = spec.piles;
    setPileCount(n);
    if (spec.staircase) {
      for (let r = 0; top > 0; r++) for (let p = n - 1; p >= 0 && top > 0; p--) if (p >= r) pushPile(p, unchecked(SHUF[--top]));
    } else {
      for (let k = 0; top > 0; k++) pushPile(k % n, unchecked(SHUF[--top]));
    }
    if (spec.dealtDown) markDealtDown();
  }
  if (reserveAt > reserveFrom) {
    // The stacked reserve: a last pile, all but its top face down.
    const r = pileCount;
    for (let i = reserveAt - 1; i >= reserveFrom; i--) pushPile(r, unchecked(SHUF[i]) | (i > reserveFrom ? FACE_DOWN : 0));
  }
  if (spec.darkFaces) {
    // Same generator, continuing: shuffle a second ordered deck; the k-th card
    // dealt (from the end) carries the k-th card of that shuffle as dark face.
    orderedDeck(spec.deck, spec.decks, spec.ranks);
    mtShuffle();
    for (let k = shufLen - 1; k >= 0; k--) pushDark(unchecked(SHUF[k]));
  }
}

/**
 * Marks every pile card but the top face down, so that the layout (and a deal
 * printed from it) says which cards start hidden; games read the marks.
 */
function markDealtDown(): void {
  for (let p = 0; p < pileCount; p++) {
    const n = unchecked(PILE_LEN[p]);
    for (let k = 0; k < n - 1; k++) unchecked((PILES[p * PILE_CAP + k] |= FACE_DOWN));
  }
}

/**
 * Deals Microsoft FreeCell deal `seed`: one deck cut to SPEC.ranks (the whole
 * deck gives the Microsoft deals), across SPEC.piles piles (8 when unset).
 */
export function msDeal(seed: u32): void {
  clearLayout();
  const n = 4 * SPEC.ranks;
  const piles = SPEC.piles > 0 ? SPEC.piles : 8;
  for (let i = 0; i < n; i++) unchecked((SHUF[i] = <u8>i)); // rank-major, suits C D H S
  shufLen = n;
  msSeed(seed);
  for (let i = n - 1; i > 0; i--) {
    const j = <i32>(msNext() % <u32>(i + 1));
    const t = unchecked(SHUF[i]);
    unchecked((SHUF[i] = SHUF[j]));
    unchecked((SHUF[j] = t));
  }
  // Reverse, then card k goes to pile k mod piles.
  setPileCount(piles);
  for (let k = 0; k < n; k++) pushPile(k % piles, unchecked(SHUF[n - 1 - k]));
}
