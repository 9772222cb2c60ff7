import { useState } from 'react';
import { formatDateTime } from '../../../../shared/format';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { transactionTypeLabels } from '../../../../shared/payments';
import { cn } from '../../../lib/utils';
import { useCreditTransactions } from '../api/get-credit-transactions';
import { pageCount } from '../lib/page';
import { planName } from '../lib/plan-name';
import { ListState } from './list-state';
import { Pager } from '../../../components/pager';

/** The credit ledger: Compra, Uso, Bônus, Reembolso with signed amounts (SPEC.md section 3). */
export function TransactionsList() {
  const [page, setPage] = useState(1);
  const transactions = useCreditTransactions(page);

  if (transactions.isPending || transactions.isError || transactions.data.items.length === 0) {
    const state = transactions.isPending ? 'pending' : transactions.isError ? 'error' : 'empty';
    return <ListState state={state} empty={t.noTransactions} onRetry={() => void transactions.refetch()} />;
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label={t.transactionsTab}>
        {transactions.data.items.map((row) => {
          const positive = row.creditsAmount > 0;
          return (
            <li
              key={row.id}
              className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border bg-card/70 p-4"
            >
              <p className="flex min-w-0 flex-wrap items-center gap-x-2">
                <span className="font-semibold">{transactionTypeLabels[row.transactionType]}</span>
                {row.planType ? (
                  <span className="text-sm text-muted-foreground">· {planName(row.planType)}</span>
                ) : null}
              </p>
              <span
                className={cn(
                  'text-right text-lg font-bold tabular-nums',
                  positive ? 'text-bull' : 'text-bear',
                )}
              >
                {positive ? `+${row.creditsAmount}` : row.creditsAmount}
              </span>
              <time dateTime={row.createdAt} className="text-sm text-muted-foreground">
                {formatDateTime(row.createdAt)}
              </time>
              <span className="text-right text-sm text-muted-foreground tabular-nums">
                {t.balanceAfter(row.balanceAfter)}
              </span>
            </li>
          );
        })}
      </ul>
      <Pager page={page} pages={pageCount(transactions.data)} label={t.transactionsTab} onPage={setPage} />
    </div>
  );
}
