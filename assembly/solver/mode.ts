// Whether the solver is searching. During a search a game may generate only
// the moves worth trying (a provably safe move alone, one of several
// equivalent empty targets...); outside it, moves() lists every legal move.
export let searching: bool = false;

export function setSearching(on: bool): void {
  searching = on;
}
