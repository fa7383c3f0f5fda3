// The open positions of best-first search: a binary max-heap of u64 entries
// in memory from `base` up (entry i at base + 8 i). An entry is
// priority (24 bits, offset by 2^23) << 40 | (record + 1) mod 256 << 32 | record:
// the highest priority first; among equals the newer record (a little depth
// first, which finds wins sooner), by the 8-bit count first, which wraps.

/** Adds record `record` (records are numbered as they are made) at `priority`; the heap holds `count` entries. */
export function heapPush(base: usize, count: usize, priority: i32, record: u32): void {
  let p = priority + (1 << 23);
  if (p < 0) p = 0;
  if (p > (1 << 24) - 1) p = (1 << 24) - 1;
  const entry = ((<u64>p) << 40) | ((<u64>((record + 1) & 0xff)) << 32) | (<u64>record);
  let i = count;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    const e = load<u64>(base + (parent << 3));
    if (e >= entry) break;
    store<u64>(base + (i << 3), e);
    i = parent;
  }
  store<u64>(base + (i << 3), entry);
}

/** Takes the best entry out of the `count` the heap holds; returns its record. */
export function heapPop(base: usize, count: usize): u32 {
  const top = load<u64>(base);
  const last = load<u64>(base + ((count - 1) << 3));
  const n = count - 1;
  let i: usize = 0;
  while (true) {
    const l: usize = 2 * i + 1;
    if (l >= n) break;
    let c = l;
    if (l + 1 < n && load<u64>(base + ((l + 1) << 3)) > load<u64>(base + (l << 3))) c = l + 1;
    const v = load<u64>(base + (c << 3));
    if (v <= last) break;
    store<u64>(base + (i << 3), v);
    i = c;
  }
  if (n > 0) store<u64>(base + (i << 3), last);
  return <u32>(top & 0xffffffff);
}
