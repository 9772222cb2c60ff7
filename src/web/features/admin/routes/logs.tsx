import { useState } from 'react';
import { CalendarClockIcon, ClockIcon, ScrollTextIcon } from 'lucide-react';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useLogs } from '../api/get-logs';
import { FilterSelect } from '../components/filter-select';
import { ListState } from '../components/list-state';
import { LogsList } from '../components/logs-list';
import { PageHeader } from '../components/page-header';
import { Pager } from '../../../components/pager';
import { StatCard } from '../components/stat-card';
import { formatDateTimeSeconds } from '../lib/date-time';
import { actionLabel, logActions } from '../lib/log-action';
import { pageCount } from '../lib/page-count';

const pageSize = 25;
const actionOptions = [
  { value: '', label: t.allActions },
  ...logActions.map((action) => ({ value: action, label: actionLabel(action) })),
];

/** /admin/logs: what each administrator did, recorded by the server from the session. */
export function LogsRoute() {
  const [action, setAction] = useState('');
  const [adminId, setAdminId] = useState('');
  const [page, setPage] = useState(1);
  const logs = useLogs({ action, adminId, page, pageSize });
  const data = logs.data;
  const adminOptions = [
    { value: '', label: t.allAdmins },
    ...(data?.admins ?? []).map((admin) => ({ value: admin.id, label: admin.username })),
  ];

  return (
    <>
      <PageHeader title={t.logsTitle} description={t.logsText} />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard title={t.totalLogs} value={data?.summary.total} icon={ScrollTextIcon} loading={!data} />
        <StatCard
          title={t.actionsToday}
          value={data?.summary.today}
          icon={CalendarClockIcon}
          tone="text-sky-500"
          loading={!data}
        />
        <StatCard
          title={t.lastActivity}
          className="col-span-2 sm:col-span-1"
          value={
            <span className="text-lg">
              {data?.summary.lastActivity ? formatDateTimeSeconds(data.summary.lastActivity) : t.none}
            </span>
          }
          icon={ClockIcon}
          tone="text-gold"
          loading={!data}
        />
      </div>

      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
          <CardTitle>{t.activityRegister}</CardTitle>
          <div className="grid gap-3 sm:w-[32rem] sm:grid-cols-2">
            <FilterSelect
              label={t.actionFilterLabel}
              value={action}
              options={actionOptions}
              onChange={(value) => {
                setAction(value);
                setPage(1);
              }}
            />
            <FilterSelect
              label={t.adminFilterLabel}
              value={adminId}
              options={adminOptions}
              onChange={(value) => {
                setAdminId(value);
                setPage(1);
              }}
            />
          </div>
        </CardHeader>
        <CardContent className="grid gap-4 px-3 sm:px-6">
          {!data || data.items.length === 0 ? (
            <ListState
              state={logs.isPending ? 'pending' : logs.isError ? 'error' : 'empty'}
              empty={t.noLogs}
              onRetry={() => void logs.refetch()}
            />
          ) : (
            <>
              <LogsList logs={data.items} />
              <Pager page={page} pages={pageCount(data)} label={t.activityRegister} onPage={setPage} />
            </>
          )}
        </CardContent>
      </Card>
    </>
  );
}
