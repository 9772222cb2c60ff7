import { useState } from 'react';
import { HourglassIcon } from 'lucide-react';
import { formatBRL, formatDateTime } from '../../../../shared/format';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { cn } from '../../../lib/utils';
import { usePayments } from '../api/get-payments';
import { pageCount } from '../lib/page';
import { planName } from '../lib/plan-name';
import { ListState } from './list-state';
import { Pager } from '../../../components/pager';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { TestPaymentBadge } from '../../../components/test-payment-badge';

export function PaymentsList() {
  const [page, setPage] = useState(1);
  const payments = usePayments(page);

  if (payments.isPending || payments.isError || payments.data.items.length === 0) {
    const state = payments.isPending ? 'pending' : payments.isError ? 'error' : 'empty';
    return <ListState state={state} empty={t.noPayments} onRetry={() => void payments.refetch()} />;
  }

  return (
    <div className="grid gap-4">
      <ul className="grid gap-3" aria-label={t.paymentsTab}>
        {payments.data.items.map((payment) => {
          // PIX waits for an administrator: make it obvious the money was seen, not lost.
          const awaiting = payment.method === 'pix' && payment.status === 'pending';
          return (
            <li
              key={payment.id}
              className={cn(
                'grid gap-2 rounded-lg border bg-card/70 p-4 sm:grid-cols-[1fr_auto] sm:items-center',
                awaiting && 'border-amber-500/60 bg-amber-500/5',
              )}
            >
              <div className="grid min-w-0 gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{planName(payment.planType)}</span>
                  <span className="text-xs text-muted-foreground">· {t.methodLabels[payment.method]}</span>
                </p>
                <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
                  <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
                  {payment.reference ? (
                    <span>
                      {t.detailReference}: <span className="font-mono text-xs">{payment.reference}</span>
                    </span>
                  ) : null}
                </p>
                {awaiting ? (
                  <p className="flex items-center gap-1.5 text-sm font-medium text-amber-700 dark:text-amber-300">
                    <HourglassIcon aria-hidden="true" className="size-4" />
                    {t.awaitingConfirmation}
                  </p>
                ) : null}
              </div>
              <div className="flex items-center justify-between gap-3 sm:justify-end">
                <span className="text-lg font-bold tabular-nums">{formatBRL(payment.amountCents)}</span>
                {payment.test ? <TestPaymentBadge /> : null}
                <PaymentStatusBadge status={payment.status} />
              </div>
            </li>
          );
        })}
      </ul>
      <Pager page={page} pages={pageCount(payments.data)} label={t.paymentsTab} onPage={setPage} />
    </div>
  );
}
