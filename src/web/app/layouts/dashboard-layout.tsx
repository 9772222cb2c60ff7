import { Link, Outlet, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CoinsIcon, LogOutIcon } from 'lucide-react';
import { toast } from 'sonner';
import { dashboardTexts as t } from '../../../shared/messages/dashboard';
import { Logo } from '../../components/brand/logo';
import { ThemeSwitcher } from '../../components/theme/theme-switcher';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { meQueryOptions } from '../../lib/session';
import { useLogout } from '../../features/auth/api/logout';
import { displayName, planLabel } from '../../features/dashboard/lib/display-name';

/** The signed-in frame. For now a header; the sidebar shell grows here in its own issue. */
export function DashboardLayout() {
  const navigate = useNavigate();
  const { data: me } = useQuery(meQueryOptions());
  const logout = useLogout({
    onSuccess: () => {
      toast.success(t.logoutTitle, { description: t.logoutText });
      navigate('/login', { replace: true });
    },
  });

  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,color-mix(in_oklch,var(--primary)_10%,transparent),transparent_60%)]">
      <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-xl">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Link to="/dashboard" className="rounded-md" aria-label="VTX Análise, dashboard">
            <Logo className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
          </Link>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            {me ? (
              <>
                <Badge
                  variant="secondary"
                  className="gap-1.5 px-2.5 py-1 text-sm tabular-nums"
                  title={t.creditsTitle}
                >
                  <CoinsIcon aria-hidden="true" className="!size-4 text-gold" />
                  {me.credits}
                  <span className="sr-only">{t.creditsUnit(me.credits)}</span>
                </Badge>
                <span className="hidden max-w-40 truncate text-sm font-medium md:inline">
                  {displayName(me)}
                </span>
                <Badge variant="outline" className="hidden sm:inline-flex">
                  {planLabel(me.plan)}
                </Badge>
              </>
            ) : null}
            <ThemeSwitcher />
            <Button
              variant="ghost"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              aria-label={t.logout}
              className="px-3"
            >
              {logout.isPending ? <Spinner /> : <LogOutIcon />}
              <span className="hidden sm:inline">{logout.isPending ? t.loggingOut : t.logout}</span>
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
