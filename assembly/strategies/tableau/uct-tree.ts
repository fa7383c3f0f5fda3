// The tree of UCT over what a player sees (uct.ts, bft-uct.ts): a decision
// node stands for an observation history and owns a run of actions (found
// when it is expanded); an action owns a list of decision nodes, one per
// observation the move led to (a card turned up, the stock turned), so that
// the cards revealed are chance outcomes and a choice deeper in the tree
// depends only on what was seen. A node's first visit values it (a playout
// from there) and its second expands it. The arrays are allocated once; a
// strategy starts a new tree, or keeps the part below the move it played.

export class UctTree {
  // Decision nodes.
  readonly nFirst: StaticArray<i32>; // its first action, -1 until expanded
  readonly nCount: StaticArray<i32>; // its actions
  readonly nObs: StaticArray<u64>; // the observation it is reached by
  readonly nNext: StaticArray<i32>; // the next outcome of the same action
  readonly nValued: StaticArray<bool>; // a playout has valued it (its next visit expands it)
  // Actions: a move (and a second one, for compound actions), the order untried ones go in, visits and value.
  readonly aMove: StaticArray<i32>;
  readonly aSecond: StaticArray<i32>;
  readonly aRank: StaticArray<i64>;
  readonly aVisits: StaticArray<i32>;
  readonly aValue: StaticArray<f64>;
  readonly aChild: StaticArray<i32>; // its first outcome, -1 none
  nodes: i32 = 0;
  actions: i32 = 0;
  /** The strategy game (effort.ts's strategyGame) the tree is of; -1: none. */
  game: i32 = -1;

  constructor(
    public maxNodes: i32,
    public maxActions: i32,
  ) {
    this.nFirst = new StaticArray<i32>(maxNodes);
    this.nCount = new StaticArray<i32>(maxNodes);
    this.nObs = new StaticArray<u64>(maxNodes);
    this.nNext = new StaticArray<i32>(maxNodes);
    this.nValued = new StaticArray<bool>(maxNodes);
    this.aMove = new StaticArray<i32>(maxActions);
    this.aSecond = new StaticArray<i32>(maxActions);
    this.aRank = new StaticArray<i64>(maxActions);
    this.aVisits = new StaticArray<i32>(maxActions);
    this.aValue = new StaticArray<f64>(maxActions);
    this.aChild = new StaticArray<i32>(maxActions);
  }

  /** Forgets every node and action. */
  clear(): void {
    this.nodes = 0;
    this.actions = 0;
  }

  /** Half full or more: a strategy starts a new tree rather than keep a part of this one. */
  @inline crowded(): bool {
    return this.nodes >= this.maxNodes / 2 || this.actions >= this.maxActions / 2;
  }

  /** A new decision node reached by observation `obs`, not expanded, not valued. */
  newNode(obs: u64): i32 {
    const n = this.nodes++;
    unchecked((this.nFirst[n] = -1));
    unchecked((this.nCount[n] = 0));
    unchecked((this.nObs[n] = obs));
    unchecked((this.nNext[n] = -1));
    unchecked((this.nValued[n] = false));
    return n;
  }

  /** Appends an action (moves m and m2, untried rank `rank`), unvisited. */
  @inline addAction(m: i32, m2: i32, rank: i64): void {
    const a = this.actions++;
    unchecked((this.aMove[a] = m));
    unchecked((this.aSecond[a] = m2));
    unchecked((this.aRank[a] = rank));
    unchecked((this.aVisits[a] = 0));
    unchecked((this.aValue[a] = 0));
    unchecked((this.aChild[a] = -1));
  }

  /** Action b's statistics and subtree carried over to action a (a tree kept from the last decision). */
  @inline carry(a: i32, b: i32): void {
    unchecked((this.aVisits[a] = this.aVisits[b]));
    unchecked((this.aValue[a] = this.aValue[b]));
    unchecked((this.aChild[a] = this.aChild[b]));
  }

  /** Action a's node for observation obs, or -1 if it has none. */
  findChild(a: i32, obs: u64): i32 {
    let c = unchecked(this.aChild[a]);
    while (c >= 0 && unchecked(this.nObs[c]) != obs) c = unchecked(this.nNext[c]);
    return c;
  }

  /** Action a's node for observation obs (a new one if this observation is new there); -1 when the tree is full. */
  childFor(a: i32, obs: u64): i32 {
    const found = this.findChild(a, obs);
    if (found >= 0) return found;
    if (this.nodes >= this.maxNodes) return -1;
    const c = this.newNode(obs);
    unchecked((this.nNext[c] = this.aChild[a]));
    unchecked((this.aChild[a] = c));
    return c;
  }

  /** Is this the node's first visit (then it is marked valued, and a playout values it)? */
  firstVisit(node: i32): bool {
    if (unchecked(this.nValued[node])) return false;
    unchecked((this.nValued[node] = true));
    return true;
  }

  /** Node `node`'s actions are actions[first, actions): it is expanded. */
  @inline expanded(node: i32, first: i32): void {
    unchecked((this.nFirst[node] = first));
    unchecked((this.nCount[node] = this.actions - first));
  }

  /**
   * UCB1 among the node's actions with constant `exploration`; an action
   * never tried goes first, the highest rank first (the first of equal ranks).
   */
  select(node: i32, exploration: f64): i32 {
    const first = unchecked(this.nFirst[node]);
    const end = first + unchecked(this.nCount[node]);
    let total: i32 = 0;
    let fresh = -1;
    for (let a = first; a < end; a++) {
      const v = unchecked(this.aVisits[a]);
      total += v;
      if (v == 0 && (fresh < 0 || unchecked(this.aRank[a]) > unchecked(this.aRank[fresh]))) fresh = a;
    }
    if (fresh >= 0) return fresh;
    const logTotal = Math.log(<f64>total);
    let best = first;
    let bestScore = -Infinity;
    for (let a = first; a < end; a++) {
      const v = <f64>unchecked(this.aVisits[a]);
      const s = unchecked(this.aValue[a]) / v + exploration * Math.sqrt(logTotal / v);
      if (s > bestScore) {
        bestScore = s;
        best = a;
      }
    }
    return best;
  }

  /** Adds a visit and `value` to each action path[0..depth). */
  backUp(path: StaticArray<i32>, depth: i32, value: f64): void {
    for (let d = 0; d < depth; d++) {
      const a = unchecked(path[d]);
      unchecked((this.aVisits[a] = this.aVisits[a] + 1));
      unchecked((this.aValue[a] = this.aValue[a] + value));
    }
  }
}
