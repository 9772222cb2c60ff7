import { CalendarClockIcon, ClockIcon, ScrollTextIcon } from 'lucide-react';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { useLogs } from '../api/get-logs';
import { FilterSelect } from '../components/filter-select';
import { LogsList } from '../components/logs-list';
import { PageHeader } from '../components/page-header';
import { PagedListCard } from '../components/paged-list-card';
import { StatCard } from '../components/stat-card';
import { formatDateTimeSeconds } from '../lib/date-time';
import { actionLabel, logActions } from '../lib/log-action';
import { useListFilters } from '../lib/use-list-filters';

const pageSize = 25;
const actionOptions = [
  { value: '', label: t.allActions },
  ...logActions.map((action) => ({ value: action, label: actionLabel(action) })),
];

/** /admin/logs: what each administrator did, recorded by the server from the session. */
export function LogsRoute() {
  const { filters, setFilter, page, setPage } = useListFilters({ action: '', adminId: '' });
  const logs = useLogs({ ...filters, page, pageSize });
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

      <PagedListCard
        title={t.activityRegister}
        filtersClassName="sm:w-[32rem]"
        filters={
          <>
            <FilterSelect
              label={t.actionFilterLabel}
              value={filters.action}
              options={actionOptions}
              onChange={setFilter('action')}
            />
            <FilterSelect
              label={t.adminFilterLabel}
              value={filters.adminId}
              options={adminOptions}
              onChange={setFilter('adminId')}
            />
          </>
        }
        query={logs}
        page={page}
        onPage={setPage}
        empty={t.noLogs}
      >
        {(items) => <LogsList logs={items} />}
      </PagedListCard>
    </>
  );
}
