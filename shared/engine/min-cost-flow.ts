// Minimum-cost flow on a small graph (successive shortest paths, Bellman-Ford queue): the exact optimiser behind work-team plans.

interface Edge {
  to: number;
  cap: number;
  cost: number;
  rev: number;
}

export class FlowGraph {
  private adj: Edge[][];

  constructor(nodes: number) {
    this.adj = Array.from({ length: nodes }, () => []);
  }

  /** Adds an edge and returns a handle for `flowOn`. */
  addEdge(from: number, to: number, cap: number, cost: number): [number, number] {
    this.adj[from]!.push({ to, cap, cost, rev: this.adj[to]!.length });
    this.adj[to]!.push({ to: from, cap: 0, cost: -cost, rev: this.adj[from]!.length - 1 });
    return [from, this.adj[from]!.length - 1];
  }

  /** Flow on an edge, by the handle `addEdge` gave. */
  flowOn([from, i]: [number, number]): number {
    const e = this.adj[from]![i]!;
    return this.adj[e.to]![e.rev]!.cap;
  }

  /**
   * Sends as much flow as fits from `s` to `t`, always along the cheapest path left, so the result is a
   * cheapest maximum flow. Costs may be negative as long as the graph starts without a negative cycle.
   */
  run(s: number, t: number): { flow: number; cost: number } {
    let flow = 0;
    let cost = 0;
    const n = this.adj.length;
    for (;;) {
      const dist = new Array<number>(n).fill(Infinity);
      const prev = new Array<[number, number] | null>(n).fill(null);
      const queued = new Array<boolean>(n).fill(false);
      dist[s] = 0;
      const queue = [s];
      queued[s] = true;
      for (let head = 0; head < queue.length; head++) {
        const u = queue[head]!;
        queued[u] = false;
        this.adj[u]!.forEach((e, i) => {
          if (e.cap <= 0 || dist[u]! + e.cost >= dist[e.to]!) return;
          dist[e.to] = dist[u]! + e.cost;
          prev[e.to] = [u, i];
          if (!queued[e.to]) {
            queued[e.to] = true;
            queue.push(e.to);
          }
        });
      }
      if (dist[t] === Infinity) return { flow, cost };
      let push = Infinity;
      for (let v = t; v !== s; v = prev[v]![0]) push = Math.min(push, this.adj[prev[v]![0]]![prev[v]![1]]!.cap);
      for (let v = t; v !== s; v = prev[v]![0]) {
        const e = this.adj[prev[v]![0]]![prev[v]![1]]!;
        e.cap -= push;
        this.adj[e.to]![e.rev]!.cap += push;
      }
      flow += push;
      cost += push * dist[t]!;
    }
  }
}
