import { Link } from 'react-router';
import { ArrowLeftIcon, ListIcon, ReceiptIcon } from 'lucide-react';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PaymentsList } from '../components/payments-list';
import { TransactionsList } from '../components/transactions-list';

/** /dashboard/pagamentos: where the user's money went (issue 5, "ledger and history"). */
export function PaymentHistoryRoute() {
  return (
    <div className="grid gap-6">
      <PageTitle title={t.historyTitle} />
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant="ghost" className="px-3">
            <Link to="/dashboard">
              <ArrowLeftIcon />
              {t.back}
            </Link>
          </Button>
          <h1 className="text-2xl font-bold tracking-tight">{t.historyTitle}</h1>
        </div>
        <p className="text-muted-foreground">{t.historyText}</p>
      </div>
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
