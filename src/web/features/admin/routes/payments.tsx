import { useState } from 'react';
import { CheckCircle2Icon, DollarSignIcon, ReceiptIcon } from 'lucide-react';
import { formatBRL } from '../../../../shared/format';
import { paymentStatusLabels, paymentStatuses } from '../../../../shared/payment-status';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { usePayments } from '../api/get-payments';
import { PageHeader } from '../../../components/page-header';
import { PagedListCard } from '../components/paged-list-card';
import { PaymentsList } from '../components/payments-list';
import { PixDecisionDialog, type PixDecision } from '../components/pix-decision-dialog';
import { StatCards } from '../components/stat-card';
import { useListFilters } from '../lib/use-list-filters';

const pageSize = 20;
const statusOptions = [
  { value: '', label: t.allStatuses },
  ...paymentStatuses.map((value) => ({ value, label: paymentStatusLabels[value] })),
];
const methodOptions = [
  { value: '', label: t.allMethods },
  { value: 'card', label: t.methodLabels.card ?? 'card' },
  { value: 'pix', label: t.methodLabels.pix ?? 'pix' },
];

/** /admin/payments: Receita Total counts paid payments only; pending PIX waits for a decision here. */
export function PaymentsRoute() {
  const list = useListFilters({ status: '', method: '' });
  const [decision, setDecision] = useState<PixDecision | null>(null);
  const payments = usePayments({ ...list.filters, page: list.page, pageSize });
  const data = payments.data;

  return (
    <>
      <PageHeader title={t.paymentsTitle} description={t.paymentsText} />
      <StatCards
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4"
        loading={!data}
        stats={[
          {
            title: t.totalRevenue,
            className: 'col-span-2 sm:col-span-1',
            value: data ? formatBRL(data.summary.revenueCents) : null,
            icon: DollarSignIcon,
            tone: 'text-bull',
          },
          { title: t.totalTransactions, value: data?.summary.totalTransactions, icon: ReceiptIcon },
          {
            title: t.paidPayments,
            value: data?.summary.paidCount,
            icon: CheckCircle2Icon,
            tone: 'text-bull',
            hint: data && data.summary.pendingPix > 0 ? t.pendingPix(data.summary.pendingPix) : undefined,
          },
        ]}
      />

      <PagedListCard
        title={t.paymentsHistory}
        filtersClassName="sm:w-96"
        filters={[
          { name: 'status', label: t.statusFilterLabel, options: statusOptions },
          { name: 'method', label: t.methodFilterLabel, options: methodOptions },
        ]}
        list={list}
        query={payments}
        empty={t.noPayments}
      >
        {(items) => <PaymentsList payments={items} onDecide={setDecision} />}
      </PagedListCard>
      <PixDecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
