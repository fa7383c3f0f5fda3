// Strategy records kept in this browser (IndexedDB, through idb), by name:
// a database of their own beside the runs' (run-store.ts), so that keeping a
// record never touches the stored runs. Each entry is the record's text as
// it was saved, read back through the same check as any typed record.

import { openDB, type DBSchema, type IDBPDatabase } from "idb";

export interface SavedRecord {
  name: string;
  text: string;
  saved: number;
}

interface RecordsDB extends DBSchema {
  records: { key: string; value: SavedRecord };
}

let db: Promise<IDBPDatabase<RecordsDB>> | undefined;
const open = () =>
  (db ??= openDB<RecordsDB>("solitaire-lab-records", 1, {
    upgrade(d) {
      d.createObjectStore("records", { keyPath: "name" });
    },
  }));

/** The saved records, by name. */
export async function savedRecords(): Promise<SavedRecord[]> {
  const all = await (await open()).getAll("records");
  return all.sort((a, b) => a.name.localeCompare(b.name));
}

/** Keeps a record's text under its name (a record of that name is replaced). */
export async function saveRecord(name: string, text: string): Promise<void> {
  await (await open()).put("records", { name, text, saved: Date.now() });
}

export async function deleteRecord(name: string): Promise<void> {
  await (await open()).delete("records", name);
}
