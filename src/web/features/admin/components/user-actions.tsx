import { CoinsIcon, CrownIcon, HistoryIcon } from 'lucide-react';
import { adminCreditAmounts, type AdminUser } from '../../../../shared/admin';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { adminPlanLabels } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { useAddCredits } from '../api/add-credits';
import { useChangePlan } from '../api/change-plan';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { ChoiceMenu } from './choice-menu';
import type { Layout } from './responsive-table';

/** 'Créditos' (10…1000 only), 'Plano' (current one disabled) and 'Histórico' for one user. */
export function UserActions({
  user,
  layout,
  onHistory,
}: {
  user: AdminUser;
  layout: Layout;
  onHistory: (user: AdminUser) => void;
}) {
  const addCredits = useAddCredits();
  const changePlan = useChangePlan();
  const size = layout === 'table' ? 'sm' : 'default';
  const busy = addCredits.isPending || changePlan.isPending;

  return (
    <div
      role="group"
      aria-label={t.actionsFor(user.name || user.email)}
      className={
        layout === 'table'
          ? 'flex flex-wrap justify-end gap-2'
          : 'grid w-full grid-cols-2 gap-2 [&>button:last-child]:col-span-2'
      }
    >
      <ChoiceMenu
        icon={CoinsIcon}
        iconClassName="text-gold"
        label={t.creditsMenu}
        heading={t.creditsMenuLabel}
        size={size}
        disabled={busy}
        choices={adminCreditAmounts.map((amount) => ({ value: amount, label: t.creditsOption(amount) }))}
        onChoose={(amount) =>
          addCredits.mutate({ userId: user.id, amount, idempotencyKey: newIdempotencyKey() })
        }
      />
      <ChoiceMenu
        icon={CrownIcon}
        iconClassName="text-primary"
        label={t.planMenu}
        heading={t.planMenuLabel}
        size={size}
        disabled={busy}
        choices={Object.entries(adminPlanLabels).map(([plan, label]) => ({
          value: plan,
          label,
          disabled: plan === user.plan,
        }))}
        onChoose={(plan) => changePlan.mutate({ userId: user.id, plan, idempotencyKey: newIdempotencyKey() })}
      />

      {layout === 'table' ? (
        // Icon only in the table: with the label the row is wider than the card at 1280 px.
        <Button
          variant="outline"
          size="sm"
          className="w-9 px-0"
          aria-label={t.history}
          title={t.history}
          onClick={() => onHistory(user)}
        >
          <HistoryIcon aria-hidden="true" />
        </Button>
      ) : (
        <Button variant="outline" size={size} onClick={() => onHistory(user)}>
          <HistoryIcon aria-hidden="true" />
          {t.historyMobile}
        </Button>
      )}
    </div>
  );
}
