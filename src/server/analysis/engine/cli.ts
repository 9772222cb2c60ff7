/**
 * npm run --silent analyze -- <image> [--sector …] [--spec "…"] [--annotate out.png] [--debug dir]
 * Prints one JSON object (the analysis) on stdout; on unreadable input exits 1 with the
 * pt-BR message on stderr. --debug writes each stage's picture (text, plot, candles, scale)
 * and its value (reading.json) into dir, also when the chart is refused.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { accuracySchema, sectorSchema, timeframeSettingSchema } from '../../../shared/analysis';
import { analyzeChart } from './analyze-chart';
import { ChartReadError } from './errors';
import { decodeImage } from './image/decode';
import { drawStages } from './picture/stage-pictures';
import { readChart } from './read-chart';
import { loadOcrModels } from './text/ocr-models';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      sector: { type: 'string', default: 'binary' },
      spec: { type: 'string' },
      annotate: { type: 'string' },
      timeframe: { type: 'string' },
      accuracy: { type: 'string' },
      debug: { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file) {
    process.stderr.write(
      'Uso: npm run --silent analyze -- <imagem> [--sector binary|otc|forex|crypto|stocks|commodities|indices] [--spec "texto"] [--annotate saida.png]\n',
    );
    return 2;
  }
  const sector = sectorSchema.safeParse(values.sector);
  if (!sector.success) {
    process.stderr.write(
      `Setor inválido: ${values.sector}. Use binary, otc, forex, crypto, stocks, commodities ou indices.\n`,
    );
    return 2;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    process.stderr.write(`Não foi possível ler o arquivo: ${file}\n`);
    return 1;
  }
  if (values.debug) await writeStagePictures(bytes, values.debug);
  try {
    const { result, annotatedPng } = await analyzeChart(bytes, {
      sector: sector.data,
      specification: values.spec,
      timeframe: timeframeSettingSchema.optional().parse(values.timeframe),
      accuracy: accuracySchema.optional().parse(values.accuracy),
      annotate: Boolean(values.annotate),
      // the CLI is a development tool: a contradictory result is an error here
      strict: true,
    });
    if (annotatedPng && values.annotate) await writeFile(values.annotate, annotatedPng);
    process.stdout.write(JSON.stringify(result) + '\n');
    return 0;
  } catch (e) {
    if (e instanceof ChartReadError) {
      process.stderr.write(e.message + '\n');
      return 1;
    }
    if (e instanceof Error && e.message.startsWith('Resultado incoerente')) {
      process.stderr.write(e.message + '\n');
      return 1;
    }
    process.stderr.write('Erro ao analisar o gráfico. Tente novamente.\n');
    return 1;
  }
}

async function writeStagePictures(bytes: Buffer, dir: string): Promise<void> {
  try {
    const img = await decodeImage(bytes);
    const reading = await readChart(img, await loadOcrModels());
    await mkdir(dir, { recursive: true });
    const pictures = await drawStages(img, reading);
    for (const [stage, png] of Object.entries(pictures)) await writeFile(path.join(dir, `${stage}.png`), png);
    const { candles, ...rest } = reading;
    const value = { ...rest, candles: candles && { ...candles, volume: undefined } };
    await writeFile(path.join(dir, 'reading.json'), JSON.stringify(value, null, 1));
  } catch {
    // the analysis below reports what is wrong with the file
  }
}

process.exitCode = await main();
