// A tableau position to and from bytes: the deal in the layout, the
// observation and dump (one byte layout, the reference's too), a strategy's
// model read back from an observation, and packed positions for best-first
// search.

import { NO_CARD, FACE_DOWN } from "../../engine/cards";
import {
  PILES,
  PILE_LEN,
  PILE_CAP,
  pileCount,
  CELLS,
  cellCount,
  FOUND,
  FOUND_LEN,
  foundCount,
  rowLen,
  stockLen,
  wasteLen,
  STOCK as STOCK_CARDS,
  WASTE as WASTE_CARDS,
} from "../../engine/layout";
import { Position } from "./position";
import { CAP, HIDDEN } from "./moves";
import { RULE_COUNT } from "./rule-table";

/** Takes over the deal in the layout; 0, or a negative code if it does not fit the rules. */
export function readLayout(t: Position): i32 {
  if (rowLen != 0) return -10;
  if ((stockLen != 0 || wasteLen != 0) && t.draw == 0 && !t.dealToPiles) return -10;
  if (wasteLen != 0 && t.dealToPiles) return -10;
  if (pileCount != t.slots || cellCount > t.nCells) return -11;
  if (foundCount > t.nFound) return -12;
  let seen = 0;
  let marked = false;
  for (let p = 0; p < t.slots; p++) {
    const n = unchecked(PILE_LEN[p]);
    if (n > CAP) return -13;
    unchecked((t.len[p] = n));
    let down = 0;
    for (let k = 0; k < n; k++) {
      const raw = PILES[p * PILE_CAP + k];
      if ((raw & FACE_DOWN) != 0) down = k + 1;
      const c = raw & ~FACE_DOWN;
      if (t.rank(c) > t.ranks) return -14;
      unchecked((t.cards[p * CAP + k] = c));
    }
    unchecked((t.down[p] = down));
    if (down > 0) marked = true;
    seen += n;
  }
  // A deal without face-down marks (a seed's, or a text deal that gives
  // none) is laid as the rules say.
  if (!marked && t.dealtDown) for (let p = 0; p < t.nPiles; p++) unchecked((t.down[p] = max(0, t.len[p] - 1)));
  // A stacked reserve shows its top card only.
  if (t.stackedReserve) unchecked((t.down[t.nPiles] = max(0, t.len[t.nPiles] - 1)));
  for (let k = 0; k < t.nCells; k++) {
    const c = k < cellCount ? unchecked(CELLS[k]) : NO_CARD;
    unchecked((t.cell[k] = c));
    if (c != NO_CARD) seen++;
  }
  t.onFound = 0;
  for (let f = 0; f < t.nFound; f++) unchecked((t.found[f] = 0));
  // A foundation in the layout is identified by its first card's suit.
  for (let i = 0; i < foundCount; i++) {
    const n = unchecked(FOUND_LEN[i]);
    if (n == 0) continue;
    const first = unchecked(FOUND[i * PILE_CAP]);
    let f = 0;
    while (f < t.nFound && (unchecked(t.found[f]) != 0 || unchecked(t.foundSuit[f]) != <i32>(first & 3))) f++;
    if (f >= t.nFound) return -12;
    for (let k = 0; k < n; k++) {
      const c = unchecked(FOUND[i * PILE_CAP + k]);
      if (<i32>(c & 3) != unchecked(t.foundSuit[f]) || t.rank(c) != t.nextRank(f)) return -15;
      unchecked((t.found[f] = t.found[f] + 1));
    }
    t.onFound += n;
  }
  // The talon in turning order: the waste from its bottom, then the stock from its top.
  t.talonLen = 0;
  for (let k = 0; k < wasteLen; k++) unchecked((t.talon[t.talonLen++] = WASTE_CARDS[k] & ~FACE_DOWN));
  for (let k = stockLen - 1; k >= 0; k--) unchecked((t.talon[t.talonLen++] = STOCK_CARDS[k] & ~FACE_DOWN));
  t.turned = wasteLen;
  t.redealsUsed = 0;
  seen += t.talonLen;
  if (seen + t.onFound != t.total) return -16;
  t.sp = 0;
  t.extraTop = 0;
  t.rehash();
  return 0;
}

/**
 * [the rules record (RULE_COUNT values), then per pile: height, face-down
 * count, cards (HIDDEN for face-down ones when `hide`); the cells (NO_CARD if
 * empty); the foundation counts; the talon: cards in the stock, on the waste,
 * redeals used, then the waste from its bottom (and, unless `hide`, the
 * stock)]. The rules are public and all these tableaus are open, so a player
 * sees everything but face-down cards and the stock; under the stockSeen rule
 * the stock too (its cards lie face up).
 */
export function writePosition(t: Position, out: StaticArray<u8>, hide: bool): i32 {
  let k = 0;
  for (let r = 0; r < RULE_COUNT; r++) unchecked((out[k++] = <u8>t.record[r]));
  for (let p = 0; p < t.slots; p++) {
    const n = unchecked(t.len[p]);
    const d = unchecked(t.down[p]);
    unchecked((out[k++] = <u8>n));
    unchecked((out[k++] = <u8>d));
    for (let i = 0; i < n; i++) unchecked((out[k++] = hide && i < d ? HIDDEN : t.at(p, i)));
  }
  for (let q = 0; q < t.nCells; q++) unchecked((out[k++] = t.cell[q]));
  for (let f = 0; f < t.nFound; f++) unchecked((out[k++] = <u8>t.found[f]));
  unchecked((out[k++] = <u8>(t.talonLen - t.turned)));
  unchecked((out[k++] = <u8>t.turned));
  unchecked((out[k++] = <u8>t.redealsUsed));
  const shown = hide && !t.stockSeen ? t.turned : t.talonLen;
  for (let i = 0; i < shown; i++) unchecked((out[k++] = t.talon[i]));
  return k;
}

/**
 * Becomes the position an observation shows (a strategy's private model:
 * face-down cards and the stock stay HIDDEN, and nothing else is known; under
 * stockSeen the observation holds the stock's cards).
 */
export function readObservation(t: Position, obs: StaticArray<u8>): void {
  let k = 0;
  for (let r = 0; r < RULE_COUNT; r++) unchecked((t.record[r] = <i32>obs[k++]));
  t.decode();
  for (let p = 0; p < t.slots; p++) {
    const n = <i32>unchecked(obs[k++]);
    unchecked((t.len[p] = n));
    unchecked((t.down[p] = <i32>obs[k++]));
    for (let i = 0; i < n; i++) unchecked((t.cards[p * CAP + i] = obs[k++]));
  }
  for (let q = 0; q < t.nCells; q++) unchecked((t.cell[q] = obs[k++]));
  t.onFound = 0;
  for (let f = 0; f < t.nFound; f++) {
    const n = <i32>unchecked(obs[k++]);
    unchecked((t.found[f] = n));
    t.onFound += n;
  }
  const stock = <i32>unchecked(obs[k++]);
  t.turned = <i32>unchecked(obs[k++]);
  t.redealsUsed = <i32>unchecked(obs[k++]);
  t.talonLen = t.turned + stock;
  for (let i = 0; i < t.turned; i++) unchecked((t.talon[i] = obs[k++]));
  for (let i = t.turned; i < t.talonLen; i++) unchecked((t.talon[i] = t.stockSeen ? obs[k++] : HIDDEN));
  t.sp = 0;
  t.extraTop = 0;
  t.rehash();
}

/** Bytes of a packed position: per pile height, face-down count, cards; cells; foundations; talon. */
export function packedSize(t: Position): i32 {
  return 2 * t.slots + t.total + t.nCells + t.nFound + 4;
}

/**
 * Copies a pile's n cards 8 bytes at a time (memory.copy is a call out of
 * the engine, dear for a few cards; best-first packs and unpacks a position
 * per node). It writes up to 7 bytes past n: in a packed position those are
 * bytes written next anyway (every pile is followed by at least 7: the
 * cells, 4 foundations or more and 4 talon bytes), in a position's pile the
 * slots above its top (CAP holds the longest pile and 7 more), which nothing
 * reads. It reads as far: the same bytes, which exist.
 */
@inline function copyCards(to: usize, from: usize, n: i32): void {
  for (let i = 0; i < n; i += 8) store<u64>(to + <usize>i, load<u64>(from + <usize>i));
}

export function pack(t: Position, ptr: usize): void {
  let k: usize = 0;
  for (let p = 0; p < t.slots; p++) {
    const n = unchecked(t.len[p]);
    store<u8>(ptr + k++, <u8>n);
    store<u8>(ptr + k++, <u8>unchecked(t.down[p]));
    copyCards(ptr + k, changetype<usize>(t.cards) + <usize>(p * CAP), n);
    k += n;
  }
  for (let q = 0; q < t.nCells; q++) store<u8>(ptr + k++, unchecked(t.cell[q]));
  for (let f = 0; f < t.nFound; f++) store<u8>(ptr + k++, <u8>unchecked(t.found[f]));
  store<u8>(ptr + k++, <u8>t.talonLen);
  store<u8>(ptr + k++, <u8>t.turned);
  // The pile owed a card (TableauState.layOn) shares the redeals' byte: it is
  // set only with unlimited redeals, where none are counted.
  store<u8>(ptr + k++, t.layOn != 0 ? <u8>(0x80 | t.layOn) : <u8>t.redealsUsed);
  // The pile owing its top card to a foundation (TableauState.upOn), or as
  // 0x80 | pile + 1 the pile owed a card on a worried-back one (worryOn):
  // never both. Else as 0x40 | pile + 1 the pile an aimed search is digging
  // (parkOn; a restriction for wins only, so dropped where upOn is set).
  let owed = t.upOn;
  if (t.worryOn != 0) owed = 0x80 | t.worryOn;
  else if (owed == 0 && t.parkOn != 0) owed = 0x40 | t.parkOn;
  store<u8>(ptr + k++, <u8>owed);
  memory.copy(ptr + k, changetype<usize>(t.talon), t.talonLen);
}

export function unpack(t: Position, ptr: usize): void {
  let k: usize = 0;
  for (let p = 0; p < t.slots; p++) {
    const n = <i32>load<u8>(ptr + k++);
    unchecked((t.len[p] = n));
    unchecked((t.down[p] = <i32>load<u8>(ptr + k++)));
    copyCards(changetype<usize>(t.cards) + <usize>(p * CAP), ptr + k, n);
    k += n;
  }
  for (let q = 0; q < t.nCells; q++) unchecked((t.cell[q] = load<u8>(ptr + k++)));
  t.onFound = 0;
  for (let f = 0; f < t.nFound; f++) {
    const n = <i32>load<u8>(ptr + k++);
    unchecked((t.found[f] = n));
    t.onFound += n;
  }
  t.talonLen = <i32>load<u8>(ptr + k++);
  t.turned = <i32>load<u8>(ptr + k++);
  const r = <i32>load<u8>(ptr + k++);
  t.redealsUsed = r & 0x80 ? 0 : r;
  const up = <i32>load<u8>(ptr + k++);
  memory.copy(changetype<usize>(t.talon), ptr + k, t.talonLen);
  t.sp = 0;
  t.extraTop = 0;
  t.rehash();
  t.layOn = r & 0x80 ? r & 0x7f : 0;
  t.upOn = up & 0xc0 ? 0 : up;
  t.parkOn = (up & 0xc0) == 0x40 ? up & 0x3f : 0;
  t.worryOn = up & 0x80 ? up & 0x7f : 0;
}
