import { and, count, desc, eq, gte, ne, or, sql } from 'drizzle-orm';
import type { AdminOverview, ServerMode } from '../../../shared/admin';
import { formatBRL } from '../../../shared/format';
import { findPlan } from '../../../shared/plans';
import { adminLogs, analysisHistory, analyticsDaily, paymentSessions, user } from '../../db/schema';
import type { Database } from '../../lib/database';
import { getSystemSettings } from '../settings';
import type { StatusMonitor } from './system-status';
import { startOfTodayInSaoPaulo, todayInSaoPaulo } from '../../lib/sao-paulo-today';

const actionLabels: Record<string, string> = {
  login: 'Login de administrador',
  failed_login: 'Tentativa de login falhou',
  logout: 'Logout de administrador',
  add_credits: 'Créditos adicionados',
  change_plan: 'Plano alterado',
  confirm_pix: 'PIX confirmado',
  reject_pix: 'PIX recusado',
  settings_update: 'Configurações atualizadas',
};

const sectorLabels: Record<string, string> = {
  binary: 'Opções Binárias',
  otc: 'Mercado OTC',
  forex: 'Forex',
  crypto: 'Crypto',
  stocks: 'Ações',
  commodities: 'Commodities',
  indices: 'Índices',
};

async function recentActivity(db: Database): Promise<AdminOverview['recentActivity']> {
  const customers = ne(user.role, 'admin');
  const [signups, analyses, payments, actions] = await Promise.all([
    db
      .select({ name: user.name, at: user.createdAt })
      .from(user)
      .where(customers)
      .orderBy(desc(user.createdAt))
      .limit(8),
    db
      .select({ sector: analysisHistory.sector, name: user.name, at: analysisHistory.createdAt })
      .from(analysisHistory)
      .leftJoin(user, eq(user.id, analysisHistory.userId))
      .where(eq(analysisHistory.status, 'done'))
      .orderBy(desc(analysisHistory.createdAt))
      .limit(8),
    db
      .select({
        plan: paymentSessions.planType,
        cents: paymentSessions.amountCents,
        method: paymentSessions.method,
        provider: paymentSessions.provider,
        name: user.name,
        at: paymentSessions.paidAt,
      })
      .from(paymentSessions)
      .leftJoin(user, eq(user.id, paymentSessions.userId))
      .where(eq(paymentSessions.status, 'paid'))
      .orderBy(desc(paymentSessions.paidAt))
      .limit(8),
    db
      .select({ action: adminLogs.action, username: user.username, at: adminLogs.createdAt })
      .from(adminLogs)
      .leftJoin(user, eq(user.id, adminLogs.adminId))
      .orderBy(desc(adminLogs.createdAt))
      .limit(8),
  ]);
  const items: AdminOverview['recentActivity'] = [
    ...signups.map((row) => ({
      kind: 'signup' as const,
      description: `Novo usuário: ${row.name}`,
      at: row.at.toISOString(),
    })),
    ...analyses.map((row) => ({
      kind: 'analysis' as const,
      description: `Análise em ${sectorLabels[row.sector] ?? row.sector}${row.name ? ` por ${row.name}` : ''}`,
      at: row.at.toISOString(),
    })),
    ...payments
      .filter((row) => row.at)
      .map((row) => ({
        kind: 'payment' as const,
        description: `${row.provider === 'sandbox' ? 'Pagamento de teste (sandbox)' : `Pagamento ${row.method === 'pix' ? 'PIX' : 'cartão'}`} de ${formatBRL(row.cents)} (${findPlan(row.plan)?.name ?? row.plan})${row.name ? ` – ${row.name}` : ''}`,
        at: row.at!.toISOString(),
      })),
    ...actions.map((row) => ({
      kind: 'admin' as const,
      description: `${actionLabels[row.action] ?? row.action}${row.username ? ` (${row.username})` : ''}`,
      at: row.at.toISOString(),
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, 10);
}

export async function getOverview(
  db: Database,
  monitor: StatusMonitor,
  mode: ServerMode,
): Promise<AdminOverview> {
  const now = new Date();
  const [[users], [licences], [revenue], [analysesToday], [pageViews], settings, activity, status] =
    await Promise.all([
      db.select({ value: count() }).from(user).where(ne(user.role, 'admin')),
      db
        .select({ value: count() })
        .from(user)
        .where(
          or(
            eq(user.licenceKind, 'lifetime'),
            and(eq(user.licenceKind, 'annual'), gte(user.licenceExpiresAt, now)),
          ),
        ),
      db
        .select({ value: sql<number>`coalesce(sum(${paymentSessions.amountCents}), 0)::int` })
        .from(paymentSessions)
        // The sandbox's test card moves no money.
        .where(and(eq(paymentSessions.status, 'paid'), ne(paymentSessions.provider, 'sandbox'))),
      db
        .select({ value: count() })
        .from(analysisHistory)
        .where(
          and(
            gte(analysisHistory.createdAt, startOfTodayInSaoPaulo(now)),
            eq(analysisHistory.status, 'done'),
          ),
        ),
      db
        .select({ value: sql<number>`coalesce(sum(${analyticsDaily.count}), 0)::int` })
        .from(analyticsDaily)
        .where(and(eq(analyticsDaily.day, todayInSaoPaulo(now)), eq(analyticsDaily.metric, 'page_view'))),
      getSystemSettings(db),
      recentActivity(db),
      monitor.check(),
    ]);
  return {
    mode,
    totalUsers: users?.value ?? 0,
    activeLicences: licences?.value ?? 0,
    revenueCents: Number(revenue?.value ?? 0),
    analysesToday: analysesToday?.value ?? 0,
    pageViewsToday: Number(pageViews?.value ?? 0),
    analyticsEnabled: settings.analyticsEnabled,
    recentActivity: activity,
    status,
  };
}
