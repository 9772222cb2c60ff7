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
  // the rate as the record computes it (hits / signals, then in per cent): 100 · 46 / 80 is 57.5
  // and rounds up, (46 / 80) · 100 is 57.4999… in floating point and rounds down
  if (a.historico.taxa !== null && a.historico.taxa !== Math.round((hits / ev.replay.length) * 100))
    bad.push('historico.taxa');

  // the agreement: the weighted mean of the groups' votes
  const total = a.grupos.reduce((s, g) => s + g.peso, 0);
  const score = total ? a.grupos.reduce((s, g) => s + g.peso * g.voto, 0) / total : 0;
  // the agreement is measured towards the rule's call, also when its numbers turned it into a wait
  const called = a.bloqueio?.sinal ?? r.sinal_entrada;
  const dir = called === 'AGUARDAR' ? 0 : called === 'CALL' || called === 'COMPRA' ? 1 : -1;
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
  const triggers = r.plano?.gatilhos ?? [];
  // a wait names its first trigger where a call names its entry (issue 22)
  const firstTrigger = triggers[0];
  if (
    !r.preco_entrada.includes(lastClose) &&
    !(firstTrigger && r.preco_entrada.includes(firstTrigger.condicao))
  )
    bad.push('preco_entrada');
  const triggerTexts = new Set(
    triggers.flatMap((t) => [t.stop, t.alvo].filter((v): v is number => v !== null).map(fmt)),
  );
  if (r.sinal_entrada === 'AGUARDAR') {
    for (const [name, text] of [
      ['stop_loss', r.stop_loss],
      ['take_profit_1', r.take_profit_1],
    ] as const)
      for (const p of priceIn(text)) if (!levelTexts.has(p) && !triggerTexts.has(p)) bad.push(`${name} ${p}`);
  }
  bad.push(...untracedTriggers(r, levelTexts, fmt));
  const names = ev.patterns.map((p) => p.name);
  if (names.join('|') !== r.padroes_identificados.join('|')) bad.push('padroes_identificados');
  if (
    ev.indicators.rsi !== null &&
    !r.indicadores_principais.includes(`IFR(14) ${ev.indicators.rsi.toFixed(0)}`)
  )
    bad.push('IFR');
  return bad;
}

/**
 * A trigger's price is a measured level or a candle's own high or low; its stop and target sit
 * on the losing and winning sides, and its risk/reward is theirs.
 */
function untracedTriggers(r: ChartAnalysis, levelTexts: Set<string>, fmt: (p: number) => string): string[] {
  const ex = r.extraction!;
  const bad: string[] = [];
  const extremes = new Set(
    (ex.prices ?? ex.candles.map((c) => ({ high: ex.plot.bottom - c.yHigh, low: ex.plot.bottom - c.yLow })))
      .flatMap((c) => [c.high, c.low])
      .map(fmt),
  );
  for (const t of r.plano?.gatilhos ?? []) {
    const price = fmt(t.preco);
    if (!levelTexts.has(price) && !extremes.has(price)) bad.push(`gatilho ${price}`);
    if (!t.condicao.includes(price)) bad.push(`condição do gatilho ${price}`);
    if (t.stop === null || t.alvo === null) continue;
    const d = t.tipo === 'fechar-acima' ? 1 : -1;
    if (d * (t.preco - t.stop) <= 0 || d * (t.alvo - t.preco) <= 0) bad.push(`stop/alvo do gatilho ${price}`);
    const rr = Math.abs(t.alvo - t.preco) / Math.abs(t.preco - t.stop);
    if (t.risco_retorno === null || Math.abs(rr - t.risco_retorno) > 0.01)
      bad.push(`risco/retorno do gatilho ${price}`);
  }
  return bad;
}
