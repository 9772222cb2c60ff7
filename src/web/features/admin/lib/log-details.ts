import { formatBRL } from '../../../../shared/format';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { planLabel } from './plan-label';

const d = t.logDetails;
const count = new Intl.NumberFormat('pt-BR');

/** The settings' names as the settings page shows them. */
const settingLabels: Record<string, string> = {
  systemMaintenance: t.maintenance,
  registrationEnabled: t.registration,
  emailNotifications: t.emailNotifications,
  analyticsEnabled: t.analytics,
  defaultCredits: t.defaultCredits,
  maxCreditsPerUser: t.maxCredits,
};

/** Bookkeeping for the server (retries, tokens): nothing an administrator reads. */
const hiddenKey = /idempotency|token|secret|password|_key$/i;

function value(v: unknown): string {
  if (typeof v === 'boolean') return v ? d.yes : d.no;
  if (typeof v === 'number') return count.format(v);
  if (typeof v === 'string') return v;
  return '';
}

function settingChange(key: string, change: unknown): string {
  const label = settingLabels[key] ?? key;
  const to = (change as { to?: unknown } | null)?.to;
  if (typeof to === 'boolean') return `${label}: ${to ? d.on : d.off}`;
  return `${label}: ${value(to)}`;
}

/**
 * The activity log's 'Detalhes' in pt-BR words instead of the stored JSON: '+50 créditos',
 * 'Plano: Free → VTX Anual', 'PIX VTX-12345678 · 100 Créditos VTX · R$ 97,00 · +100 créditos',
 * 'Modo de Manutenção: ativado'. Idempotency keys and other bookkeeping are left out. Empty when
 * there is nothing to say.
 */
export function describeLogDetails(details: Record<string, unknown> | null | undefined): string {
  if (!details) return '';
  const parts: string[] = [];
  const { credits_added, old_plan, new_plan, username, reference, plan, amount_cents, changes, ...rest } =
    details;
  if (typeof reference === 'string') parts.push(d.reference(reference));
  if (typeof plan === 'string') parts.push(planLabel(plan));
  if (typeof amount_cents === 'number') parts.push(formatBRL(amount_cents));
  if (typeof credits_added === 'number') parts.push(d.credits(count.format(credits_added)));
  if (typeof old_plan === 'string' || typeof new_plan === 'string')
    parts.push(d.plan(planLabel(old_plan as string | null), planLabel(new_plan as string | null)));
  if (typeof username === 'string') parts.push(d.username(username));
  if (changes && typeof changes === 'object')
    parts.push(...Object.entries(changes).map(([key, change]) => settingChange(key, change)));
  // Anything newer than this list: 'chave: valor' for plain values, never JSON.
  for (const [key, v] of Object.entries(rest)) {
    if (hiddenKey.test(key) || value(v) === '') continue;
    parts.push(`${key.replace(/_/g, ' ')}: ${value(v)}`);
  }
  return parts.join(' · ');
}
