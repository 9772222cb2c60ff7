import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** Loading, error and empty states of the admin lists. */
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
      <div className="grid place-items-center py-10" aria-busy="true">
        <Spinner className="size-6 text-primary" />
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
