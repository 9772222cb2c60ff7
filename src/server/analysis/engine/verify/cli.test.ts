import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

// each case analyses two prints in a child process: tens of seconds on a loaded box
describe('verify CLI', { timeout: 120_000 }, () => {
  it('prints the outcome and the shift of a later print of the same chart', async () => {
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      cli,
      fixtures + 'green-red-btc-before.png',
      fixtures + 'green-red-btc--scroll-0.png',
      '--direction',
      'PUT',
      '--expiry',
      '3',
    ]);
    const json = JSON.parse(stdout);
    expect(json).toMatchObject({ sameChart: true, shift: 5, outcome: 'loss' });
  });

  it('exits 1 with a pt-BR message for a print of another chart', async () => {
    const failed = await run(process.execPath, [
      '--import',
      'tsx',
      cli,
      fixtures + 'phone-quotex-eurusd-before.png',
      fixtures + 'phone-quotex-eurusd--other-series-0.png',
      '--direction',
      'CALL',
      '--expiry',
      '1',
    ]).catch((e: { code: number; stderr: string }) => e);
    expect((failed as { code: number }).code).toBe(1);
    expect((failed as { stderr: string }).stderr).toMatch(/^Não é o mesmo gráfico/);
  });
});
