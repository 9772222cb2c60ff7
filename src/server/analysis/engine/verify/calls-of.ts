import type { ChartAnalysis, Trigger } from '../../../../shared/analysis';
import type { CallToVerify } from './verify-call';

/**
 * What an analysis committed to, as calls to verify: its entry signal (an option's expiry, a
 * trade's target and stop) and each trigger of its plan. A wait without triggers commits to nothing.
 */
export type CommittedCall = { key: 'sinal' | `gatilho-${number}`; call: CallToVerify };

export function callsOf(result: Pick<ChartAnalysis, 'sinal_entrada' | 'plano'>): CommittedCall[] {
  const out: CommittedCall[] = [];
  const plan = result.plano;
  const signal = result.sinal_entrada;
  if (signal === 'CALL' || signal === 'PUT')
    out.push({
      key: 'sinal',
      call: { kind: 'expiry', direction: signal, expiry: plan?.expiracao_velas ?? 1 },
    });
  else if (signal === 'COMPRA' || signal === 'VENDA') {
    const target = plan?.alvo ?? null;
    const stop = plan?.stop ?? null;
    out.push({
      key: 'sinal',
      call:
        target !== null && stop !== null
          ? { kind: 'levels', direction: signal, target, stop }
          : { kind: 'expiry', direction: signal, expiry: plan?.expiracao_velas ?? 1 },
    });
  }
  (plan?.gatilhos ?? []).forEach((t, i) => out.push({ key: `gatilho-${i}`, call: triggerCall(t) }));
  return out;
}

export function triggerCall(t: Trigger): CallToVerify {
  return {
    kind: 'trigger',
    direction: t.direcao,
    condition: t.tipo,
    price: t.preco,
    candles: t.velas,
    expiry: t.expiracao_velas,
    target: t.alvo,
    stop: t.stop,
  };
}
