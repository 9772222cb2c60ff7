import { ListIcon, ReceiptIcon } from 'lucide-react';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { BackHeading } from '../../../components/back-heading';
import { PageTitle } from '../../../components/page-title';
import { IconTabsList } from '../../../components/icon-tabs-list';
import { Tabs, TabsContent } from '../../../components/ui/tabs';
import { PaymentsList } from '../components/payments-list';
import { TransactionsList } from '../components/transactions-list';

/** /dashboard/pagamentos: where the user's money went (issue 5, "ledger and history"). */
export function PaymentHistoryRoute() {
  return (
    <div className="grid gap-6">
      <PageTitle title={t.historyTitle} />
      <BackHeading back={t.back} title={t.historyTitle} text={t.historyText} />
      <Tabs defaultValue="payments">
        <IconTabsList
          tabs={[
            { value: 'payments', icon: ReceiptIcon, label: t.paymentsTab },
            { value: 'transactions', icon: ListIcon, label: t.transactionsTab },
          ]}
        />
        <TabsContent value="payments">
          <PaymentsList />
        </TabsContent>
        <TabsContent value="transactions">
          <TransactionsList />
        </TabsContent>
      </Tabs>
    </div>
  );
}
