/**
 * Jobs waiting for an engine thread, served round robin between owners (users): whoever has
 * queued many jobs waits for their turn behind everyone else's next job, so a few accounts
 * looping uploads cannot push a paying user to the back. FIFO within one owner.
 */
export class FairQueue<T> {
  private readonly byOwner = new Map<string, T[]>();
  /** owners with waiting jobs, in the order they are served next */
  private readonly turns: string[] = [];
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(owner: string, item: T): void {
    const waiting = this.byOwner.get(owner);
    if (waiting) waiting.push(item);
    else {
      this.byOwner.set(owner, [item]);
      this.turns.push(owner);
    }
    this.count += 1;
  }

  /** The next owner's oldest job; that owner then goes to the back of the line. */
  shift(): T | undefined {
    const owner = this.turns.shift();
    if (owner === undefined) return undefined;
    const waiting = this.byOwner.get(owner)!;
    const item = waiting.shift()!;
    if (waiting.length > 0) this.turns.push(owner);
    else this.byOwner.delete(owner);
    this.count -= 1;
    return item;
  }

  /** Takes a waiting job out (its request was closed); false when it is not waiting. */
  remove(owner: string, item: T): boolean {
    const waiting = this.byOwner.get(owner);
    const index = waiting?.indexOf(item) ?? -1;
    if (!waiting || index < 0) return false;
    waiting.splice(index, 1);
    if (waiting.length === 0) {
      this.byOwner.delete(owner);
      this.turns.splice(this.turns.indexOf(owner), 1);
    }
    this.count -= 1;
    return true;
  }

  drain(): T[] {
    const all: T[] = [];
    for (let item = this.shift(); item !== undefined; item = this.shift()) all.push(item);
    return all;
  }
}
