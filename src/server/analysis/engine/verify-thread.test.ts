import { afterAll, describe, expect, it } from 'vitest';
import type { CheckEarlierInput } from './verify/check-earlier';
import { createVerifyThread, VerifyThreadError } from './verify-thread';

/*
 * The verification's worker thread. The comparison itself is checked through the API against
 * the engine's own verifyCall (features/verification/verification.test.ts); here, what the
 * thread adds: the answer crosses the thread whole, a result that no longer parses is reported
 * and not compared, and a check that overruns or a closed thread fails instead of hanging.
 */
const later = {
  extraction: {
    candles: [
      { x: 10, yOpen: 50, yHigh: 40, yLow: 60, yClose: 45, direction: 'up' },
      { x: 20, yOpen: 45, yHigh: 35, yLow: 55, yClose: 50, direction: 'down' },
    ],
    plot: { left: 0, top: 0, right: 100, bottom: 100 },
  },
} as unknown as CheckEarlierInput['later'];

describe('verification thread', () => {
  const thread = createVerifyThread();
  afterAll(() => thread.close());

  it('reports a stored result that no longer parses, and compares nothing with it', async () => {
    const output = await thread.check({
      later,
      earlier: [{ id: 'a1', result: { sinal_entrada: 'CALL' }, settled: [] }],
    });
    expect(output).toEqual({ laterReadable: true, checked: [{ id: 'a1', readable: false, verified: [] }] });
  });

  it('checks nothing when the later print holds no candles', async () => {
    const output = await thread.check({
      later: { extraction: undefined } as unknown as CheckEarlierInput['later'],
      earlier: [{ id: 'a1', result: {}, settled: [] }],
    });
    expect(output).toEqual({ laterReadable: false, checked: [] });
  });

  it('fails a check that overruns its limit, and one sent after closing', async () => {
    const hurried = createVerifyThread({ timeoutMs: 1 });
    await expect(hurried.check({ later, earlier: [] })).rejects.toBeInstanceOf(VerifyThreadError);
    await hurried.close();
    await expect(hurried.check({ later, earlier: [] })).rejects.toBeInstanceOf(VerifyThreadError);
  });
});
