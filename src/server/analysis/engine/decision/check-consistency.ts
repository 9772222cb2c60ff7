import type { ChartAnalysis } from '../../../../shared/analysis';
import { PATTERNS } from '../evidence/patterns/pattern-table';
import { trendStrength } from '../evidence/trend';
import { disagreement, signalSide } from './normalize-result';
import { MIN_CALL_PROBABILITY } from './plan-params';

const BIAS = new Map(PATTERNS.map((p) => [p.name, p.bias]));
const TREND_WORD = { ALTA: 'de alta', BAIXA: 'de baixa', LATERAL: 'lateral' } as const;

/**
 * Every way one result could contradict itself on the screen, as a list of pt-BR problems
 * (empty = coherent). Pure: the tests run it on every fixture and real chart, and the CLI runs it
 * after every analysis (`strict`).
 */
export function checkConsistency(r: ChartAnalysis): string[] {
  const problems: string[] = [];
  const side = signalSide(r.sinal_entrada);
  if (!side) problems.push('sinal ausente ou desconhecido');
  if (!(r.probabilidade >= 0 && r.probabilidade <= 100)) problems.push('probabilidade fora de 0–100');
  if (r.armadilha_possivel !== (side !== 'wait' && r.probabilidade < 60))
    problems.push('armadilha_possivel não segue a probabilidade < 60 de um sinal');
  if (r.forca_sinal !== Math.round((r.forca_tendencia + r.probabilidade) / 2))
    problems.push('forca_sinal não é a média de força da tendência e probabilidade');

  const measured = r.extraction?.trend;
  if (measured) {
    if (r.tendencia_atual !== measured.label)
      problems.push(`tendência ${r.tendencia_atual} difere da medida (${measured.label})`);
    if (r.forca_tendencia !== trendStrength(measured.ratio))
      problems.push('força da tendência difere da medida');
  }
  const reversal = r.avaliacao?.base === 'reversao';
  const acknowledged = r.alertas.includes(disagreement(r.sinal_entrada, r.tendencia_atual));
  if (side === 'buy' && r.tendencia_atual !== 'ALTA' && !reversal && !acknowledged)
    problems.push('compra sem tendência ALTA nem reversão declarada');
  if (side === 'sell' && r.tendencia_atual !== 'BAIXA' && !reversal && !acknowledged)
    problems.push('venda sem tendência BAIXA nem reversão declarada');

  for (const name of r.padroes_identificados) {
    const bias = BIAS.get(name);
    if (side === 'buy' && bias === 'bearish') problems.push(`compra com padrão de baixa (${name})`);
    if (side === 'sell' && bias === 'bullish') problems.push(`venda com padrão de alta (${name})`);
  }
  if (!reversal && side === 'buy' && r.zona_atual.startsWith('Próximo à resistência'))
    problems.push('compra encostada na resistência');
  if (!reversal && side === 'sell' && r.zona_atual.startsWith('Próximo ao suporte'))
    problems.push('venda encostada no suporte');

  const ev = r.extraction?.evidence;
  if (
    ev?.reversal &&
    ev.reversal.level === null &&
    ((ev.reversal.direction === 1 && ev.zone === 'support') ||
      (ev.reversal.direction === -1 && ev.zone === 'resistance'))
  )
    problems.push(`${ev.reversal.name} dito fora de nível com a última vela junto a ele`);

  // the engine's own texts (a vision model's free text is checked by the alerts above instead)
  if (r.avaliacao) {
    const next = r.proxima_vela.split(' ')[0];
    if (side === 'buy' && next !== 'Alta') problems.push('próxima vela não acompanha a compra');
    if (side === 'sell' && next !== 'Baixa') problems.push('próxima vela não acompanha a venda');
    if (!r.proxima_vela.includes(`${r.probabilidade}%`))
      problems.push('próxima vela mostra outra probabilidade');
    if (
      !r.comentario_vtx.includes(
        `Tendência atual ${TREND_WORD[r.tendencia_atual]} (força ${r.forca_tendencia}%`,
      )
    )
      problems.push('comentário descreve outra tendência');
    if (!r.comentario_vtx.includes(`Decisão: ${r.sinal_entrada}`))
      problems.push('comentário descreve outra decisão');
    const a = r.avaliacao;
    if (a.fonte_probabilidade === 'historico' && r.probabilidade !== a.historico.taxa)
      problems.push('probabilidade difere da taxa de acerto medida');
    if (a.fonte_probabilidade === 'concordancia' && r.probabilidade !== a.concordancia)
      problems.push('probabilidade difere da concordância');
    if ((a.base === 'espera') !== (side === 'wait'))
      problems.push('base da decisão não corresponde ao sinal');
  }
  problems.push(...planProblems(r, side));
  const direction = r.decisao_vtx.direcao_sugerida.toLowerCase();
  if (side === 'wait' && !direction.startsWith('aguardar'))
    problems.push('decisão VTX sugere direção com sinal AGUARDAR');
  if (side === 'buy' && !direction.includes('alta')) problems.push('decisão VTX não acompanha a compra');
  if (side === 'sell' && !direction.includes('baixa')) problems.push('decisão VTX não acompanha a venda');
  return problems;
}

/**
 * Issue 22: numbers that agree with the headline. No call under 50 % or under an option's
 * break-even, no option call losing money at its own probability, no trade risking more than it
 * can win, volume only where it was measured, and a trigger inside the chart whenever the axis
 * was read.
 */
function planProblems(r: ChartAnalysis, side: ReturnType<typeof signalSide>): string[] {
  const problems: string[] = [];
  const call = side === 'buy' || side === 'sell';
  if (call && r.probabilidade < MIN_CALL_PROBABILITY)
    problems.push(`sinal ${r.sinal_entrada} com probabilidade de ${r.probabilidade} %, abaixo de 50 %`);
  const p = r.plano;
  if (p && call && p.equilibrio !== null && p.payout !== null && r.probabilidade < p.equilibrio)
    problems.push(
      `sinal ${r.sinal_entrada} abaixo do equilíbrio de ${p.equilibrio} % (payout ${p.payout} %)`,
    );
  if (p && call && p.valor_esperado !== null && p.valor_esperado < 0)
    problems.push(`sinal ${r.sinal_entrada} com valor esperado negativo`);
  if (p && call && p.risco_retorno !== null && p.risco_retorno < 1)
    problems.push(`operação com risco/retorno ${p.risco_retorno} (abaixo de 1)`);
  const shownRatio = /^1:(\d+(?:,\d+)?)/.exec(r.risk_reward);
  if (call && shownRatio && Number(shownRatio[1]!.replace(',', '.')) < 1)
    problems.push(`operação com risco/retorno ${r.risk_reward} (abaixo de 1)`);
  for (const t of p?.gatilhos ?? [])
    if (t.risco_retorno !== null && t.risco_retorno < 1)
      problems.push(`gatilho com risco/retorno ${t.risco_retorno} (abaixo de 1)`);
  if (r.armadilha_possivel && !call) problems.push('armadilha anunciada numa resposta sem operação');
  const ev = r.extraction?.evidence;
  if (ev && ev.volumeRatio === null && /\d×|\d+x a média|volume (forte|fraco|dentro)/i.test(r.volume_analise))
    problems.push('volume descrito sem volume medido');
  const scale = r.extraction?.priceScale;
  if (p && r.extraction && scale && !scale.percent) {
    if (p.gatilhos.length === 0) problems.push('escala lida e nenhum gatilho com preço');
    const { top, bottom } = r.extraction.plot;
    const priceAt = (y: number) =>
      scale.log ? 10 ** (scale.intercept + scale.slope * y) : scale.intercept + scale.slope * y;
    const [lo, hi] = [priceAt(bottom), priceAt(top)].sort((a, b) => a - b) as [number, number];
    const slack = (hi - lo) * 0.02;
    for (const t of p.gatilhos)
      if (t.preco < lo - slack || t.preco > hi + slack)
        problems.push(`gatilho em ${t.preco} fora do eixo visível (${lo}–${hi})`);
  }
  return problems;
}
