// A deal as laid out on the table (the TypeScript twin of assembly/engine/layout.ts)
// and its wire format, the bytes the engine reads and writes.
//
// Piles and foundations list the bottom card first; the stock lists its bottom
// card first (its last card is turned next); `row` lists cards in dealing order.

import type { Card } from "./cards.ts";

export interface Layout {
  row: Card[];
  /** Flip's dark faces: dark[k] is the dark face of row[k]. */
  dark: Card[];
  piles: Card[][];
  /** Per pile, how many cards from the bottom are face down (absent: none). */
  faceDown?: number[];
  stock: Card[];
  waste: Card[];
  /** Cells, null for an empty cell. */
  cells: (Card | null)[];
  foundations: Card[][];
  /**
   * The real rank of the cards dealt as aces, where a deal renames every rank
   * from a random base card (Canfield: the base is dealt as the ace); absent: 1.
   * Only what is shown changes (rankShown); the game plays the renamed ranks.
   */
  rankBase?: number;
}

export const emptyLayout = (): Layout => ({
  row: [],
  dark: [],
  piles: [],
  stock: [],
  waste: [],
  cells: [],
  foundations: [],
});

const SECTION = { end: 0, row: 1, pile: 2, stock: 3, waste: 4, cells: 5, foundation: 6, dark: 7, base: 8 } as const;
const FACE_DOWN = 0x40;
const NO_CARD = 0xff;

export function encodeLayout(l: Layout): Uint8Array {
  const out: number[] = [];
  const section = (kind: number, cards: number[]) => {
    if (cards.length > 255) throw new Error(`a section of ${cards.length} cards is more than the engine takes (255)`);
    out.push(kind, cards.length, ...cards);
  };
  if (l.row.length) section(SECTION.row, l.row);
  if (l.dark.length) section(SECTION.dark, l.dark);
  for (const f of l.foundations) section(SECTION.foundation, f);
  if (l.cells.length)
    section(
      SECTION.cells,
      l.cells.map((c) => (c === null ? NO_CARD : c)),
    );
  if (l.stock.length) section(SECTION.stock, l.stock);
  if (l.waste.length) section(SECTION.waste, l.waste);
  l.piles.forEach((p, i) => {
    const down = l.faceDown?.[i] ?? 0;
    section(
      SECTION.pile,
      p.map((c, k) => (k < down ? c | FACE_DOWN : c)),
    );
  });
  if (l.rankBase && l.rankBase !== 1) section(SECTION.base, [l.rankBase]);
  out.push(SECTION.end);
  return Uint8Array.from(out);
}

export function decodeLayout(bytes: Uint8Array): Layout {
  // Plain loops, no copies: a run decodes the deal of every deal it replays.
  const l = emptyLayout();
  const faceDown: number[] = [];
  let anyDown = false;
  let at = 0;
  while (at < bytes.length && bytes[at] !== SECTION.end) {
    const kind = bytes[at];
    const from = at + 2;
    const to = Math.min(from + bytes[at + 1], bytes.length);
    at = from + bytes[at + 1];
    switch (kind) {
      case SECTION.row:
        for (let i = from; i < to; i++) l.row.push(bytes[i]);
        break;
      case SECTION.dark:
        for (let i = from; i < to; i++) l.dark.push(bytes[i]);
        break;
      case SECTION.stock:
        for (let i = from; i < to; i++) l.stock.push(bytes[i]);
        break;
      case SECTION.waste:
        for (let i = from; i < to; i++) l.waste.push(bytes[i]);
        break;
      case SECTION.cells:
        for (let i = from; i < to; i++) l.cells.push(bytes[i] === NO_CARD ? null : bytes[i]);
        break;
      case SECTION.foundation: {
        const f: Card[] = [];
        for (let i = from; i < to; i++) f.push(bytes[i]);
        l.foundations.push(f);
        break;
      }
      case SECTION.base:
        if (from < to) l.rankBase = bytes[from];
        break;
      case SECTION.pile: {
        const pile: Card[] = [];
        let down = 0;
        for (let i = from; i < to; i++) {
          if (bytes[i] & FACE_DOWN) down++;
          pile.push(bytes[i] & ~FACE_DOWN);
        }
        faceDown.push(down);
        anyDown ||= down > 0;
        l.piles.push(pile);
        break;
      }
      default:
        throw new Error(`unknown layout section ${kind}`);
    }
  }
  if (anyDown) l.faceDown = faceDown;
  return l;
}

/** Card c (a real card) as the lab deals it from a random base of rank `rankBase`: its rank renamed so the base is the ace, in a suit of `ranks` ranks. */
export function cardRenamed(c: Card, rankBase: number, ranks = 13): Card {
  return ((((c >> 2) - (rankBase - 1) + ranks) % ranks) << 2) | (c & 3);
}

/** Card c as shown: its rank renamed back from the deal's random base (Layout.rankBase) in a suit of `ranks` ranks, its suit as dealt (cardRenamed's inverse). */
export function cardShown(c: Card, rankBase = 1, ranks = 13): Card {
  if (rankBase === 1) return c;
  return ((((c >> 2) + rankBase - 1) % ranks) << 2) | (c & 3);
}
