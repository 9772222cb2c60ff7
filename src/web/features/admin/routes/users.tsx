import { useState } from 'react';
import { ActivityIcon, CrownIcon, SearchIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import type { AdminUser } from '../../../../shared/admin';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { adminPlanLabels } from '../../../../shared/plans';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useUsers } from '../api/get-users';
import { FilterSelect } from '../components/filter-select';
import { PageHeader } from '../../../components/page-header';
import { PagedListCard } from '../components/paged-list-card';
import { StatCards } from '../components/stat-card';
import { TransactionsDialog } from '../components/transactions-dialog';
import { UsersList } from '../components/users-list';
import { useListFilters } from '../lib/use-list-filters';
import { useDebouncedValue } from '../lib/use-debounced-value';

const pageSize = 20;
const planOptions = [
  { value: '', label: t.allPlans },
  ...Object.entries(adminPlanLabels).map(([value, label]) => ({ value, label })),
];

/** /admin/users: search and filter run on the server, so 100 000 users page as fast as 10. */
export function UsersRoute() {
  const list = useListFilters({ search: '', plan: '' });
  const [historyUser, setHistoryUser] = useState<AdminUser | null>(null);
  const search = useDebouncedValue(list.filters.search.trim(), 350);
  const users = useUsers({ search, plan: list.filters.plan, page: list.page, pageSize });
  const data = users.data;

  return (
    <>
      <PageHeader title={t.usersTitle} description={t.usersText} />
      <StatCards
        loading={!data}
        stats={[
          { title: t.summaryTotalUsers, value: data?.summary.totalUsers, icon: UsersIcon },
          { title: t.summaryPremium, value: data?.summary.premiumUsers, icon: CrownIcon, tone: 'text-gold' },
          { title: t.summaryNew, value: data?.summary.newUsers7d, icon: UserPlusIcon, tone: 'text-bull' },
          {
            title: t.summaryAnalyses,
            value: data?.summary.totalAnalyses,
            icon: ActivityIcon,
            tone: 'text-sky-500',
          },
        ]}
      />

      <Card>
        <CardHeader>
          <CardTitle>{t.filters}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <div className="grid min-w-0 gap-2">
            <Label htmlFor="admin-user-search">{t.searchLabel}</Label>
            <div className="relative">
              <SearchIcon
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id="admin-user-search"
                type="search"
                value={list.filters.search}
                onChange={(event) => list.setFilter('search')(event.target.value)}
                placeholder={t.searchPlaceholder}
                className="pl-9"
              />
            </div>
          </div>
          <FilterSelect
            label={t.planFilterLabel}
            value={list.filters.plan}
            options={planOptions}
            onChange={list.setFilter('plan')}
          />
        </CardContent>
      </Card>

      <PagedListCard title={t.usersList(data?.total ?? 0)} list={list} query={users} empty={t.noUsers}>
        {(items) => <UsersList users={items} onHistory={setHistoryUser} />}
      </PagedListCard>
      <TransactionsDialog user={historyUser} onClose={() => setHistoryUser(null)} />
    </>
  );
}
