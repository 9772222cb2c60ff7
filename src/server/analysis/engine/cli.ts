/**
 * npm run --silent analyze -- <image> [--sector …] [--spec "…"] [--annotate out.png]
 * Prints one JSON object (the analysis) on stdout; on unreadable input exits 1 with the
 * pt-BR message on stderr.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { accuracySchema, sectorSchema, timeframeSettingSchema } from '../../../shared/analysis';
import { analyzeChart } from './analyze-chart';
import { ChartReadError } from './errors';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      sector: { type: 'string', default: 'binary' },
      spec: { type: 'string' },
      annotate: { type: 'string' },
      timeframe: { type: 'string' },
      accuracy: { type: 'string' },
    },
  });
  const file = positionals[0];
  if (!file) {
    process.stderr.write('Uso: npm run --silent analyze -- <imagem> [--sector binary|otc|forex|crypto|stocks|commodities|indices] [--spec "texto"] [--annotate saida.png]\n');
    return 2;
  }
  const sector = sectorSchema.safeParse(values.sector);
  if (!sector.success) {
    process.stderr.write(`Setor inválido: ${values.sector}. Use binary, otc, forex, crypto, stocks, commodities ou indices.\n`);
    return 2;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    process.stderr.write(`Não foi possível ler o arquivo: ${file}\n`);
    return 1;
  }
  try {
    const { result, annotatedPng } = await analyzeChart(bytes, {
      sector: sector.data,
      specification: values.spec,
      timeframe: timeframeSettingSchema.optional().parse(values.timeframe),
      accuracy: accuracySchema.optional().parse(values.accuracy),
      annotate: Boolean(values.annotate),
    });
    if (annotatedPng && values.annotate) await writeFile(values.annotate, annotatedPng);
    process.stdout.write(JSON.stringify(result) + '\n');
    return 0;
  } catch (e) {
    if (e instanceof ChartReadError) {
      process.stderr.write(e.message + '\n');
      return 1;
    }
    process.stderr.write('Erro ao analisar o gráfico. Tente novamente.\n');
    return 1;
  }
}

process.exitCode = await main();
