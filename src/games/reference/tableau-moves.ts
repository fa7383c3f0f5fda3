// The tableau games' moves as the engine encodes them (one integer):
// src | dst << 6 | count << 12 | talon index << 20, with piles 0..19, cells
// 20..35, foundations 36..43, the waste's top 44 and the stock 45 (src = dst
// = 45: turn the stock, or deal it onto the piles).

/** A move's places, as the engine numbers them: piles from 0, cells from CELL0, foundations from FOUND0, the waste's top. */
export const CELL0 = 20;
export const FOUND0 = 36;
export const WASTE = 44;
export const STOCK = 45;

export const tableauMove = (src: number, dst: number, count: number) => src | (dst << 6) | (count << 12);
export const STOCK_MOVE = tableauMove(STOCK, STOCK, 0);
export const srcOf = (m: number) => m & 63;
export const dstOf = (m: number) => (m >> 6) & 63;
export const countOf = (m: number) => (m >> 12) & 255;
