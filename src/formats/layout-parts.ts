// Which parts of a layout hold something, so that a writer can refuse a
// layout its format has no place for instead of silently dropping cards.

import { UserError } from "../core/errors.ts";
import type { Layout } from "../core/layout.ts";

export type LayoutPart = "row" | "dark" | "piles" | "faceDown" | "stock" | "waste" | "cells" | "foundations";

const PART_NAMES: Record<LayoutPart, string> = {
  row: "a row of cards",
  dark: "dark faces",
  piles: "tableau piles",
  faceDown: "face-down cards",
  stock: "a stock",
  waste: "a waste pile",
  cells: "cells",
  foundations: "foundation cards",
};

export function presentParts(l: Layout): LayoutPart[] {
  const present: Record<LayoutPart, boolean> = {
    row: l.row.length > 0,
    dark: l.dark.length > 0,
    piles: l.piles.length > 0,
    faceDown: (l.faceDown ?? []).some((d) => d > 0),
    stock: l.stock.length > 0,
    waste: l.waste.length > 0,
    cells: l.cells.length > 0,
    foundations: l.foundations.some((f) => f.length > 0),
  };
  return (Object.keys(present) as LayoutPart[]).filter((p) => present[p]);
}

/** Throws a UserError when the layout has a part the format cannot hold. */
export function refuseParts(l: Layout, allowed: LayoutPart[], formatName: string): void {
  const extra = presentParts(l).filter((p) => !allowed.includes(p));
  if (extra.length > 0) {
    throw new UserError(`${formatName} cannot hold ${extra.map((p) => PART_NAMES[p]).join(" or ")}, which this layout has`);
  }
}
