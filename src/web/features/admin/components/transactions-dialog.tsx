import type { AdminUser } from '../../../../shared/admin';
import { formatDateTime } from '../../../../shared/format';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { transactionTypeLabels } from '../../../../shared/payments';
import { Dialog, DialogContent, DialogHeading } from '../../../components/ui/dialog';
import { cn } from '../../../lib/utils';
import { useUserTransactions, type AdminTransaction } from '../api/get-user-transactions';
import { planLabel } from '../lib/plan-label';
import { ListState } from './list-state';
import { ResponsiveTable, type Column } from './responsive-table';

const columns: Column<AdminTransaction>[] = [
  {
    key: 'type',
    header: t.colType,
    cell: (row) => <span className="font-medium">{transactionTypeLabels[row.transaction_type]}</span>,
  },
  {
    key: 'credits',
    header: t.colCredits,
    className: 'tabular-nums',
    cell: (row) => (
      <span className={cn('font-semibold tabular-nums', row.credits_amount > 0 ? 'text-bull' : 'text-bear')}>
        {row.credits_amount > 0 ? `+${row.credits_amount}` : row.credits_amount}
      </span>
    ),
  },
  { key: 'plan', header: t.colPlan, cell: (row) => planLabel(row.plan_type) },
  {
    key: 'date',
    header: t.colDate,
    className: 'whitespace-nowrap',
    cell: (row) => <time dateTime={row.created_at}>{formatDateTime(row.created_at)}</time>,
  },
  {
    key: 'session',
    header: t.colSessionId,
    cell: (row) => <span className="font-mono text-xs break-all">{row.session_id ?? '—'}</span>,
  },
];

function TransactionsBody({ userId }: { userId: string }) {
  const transactions = useUserTransactions(userId);
  if (transactions.isPending || transactions.isError || transactions.data.length === 0) {
    const state = transactions.isPending ? 'pending' : transactions.isError ? 'error' : 'empty';
    return <ListState state={state} empty={t.noTransactions} onRetry={() => void transactions.refetch()} />;
  }
  return (
    <ResponsiveTable
      label={t.historyTitle('')}
      rows={transactions.data}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}

/** 'Histórico de Transações - {name}' with the e-mail beneath (SPEC.md section 2). */
export function TransactionsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl">
        {user ? (
          <>
            <DialogHeading title={t.historyTitle(user.name || user.email)} description={user.email} />
            <TransactionsBody userId={user.id} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
