import { shellTexts as t } from '../../../../shared/messages/shell';
import { cn } from '../../../lib/utils';
import { useOnline } from './use-media';

export function OnlineBadge({ className }: { className?: string }) {
  const online = useOnline();
  return (
    <span
      role="status"
      title={online ? t.online : t.offlineHint}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium',
        // On phones an online state is just the dot; offline always says so in words.
        online ? 'text-bull sm:border sm:border-bull/40' : 'border border-bear/50 bg-bear/10 text-bear',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', online ? 'bg-bull' : 'bg-bear animate-pulse')}
      />
      <span className={cn(online && 'sr-only sm:not-sr-only')}>{online ? t.online : t.offline}</span>
    </span>
  );
}
