import { describe, expect, it } from 'vitest';
import { createOwnerStanding } from './owner-standing';
import { ENGINE_POOL } from './params';

describe('owner standing', () => {
  it('ranks an owner one lower per refused upload in a row, down to the lowest rank', () => {
    const standing = createOwnerStanding({ now: () => 0 });
    expect(standing.rank('u')).toBe(0);
    standing.record('u', 'refused');
    expect(standing.rank('u')).toBe(1);
    for (let i = 0; i < ENGINE_POOL.lowestRank + 3; i++) standing.record('u', 'refused');
    expect(standing.rank('u')).toBe(ENGINE_POOL.lowestRank);
    expect(standing.rank('someone else')).toBe(0);
  });

  it('puts the owner back at rank 0 after a chart is read; other failures change nothing', () => {
    const standing = createOwnerStanding({ now: () => 0 });
    standing.record('u', 'refused');
    standing.record('u', 'refused');
    standing.record('u', 'neither');
    expect(standing.rank('u')).toBe(2);
    standing.record('u', 'read');
    expect(standing.rank('u')).toBe(0);
  });

  it('forgets refusals older than the memory, and never ranks the shared owner of unowned jobs', () => {
    let now = 0;
    const standing = createOwnerStanding({ now: () => now });
    standing.record('u', 'refused');
    standing.record('', 'refused');
    expect(standing.rank('')).toBe(0);
    now = ENGINE_POOL.refusalMemoryMs - 1;
    expect(standing.rank('u')).toBe(1);
    now = ENGINE_POOL.refusalMemoryMs;
    expect(standing.rank('u')).toBe(0);
    // a refusal after the memory ran out starts a new row
    standing.record('u', 'refused');
    expect(standing.rank('u')).toBe(1);
  });
});
