// Transposition table: the set of positions the current search has already
// reached, each kept as its 64-bit Zobrist key and a 32-bit check, a second
// key computed by another hash (Game.check()), so that a lost verdict does not
// rest on a key collision alone: a position counts as seen only if both match.
//
// Buckets are one 64-byte cache line: a header (search generation, fill
// count), 4 keys and their 4 checks. A bucket whose generation is not the current search's
// counts as empty, so starting a new search costs nothing however large the
// table. When a bucket is full a key is overwritten: the search may then visit
// a position twice, which costs time but never changes a verdict.
//
// The table is allocated once, at the size asked for, and reused; a smaller
// later request uses a prefix of it. It never grows past the largest request.
// Best-first search borrows most of it for its open positions (ttLend).

const BUCKET_BYTES: usize = 64;
const SLOTS: u32 = 4;
const CHECKS: usize = 8 + 8 * SLOTS; // where the checks start in a bucket

let base: usize = 0;
let capacity: usize = 0; // bytes allocated (the largest size asked for)
let buckets: u64 = 0; // buckets in use for the current size
let generation: u32 = 0;
/** The last generation handed out: each search of either table gets a new one, so a bucket left by any earlier search never matches. */
let generations: u32 = 0;
export let ttStored: i64 = 0;
export let ttOverwritten: i64 = 0;

let configured: usize = 0; // bytes of the current size

/** Sizes the table to `mib` MiB (1 .. 1000). */
export function ttConfigure(mib: i32): void {
  const bytes = (<usize>mib) << 20;
  if (bytes > capacity) {
    // Stub runtime: fresh memory is zeroed and never handed out twice.
    base = heap.alloc(bytes);
    base = (base + BUCKET_BYTES - 1) & ~(BUCKET_BYTES - 1);
    capacity = bytes;
  }
  configured = bytes;
  ttUseBytes(bytes);
}

/** Uses only the first `bytes` of the table's memory (the rest is lent out by ttLend). */
function ttUseBytes(bytes: usize): void {
  // One bucket is given up to align the table to cache lines.
  buckets = <u64>(bytes - BUCKET_BYTES) / BUCKET_BYTES;
}

/**
 * Lends most of the table's memory (LENT_SHARE of 8) to a search that needs
 * room of its own: best-first's open positions take about 80 bytes each
 * against 16 for a table entry. The table shrinks to the rest; a full
 * table only forgets positions (a repeat costs time, never a verdict).
 * Returns the start of the lent region; its size is ttLentBytes().
 */
const LENT_SHARE: usize = 6;

function keptBytes(): usize {
  return ((configured * (8 - LENT_SHARE)) >> 3) & ~(BUCKET_BYTES - 1);
}

export function ttLend(): usize {
  const kept = keptBytes();
  ttUseBytes(kept);
  return base + kept;
}

export function ttLentBytes(): usize {
  return configured - keptBytes() - BUCKET_BYTES;
}

/**
 * Takes the lent memory back (the borrower zeroes what it wrote, so no stale
 * bucket can look like the current generation's); the table spans the
 * whole size again.
 */
export function ttReclaim(): void {
  ttUseBytes(configured);
}

// A second table, in memory the first has lent (the portfolio's depth-first
// searches, portfolio.ts, while its best-first search keeps the first table
// between its turns): ttSwapTables() makes either the one in use.
let otherBase: usize = 0;
let otherBuckets: u64 = 0;
let otherGeneration: u32 = 0;

/** Makes `bytes` at `region` (lent memory) the second table, empty. */
export function ttSecondTable(region: usize, bytes: usize): void {
  otherBase = (region + BUCKET_BYTES - 1) & ~(BUCKET_BYTES - 1);
  otherBuckets = <u64>(region + bytes - otherBase) / BUCKET_BYTES;
  otherGeneration = ++generations;
}

/** Swaps the table in use and the second table (each keeps its current search). */
export function ttSwapTables(): void {
  const b = base;
  base = otherBase;
  otherBase = b;
  const n = buckets;
  buckets = otherBuckets;
  otherBuckets = n;
  const g = generation;
  generation = otherGeneration;
  otherGeneration = g;
}

export function ttEntries(): i64 {
  return <i64>buckets * SLOTS;
}

/** Starts a new search: every bucket becomes empty. */
export function ttNewSearch(): void {
  generation = ++generations;
  ttStored = 0;
  ttOverwritten = 0;
}

@inline function bucketOf(key: u64): usize {
  return base + <usize>(((key >> 32) * buckets) >> 32) * BUCKET_BYTES;
}

/** Does one of bucket b's first `count` slots hold `key` and `check`? */
@inline function holds(b: usize, count: u32, key: u64, check: u32): bool {
  for (let i: u32 = 0; i < count; i++) {
    if (load<u64>(b + 8 + (<usize>i << 3)) == key && load<u32>(b + CHECKS + (<usize>i << 2)) == check) return true;
  }
  return false;
}

/** Is the position with `key` and `check` in the table (both match)? Inserts nothing. */
export function ttSeen(key: u64, check: u32): bool {
  const b = bucketOf(key);
  const count = load<u32>(b, 4);
  return load<u32>(b) == generation && count <= SLOTS && holds(b, count, key, check);
}

/**
 * Inserts the position with `key` and `check`; returns true if it was already
 * there (both match). A false "seen" needs two different positions reached in
 * one search whose keys and checks both agree: over N calls at most 4 N 2^-96
 * if the two hashes behave as independent random functions (README).
 */
export function ttSeenOrInsert(key: u64, check: u32): bool {
  const b = bucketOf(key);
  const gen = load<u32>(b);
  let count = load<u32>(b, 4);
  if (gen != generation || count > SLOTS) {
    store<u32>(b, generation);
    count = 0;
  } else if (holds(b, count, key, check)) return true;
  ttStored++;
  let slot = count;
  if (count < SLOTS) store<u32>(b, count + 1, 4);
  else {
    ttOverwritten++;
    slot = <u32>key % SLOTS;
  }
  store<u64>(b + 8 + (<usize>slot << 3), key);
  store<u32>(b + CHECKS + (<usize>slot << 2), check);
  return false;
}
