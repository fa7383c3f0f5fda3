// One card = one byte: (rank - 1) * 4 + suit, rank 1 (ace) .. 13 (king),
// suit 0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades (the notation's C D H S order).
// Two-deck games repeat the same 52 byte values; play never needs to tell the copies apart.

export const NO_CARD: u8 = 0xff;
/** Flag bit carried by layout cards that are dealt face down. */
export const FACE_DOWN: u8 = 0x40;
export const CARD_MASK: u8 = 0x3f;

export const CLUBS: i32 = 0;
export const DIAMONDS: i32 = 1;
export const HEARTS: i32 = 2;
export const SPADES: i32 = 3;

/** Rank of card c, 1 (ace) to 13. */
@inline export function rankOf(c: u8): i32 {
  return ((<i32>c) >> 2) + 1;
}

/** Suit of card c, 0 to 3. */
@inline export function suitOf(c: u8): i32 {
  return (<i32>c) & 3;
}

/** The card of a rank (1..13) and a suit (0..3). */
@inline export function makeCard(rank: i32, suit: i32): u8 {
  return <u8>(((rank - 1) << 2) | suit);
}

/**
 * The suit a card of suit s is dealt as with n suits in play (Spider's
 * `suits`): 4, itself; 2, clubs as spades and diamonds as hearts; 1, spades.
 */
@inline export function suitDealt(s: i32, n: i32): i32 {
  if (n == 4) return s;
  if (n == 1) return SPADES;
  return s == CLUBS || s == SPADES ? SPADES : HEARTS;
}

/** Diamonds and hearts are red. */
@inline export function isRed(c: u8): bool {
  const s = (<i32>c) & 3;
  return s == DIAMONDS || s == HEARTS;
}
