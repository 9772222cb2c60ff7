import { useState } from 'react';
import { CheckCircle2Icon, DollarSignIcon, ReceiptIcon } from 'lucide-react';
import { formatBRL } from '../../../../shared/format';
import { paymentStatusLabels, paymentStatuses } from '../../../../shared/payment-status';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { usePayments } from '../api/get-payments';
import { FilterSelect } from '../components/filter-select';
import { ListState } from '../components/list-state';
import { PageHeader } from '../components/page-header';
import { Pager } from '../../../components/pager';
import { PaymentsList } from '../components/payments-list';
import { PixDecisionDialog, type PixDecision } from '../components/pix-decision-dialog';
import { StatCard } from '../components/stat-card';
import { pageCount } from '../lib/page-count';

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
  const [status, setStatus] = useState('');
  const [method, setMethod] = useState('');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<PixDecision | null>(null);
  const payments = usePayments({ status, method, page, pageSize });
  const data = payments.data;

  return (
    <>
      <PageHeader title={t.paymentsTitle} description={t.paymentsText} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          title={t.totalRevenue}
          className="col-span-2 sm:col-span-1"
          value={data ? formatBRL(data.summary.revenueCents) : null}
          icon={DollarSignIcon}
          tone="text-bull"
          loading={!data}
        />
        <StatCard
          title={t.totalTransactions}
          value={data?.summary.totalTransactions}
          icon={ReceiptIcon}
          loading={!data}
        />
        <StatCard
          title={t.paidPayments}
          value={data?.summary.paidCount}
          icon={CheckCircle2Icon}
          tone="text-bull"
          loading={!data}
          hint={data && data.summary.pendingPix > 0 ? t.pendingPix(data.summary.pendingPix) : undefined}
        />
      </div>

      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
          <CardTitle>{t.paymentsHistory}</CardTitle>
          <div className="grid gap-3 sm:w-96 sm:grid-cols-2">
            <FilterSelect
              label={t.statusFilterLabel}
              value={status}
              options={statusOptions}
              onChange={(value) => {
                setStatus(value);
                setPage(1);
              }}
            />
            <FilterSelect
              label={t.methodFilterLabel}
              value={method}
              options={methodOptions}
              onChange={(value) => {
                setMethod(value);
                setPage(1);
              }}
            />
          </div>
        </CardHeader>
        <CardContent className="grid gap-4 px-3 sm:px-6">
          {!data || data.items.length === 0 ? (
            <ListState
              state={payments.isPending ? 'pending' : payments.isError ? 'error' : 'empty'}
              empty={t.noPayments}
              onRetry={() => void payments.refetch()}
            />
          ) : (
            <>
              <PaymentsList payments={data.items} onDecide={setDecision} />
              <Pager page={page} pages={pageCount(data)} label={t.paymentsHistory} onPage={setPage} />
            </>
          )}
        </CardContent>
      </Card>
      <PixDecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}
