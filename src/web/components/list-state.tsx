import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { Spinner } from './ui/spinner';

export interface ListStateProps {
  state: 'pending' | 'error' | 'empty';
  empty: string;
  onRetry: () => void;
}

/**
 * Loading, error and empty states of a server-backed list. Each feature binds its own texts and
 * chooses the placeholder: a spinner (dense admin tables) or row skeletons (card lists).
 */
export function ListState({
  state,
  empty,
  onRetry,
  texts,
  placeholder,
}: ListStateProps & { texts: { loadError: string; retry: string }; placeholder: 'spinner' | 'rows' }) {
  if (state === 'pending') {
    return placeholder === 'spinner' ? (
      <div className="grid place-items-center py-10" aria-busy="true">
        <Spinner className="size-6 text-primary" />
      </div>
    ) : (
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
        {texts.loadError}
        <Button variant="outline" onClick={onRetry}>
          {texts.retry}
        </Button>
      </div>
    );
  }
  return (
    <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{empty}</p>
  );
}
