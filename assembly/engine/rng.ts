// The strategies' random numbers: xorshift64*, seeded per deal so that a
// strategy's play of a deal is reproducible (and re-running a deal after a
// worker crash gives the same record).

let s: u64 = 1;

export function rngSeed(a: u64, b: u64): void {
  let z = a * 0x9e3779b97f4a7c15 + b + 0x632be59bd9b4e019;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9;
  z = (z ^ (z >> 27)) * 0x94d049bb133111eb;
  z ^= z >> 31;
  s = z == 0 ? 1 : z;
}

export function rngNext(): u64 {
  s ^= s >> 12;
  s ^= s << 25;
  s ^= s >> 27;
  return s * 0x2545f4914f6cdd1d;
}

/** Uniform integer in [0, n). */
export function rngBelow(n: i32): i32 {
  return <i32>(((rngNext() >> 32) * <u64>n) >> 32);
}
