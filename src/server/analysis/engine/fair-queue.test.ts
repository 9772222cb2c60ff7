import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

describe('FairQueue', () => {
  it('serves owners in turn, FIFO within one owner', () => {
    const queue = new FairQueue<string>();
    for (const job of ['a1', 'a2', 'a3', 'a4']) queue.push('a', job);
    queue.push('b', 'b1');
    queue.push('c', 'c1');
    queue.push('b', 'b2');
    expect(queue.size).toBe(7);
    expect(queue.drain()).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.size).toBe(0);
  });

  it('a newcomer waits one job per other owner, not for their backlogs', () => {
    const queue = new FairQueue<string>();
    for (let i = 1; i <= 8; i++) queue.push(`attacker${i % 4}`, `x${i}`);
    expect(queue.shift()).toBe('x1');
    queue.push('victim', 'v1');
    const order = queue.drain();
    // four attackers with eight jobs: the victim comes after each attacker's next job
    expect(order.indexOf('v1')).toBe(4);
    expect(order).toHaveLength(8);
  });

  it('removes a waiting job and forgets an owner left with none', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    queue.push('b', 'b1');
    queue.push('a', 'a2');
    expect(queue.remove('b', 'b1')).toBe(true);
    expect(queue.remove('b', 'b1')).toBe(false);
    expect(queue.remove('a', 'a2')).toBe(true);
    expect(queue.size).toBe(1);
    expect(queue.drain()).toEqual(['a1']);
  });
});

describe('FairQueue with ranks', () => {
  it('serves a better-ranked owner first, round robin within a rank', () => {
    const rank: Record<string, number> = { attacker1: 1, attacker2: 1, attacker3: 2 };
    const queue = new FairQueue<string>((owner) => rank[owner] ?? 0);
    for (let i = 1; i <= 3; i++)
      for (const a of ['attacker1', 'attacker2', 'attacker3']) queue.push(a, `${a}-${i}`);
    queue.push('victim', 'v1');
    queue.push('victim', 'v2');
    expect(queue.drain()).toEqual([
      'v1',
      'v2',
      'attacker1-1',
      'attacker2-1',
      'attacker1-2',
      'attacker2-2',
      'attacker1-3',
      'attacker2-3',
      'attacker3-1',
      'attacker3-2',
      'attacker3-3',
    ]);
  });

  it('reads the ranks at each turn, as jobs finish and ranks change', () => {
    const rank = new Map<string, number>([['a', 1]]);
    const queue = new FairQueue<string>((owner) => rank.get(owner) ?? 0);
    queue.push('a', 'a1');
    queue.push('b', 'b1');
    queue.push('b', 'b2');
    expect(queue.shift()).toBe('b1');
    rank.set('a', 0);
    rank.set('b', 1);
    expect(queue.shift()).toBe('a1');
    expect(queue.shift()).toBe('b2');
    expect(queue.shift()).toBeUndefined();
  });
});
