// The Zobrist tables of the tableau position's key (state.ts keeps the key
// incrementally). Each table has a seed of its own: the seeds are where the
// tables began when every table of the engine was drawn from one sequence,
// so that the keys, and the node counts of every search, are those of
// earlier builds.

import { zobristTable } from "../../engine/zobrist";
import { CAP, MAX_FOUNDATIONS, MAX_PILES } from "./moves";

/** Card c at height k of a pile: ZP[k << 6 | c]. */
export const ZP = zobristTable(CAP * 64, 0xdc6306663b37a960);
/** Card c in a cell. */
export const ZC = zobristTable(64, 0xcb9a364f8aba4960);
/** Foundation f holding n cards: ZF[f * 16 + n]. */
export const ZF = zobristTable(MAX_FOUNDATIONS * 16, 0x5978a4af5d594ea0);
/** A pile with n face-down cards. */
export const ZD = zobristTable(CAP, 0x7535816f02975920);
/** Card c at position k of the talon: ZT[k << 6 | c]. */
export const ZT = zobristTable(CAP * 64, 0x90f25e2ea7d563a0);
/**
 * A talon whose cards all differ, as its links instead: card c following
 * card a (TALON_HEAD before the first card), ZL[a << 6 | c]. The links name
 * the order (follow them from the head), and taking a card out or putting it
 * back changes three links, not the place of every card after it.
 */
export const ZL = zobristTable(65 * 64, 0x3c6ef372fe94f82b);
export const TALON_HEAD: i32 = 64;

/**
 * The check's counterpart of ZL (summed, where ZL's entries are XORed: what
 * makes two sets of links collide in one does not in the other).
 */
export const ZLC = zobristTable(65 * 64, 0x510e527fade682d1);

/** `turned` cards on the waste (and redeals used, in the high bits). */
export const ZW = zobristTable(CAP * 4, 0x80298e17f75803a0);
/** Pile p, where piles are not interchangeable (Spider while its stock deals onto them). */
export const ZS = zobristTable(MAX_PILES, 0xef1d01168c502da0);

/** The check's hash of an empty pile's cards (TableauState.checkAt). */
export const CHECK_SEED: u64 = 0x6a09e667f3bcc909;

/** murmur3's 64-bit finaliser: a pile's hash mixed before the piles are summed. */
@inline export function fmix(k: u64): u64 {
  k ^= k >> 33;
  k *= 0xff51afd7ed558ccd;
  k ^= k >> 33;
  k *= 0xc4ceb9fe1a85ec53;
  k ^= k >> 33;
  return k;
}
