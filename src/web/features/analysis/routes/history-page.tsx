import { useState } from 'react';
import { ListIcon, StarIcon } from 'lucide-react';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { BackHeading } from '../../../components/back-heading';
import { PageTitle } from '../../../components/page-title';
import { Pager } from '../../../components/pager';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { IconTabsList } from '../../../components/icon-tabs-list';
import { Tabs, TabsContent } from '../../../components/ui/tabs';
import { pageCount, useAnalyses } from '../api/get-analyses';
import { HistoryItem } from '../components/history-item';
import { CallOutcomes } from '../../results';
import { resultsTexts } from '../../../../shared/messages/results-screens';
import { Link } from 'react-router';

const pageSize = 12;

/** /dashboard/historico: every stored analysis, newest first, with a favourites filter. */
export function HistoryRoute() {
  const [filter, setFilter] = useState<'all' | 'favorites'>('all');
  const [page, setPage] = useState(1);
  const list = useAnalyses({ page, pageSize, favorites: filter === 'favorites' });
  const pages = list.data ? pageCount(list.data) : 1;

  return (
    <div className="grid gap-6">
      <PageTitle title={t.historyTitle} />
      <BackHeading back={t.back} title={t.historyTitle} text={t.historyText} />
      <Link
        to="/dashboard/resultados"
        className="justify-self-start text-sm font-medium underline underline-offset-4"
      >
        {resultsTexts.myLink}
      </Link>
      <Tabs
        className="gap-6"
        value={filter}
        onValueChange={(value) => {
          setFilter(value === 'favorites' ? 'favorites' : 'all');
          setPage(1);
        }}
      >
        <IconTabsList
          tabs={[
            { value: 'all', icon: ListIcon, label: t.historyAll },
            { value: 'favorites', icon: StarIcon, label: t.historyFavorites },
          ]}
        />
        {/* One panel serves both tabs (only the filter differs), so each trigger's aria-controls
            points at a real tabpanel. */}
        <TabsContent value={filter} className="grid gap-6">
          {list.isPending ? (
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} className="h-28 w-full sm:h-56" />
              ))}
            </div>
          ) : list.isError ? (
            <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
              {t.historyLoadError}
              <Button variant="outline" onClick={() => void list.refetch()}>
                {t.retry}
              </Button>
            </div>
          ) : list.data.items.length === 0 ? (
            <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              {filter === 'favorites' ? t.historyFavoritesEmpty : t.historyEmpty}
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isPlaceholderData}>
              {list.data.items.map((item) => (
                <li key={item.id}>
                  <HistoryItem item={item} />
                  <CallOutcomes item={item} />
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} pages={pages} label={t.historyTitle} onPage={setPage} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
