import type { ChartAnalysis, Sector } from '../../../../shared/analysis';
import { signalFor, signalSide } from '../../../analysis/engine';

/**
 * A vision model writes the words; the measured plan decides whether there is a trade (issue 22).
 * The model may confirm the local engine's call or hold back from it, never call what the
 * measured numbers do not support: a call the plan did not make becomes AGUARDAR with an alert
 * that says why, in the plan's numbers. Prices, expiry, the plan and a call's probability are
 * the measured ones, so the screen never shows a headline its own numbers contradict.
 */
export function groundInPlan(
  answer: Record<string, unknown>,
  local: ChartAnalysis,
  sector: Sector,
): Record<string, unknown> {
  const plan = local.plano;
  if (!plan) return answer;
  const model = signalSide(answer.sinal_entrada);
  const measured = signalSide(local.sinal_entrada);
  const alertas = Array.isArray(answer.alertas) ? [...(answer.alertas as unknown[])] : [];
  const grounded: Record<string, unknown> = { ...answer, plano: plan, alertas };
  const measuredFields = {
    preco_entrada: local.preco_entrada,
    stop_loss: local.stop_loss,
    take_profit_1: local.take_profit_1,
    risk_reward: local.risk_reward,
    tempo_ideal: local.tempo_ideal,
  };
  if (model === null) return { ...grounded, ...(measured === 'wait' ? measuredFields : waitFields(local)) };
  if (model === measured) {
    // the same call: its probability is the measured one the plan was weighed with
    return model === 'wait'
      ? { ...grounded, ...measuredFields }
      : { ...grounded, ...measuredFields, probabilidade: local.probabilidade };
  }
  if (model === 'wait') return { ...grounded, ...waitFields(local) };
  const why = local.avaliacao?.bloqueio?.motivo ?? local.decisao_vtx.motivo;
  alertas.unshift(
    `O modelo de visão sugeriu ${signalFor(model, sector)}, mas os números medidos não sustentam essa entrada: ${why}.`,
  );
  return {
    ...grounded,
    sinal_entrada: 'AGUARDAR',
    ...(measured === 'wait' ? measuredFields : waitFields(local)),
  };
}

/** A wait where the engine called: no entry now, the first trigger instead, and no trade in the plan. */
function waitFields(local: ChartAnalysis): Record<string, unknown> {
  const plan = local.plano!;
  const trigger = plan.gatilhos[0];
  const tbd = 'A definir';
  return {
    preco_entrada: trigger ? `Sem entrada agora; gatilho: ${trigger.condicao}` : tbd,
    stop_loss: tbd,
    take_profit_1: tbd,
    risk_reward: tbd,
    tempo_ideal: trigger ? `Aguardar um gatilho ${trigger.validade}` : 'Aguardar',
    plano: { ...plan, entrada: null, stop: null, alvo: null, risco_retorno: null, valor_esperado: null },
  };
}
