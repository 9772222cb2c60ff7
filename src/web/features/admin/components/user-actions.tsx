import { ChevronDownIcon, CoinsIcon, CrownIcon, HistoryIcon } from 'lucide-react';
import { adminCreditAmounts, type AdminUser } from '../../../../shared/admin';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { adminPlanLabels } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useAddCredits } from '../api/add-credits';
import { useChangePlan } from '../api/change-plan';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
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
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size={size} disabled={busy}>
            <CoinsIcon aria-hidden="true" className="text-gold" />
            {t.creditsMenu}
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{t.creditsMenuLabel}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {adminCreditAmounts.map((amount) => (
            <DropdownMenuItem key={amount} onSelect={() => addCredits.mutate({ userId: user.id, amount, idempotencyKey: newIdempotencyKey() })}>
              {t.creditsOption(amount)}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>

      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size={size} disabled={busy}>
            <CrownIcon aria-hidden="true" className="text-primary" />
            {t.planMenu}
            <ChevronDownIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>{t.planMenuLabel}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {Object.entries(adminPlanLabels).map(([plan, label]) => (
            <DropdownMenuItem
              key={plan}
              disabled={plan === user.plan}
              onSelect={() => changePlan.mutate({ userId: user.id, plan, idempotencyKey: newIdempotencyKey() })}
            >
              {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>

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
