/**
 * npm run --silent verify -- <antes> <depois> --direction CALL|PUT|COMPRA|VENDA --expiry N
 *   [--target P --stop P] [--trigger K] [--sector …]
 * Analyses both prints and checks the call against the later one. Prints one JSON object
 * (outcome, shift, reason, sameChart, fired, entry, exit, match) on stdout. Exits 1 with a pt-BR
 * message on stderr when the prints are not the same chart or one cannot be read.
 * --trigger K checks the earlier analysis' K-th trigger (from 1) instead of a direction.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { sectorSchema, type Sector } from '../../../../shared/analysis';
import { analyzeChart } from '../analyze-chart';
import { ChartReadError } from '../errors';
import { triggerCall } from './calls-of';
import { printSeriesOf } from './print-series';
import { verifyCall, type CallToVerify } from './verify-call';

const USAGE =
  'Uso: npm run --silent verify -- <print-antes> <print-depois> --direction CALL|PUT|COMPRA|VENDA --expiry N [--target preço --stop preço] [--trigger K] [--sector setor]\n';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      direction: { type: 'string' },
      expiry: { type: 'string', default: '1' },
      target: { type: 'string' },
      stop: { type: 'string' },
      trigger: { type: 'string' },
      sector: { type: 'string' },
    },
  });
  const [beforeFile, afterFile] = positionals;
  const direction = values.direction?.toUpperCase();
  const expiry = Number(values.expiry);
  if (!beforeFile || !afterFile || (!values.trigger && !isDirection(direction)) || !(expiry >= 1)) {
    process.stderr.write(USAGE);
    return 2;
  }
  const option = direction === 'CALL' || direction === 'PUT';
  const sector = sectorSchema.safeParse(values.sector ?? (option || values.trigger ? 'binary' : 'forex'));
  if (!sector.success) {
    process.stderr.write(`Setor inválido: ${values.sector}.\n`);
    return 2;
  }
  const before = await analyse(beforeFile, sector.data);
  if (typeof before === 'string') return fail(`Print anterior: ${before}`);
  const after = await analyse(afterFile, sector.data);
  if (typeof after === 'string') return fail(`Print posterior: ${after}`);
  let call: CallToVerify;
  if (values.trigger) {
    const trigger = before.result.plano?.gatilhos[Number(values.trigger) - 1];
    if (!trigger) return fail(`A análise do print anterior não tem o gatilho ${values.trigger}.`);
    call = triggerCall(trigger);
  } else if (values.target !== undefined && values.stop !== undefined) {
    if (direction !== 'COMPRA' && direction !== 'VENDA')
      return fail('Alvo e stop valem só para COMPRA ou VENDA.');
    call = { kind: 'levels', direction, target: Number(values.target), stop: Number(values.stop) };
  } else call = { kind: 'expiry', direction: direction as 'CALL', expiry };
  const outcome = verifyCall(before.series, after.series, call);
  process.stdout.write(JSON.stringify(outcome) + '\n');
  if (!outcome.sameChart) return fail(outcome.reason);
  return 0;
}

function isDirection(d: string | undefined): d is 'CALL' | 'PUT' | 'COMPRA' | 'VENDA' {
  return d === 'CALL' || d === 'PUT' || d === 'COMPRA' || d === 'VENDA';
}

async function analyse(file: string, sector: Sector) {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return `não foi possível ler o arquivo ${file}.`;
  }
  try {
    const { result } = await analyzeChart(bytes, { sector });
    const series = printSeriesOf(result);
    return series ? { result, series } : 'nenhuma vela lida.';
  } catch (e) {
    return e instanceof ChartReadError ? e.message : 'erro ao analisar o gráfico.';
  }
}

function fail(message: string): number {
  process.stderr.write(message + '\n');
  return 1;
}

process.exitCode = await main();
