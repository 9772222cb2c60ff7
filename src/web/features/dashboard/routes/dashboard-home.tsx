import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  ActivityIcon,
  ArrowRightIcon,
  BarChart3Icon,
  BitcoinIcon,
  CandlestickChartIcon,
  LineChartIcon,
} from 'lucide-react';
import { dashboardTexts as t } from '../../../../shared/messages/dashboard';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { PageHeader } from '../../../components/page-header';
import { meQueryOptions } from '../../../lib/session';
import { CreditCard } from '../components/credit-card';
import { RecentAnalyses } from '../components/recent-analyses';
import { displayName, planLabel } from '../lib/display-name';

const shortcutIcons = [CandlestickChartIcon, LineChartIcon, BitcoinIcon, BarChart3Icon];

export function DashboardHomeRoute() {
  const queryClient = useQueryClient();
  const { data: me, isFetching } = useQuery(meQueryOptions());
  // The layout's guard guarantees a session; this only covers the instant after logout.
  if (!me) return null;

  return (
    <div className="grid gap-6">
      <PageHeader title={t.greeting(displayName(me))} description={t.subtitle} documentTitle={t.title} />
      <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <CreditCard
          me={me}
          refreshing={isFetching}
          onRefresh={() => queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 })}
        />
        <Card>
          <CardHeader>
            <CardTitle className="text-base text-muted-foreground">{t.plan}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <Badge variant="outline" className="px-3 py-1 text-sm">
              {planLabel(me.plan)}
            </Badge>
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <ActivityIcon aria-hidden="true" className="size-4" />
              {t.analyses}:{' '}
              <span className="font-semibold text-foreground tabular-nums">{me.analysisCount}</span>
            </p>
          </CardContent>
        </Card>
      </div>
      <section aria-labelledby="shortcuts" className="grid gap-3">
        <h2 id="shortcuts" className="text-lg font-semibold">
          {t.shortcutsTitle}
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {t.shortcuts.map((shortcut, index) => {
            const Icon = shortcutIcons[index] ?? LineChartIcon;
            return (
              <Link
                key={shortcut.to}
                to={shortcut.to}
                className="group flex min-h-24 flex-col justify-between gap-3 rounded-lg border bg-card/60 p-4 transition-colors hover:border-primary/50 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <span className="flex items-center justify-between gap-2 font-medium">
                  {shortcut.label}
                  <ArrowRightIcon
                    aria-hidden="true"
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  />
                </span>
              </Link>
            );
          })}
        </div>
      </section>
      <RecentAnalyses />
    </div>
  );
}
