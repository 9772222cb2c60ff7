import { CheckIcon, XIcon } from 'lucide-react';
import type { AdminPayment } from '../../../../shared/admin';
import { formatBRL, formatDateTime } from '../../../../shared/format';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { Button } from '../../../components/ui/button';
import { planLabel } from '../lib/plan-label';
import { truncate, truncation } from '../lib/truncate';
import type { PixDecision } from './pix-decision-dialog';
import { PaymentStatusBadge } from '../../../components/payment-status-badge';
import { TestPaymentBadge } from '../../../components/test-payment-badge';
import { ResponsiveTable, type Column } from './responsive-table';

const columns: Column<AdminPayment>[] = [
  {
    key: 'session',
    header: t.colSession,
    // May break inside the id: the table must fit beside the open sidebar at 1280 px (SPEC: a table).
    className: 'max-w-32',
    cell: (payment) => (
      <span className="font-mono text-xs break-all" title={payment.sessionId}>
        {truncate(payment.sessionId, truncation.sessionId)}
      </span>
    ),
  },
  {
    key: 'amount',
    header: t.colAmount,
    className: 'whitespace-nowrap tabular-nums',
    // The method goes under the amount rather than in a column of its own (width, as above).
    cell: (payment) => (
      <span className="grid gap-0.5">
        <span className="font-semibold">{formatBRL(payment.amountCents)}</span>
        <span className="text-xs text-muted-foreground">
          <span className="sr-only">{t.colMethod}: </span>
          {t.methodLabels[payment.method] ?? payment.method}
        </span>
      </span>
    ),
  },
  { key: 'plan', header: t.colPlan, cell: (payment) => planLabel(payment.planType) },
  {
    key: 'user',
    header: t.colUser,
    className: 'min-w-40 max-w-56',
    cell: (payment) => (
      <div className="grid min-w-0 gap-0.5">
        <span className="break-words">{payment.userName || '—'}</span>
        <span className="text-xs break-all text-muted-foreground">{payment.userEmail ?? payment.userId}</span>
      </div>
    ),
  },
  {
    key: 'status',
    header: t.colStatus,
    cell: (payment) => (
      <span className="flex flex-wrap gap-1">
        <PaymentStatusBadge status={payment.status} />
        {payment.test ? <TestPaymentBadge /> : null}
      </span>
    ),
  },
  {
    key: 'date',
    header: t.colDate,
    // Date over time on two lines: eight columns must fit beside the sidebar at 1280 px.
    className: 'min-w-24',
    cell: (payment) => <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>,
  },
];

export function PaymentsList({
  payments,
  onDecide,
}: {
  payments: AdminPayment[];
  onDecide: (decision: PixDecision) => void;
}) {
  return (
    <ResponsiveTable
      label={t.paymentsHistory}
      rows={payments}
      columns={columns}
      rowKey={(payment) => payment.id}
      actionsHeader={t.colActions}
      actions={(payment, layout) =>
        // Only a pending PIX waits for a person; card payments are settled by the provider.
        payment.method === 'pix' && payment.status === 'pending' ? (
          <div className={layout === 'table' ? 'grid justify-end gap-1.5' : 'grid grid-cols-2 gap-2'}>
            <Button
              size={layout === 'table' ? 'sm' : 'default'}
              onClick={() => onDecide({ payment, action: 'confirm' })}
            >
              <CheckIcon aria-hidden="true" />
              {t.confirm}
            </Button>
            <Button
              size={layout === 'table' ? 'sm' : 'default'}
              variant="outline"
              className="text-bear"
              onClick={() => onDecide({ payment, action: 'reject' })}
            >
              <XIcon aria-hidden="true" />
              {t.reject}
            </Button>
          </div>
        ) : null
      }
    />
  );
}
