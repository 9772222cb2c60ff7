import { CalendarClockIcon, ClockIcon, ScrollTextIcon } from 'lucide-react';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { useLogs } from '../api/get-logs';
import { LogsList } from '../components/logs-list';
import { PageHeader } from '../../../components/page-header';
import { PagedListCard } from '../components/paged-list-card';
import { StatCards } from '../components/stat-card';
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
  const list = useListFilters({ action: '', adminId: '' });
  const logs = useLogs({ ...list.filters, page: list.page, pageSize });
  const data = logs.data;
  const adminOptions = [
    { value: '', label: t.allAdmins },
    ...(data?.admins ?? []).map((admin) => ({ value: admin.id, label: admin.username })),
  ];

  return (
    <>
      <PageHeader title={t.logsTitle} description={t.logsText} />
      <StatCards
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4"
        loading={!data}
        stats={[
          { title: t.totalLogs, value: data?.summary.total, icon: ScrollTextIcon },
          {
            title: t.actionsToday,
            value: data?.summary.today,
            icon: CalendarClockIcon,
            tone: 'text-sky-500',
          },
          {
            title: t.lastActivity,
            className: 'col-span-2 sm:col-span-1',
            value: (
              <span className="text-lg">
                {data?.summary.lastActivity ? formatDateTimeSeconds(data.summary.lastActivity) : t.none}
              </span>
            ),
            icon: ClockIcon,
            tone: 'text-gold',
          },
        ]}
      />

      <PagedListCard
        title={t.activityRegister}
        filtersClassName="sm:w-[32rem]"
        filters={[
          { name: 'action', label: t.actionFilterLabel, options: actionOptions },
          { name: 'adminId', label: t.adminFilterLabel, options: adminOptions },
        ]}
        list={list}
        query={logs}
        empty={t.noLogs}
      >
        {(items) => <LogsList logs={items} />}
      </PagedListCard>
    </>
  );
}
