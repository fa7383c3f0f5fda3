// What strategies share: the count of positions they examined while deciding
// (added to the moves played to give a strategy's "nodes"), and a number that
// changes with every new game so a strategy can forget the last one.
export let strategyNodes: i64 = 0;

/** Longest play a strategy gets (playout.ts); past it the game counts as lost. */
export const MAX_PLAY: i32 = 5000;
export let strategyGame: i32 = 0;

export function startStrategyGame(): void {
  strategyNodes = 0;
  strategyGame++;
}

export function countStrategyNodes(n: i64): void {
  strategyNodes += n;
}
