import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

describe('analyze CLI', () => {
  it('prints one JSON object and writes the annotated picture', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vtx-cli-'));
    try {
      const out = join(dir, 'out.png');
      const { stdout } = await run(process.execPath, [
        '--import',
        'tsx',
        cli,
        join(fixtures, 'charts/lime-black-otc.png'),
        '--sector',
        'otc',
        '--spec',
        'EUR/USD OTC M1',
        '--annotate',
        out,
      ]);
      const json = JSON.parse(stdout);
      expect(json.simbolo).toBe('EUR/USD');
      expect(json.extraction.candles.length).toBe(30);
      expect((await readFile(out)).subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('exits non-zero with the pt-BR message for a non-chart', async () => {
    const err = await run(process.execPath, [
      '--import',
      'tsx',
      cli,
      join(fixtures, 'non-charts/blank.png'),
    ]).catch((e: { code: number; stderr: string }) => e);
    expect('code' in err && err.code).toBe(1);
    expect((err as { stderr: string }).stderr.trim()).toBe(
      'Não foi possível identificar candles nesta imagem. Envie um print de um gráfico de candles.',
    );
  }, 30_000);
});
