import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { BASE_DEAL, type DealSpec } from "../../src/core/numbering.ts";

/**
 * The deal vectors (tests/fixtures/deals.json): worked deals every numbering
 * must reproduce (docs/numbering.md). The file writes the ten as T, as the
 * literature does; the lab writes it as 10, so its cards are read into the
 * lab's notation.
 */
export function loadVectors(): any {
  const url = new URL("../fixtures/deals.json", import.meta.url);
  return JSON.parse(readFileSync(fileURLToPath(url), "utf8"), (_key, v) => (typeof v === "string" && /^T[CDHS]$/.test(v) ? `10${v[1]}` : v));
}

const base = BASE_DEAL;

/** The dealing recipe behind each layout in the vectors file. */
export const VECTOR_SPECS: Record<string, DealSpec> = {
  accordion: { ...base, row: 52 },
  "streets-and-alleys": { ...base, piles: 8 },
  "beleaguered-castle": { ...base, piles: 8, acesOnFoundations: true },
  freecell: { ...base, piles: 8 },
  klondike: { ...base, stock: 24, piles: 7, staircase: true },
  "spider-54": { ...base, decks: 2, stock: 50, piles: 10 },
};
