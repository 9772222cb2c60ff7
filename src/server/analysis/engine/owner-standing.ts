import { ENGINE_POOL } from './params';

/**
 * How each owner's recent jobs ended, for the fair queue's order (fair-queue.ts): every upload
 * the engine refused in a row (too costly, no candles, not an image…) ranks its owner one level
 * lower, down to ENGINE_POOL.lowestRank, for ENGINE_POOL.refusalMemoryMs; one chart read puts
 * the owner back at rank 0. A lower rank is only an order among waiting jobs, never a refusal,
 * so a trader who sent one wrong picture loses at most a place behind people whose charts read.
 */
export type JobOutcome = 'read' | 'refused' | 'neither';

export type OwnerStanding = {
  record(owner: string, outcome: JobOutcome): void;
  /** 0 is the best rank */
  rank(owner: string): number;
};

type Refusals = { refusedInARow: number; lastRefusedAt: number };

/** Owners past which stale records are swept out, so the map stays the size of the active users. */
const SWEEP_ABOVE = 256;

export function createOwnerStanding(options: { now?: () => number } = {}): OwnerStanding {
  const now = options.now ?? Date.now;
  const records = new Map<string, Refusals>();
  const fresh = (r: Refusals, at: number) => at - r.lastRefusedAt < ENGINE_POOL.refusalMemoryMs;

  function sweep(at: number): void {
    for (const [owner, r] of records) if (!fresh(r, at)) records.delete(owner);
  }

  return {
    record(owner, outcome) {
      // jobs without an owner (the pool's warm-up, the CLI) share one turn: no one to rank
      if (owner === '' || outcome === 'neither') return;
      if (outcome === 'read') {
        records.delete(owner);
        return;
      }
      const at = now();
      const before = records.get(owner);
      const inARow = before && fresh(before, at) ? before.refusedInARow : 0;
      records.set(owner, { refusedInARow: inARow + 1, lastRefusedAt: at });
      if (records.size > SWEEP_ABOVE) sweep(at);
    },
    rank(owner) {
      const r = records.get(owner);
      if (!r || !fresh(r, now())) return 0;
      return Math.min(r.refusedInARow, ENGINE_POOL.lowestRank);
    },
  };
}
