// Positions a strategy examined while deciding (lookahead searches), added to
// the moves it played to give a strategy's "nodes".
export let strategyNodes: i64 = 0;

export function resetStrategyNodes(): void {
  strategyNodes = 0;
}

export function countStrategyNodes(n: i64): void {
  strategyNodes += n;
}
