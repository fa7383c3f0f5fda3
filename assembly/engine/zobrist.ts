// Fixed pseudo-random 64-bit keys for Zobrist hashing: each table is a run of
// splitmix64 from a seed of its own, so that keys, and with them node counts,
// are the same on every run whatever order the modules load in.

/** splitmix64's step (Weyl sequence increment). */
const GAMMA: u64 = 0x9e3779b97f4a7c15;

/** A table of n keys: splitmix64's outputs after `seed`. */
export function zobristTable(n: i32, seed: u64): StaticArray<u64> {
  const t = new StaticArray<u64>(n);
  let s = seed;
  for (let i = 0; i < n; i++) {
    s += GAMMA;
    let z = s;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
    z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
    unchecked((t[i] = z ^ (z >> 31)));
  }
  return t;
}
