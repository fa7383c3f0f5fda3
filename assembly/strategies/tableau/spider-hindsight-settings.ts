// The settings of Spider's `hindsight` (spider-hindsight.ts): what the host
// may change, their bounds and words, and the values the strategy reads.

import { StrategySetting, intSetting } from "../strategy";

/** The settings, by their index in the record (SETTINGS below). */
const SET_SAMPLES: i32 = 0;
const SET_NODES: i32 = 1;
const SET_WIDTH: i32 = 2;
const SET_END_NODES: i32 = 3;
const SET_END_WIDTH: i32 = 4;
const SET_DOWN: i32 = 5;
const SET_SPACE: i32 = 6;
const SET_REARRANGE: i32 = 7;
const SET_MOVE_MS: i32 = 8;
const SET_REVEALS: i32 = 9;
const SET_OUTCOMES: i32 = 10;
const SET_REVEAL_NODES: i32 = 11;
const SET_OFF_SUIT: i32 = 12;

/** The strategy's settings, as the host last set them (setHindsight). */
export class Settings {
  samples: i32 = 2;
  nodes: i32 = 8000; // per beam while the stock holds cards
  width: i32 = 16;
  endNodes: i32 = 30000; // per beam once it is empty (the last stage is the whole game left)
  endWidth: i32 = 64;
  down: i32 = 2; // chaos points per card face down, on top of the one chaos counts
  space: i32 = 4; // chaos points per empty pile, on top of the one chaos counts
  rearrange: i32 = 40; // rearranging moves allowed between two steps of progress
  moveMs: i32 = 0;
  reveals: i32 = 6; // positions turning a card up valued by what follows (two or four suits)
  outcomes: i32 = 4; // deals of the card turned up per such position
  revealNodes: i32 = 8000; // per beam after a card turned up
  offSuit: i32 = 1; // points lost per face-up card on the next rank of another suit, on top of chaos's one
}
export const settings = new Settings();

export function setHindsight(index: i32, value: i32): void {
  if (index == SET_SAMPLES) settings.samples = value;
  else if (index == SET_NODES) settings.nodes = value;
  else if (index == SET_WIDTH) settings.width = value;
  else if (index == SET_END_NODES) settings.endNodes = value;
  else if (index == SET_END_WIDTH) settings.endWidth = value;
  else if (index == SET_DOWN) settings.down = value;
  else if (index == SET_SPACE) settings.space = value;
  else if (index == SET_REARRANGE) settings.rearrange = value;
  else if (index == SET_MOVE_MS) settings.moveMs = value;
  else if (index == SET_REVEALS) settings.reveals = value;
  else if (index == SET_OUTCOMES) settings.outcomes = value;
  else if (index == SET_REVEAL_NODES) settings.revealNodes = value;
  else if (index == SET_OFF_SUIT) settings.offSuit = value;
}

export const SETTINGS: StaticArray<StrategySetting> = [
  intSetting(
    "samples",
    1,
    1000,
    2,
    "deals of the unseen cards per decision (with one suit, or reveals 0: with two or four suits the beams read no hidden card up to a card turned up, and one is enough)",
    1,
  ),
  intSetting("nodes", 1, 10000000, 8000, "positions each candidate's beam may examine in a sample while the stock holds cards", 100),
  intSetting("width", 1, 1024, 16, "positions the beam keeps per level while the stock holds cards", 2),
  intSetting(
    "endNodes",
    1,
    10000000,
    30000,
    "positions each candidate's beam may examine once the stock is empty (to the end of the game; with two or four suits, to the next card turned up)",
    200,
  ),
  intSetting("endWidth", 1, 1024, 64, "positions the beam keeps per level once the stock is empty", 2),
  intSetting("down", 0, 1000, 2, "score points lost per card still face down, on top of chaos's one"),
  intSetting("space", 0, 1000, 4, "score points per empty pile, on top of chaos's one (counts once the stock is empty: it deals only with no pile empty)"),
  intSetting(
    "rearrange",
    1,
    1000,
    40,
    "rearranging moves (no card turned up, no run removed, no deal) between two steps of progress; past it, a space is filled so that the stock can deal, and with the stock empty the game ends",
  ),
  intSetting("moveMs", 0, 600000, 0, "milliseconds per decision, 0 = no limit (at least one sample; a limit makes play depend on the machine's speed)"),
  intSetting(
    "reveals",
    0,
    8,
    6,
    "with two or four suits: the best positions a beam reaches by turning a card up that are valued by what the player could make of the card once seen (0: as they stand)",
    2,
  ),
  intSetting("outcomes", 1, 100, 4, "deals of the hidden cards per such position, each searched on to the next card turned up", 2),
  intSetting("revealNodes", 1, 10000000, 8000, "positions each beam after a card turned up may examine", 200),
  intSetting("offSuit", 0, 1000, 1, "score points lost per face-up card lying on the next rank of another suit, on top of chaos's one"),
];
