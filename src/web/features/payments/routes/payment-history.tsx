import { ListIcon, ReceiptIcon } from 'lucide-react';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { BackHeading } from '../../../components/back-heading';
import { PageTitle } from '../../../components/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PaymentsList } from '../components/payments-list';
import { TransactionsList } from '../components/transactions-list';

/** /dashboard/pagamentos: where the user's money went (issue 5, "ledger and history"). */
export function PaymentHistoryRoute() {
  return (
    <div className="grid gap-6">
      <PageTitle title={t.historyTitle} />
      <BackHeading back={t.back} title={t.historyTitle} text={t.historyText} />
      <Tabs defaultValue="payments">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="payments" className="flex-1 sm:flex-none">
            <ReceiptIcon aria-hidden="true" className="size-4" />
            {t.paymentsTab}
          </TabsTrigger>
          <TabsTrigger value="transactions" className="flex-1 sm:flex-none">
            <ListIcon aria-hidden="true" className="size-4" />
            {t.transactionsTab}
          </TabsTrigger>
        </TabsList>
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
