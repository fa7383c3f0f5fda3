// The Microsoft C runtime rand() that numbers Microsoft FreeCell deals.

let state: u32 = 0;

export function msSeed(seed: u32): void {
  state = seed;
}

export function msNext(): u32 {
  state = (state * 214013 + 2531011) & 0x7fffffff;
  return state >>> 16;
}
