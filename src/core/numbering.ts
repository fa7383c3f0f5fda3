// The deal numberings (docs/numbering.md), in plain TypeScript: the engine has
// its own implementation in assembly/engine/deal.ts; tests hold both to the
// vectors in tests/fixtures/deals.json and to each other.

import { makeCard, rankOf, type Card } from "./cards.ts";
import { cardRenamed, emptyLayout, type Layout } from "./layout.ts";

export type Numbering = "sv" | "ms";
export const NUMBERINGS: readonly Numbering[] = ["sv", "ms"];
/** Largest seed of each numbering (sv seeds MT19937's 32-bit seed; ms is a 31-bit state). */
export const MAX_SEED: Record<Numbering, number> = { sv: 2 ** 32 - 1, ms: 2 ** 31 - 1 };

/** How a game deals a shuffled deck (the sv dealing order). */
export interface DealSpec {
  deck: "standard" | "wish";
  decks: 1 | 2;
  /** A standard deck cut to the ranks 1..ranks of each suit (absent or 13: the whole deck; tiny presets use fewer). */
  ranks?: number;
  acesOnFoundations: boolean;
  stock: number;
  row: number;
  /** Tableau piles; they take every card left. */
  piles: number;
  staircase: boolean;
  darkFaces: boolean;
  /** Every pile card but the top is dealt face down, and the layout marks them (absent: false). */
  dealtDown?: boolean;
  /** Suits in play (Spider; absent: 4): every card of the ordered deck is dealt as suitDealt() says. */
  suits?: SuitsInPlay;
  /** The hole's first card, as foundation 0 (absent: none): the ace of spades taken out first (Black Hole), or the deal's last card (Golf). */
  hole?: "none" | "ace-of-spades" | "last";
  /** Cells dealt a card each, before the stock and the piles (absent: none; Eight Off's 4 of 8). */
  cellsFilled?: number;
  /** Cards of a stacked reserve, dealt after the stock and before the piles, laid as a last pile (absent: none; Canfield's 13). */
  reserveStack?: number;
  /**
   * The shuffled deck's first card starts its foundation as the base (Canfield):
   * every rank is renamed so the base is the ace, the same game with the
   * foundations building from the ace (absent: false).
   */
  randomBase?: boolean;
  /** Every pile holds exactly this many cards (Gaps' rows; absent: any). Deals read from text are held to it. */
  pileSize?: number;
}

export type SuitsInPlay = 1 | 2 | 4;

/** The suit a card of suit s is dealt as with n suits in play: 2, clubs as spades and diamonds as hearts; 1, every card a spade. */
export function suitDealt(s: number, n: SuitsInPlay = 4): number {
  if (n === 4) return s;
  if (n === 1) return 3;
  return s === 0 || s === 3 ? 3 : 2;
}

/** The whole standard deck, one of it, dealt nowhere yet: games override what they deal. */
export const BASE_DEAL: DealSpec = {
  deck: "standard",
  decks: 1,
  ranks: 13,
  acesOnFoundations: false,
  stock: 0,
  row: 0,
  piles: 0,
  staircase: false,
  darkFaces: false,
  dealtDown: false,
};

/** Standard 32-bit Mersenne Twister. */
export class MersenneTwister {
  private mt = new Uint32Array(624);
  private index = 624;

  constructor(seed: number) {
    this.mt[0] = seed >>> 0;
    for (let i = 1; i < 624; i++) {
      const prev = this.mt[i - 1] ^ (this.mt[i - 1] >>> 30);
      this.mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
    }
  }

  next(): number {
    if (this.index >= 624) this.twist();
    let y = this.mt[this.index++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** Uniform integer in [0, i], by the bucket rejection the sv numbering specifies. */
  uniform(i: number): number {
    const bucket = Math.floor(2 ** 32 / (i + 1));
    for (;;) {
      const r = Math.floor(this.next() / bucket);
      if (r <= i) return r;
    }
  }

  private twist(): void {
    const mt = this.mt;
    for (let i = 0; i < 624; i++) {
      const y = (mt[i] & 0x80000000) | (mt[(i + 1) % 624] & 0x7fffffff);
      mt[i] = mt[(i + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
    }
    this.index = 0;
  }
}

const SV_SUIT_ORDER = [0, 2, 3, 1]; // C H S D
const WISH_RANKS = [1, 7, 8, 9, 10, 11, 12, 13];

/**
 * Rank-major, suits C H S D within a rank; the whole sequence again for a
 * second deck. With fewer suits in play each card keeps its place and takes
 * the suit it is dealt as (suitDealt).
 */
function svOrderedDeck(deck: DealSpec["deck"], decks: number, cut = 13, suits: SuitsInPlay = 4): Card[] {
  const ranks = deck === "wish" ? WISH_RANKS : Array.from({ length: cut }, (_, k) => k + 1);
  const one = ranks.flatMap((r) => SV_SUIT_ORDER.map((s) => makeCard(r, suitDealt(s, suits))));
  return Array.from({ length: decks }, () => one).flat();
}

function shuffleInPlace(cards: Card[], mt: MersenneTwister): void {
  for (let i = cards.length - 1; i > 0; i--) {
    const j = mt.uniform(i);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
}

/** The sv shuffled array for a seed, before dealing. */
export function svShuffledDeck(seed: number, deck: DealSpec["deck"] = "standard", decks = 1, ranks = 13, suits: SuitsInPlay = 4): Card[] {
  const cards = svOrderedDeck(deck, decks, ranks, suits);
  shuffleInPlace(cards, new MersenneTwister(seed));
  return cards;
}

/** Deals sv seed `seed` following a game's DealSpec. */
export function svDeal(seed: number, spec: DealSpec): Layout {
  const mt = new MersenneTwister(seed);
  const cards = svOrderedDeck(spec.deck, spec.decks, spec.ranks, spec.suits);
  shuffleInPlace(cards, mt);
  const layout = emptyLayout();
  if (spec.hole === "ace-of-spades") {
    const ace = makeCard(1, 3);
    cards.splice(cards.indexOf(ace), 1);
    layout.foundations.push([ace]);
  } else if (spec.hole === "last" && cards.length) {
    // Cards are taken from the end, so the last dealt is the first of the array.
    layout.foundations.push([cards.shift()!]);
  }
  if (spec.acesOnFoundations) {
    for (const s of SV_SUIT_ORDER) {
      for (let d = 0; d < spec.decks; d++) {
        const ace = makeCard(1, s);
        cards.splice(cards.indexOf(ace), 1);
        layout.foundations.push([ace]);
      }
    }
  }
  if (spec.randomBase && cards.length) {
    // Solvitaire takes the deck's first card as the base; ranks are renamed from it.
    const ranks = spec.ranks ?? 13;
    const base = rankOf(cards[0]);
    for (let i = 0; i < cards.length; i++) cards[i] = cardRenamed(cards[i], base, ranks);
    layout.foundations.push([cards.shift()!]);
    if (base !== 1) layout.rankBase = base;
  }
  const take = () => cards.pop()!;
  for (let k = 0; k < (spec.cellsFilled ?? 0) && cards.length; k++) layout.cells.push(take());
  for (let k = 0; k < spec.stock && cards.length; k++) layout.stock.push(take());
  const reserve: Card[] = [];
  for (let k = 0; k < (spec.reserveStack ?? 0) && cards.length; k++) reserve.push(take());
  for (let k = 0; k < spec.row && cards.length; k++) layout.row.push(take());
  if (spec.piles > 0) {
    layout.piles = Array.from({ length: spec.piles }, () => []);
    if (spec.staircase) {
      for (let r = 0; cards.length; r++) for (let p = spec.piles - 1; p >= 0 && cards.length; p--) if (p >= r) layout.piles[p].push(take());
    } else {
      for (let k = 0; cards.length; k++) layout.piles[k % spec.piles].push(take());
    }
    if (spec.dealtDown) markDealtDown(layout);
  }
  if (spec.reserveStack) {
    // The stacked reserve: a last pile, its top card the only one face up.
    layout.piles.push(reserve);
    layout.faceDown = [...(layout.faceDown ?? layout.piles.slice(0, -1).map(() => 0)), Math.max(0, reserve.length - 1)];
  }
  if (spec.darkFaces) {
    const dark = svOrderedDeck(spec.deck, spec.decks, spec.ranks);
    shuffleInPlace(dark, mt);
    layout.dark = dark.reverse();
  }
  return layout;
}

/** Every pile card but the top face down, as a seed's deal lays them when the spec says so. */
function markDealtDown(layout: Layout): void {
  const down = layout.piles.map((p) => Math.max(0, p.length - 1));
  if (down.some((d) => d > 0)) layout.faceDown = down;
}

/**
 * Microsoft FreeCell deal `seed`: the MSVC rand() shuffle of one deck (cut to
 * `spec.ranks`), dealt across `spec.piles` piles (8 unless a spec says
 * otherwise). With the whole deck and 8 piles these are the Microsoft deals.
 */
export function msDeal(seed: number, spec: Pick<DealSpec, "ranks" | "piles"> = { piles: 8 }): Layout {
  let state = seed >>> 0;
  const rand = () => {
    state = (Math.imul(state, 214013) + 2531011) & 0x7fffffff;
    return state >>> 16;
  };
  const n = 4 * (spec.ranks ?? 13);
  const piles = spec.piles > 0 ? spec.piles : 8;
  const deck = Array.from({ length: n }, (_, i) => i); // rank-major, suits C D H S
  for (let i = n - 1; i > 0; i--) {
    const j = rand() % (i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  deck.reverse();
  const layout = emptyLayout();
  layout.piles = Array.from({ length: piles }, () => []);
  deck.forEach((c, k) => layout.piles[k % piles].push(c));
  return layout;
}
