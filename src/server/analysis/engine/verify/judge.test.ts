import { describe, expect, it } from 'vitest';
import { judgeExpiry } from './judge';

describe('judgeExpiry', () => {
  // prices in pixels' worth (pixel 0.5): the entry opens at 100, the expiry candle closes `px` pixels higher
  const judge = (px: number) =>
    judgeExpiry(
      {
        series: [
          { open: 99, high: 101, low: 98, close: 100 },
          { open: 100, high: 104, low: 98, close: 100 + px * 0.5 },
          { open: 101, high: 102, low: 100, close: 101 },
        ],
        pixel: 0.5,
      },
      { entry: 1, expiry: 1, up: true },
    );

  it('settles nothing when the close is read in the entry row or a row off: inside the reading uncertainty', () => {
    const r = judge(1);
    expect(r.outcome).toBe('unverifiable');
    expect(r.illegible).toBe(true);
    expect(r.reason).toContain('dentro da incerteza da leitura');
    expect(judge(0).illegible).toBe(true);
    expect(judge(-1.5).illegible).toBe(true);
  });

  it('judges a close two rows or more away', () => {
    expect(judge(2).outcome).toBe('win');
    expect(judge(-2).outcome).toBe('loss');
    expect(judge(2).illegible).toBeUndefined();
  });
});
