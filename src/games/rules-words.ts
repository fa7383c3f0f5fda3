// A tableau game's rules in words, from the record the engine plays and how
// the cards are dealt: what the dashboard's game page says of a preset or of
// rules a user changed, so that a player can check them against the rules they
// know. Each clause comes from one or two fields (tableau-rules.ts), so a
// record written by hand reads as plainly as a catalogue preset.

import type { DealSpec } from "../core/numbering.ts";
import type { TableauRules } from "./tableau-rules.ts";

const SUIT_WORDS = { any: "regardless of suit", alternate: "in alternate colours", same: "in suit" } as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function deck(r: TableauRules): string {
  const decks = r.decks === 2 ? "Two decks" : "One deck";
  const cut = r.ranks < 13 ? `, each suit cut to its ${r.ranks} lowest ranks` : "";
  const suits = r.suits === "2" ? " in two suits (spades and hearts)" : r.suits === "1" ? " in one suit (spades)" : "";
  return `${decks}${suits}${cut}.`;
}

function deal(r: TableauRules, d: DealSpec): string {
  const parts = [`${plural(d.piles, "pile")}${d.staircase ? " dealt as a staircase" : ""}, ${r.dealtDown ? "each face down but its top card" : "face up"}`];
  if (r.reserve) parts.push(`a reserve of ${plural(r.cells, "card")}, which take no card back`);
  else if (r.cells > 0) parts.push(`${plural(r.cells, "free cell")}${d.cellsFilled ? ` (${d.cellsFilled} dealt a card)` : ""}`);
  if (r.stackedReserve) parts.push(`a stacked reserve of ${plural(d.reserveStack ?? 0, "card")}, only its top card playing`);
  if (d.acesOnFoundations) parts.push("the aces on the foundations");
  if (d.stock > 0) parts.push(`a stock of ${plural(d.stock, "card")}`);
  return `Dealt: ${parts.join("; ")}.`;
}

function building(r: TableauRules): string {
  const moves = {
    single: "one card moves at a time",
    runs: `a run moves as one unit up to ${r.supermove === "standard" ? "(free cells + 1) × 2^(spaces)" : "free cells + 1"} cards`,
    tail: "any part of a run moves as one unit",
    whole: "only a pile's whole face-up run moves",
  }[r.moveUnit];
  const runs = r.moveUnit !== "single" && r.runSuit !== r.buildSuit ? ` (a run that moves is built ${SUIT_WORDS[r.runSuit]})` : "";
  const spaces = r.fillFromTalon
    ? "a space takes the waste's top card at once (the stock's while the waste is empty)"
    : { any: "a space takes any card", kings: "a space takes only a king", waste: "a space takes only the waste's top card", none: "a space takes no card" }[
        r.fill
      ];
  const fillNow = r.stackedReserve ? "; while the reserve holds cards a space takes its top card at once" : "";
  return `Piles build ${r.buildUp ? "up" : "down"} ${SUIT_WORDS[r.buildSuit]}; ${moves}${runs}; ${spaces}${fillNow}.`;
}

function foundations(r: TableauRules, d: DealSpec): string {
  const from = r.foundationDown
    ? "build down in suit from the kings"
    : d.randomBase
      ? "build up in suit from a base rank the deal turns up, wrapping king to ace"
      : "build up in suit from the aces";
  const parts = [`Foundations ${from}`];
  if (r.removeRuns)
    parts.push(
      r.singlesUp
        ? "a complete king-to-ace run of a suit goes up at once, and single cards too (Solvitaire's game)"
        : "only a complete king-to-ace run of a suit goes up, at once",
    );
  if (r.compulsoryAces) parts.push("aces go up as soon as they are free");
  if (r.worryBack) parts.push("their cards may come back to the piles");
  return `${parts.join("; ")}.`;
}

function stock(r: TableauRules, d: DealSpec): string {
  if (d.stock === 0) return "";
  if (r.dealToPiles) return ` The stock deals one card onto every pile${r.dealOnSpaces ? ", spaces too" : ", only when no pile is empty"}.`;
  const redeals = r.redeals === "inf" ? "unlimited redeals" : r.redeals === 0 ? "no redeal" : plural(r.redeals, "redeal");
  return ` The stock is turned ${r.draw} at a time to a waste whose top card plays, with ${redeals}.`;
}

/** The rules `r`, dealt as `d`, in a few sentences. */
export function rulesInWords(r: TableauRules, d: DealSpec): string {
  return `${deck(r)} ${deal(r, d)} ${building(r)} ${foundations(r, d)}${stock(r, d)} Solved by the ${r.profile} profile.`;
}
