import type { AdminUser } from '../../../../shared/admin';
import { formatDateTime } from '../../../../shared/format';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { PlanBadge } from './plan-badge';
import { ResponsiveTable, type Column } from './responsive-table';
import { UserActions } from './user-actions';

const columns: Column<AdminUser>[] = [
  {
    key: 'user',
    header: t.colUser,
    cell: (user) => (
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium break-words">{user.name || '—'}</span>
        <span className="text-xs break-all text-muted-foreground">{user.email}</span>
      </div>
    ),
    // Name and e-mail are how an admin recognises a user: never cut them to "Brun…".
    className: 'min-w-52 max-w-72',
  },
  { key: 'plan', header: t.colPlan, cell: (user) => <PlanBadge plan={user.plan} /> },
  { key: 'credits', header: t.colCredits, className: 'tabular-nums', cell: (user) => user.credits },
  { key: 'analyses', header: t.colAnalyses, className: 'tabular-nums', cell: (user) => user.analysis_count },
  {
    key: 'created',
    header: t.colCreated,
    className: 'whitespace-nowrap',
    cell: (user) => <time dateTime={user.created_at}>{formatDateTime(user.created_at)}</time>,
  },
];

export function UsersList({
  users,
  onHistory,
}: {
  users: AdminUser[];
  onHistory: (user: AdminUser) => void;
}) {
  return (
    <ResponsiveTable
      label={t.usersList(users.length)}
      rows={users}
      columns={columns}
      rowKey={(user) => user.id}
      actionsHeader={t.colActions}
      actions={(user, layout) => <UserActions user={user} layout={layout} onHistory={onHistory} />}
    />
  );
}
