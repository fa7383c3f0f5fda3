// Fixed pseudo-random 64-bit keys for Zobrist hashing (splitmix64, constant
// seed), so that keys, and with them node counts, are the same on every run.

let sm: u64 = 0x5eed_501a_7a1e_b00c;

function splitmix64(): u64 {
  sm += 0x9e3779b97f4a7c15;
  let z = sm;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  return z ^ (z >> 31);
}

/** A table of n keys; tables made in the same order get the same keys every run. */
export function zobristTable(n: i32): StaticArray<u64> {
  const t = new StaticArray<u64>(n);
  for (let i = 0; i < n; i++) unchecked((t[i] = splitmix64()));
  return t;
}
