// A game's settings as the engine takes them: each one's name (the
// catalogue's key, or the tableau rule's name) and its allowed values, a
// whole number from min to max. index.ts checks a value here before the game
// stores it; the host's tests hold the catalogue to these tables.

export class SettingTable {
  constructor(
    public names: StaticArray<string>,
    public min: StaticArray<i32>,
    public max: StaticArray<i32>,
  ) {}

  get count(): i32 {
    return this.names.length;
  }

  allows(index: i32, value: i32): bool {
    return index >= 0 && index < this.count && value >= this.min[index] && value <= this.max[index];
  }
}

export const NO_SETTINGS = new SettingTable([], [], []);
