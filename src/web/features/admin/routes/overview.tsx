import { useState } from 'react';
import { ActivityIcon, CrownIcon, DollarSignIcon, UsersIcon } from 'lucide-react';
import { formatBRL } from '../../../../shared/format';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useOverview } from '../api/get-overview';
import { ListState } from '../components/list-state';
import { PageHeader } from '../../../components/page-header';
import { RecentActivity } from '../components/recent-activity';
import { StatCard, StatGrid } from '../components/stat-card';
import { AdminResultsCard } from '../../results';
import { SystemStatus } from '../components/system-status';
import { ServerModeBadges } from '../components/server-mode';

/** /admin: Visão Geral, every number computed by the server from real rows. */
export function OverviewRoute() {
  const overview = useOverview();
  // "há 5 minutos" is measured against the moment the data arrived, not re-rendered every second.
  const [now] = useState(() => Date.now());
  const data = overview.data;

  return (
    <>
      <PageHeader title={t.overviewTitle} description={t.overviewText} />
      {overview.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-8 text-primary" />
        </div>
      ) : !data ? (
        <ListState state="error" empty="" onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <ServerModeBadges mode={data.mode} />
          <StatGrid>
            <StatCard title={t.totalUsers} value={data.totalUsers} icon={UsersIcon} />
            <StatCard
              title={t.activeLicences}
              value={data.activeLicences}
              icon={CrownIcon}
              tone="text-gold"
            />
            <StatCard
              title={t.revenue}
              value={formatBRL(data.revenueCents)}
              icon={DollarSignIcon}
              tone="text-bull"
            />
            <StatCard
              title={t.analysesToday}
              value={data.analysesToday}
              icon={ActivityIcon}
              tone="text-sky-500"
              hint={data.analyticsEnabled ? t.pageViewsToday(data.pageViewsToday) : undefined}
            />
          </StatGrid>
          <AdminResultsCard />
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>{t.recentActivity}</CardTitle>
              </CardHeader>
              <CardContent>
                <RecentActivity items={data.recentActivity} now={Math.max(now, overview.dataUpdatedAt)} />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>{t.systemStatus}</CardTitle>
              </CardHeader>
              <CardContent>
                <SystemStatus checks={data.status} />
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </>
  );
}
