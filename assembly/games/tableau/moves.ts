// Where cards lie and how a move of the tableau games is written: the leaf
// every other part of the tableau engine builds on.
//
// Locations: piles 0..19, cells 20..35, foundations 36..43, the talon 44
// (the waste's playable card), the stock 45.
// A move is src | dst << 6 | count << 12 | talon index << 20 | redeals << 27:
// `count` cards from the top of src; a solver's talon move names the talon
// card it plays and the redeals turning passes on the way (talon-moves.ts).
// The stock move (src = dst = STOCK) turns the stock (or deals it onto the
// piles, in Spider).

export const MAX_PILES: i32 = 20; // Fan's 18 and room; a pile mask is a u32
export const MAX_CELLS: i32 = 16; // Northwest Territory's reserve of 16
export const MAX_FOUNDATIONS: i32 = 8;
export const CELL0: i32 = MAX_PILES;
export const FOUND0: i32 = CELL0 + MAX_CELLS;
export const TALON: i32 = FOUND0 + MAX_FOUNDATIONS;
export const STOCK: i32 = TALON + 1; // 45: every location fits a move's 6 bits
export const REDEAL_SHIFT: i32 = 27;
export const REDEAL_FLAG: i32 = 1 << REDEAL_SHIFT; // one redeal on the way
export const MAX_TALON_REDEALS: i32 = 15;
export const STOCK_MOVE: i32 = STOCK | (STOCK << 6);
/** Cards a pile (or the talon) can hold. */
export const CAP: i32 = 128;
/** A face-down card in an observation. */
export const HIDDEN: u8 = 0xfe;

/** The move of `count` cards from src to dst. */
@inline export function moveOf(src: i32, dst: i32, count: i32): i32 {
  return src | (dst << 6) | (count << 12);
}
/** Where move m takes its cards from. */
@inline export function srcOf(m: i32): i32 {
  return m & 63;
}
/** Where move m puts its cards. */
@inline export function dstOf(m: i32): i32 {
  return (m >> 6) & 63;
}
/** How many cards move m moves. */
@inline export function countOf(m: i32): i32 {
  return (m >> 12) & 255;
}
/** The index in the talon of the card a talon move plays. */
@inline export function talonIndexOf(m: i32): i32 {
  return (m >> 20) & 127;
}
/** How many redeals a solver's talon move turns through before its card shows. */
@inline export function redealsOf(m: i32): i32 {
  return (m >> REDEAL_SHIFT) & MAX_TALON_REDEALS;
}

// Side records of a move, kept for its undo: aces a turning move sent up on
// the way and runs removed. Along any line each ace and each run goes up
// once, so a few dozen is all there can ever be.
export const EXTRA_ACE: u32 = 1; // | talon position << 8 | card << 16 | foundation << 24
export const EXTRA_RUN: u32 = 2; // | pile << 8 | foundation << 16 | (card turned up after) << 24
/** transfer()'s name for the talon card in `pending` (on its way to or from the waste's top). */
export const WASTE_TOP: i32 = TALON;
