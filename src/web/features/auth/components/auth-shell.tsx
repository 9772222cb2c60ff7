import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/brand/logo';
import { ThemeSwitcher } from '../../../components/theme/theme-switcher';
import { MarketBackground } from './market-background';

/** Frame of the sign-in family of pages: animated market behind, one card in front. */
export function AuthShell({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden">
      <MarketBackground />
      <header className="relative z-10 mx-auto flex w-full max-w-6xl items-center justify-between px-4 py-3 sm:px-6">
        <Link
          to="/home"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="VTX Análise, página inicial"
        >
          <Logo />
        </Link>
        <ThemeSwitcher />
      </header>
      <main className="relative z-10 flex flex-1 items-center justify-center px-4 py-8">
        <div className="w-full max-w-md animate-fade-up">{children}</div>
      </main>
      {footer ? (
        <footer className="relative z-10 pb-6 text-center text-sm text-muted-foreground">{footer}</footer>
      ) : null}
    </div>
  );
}

export function AuthCard({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-border/70 bg-card/80 p-6 shadow-2xl shadow-black/20 backdrop-blur-xl sm:p-8">
      <div className="mb-6 space-y-1.5 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
