import { useMemo } from 'react';
import { sparklinePath, trendSeries } from '../lib/sparkline';
import { cn } from '../../../lib/utils';

export function Sparkline({
  symbol,
  changePercent,
  className,
}: {
  symbol: string;
  changePercent: number;
  className?: string;
}) {
  const width = 96;
  const height = 32;
  const path = useMemo(
    () => sparklinePath(trendSeries(symbol, changePercent), width, height),
    [symbol, changePercent],
  );
  const up = changePercent >= 0;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      className={cn('h-8 w-24', up ? 'text-bull' : 'text-bear', className)}
    >
      <path d={`${path} L${width - 2} ${height} L2 ${height} Z`} fill="currentColor" opacity="0.12" />
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
