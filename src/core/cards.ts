// Cards as the engine stores them: one number per card, (rank - 1) * 4 + suit,
// with suits in the notation's order C, D, H, S. Rank 1 is the ace, 13 the king.

export type Card = number;

export const RANKS = "A23456789TJQK";
export const SUITS = "CDHS";
export const SUIT_NAMES = ["clubs", "diamonds", "hearts", "spades"] as const;
export const RANK_NAMES = ["", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king"] as const;

export const rankOf = (c: Card): number => (c >> 2) + 1;
export const suitOf = (c: Card): number => c & 3;
export const makeCard = (rank: number, suit: number): Card => ((rank - 1) << 2) | suit;
export const isRed = (c: Card): boolean => suitOf(c) === 1 || suitOf(c) === 2;

/**
 * "10H" style: rank then suit letter, the ten written 10 as the dashboard's
 * cards show it, so the deal, the board and the moves use one notation (the
 * readers take T as well).
 */
export function cardText(c: Card): string {
  return (rankOf(c) === 10 ? "10" : RANKS[rankOf(c) - 1]) + SUITS[suitOf(c)];
}

/** "ten of hearts". */
export function cardWords(c: Card): string {
  return `${RANK_NAMES[rankOf(c)]} of ${SUIT_NAMES[suitOf(c)]}`;
}

/**
 * Parses one card: rank A 2-9 T J Q K (or 10) then suit C D H S, either case.
 * Returns null when the text is not a card.
 */
export function parseCard(text: string): Card | null {
  const t = text.trim().toUpperCase();
  const m = /^(10|[A2-9TJQK])([CDHS])$/.exec(t);
  if (!m) return null;
  const rank = m[1] === "10" ? 10 : RANKS.indexOf(m[1]) + 1;
  return makeCard(rank, SUITS.indexOf(m[2]));
}
