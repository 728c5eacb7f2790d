// The events' write queues (docs/api.md, Events): one serial queue per event, since a venue step reads every division
// and no two of an event's writes may interleave.
export class EventQueues {
  private tails = new Map<string, Promise<unknown>>();

  /** Runs `fn` after every write of the event already queued. */
  serial<T>(event: string, fn: () => Promise<T>): Promise<T> {
    const run = (this.tails.get(event) ?? Promise.resolve()).then(fn);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(event, tail);
    void tail.then(() => {
      if (this.tails.get(event) === tail) this.tails.delete(event);
    });
    return run;
  }

  /** Resolves once every write queued on any event has finished (shutdown). */
  async idle(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
