import type { ChartAnalysis } from '../../../../shared/analysis';
import { agreementPercent } from './evidence-groups';
import { formatPrice } from './format';

/**
 * Every figure the result screen shows, traced back to a measurement in `extraction`: returns
 * the figures that cannot be (empty = all traced). Pure, for tests over every fixture.
 */
export function untracedFigures(r: ChartAnalysis): string[] {
  const ex = r.extraction;
  const ev = ex?.evidence;
  const a = r.avaliacao;
  if (!ex || !ev || !a) return ['resultado sem extraction.evidence ou avaliacao'];
  const bad: string[] = [];
  const relative = !ex.priceScale || ex.priceScale.percent === true;
  const fmt = (p: number) => formatPrice(p, relative, ex.priceScale?.decimals);

  if (r.forca_tendencia !== ev.trend.recent.strength) bad.push('forca_tendencia');
  if (r.tendencia_atual !== ev.trend.recent.label) bad.push('tendencia_atual');

  // the record: its counts are the replayed calls
  const hits = ev.replay.filter((c) => c.hit).length;
  if (a.historico.sinais !== ev.replay.length || a.historico.acertos !== hits) bad.push('historico');
  if (a.historico.taxa !== null && a.historico.taxa !== Math.round((100 * hits) / ev.replay.length))
    bad.push('historico.taxa');

  // the agreement: the weighted mean of the groups' votes
  const total = a.grupos.reduce((s, g) => s + g.peso, 0);
  const score = total ? a.grupos.reduce((s, g) => s + g.peso * g.voto, 0) / total : 0;
  const dir =
    r.sinal_entrada === 'AGUARDAR' ? 0 : r.sinal_entrada === 'CALL' || r.sinal_entrada === 'COMPRA' ? 1 : -1;
  // group votes are stored rounded to 0.01: allow one point of rounding
  if (Math.abs(agreementPercent(score, dir) - a.concordancia) > 1) bad.push('concordancia');
  const expected = a.fonte_probabilidade === 'historico' ? a.historico.taxa : a.concordancia;
  if (r.probabilidade !== expected) bad.push('probabilidade');

  // prices in the zone and the reference levels are measured levels (or the last close)
  const levelTexts = new Set(ev.levels.map((l) => fmt(l.price)));
  const priceIn = (text: string) => text.match(/-?[\d.]+(?:,\d+)?(?: u\.r\.)?/g) ?? [];
  for (const p of priceIn(r.zona_atual)) if (!levelTexts.has(p)) bad.push(`zona_atual ${p}`);
  const prices = ex.prices ?? ex.candles.map((c) => ({ close: ex.plot.bottom - c.yClose }));
  const lastClose = fmt(prices[prices.length - 1]!.close);
  if (!r.preco_entrada.includes(lastClose)) bad.push('preco_entrada');
  if (dir === 0) {
    for (const [name, text] of [
      ['stop_loss', r.stop_loss],
      ['take_profit_1', r.take_profit_1],
    ] as const)
      for (const p of priceIn(text)) if (!levelTexts.has(p)) bad.push(`${name} ${p}`);
  }

  const names = ev.patterns.map((p) => p.name);
  if (names.join('|') !== r.padroes_identificados.join('|')) bad.push('padroes_identificados');
  if (
    ev.indicators.rsi !== null &&
    !r.indicadores_principais.includes(`IFR(14) ${ev.indicators.rsi.toFixed(0)}`)
  )
    bad.push('IFR');
  return bad;
}
