import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { analyzeChart, ENGINE_MODEL, type AnalyzeOutput } from '../../analysis/engine';
import { chartAnalysisSchema } from '../../../shared/analysis';
import { AnalysisFailure, type AnalysisProvider } from '../analysis';
import { cachedFile, hashSources } from '../../test/disk-cache';

/**
 * The rendered print pairs committed for the verification's tests (engine/verify/fixtures):
 * an earlier print and later prints of the same chart, and a print of another series.
 */
export const pairFixture = (name: string): Buffer =>
  readFileSync(fileURLToPath(new URL(`../../analysis/engine/verify/fixtures/${name}`, import.meta.url)));

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * An analysis provider for the verification's API tests: each of the given prints is answered
 * with the real engine's reading of it (recorded on first use, kept until the engine changes),
 * so a later print is compared with its real candles; any other picture is unreadable.
 */
export async function createRecordedPairProvider(
  prints: Array<{ image: Buffer; sector: 'otc' | 'binary' | 'forex' }>,
): Promise<AnalysisProvider> {
  const key = hashSources(['src/server/analysis/engine', 'src/shared'], (p) =>
    /\/(fixtures|accuracy)$|\.test\.ts$/.test(p),
  );
  const answers = new Map<string, AnalyzeOutput>();
  for (const p of prints) {
    const id = sha(p.image);
    const bytes = await cachedFile(`verify-print-${key}-${id.slice(0, 16)}-${p.sector}.json`, async () => {
      const output = await analyzeChart(p.image, { sector: p.sector });
      return Buffer.from(JSON.stringify(output.result));
    });
    answers.set(id, { result: chartAnalysisSchema.parse(JSON.parse(bytes.toString('utf8'))) });
  }
  return {
    name: 'local',
    model: ENGINE_MODEL,
    async analyze(image) {
      const answer = answers.get(sha(image));
      if (!answer) throw new AnalysisFailure('unreadable', 'Imagem não reconhecida como gráfico de candles.');
      return { result: structuredClone(answer.result) };
    },
    close: async () => {},
  };
}
