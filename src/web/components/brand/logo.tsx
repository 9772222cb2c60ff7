import { cn } from '../../lib/utils';

/** The candle mark of public/favicon.svg, drawn inline so it follows the theme. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-8', className)}>
      <defs>
        <linearGradient id="vtx-logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#34d399" />
          <stop offset="1" stopColor="#0ea5e9" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="#0b1220" />
      <path d="M14 18h6v28h-6z" fill="#f43f5e" opacity=".9" />
      <path d="M17 12v6M17 46v6" stroke="#f43f5e" strokeWidth="2" strokeLinecap="round" />
      <path d="M29 24h6v22h-6z" fill="url(#vtx-logo-g)" />
      <path d="M32 18v6M32 46v4" stroke="#34d399" strokeWidth="2" strokeLinecap="round" />
      <path d="M44 14h6v20h-6z" fill="url(#vtx-logo-g)" />
      <path d="M47 9v5M47 34v6" stroke="#34d399" strokeWidth="2" strokeLinecap="round" />
      <path
        d="M10 50 L24 38 L34 42 L54 20"
        fill="none"
        stroke="#fbbf24"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <LogoMark />
      <span className="text-lg">
        VTX <span className="text-primary">Análise</span>
      </span>
    </span>
  );
}
