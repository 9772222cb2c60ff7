import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/** Loading, error and empty states shared by the two history lists. */
export function ListState({
  state,
  empty,
  onRetry,
}: {
  state: 'pending' | 'error' | 'empty';
  empty: string;
  onRetry: () => void;
}) {
  if (state === 'pending') {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-20 w-full" />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-lg border p-4 text-sm">
        {t.loadError}
        <Button variant="outline" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>
  );
}
