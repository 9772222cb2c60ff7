import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import type { AdminLog } from '../../../../shared/admin';
import { describeLogDetails } from '../lib/log-details';
import { adminName, detailsText } from '../lib/truncate';
import { formatDateTimeSeconds } from '../lib/date-time';
import { LogActionLabel } from './log-action-label';
import { ResponsiveTable, type Column } from './responsive-table';

const columns: Column<AdminLog>[] = [
  { key: 'action', header: t.colAction, cell: (log) => <LogActionLabel action={log.action} /> },
  { key: 'admin', header: t.colAdmin, cell: (log) => <span className="font-medium">{adminName(log)}</span> },
  {
    key: 'ip',
    header: t.colIp,
    cell: (log) => <span className="font-mono text-xs">{log.ip_address || t.notAvailable}</span>,
  },
  {
    key: 'details',
    header: t.colDetails,
    className: 'max-w-80',
    // The cell is cut at 50 characters (SPEC.md); the whole text stays one hover away.
    cell: (log) => (
      <span className="text-xs break-words" title={describeLogDetails(log.details) || undefined}>
        {detailsText(log.details)}
      </span>
    ),
  },
  {
    key: 'date',
    header: t.colDate,
    className: 'whitespace-nowrap',
    cell: (log) => <time dateTime={log.created_at}>{formatDateTimeSeconds(log.created_at)}</time>,
  },
];

export function LogsList({ logs }: { logs: AdminLog[] }) {
  return (
    <ResponsiveTable label={t.activityRegister} rows={logs} columns={columns} rowKey={(log) => log.id} />
  );
}
