/**
 * Jobs waiting for an engine thread, served round robin between owners (users): whoever has
 * queued many jobs waits for their turn behind everyone else's next job, so a few accounts
 * looping uploads cannot push a paying user to the back. FIFO within one owner.
 *
 * An owner's rank (0 first; see owner-standing.ts) goes before the turns: an owner whose recent
 * uploads were all refused waits until no better-ranked owner has a job waiting, so a newcomer
 * waits at most for the jobs already running, not one job per looping account.
 */
export class FairQueue<T> {
  private readonly byOwner = new Map<string, T[]>();
  /** owners with waiting jobs, in the order they are served next */
  private readonly turns: string[] = [];
  private count = 0;

  constructor(private readonly rank: (owner: string) => number = () => 0) {}

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

  /** The oldest job of the next owner of the best rank; that owner then goes to the back of the line. */
  shift(): T | undefined {
    const owner = this.turns.splice(this.nextTurn(), 1)[0];
    if (owner === undefined) return undefined;
    const waiting = this.byOwner.get(owner)!;
    const item = waiting.shift()!;
    if (waiting.length > 0) this.turns.push(owner);
    else this.byOwner.delete(owner);
    this.count -= 1;
    return item;
  }

  /** Index in `turns` of the first owner of the lowest rank (ranks change as jobs finish). */
  private nextTurn(): number {
    let best = 0;
    let bestRank = Infinity;
    for (let i = 0; i < this.turns.length; i++) {
      const rank = this.rank(this.turns[i]!);
      if (rank < bestRank) [best, bestRank] = [i, rank];
      if (rank <= 0) break;
    }
    return best;
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
