import { cn } from '../../../lib/utils';

/**
 * A 0–100 bar: a rounded track and its fill. A 'meter' (a reading such as a probability) keeps a
 * 2 % sliver so a reading of zero still shows its colour; a 'progressbar' starts empty.
 */
export function PercentBar({
  role = 'meter',
  label,
  value,
  valueText,
  className,
  fillClassName,
}: {
  role?: 'meter' | 'progressbar';
  label: string;
  value: number;
  valueText?: string;
  /** The track's height. */
  className: string;
  /** The fill's colour and transition. */
  fillClassName: string;
}) {
  const width = role === 'meter' ? Math.max(value, 2) : value;
  return (
    <div
      role={role}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('overflow-hidden rounded-full bg-muted', className)}
    >
      <div className={cn('h-full rounded-full', fillClassName)} style={{ width: `${width}%` }} />
    </div>
  );
}
