import { Link } from 'react-router';
import { CoinsIcon, InfinityIcon, ReceiptIcon, RefreshCwIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Me } from '../../../../shared/auth';
import { formatDate } from '../../../../shared/format';
import { dashboardTexts as t } from '../../../../shared/messages/dashboard';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

export function CreditCard({
  me,
  onRefresh,
  refreshing,
}: {
  me: Me;
  onRefresh: () => Promise<Me | null>;
  refreshing: boolean;
}) {
  const refresh = async () => {
    try {
      const fresh = await onRefresh();
      if (fresh) toast.success(t.creditsRefreshed, { description: t.creditsRefreshedText(fresh.credits) });
    } catch {
      toast.error(t.creditsRefreshFailed);
    }
  };
  const licence = me.licence.active ? me.licence : null;

  return (
    <Card className="relative overflow-hidden border-primary/30 bg-gradient-to-br from-card via-card to-primary/10">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base text-muted-foreground">
          <CoinsIcon aria-hidden="true" className="size-5 text-gold" />
          {t.creditsTitle}
        </CardTitle>
        <Button
          variant="ghost"
          size="icon"
          onClick={refresh}
          disabled={refreshing}
          aria-label={t.refreshCredits}
        >
          <RefreshCwIcon className={cn(refreshing && 'animate-spin')} />
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="flex items-baseline gap-2">
          <span className="text-5xl font-black tabular-nums tracking-tight">{me.credits}</span>
          <span className="text-muted-foreground">{t.creditsUnit(me.credits)}</span>
        </p>
        {licence ? (
          <p className="flex items-center gap-2 text-sm font-medium text-bull">
            <InfinityIcon aria-hidden="true" className="size-4" />
            {t.licenceActive}
            {licence.kind === 'annual' && licence.expiresAt
              ? ` · ${t.licenceUntil(formatDate(licence.expiresAt))}`
              : null}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          {me.credits === 0 && !licence ? (
            <Button asChild className="w-full sm:w-fit">
              <Link to="/dashboard/planos">{t.buyCredits}</Link>
            </Button>
          ) : null}
          <Button asChild variant="link" className="px-0">
            <Link to="/dashboard/pagamentos">
              <ReceiptIcon aria-hidden="true" />
              {t.historyLink}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
