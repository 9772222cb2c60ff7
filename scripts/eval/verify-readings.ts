import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { ChartAnalysis, Sector } from '../../src/shared/analysis';
import { analyzeChart, printSeriesOf, type PrintSeries } from '../../src/server/analysis/engine';

/**
 * The verification evals' readings of prints: each image is analysed once per run. With
 * `reuse`, what the reader extracted is kept in `dir` by the image's hash, so a change to the
 * verification alone is measured again in seconds; a change to the reader needs a run without it.
 */
export type PrintReader = (image: Buffer) => Promise<PrintSeries | null>;

export function printReader(o: { sector: Sector; dir: string; reuse: boolean }): PrintReader {
  const seen = new Map<string, Promise<PrintSeries | null>>();
  if (o.reuse) mkdirSync(o.dir, { recursive: true });
  return (image) => {
    const key = createHash('sha256').update(image).update(o.sector).digest('hex').slice(0, 24);
    if (!seen.has(key)) seen.set(key, readOnce(image, key, o));
    return seen.get(key)!;
  };
}

type Kept = { extraction: ChartAnalysis['extraction'] | null };

async function readOnce(
  image: Buffer,
  key: string,
  o: { sector: Sector; dir: string; reuse: boolean },
): Promise<PrintSeries | null> {
  const file = `${o.dir}/${key}.json`;
  if (o.reuse && existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Kept;
    return kept.extraction ? printSeriesOf({ extraction: kept.extraction }) : null;
  }
  let extraction: Kept['extraction'] = null;
  try {
    extraction = (await analyzeChart(image, { sector: o.sector })).result.extraction ?? null;
  } catch {
    // a print the engine refuses: the product answers 422, the eval counts it as unread
  }
  if (o.reuse) writeFileSync(file, JSON.stringify({ extraction } satisfies Kept));
  return extraction ? printSeriesOf({ extraction }) : null;
}
