// MT19937, the standard 32-bit Mersenne Twister, computed lazily.
//
// A 52-card shuffle needs about 51 outputs. Output k (k < 227) needs only
// state words k, k+1 and k+397, so we initialise the table only as far as the
// outputs drawn so far require and twist words one at a time, in the order the
// standard in-place twist would. The sequence is bit-for-bit the standard one;
// the saving is that a deal no longer pays for initialising and twisting all
// 624 words (that cost dominates cheap games such as One-Handed).
//
// Initialising is a serial chain (each word from the one before), so for
// batches the chains of four seeds run side by side in SIMD lanes
// (mtSeedFour); each deal then draws from its own lane (mtUseLane).

const N: i32 = 624;
const M: i32 = 397;
const MT = new StaticArray<u32>(N);
const LANES: i32 = 4;
const MT4 = new StaticArray<u32>(N * LANES); // word k of lane l at k * 4 + l
let base: usize = changetype<usize>(MT); // the table in use
let shift: usize = 2; // log2 of the byte distance between its words
let initialised: i32 = 0; // words 0..initialised-1 hold seeding values or later
let fourInitialised: i32 = 0;
let drawn: i32 = 0; // outputs produced since seeding

/** Word k of the generator's state. */
@inline function word(k: i32): u32 {
  return load<u32>(base + ((<usize>k) << shift));
}
/** Sets word k of the generator's state. */
@inline function setWord(k: i32, v: u32): void {
  store<u32>(base + ((<usize>k) << shift), v);
}

export function mtSeed(seed: u32): void {
  base = changetype<usize>(MT);
  shift = 2;
  setWord(0, seed);
  initialised = 1;
  drawn = 0;
}

/** Seeds four tables with seeds s, s+1, s+2, s+3, initialised for `outputs` draws each. */
export function mtSeedFour(s: u32, outputs: i32): void {
  const words = min(outputs + M + 1, N);
  const t = changetype<usize>(MT4);
  let v = i32x4(s, s + 1, s + 2, s + 3);
  v128.store(t, v);
  const f = i32x4.splat(1812433253);
  for (let i = 1; i < words; i++) {
    v = i32x4.add(i32x4.mul(v128.xor(v, i32x4.shr_u(v, 30)), f), i32x4.splat(i));
    v128.store(t + ((<usize>i) << 4), v);
  }
  fourInitialised = words;
}

/** Draws from lane `lane` of the last mtSeedFour(). */
export function mtUseLane(lane: i32): void {
  base = changetype<usize>(MT4) + ((<usize>lane) << 2);
  shift = 4;
  initialised = fourInitialised;
  drawn = 0;
}

function initialiseTo(n: i32): void {
  let prev = word(initialised - 1);
  for (let i = initialised; i < n; i++) {
    prev = 1812433253 * (prev ^ (prev >>> 30)) + <u32>i;
    setWord(i, prev);
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
  const y = (word(k) & 0x80000000) | (word(next) & 0x7fffffff);
  let v = word(far) ^ (y >>> 1) ^ ((y & 1) != 0 ? 0x9908b0df : 0);
  setWord(k, v);
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
