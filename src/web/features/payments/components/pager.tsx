import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { Button } from '../../../components/ui/button';

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
    <nav aria-label={t.paginationLabel(label)} className="flex items-center justify-between gap-2">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden="true" />
        {t.previous}
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {t.pageOf(page, pages)}
      </span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
