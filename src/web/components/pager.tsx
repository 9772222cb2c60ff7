import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { paginationTexts as t } from '../../shared/messages/pagination';
import { Button } from './ui/button';

/** Server-side paging: previous / next with "Página x de y". */
export function Pager({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.label(label)} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        <span className="hidden sm:inline">{t.previous}</span>
        <span className="sr-only sm:hidden">{t.previous}</span>
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {t.pageOf(page, pages)}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <span className="hidden sm:inline">{t.next}</span>
        <span className="sr-only sm:hidden">{t.next}</span>
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
