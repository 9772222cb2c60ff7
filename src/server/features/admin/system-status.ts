import { sql } from 'drizzle-orm';
import type { Database } from '../../lib/database';
import type { Mailer } from '../../lib/mailer';

export interface StatusCheck {
  name: string;
  ok: boolean;
  latencyMs: number | null;
  detail: string;
}

export interface StatusProbes {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  analysis: { name: 'local' | 'openai'; model: string; probe?: () => Promise<void> };
  paymentProvider: 'sandbox' | 'stripe';
  mailer: Mailer;
}

async function timed(name: string, probe: () => Promise<string>): Promise<StatusCheck> {
  const started = performance.now();
  try {
    const detail = await probe();
    return { name, ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10, detail };
  } catch (error) {
    return {
      name,
      ok: false,
      latencyMs: null,
      detail: error instanceof Error ? error.message : 'Falha na verificação',
    };
  }
}

/** Real checks for 'Status do Sistema', each with its measured latency or the reason it failed. */
export async function checkSystemStatus(probes: StatusProbes): Promise<StatusCheck[]> {
  return Promise.all([
    timed('Banco de dados', async () => {
      await probes.db.execute(sql`select 1`);
      return probes.databaseKind === 'pglite'
        ? 'PGlite embutido: consulta de teste respondida'
        : 'PostgreSQL: consulta de teste respondida';
    }),
    timed('Análise de gráficos', async () => {
      await probes.analysis.probe?.();
      return probes.analysis.name === 'local'
        ? `Motor local (${probes.analysis.model}) pronto`
        : `Modelo de visão ${probes.analysis.model} respondeu`;
    }),
    timed('Pagamentos', async () =>
      probes.paymentProvider === 'sandbox'
        ? 'Modo de teste (sandbox): nenhuma cobrança real'
        : 'Stripe configurado',
    ),
    timed('Email', async () =>
      probes.mailer.mode === 'smtp'
        ? 'SMTP configurado'
        : 'Sem SMTP: emails guardados na caixa de saída e no log',
    ),
  ]);
}
