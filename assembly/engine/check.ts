// The second key of a position (Game.check()): computed from scratch by a
// multiply-and-rotate hash, unlike the Zobrist keys (XOR of fixed random
// table entries, kept incrementally), so that positions whose Zobrist keys
// collide (the tables' XOR dependencies) are not also alike here.

const M: u64 = 0x9e3779b97f4a7c15;

/** h with the value v mixed in (order matters). */
@inline export function checkStep(h: u64, v: u64): u64 {
  h = (h ^ v) * M;
  return h ^ (h >> 29);
}

/** A whole 64-bit value mixed down to 32 bits (murmur3's finaliser, then the high half). */
@inline export function checkFinish(h: u64): u32 {
  h ^= h >> 33;
  h *= 0xc4ceb9fe1a85ec53;
  h ^= h >> 29;
  h *= 0xff51afd7ed558ccd;
  h ^= h >> 32;
  return <u32>(h >> 32);
}

/** One independent value of a 64-bit input, for sums that must not depend on order (piles, cells). */
@inline export function checkMix(h: u64): u64 {
  h ^= h >> 31;
  h *= 0x7fb5d329728ea185;
  h ^= h >> 27;
  h *= 0x81dadef4bc2dd44d;
  return h ^ (h >> 33);
}
