// A set of 64-bit position keys in a fixed table (open addressing), emptied
// all at once by a new stamp: nothing is allocated per use (bft.ts's
// positions seen, uct.ts's rollouts).

/** Keys of positions, forgotten all at once by a new stamp (open addressing, nothing allocated per use). */
export class KeySet {
  keys: StaticArray<u64>;
  stamps: StaticArray<i32>;
  stamp: i32 = 1;
  constructor(public bits: i32) {
    this.keys = new StaticArray<u64>(1 << bits);
    this.stamps = new StaticArray<i32>(1 << bits);
  }
  clear(): void {
    this.stamp++;
  }
  /** Whether key is in the set; adds it if `add`. */
  find(key: u64, add: bool): bool {
    const mask = (1 << this.bits) - 1;
    let i = <i32>(key >> (64 - this.bits));
    for (let probe = 0; probe <= mask; probe++) {
      if (unchecked(this.stamps[i]) != this.stamp) {
        if (add) {
          unchecked((this.stamps[i] = this.stamp));
          unchecked((this.keys[i] = key));
        }
        return false;
      }
      if (unchecked(this.keys[i]) == key) return true;
      i = (i + 1) & mask;
    }
    return false;
  }
}
