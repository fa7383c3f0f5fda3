// MT19937, the standard 32-bit Mersenne Twister, computed lazily.
//
// A 52-card shuffle needs about 51 outputs. Output k (k < 227) needs only
// state words k, k+1 and k+397, so we initialise the table only as far as the
// outputs drawn so far require and twist words one at a time, in the order the
// standard in-place twist would. The sequence is bit-for-bit the standard one;
// the saving is that a deal no longer pays for initialising and twisting all
// 624 words (that cost dominates cheap games such as One-Handed).

const N: i32 = 624;
const M: i32 = 397;
const MT = new StaticArray<u32>(N);
let initialised: i32 = 0; // words 0..initialised-1 hold seeding values or later
let drawn: i32 = 0; // outputs produced since seeding

export function mtSeed(seed: u32): void {
  unchecked((MT[0] = seed));
  initialised = 1;
  drawn = 0;
}

function initialiseTo(n: i32): void {
  let prev = unchecked(MT[initialised - 1]);
  for (let i = initialised; i < n; i++) {
    prev = 1812433253 * (prev ^ (prev >>> 30)) + <u32>i;
    unchecked((MT[i] = prev));
  }
  initialised = n;
}

export function mtNext(): u32 {
  const k = drawn % N;
  if (initialised < N) {
    // First generation: word k needs words k+1 and k+397 still unchanged.
    // Initialise a little ahead so the check is rare.
    const need = k + M + 1;
    if (need > initialised) initialiseTo(need + 16 < N ? need + 16 : N);
  }
  const next = k + 1 == N ? 0 : k + 1;
  const far = k + M < N ? k + M : k + M - N;
  const y = (unchecked(MT[k]) & 0x80000000) | (unchecked(MT[next]) & 0x7fffffff);
  let v = unchecked(MT[far]) ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
  unchecked((MT[k] = v));
  drawn++;
  v ^= v >>> 11;
  v ^= (v << 7) & 0x9d2c5680;
  v ^= (v << 15) & 0xefc60000;
  v ^= v >>> 18;
  return v;
}

// floor(2^32 / (i + 1)) for the i a shuffle of up to 128 cards uses.
const BUCKET = new StaticArray<u32>(128);
for (let i = 0; i < 128; i++) unchecked((BUCKET[i] = <u32>(<u64>0x100000000 / (<u64>i + 1))));

/** Uniform integer in [0, i] exactly as the sv numbering draws it (bucket rejection). */
export function mtUniform(i: u32): u32 {
  const bucket = i < 128 ? unchecked(BUCKET[i]) : <u32>(<u64>0x100000000 / (<u64>i + 1));
  while (true) {
    const r = mtNext() / bucket;
    if (r <= i) return r;
  }
  return 0;
}
