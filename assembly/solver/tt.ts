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
/** Buckets of the table at its current size (less what is lent). */
let tableBuckets: u64 = 0;
/** Buckets the current search uses: all of tableBuckets, or fewer for a short search (ttNewSearch). */
let buckets: u64 = 0;
/** The current search was given fewer buckets than the table has. */
let narrowed: bool = false;
let generation: u32 = 0;
/** The last generation handed out: each search of either table gets a new one, so a bucket left by any earlier search never matches. */
let generations: u32 = 0;

let configured: usize = 0; // bytes of the current size

/** Sizes the table to `mib` MiB (1 .. 1920: spec.ts's BUDGET_LIMITS). */
export function ttConfigure(mib: i32): void {
  const bytes = (<usize>mib) << 20;
  if (bytes > capacity) {
    // The stub runtime would grow memory by at least all it has (64 MiB of
    // fixed areas): the table's pages are added first, so that a worker
    // holds its fixed areas and its tables, no more (--memory-mb).
    memory.grow(<i32>((bytes + 0xffff) >>> 16) + 1);
    // Stub runtime: fresh memory is zeroed and never handed out twice.
    base = allocRun(bytes);
    base = (base + BUCKET_BYTES - 1) & ~(BUCKET_BYTES - 1);
    capacity = bytes;
  }
  configured = bytes;
  ttUseBytes(bytes);
}

/** The most the stub runtime allocates at once is just under 1 GiB. */
const CHUNK_BYTES: usize = 1 << 29;

/**
 * `bytes` of memory in one run, for tables of 1 GiB and more. The stub
 * runtime hands out blocks one after another, each behind a small header it
 * never reads again (nothing is freed), so chunks allocated in a row make
 * one run: the gaps between them are that header and padding, ours too.
 */
function allocRun(bytes: usize): usize {
  const start = heap.alloc(min(bytes, CHUNK_BYTES));
  let end = start + min(bytes, CHUNK_BYTES);
  while (end - start < bytes) {
    const n = min(bytes - (end - start), CHUNK_BYTES);
    const p = heap.alloc(n);
    assert(p >= end && p - end < 64, "tt: the runtime's blocks are not in a row");
    end = p + n;
  }
  return start;
}

/** Uses only the first `bytes` of the table's memory (the rest is lent out by ttLend). */
function ttUseBytes(bytes: usize): void {
  // A new size maps keys to other buckets: what the table held is of no use
  // to any search (each caller starts a new one after it), so the front's
  // buckets are dropped, not written.
  forgetLocal();
  local = false;
  // One bucket is given up to align the table to cache lines.
  tableBuckets = <u64>(bytes - BUCKET_BYTES) / BUCKET_BYTES;
  buckets = tableBuckets;
  narrowed = false;
}

/**
 * Lends most of the table's memory (LENT_SHARE of 8) to a search that needs
 * room of its own: best-first's open positions take about 80 bytes each
 * against 16 for a table entry. The table shrinks to the rest; a full
 * table only forgets positions (a repeat costs time, never a verdict).
 * Returns the start of the lent region; its size is ttLentBytes().
 */
const LENT_SHARE: usize = 6;
/** Eighths of the table lent now (ttLend). */
let lentShare: usize = LENT_SHARE;

function keptBytes(): usize {
  return ((configured * (8 - lentShare)) >> 3) & ~(BUCKET_BYTES - 1);
}

/** Lends `eighths` of the table (best-first's share unless said; solver/parked.ts takes 2). */
export function ttLend(eighths: i32 = <i32>LENT_SHARE): usize {
  lentShare = <usize>eighths;
  const kept = keptBytes();
  ttUseBytes(kept);
  return base + kept;
}

export function ttLentBytes(): usize {
  return configured - keptBytes() - BUCKET_BYTES;
}

/**
 * Table bytes a search is given per node of its quota: one slot (a key and
 * its check, a quarter of a 64-byte bucket) per node, room for every position
 * the quota can reach.
 */
const TABLE_BYTES_PER_NODE: usize = 16;

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
let otherTableBuckets: u64 = 0;
let otherBuckets: u64 = 0;
let otherNarrowed: bool = false;
let otherGeneration: u32 = 0;

/** Makes `bytes` at `region` (lent memory) the second table, empty. */
export function ttSecondTable(region: usize, bytes: usize): void {
  spill();
  otherBase = (region + BUCKET_BYTES - 1) & ~(BUCKET_BYTES - 1);
  otherTableBuckets = <u64>(region + bytes - otherBase) / BUCKET_BYTES;
  otherBuckets = otherTableBuckets;
  otherNarrowed = false;
  otherGeneration = ++generations;
}

/** Swaps the table in use and the second table (each keeps its current search). */
export function ttSwapTables(): void {
  spill();
  const b = base;
  base = otherBase;
  otherBase = b;
  const t = tableBuckets;
  tableBuckets = otherTableBuckets;
  otherTableBuckets = t;
  const n = buckets;
  buckets = otherBuckets;
  otherBuckets = n;
  const w = narrowed;
  narrowed = otherNarrowed;
  otherNarrowed = w;
  const g = generation;
  generation = otherGeneration;
  otherGeneration = g;
}

/**
 * Starts a new search: every bucket becomes empty. A search of `nodes` nodes
 * at most (0: no such bound) is given only the buckets it can fill, where
 * that is less than the table: a search of some thousands of nodes in a
 * small table keeps its probes in the processor's caches and address
 * translation buffers, where probes across the whole table miss both (the
 * stock games' best-first share, the searches for wins only, the portfolio's
 * restarts). A smaller table only forgets more (a repeat costs time, never a
 * verdict), and the search trusts only entries of its own generation, all
 * written with its bucket count.
 */
export function ttNewSearch(nodes: i64): void {
  generation = ++generations;
  forgetLocal();
  buckets = tableBuckets;
  narrowed = false;
  const want = (<u64>nodes * TABLE_BYTES_PER_NODE) / BUCKET_BYTES;
  if (nodes > 0 && want >= 2 && want < buckets) {
    buckets = want;
    narrowed = true;
  }
  // A table no larger than the front (a short search's) stays in the
  // caches as it is: the front would only add its copying back.
  local = buckets > <u64>LOCAL_LIMIT;
}

/**
 * Ends a search. A short search's buckets (ttNewSearch) are of no use to any
 * other search, so its front is dropped, not written, and the table spans
 * all its buckets again.
 */
export function ttEndSearch(): void {
  if (!narrowed) return;
  forgetLocal();
  local = false;
  buckets = tableBuckets;
  narrowed = false;
}

// The front: a search's first LOCAL_LIMIT buckets, kept in a small table
// that stays in the processor's caches, and written to the table itself
// (spilled) when a search needs more, or before anything changes which
// table is in use or its size. A search of a few hundred positions (most of
// FreeCell's deals, won in the dive) then touches no line of the large
// table, where every probe would be a cache miss and mostly a TLB miss too
// (before the front, nearly half of FreeCell's time went to those probes:
// docs/notes/freecell-speed.md).
//
// It changes nothing the table answers: a bucket's copy in the front
// evolves exactly as the bucket itself would (same header, slots and
// overwrite rule), and a bucket not yet in the front holds nothing of the
// current search (a new search starts with an empty front; nothing of it
// reaches the table before a spill, and after a spill the front is off until
// the next search). So every search sees the same answers, position by
// position, and visits the same nodes (the fingerprint checks it). The
// front is spilled when the tables are swapped (the portfolio's best-first
// search goes on in its table after the other's turn) and dropped when the
// table is resized (ttConfigure, ttLend, ttReclaim: every caller starts a
// new search after them, and keys map to other buckets then anyway).

/** Slots of the front (a power of two); at most LOCAL_LIMIT are used, so probes stay short. */
const LOCAL_BITS: u32 = 12;
const LOCAL_SLOTS: u32 = 1 << LOCAL_BITS;
const LOCAL_LIMIT: u32 = LOCAL_SLOTS >> 1;
/** Per slot, its bucket's number + 1 (0: empty). */
const LOCAL_INDEX = new StaticArray<u32>(LOCAL_SLOTS);
/** The slots in use, in the order they were taken. */
const LOCAL_USED = new StaticArray<u32>(LOCAL_LIMIT);
/** The slots' buckets, one cache line each. */
const LOCAL_MEMORY = new StaticArray<u8>(<i32>((LOCAL_SLOTS + 1) * <u32>BUCKET_BYTES));
const localBase: usize = (changetype<usize>(LOCAL_MEMORY) + BUCKET_BYTES - 1) & ~(BUCKET_BYTES - 1);
let localUsed: u32 = 0;
/** Does the current search keep its buckets in the front? */
let local: bool = false;

/** Empties the front without writing it anywhere (its search is over: nothing in it counts any more). */
function forgetLocal(): void {
  for (let i: u32 = 0; i < localUsed; i++) unchecked((LOCAL_INDEX[unchecked(LOCAL_USED[i])] = 0));
  localUsed = 0;
}

/** Writes the front's buckets to the table and turns the front off for the rest of the search. */
function spill(): void {
  if (!local) return;
  for (let i: u32 = 0; i < localUsed; i++) {
    const slot = unchecked(LOCAL_USED[i]);
    const number = unchecked(LOCAL_INDEX[slot]) - 1;
    // Eight words, not memory.copy (a call out of the engine).
    const to = base + <usize>number * BUCKET_BYTES;
    const from = localBase + ((<usize>slot) << 6);
    for (let w: usize = 0; w < BUCKET_BYTES; w += 8) store<u64>(to + w, load<u64>(from + w));
    unchecked((LOCAL_INDEX[slot] = 0));
  }
  localUsed = 0;
  local = false;
}

/** The bucket of `key` among the buckets in use. */
@inline function bucketNumber(key: u64): u32 {
  return <u32>(((key >> 32) * buckets) >> 32);
}

/** The address of the bucket of `key`. */
@inline function bucketOf(key: u64): usize {
  return base + <usize>bucketNumber(key) * BUCKET_BYTES;
}

/**
 * The front's copy of the bucket of `key`, or 0 if it is not there; with
 * `take`, a missing bucket is taken in (empty), or 0 when the front is full.
 */
function localBucket(key: u64, take: bool): usize {
  const number = bucketNumber(key);
  let slot = (number * 0x9e3779b1) >> (32 - LOCAL_BITS);
  while (true) {
    const at = unchecked(LOCAL_INDEX[slot]);
    if (at == number + 1) return localBase + ((<usize>slot) << 6);
    if (at == 0) break;
    slot = (slot + 1) & (LOCAL_SLOTS - 1);
  }
  if (!take || localUsed >= LOCAL_LIMIT) return 0;
  unchecked((LOCAL_INDEX[slot] = number + 1));
  unchecked((LOCAL_USED[localUsed++] = slot));
  const b = localBase + ((<usize>slot) << 6);
  store<u32>(b, generation);
  store<u32>(b, 0, 4);
  return b;
}

/** Does one of bucket b's first `count` slots hold `key` and `check`? */
@inline function holds(b: usize, count: u32, key: u64, check: u32): bool {
  for (let i: u32 = 0; i < count; i++) {
    if (load<u64>(b + 8 + ((<usize>i) << 3)) == key && load<u32>(b + CHECKS + ((<usize>i) << 2)) == check) return true;
  }
  return false;
}

/** Is the position with `key` and `check` in the table (both match)? Inserts nothing. */
export function ttSeen(key: u64, check: u32): bool {
  let b: usize;
  if (local) {
    b = localBucket(key, false);
    if (b == 0) return false;
  } else b = bucketOf(key);
  const count = load<u32>(b, 4);
  return load<u32>(b) == generation && count <= SLOTS && holds(b, count, key, check);
}

/**
 * Inserts the position with `key` and `check`; returns true if it was already
 * there (both match). A false "seen" needs two different positions reached in
 * one search whose keys and checks both agree: over N calls at most 4 N 2^-96
 * if the two hashes behave as independent random functions (docs/solver.md).
 */
export function ttSeenOrInsert(key: u64, check: u32): bool {
  let b: usize = 0;
  if (local) {
    b = localBucket(key, true);
    // The front is full: its buckets go to the table, which takes over.
    if (b == 0) spill();
  }
  if (b == 0) b = bucketOf(key);
  const gen = load<u32>(b);
  let count = load<u32>(b, 4);
  if (gen != generation || count > SLOTS) {
    store<u32>(b, generation);
    count = 0;
  } else if (holds(b, count, key, check)) return true;
  let slot = count;
  if (count < SLOTS) store<u32>(b, count + 1, 4);
  else {
    slot = <u32>key % SLOTS;
  }
  store<u64>(b + 8 + ((<usize>slot) << 3), key);
  store<u32>(b + CHECKS + ((<usize>slot) << 2), check);
  return false;
}
