import { Link, Outlet, useNavigate } from 'react-router';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CoinsIcon, LogOutIcon, PanelLeftIcon } from 'lucide-react';
import { toast } from 'sonner';
import { dashboardTexts as t } from '../../../shared/messages/dashboard';
import { shellTexts as s } from '../../../shared/messages/shell';
import { Logo } from '../../components/brand/logo';
import { ThemeSwitcher } from '../../components/theme/theme-switcher';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { Spinner } from '../../components/ui/spinner';
import { disableOfflineCache, enableOfflineCache } from '../../lib/offline-cache';
import { meQueryOptions } from '../../lib/session';
import { cn } from '../../lib/utils';
import { useForgetDataAfterLogout, useLogout } from '../../features/auth/api/logout';
import { displayName, planLabel } from '../../features/dashboard/lib/display-name';
import { useUserSettings } from '../../features/settings';
import { SidebarNav } from './shell/app-sidebar';
import { OnlineBadge } from './shell/online-badge';
import { useSidebar } from './shell/use-sidebar';

/** The signed-in frame (SPEC.md section 2): header, collapsible sidebar (a drawer on phones), page. */
export function DashboardLayout() {
  const navigate = useNavigate();
  const { data: me } = useQuery(meQueryOptions());
  const sidebar = useSidebar();
  useForgetDataAfterLogout();
  // 'Cache local': the service worker runs while the setting is on, and is removed when it is off.
  const { cacheEnabled } = useUserSettings();
  useEffect(() => {
    void (cacheEnabled ? enableOfflineCache() : disableOfflineCache()).catch(() => undefined);
  }, [cacheEnabled]);
  const logout = useLogout({
    leave: async () => {
      toast.success(t.logoutTitle, { description: t.logoutText });
      await navigate('/login', { replace: true });
    },
  });

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip bg-[radial-gradient(ellipse_at_top,color-mix(in_oklch,var(--primary)_10%,transparent),transparent_60%)]">
      <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-xl">
        <div className="flex h-16 items-center justify-between gap-2 px-2 sm:px-4">
          <div className="flex min-w-0 items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              onClick={sidebar.toggle}
              aria-label={s.toggleSidebar}
              aria-expanded={sidebar.isMobile ? sidebar.drawerOpen : sidebar.expanded}
              aria-keyshortcuts="Control+B Meta+B"
              title={`${s.toggleSidebar} (${s.toggleHint})`}
            >
              <PanelLeftIcon className="size-5" />
            </Button>
            <Link to="/dashboard" className="min-w-0 rounded-md" aria-label={`${s.productTitle}, dashboard`}>
              <Logo className="min-w-0 [&>span:last-child]:truncate [&>span:last-child]:text-base sm:[&>span:last-child]:text-lg" />
            </Link>
            <OnlineBadge className="ml-1" />
          </div>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            {me ? (
              <>
                <span className="hidden max-w-40 truncate text-sm font-medium md:inline">
                  {displayName(me)}
                </span>
                {/* Phones stack the plan under the credits, so both fit beside the title. */}
                <div className="flex flex-col items-end gap-0.5 sm:flex-row sm:items-center sm:gap-2">
                  <Badge
                    variant="secondary"
                    className="gap-1.5 px-2 py-0.5 text-sm tabular-nums sm:px-2.5 sm:py-1"
                    title={t.creditsTitle}
                  >
                    <CoinsIcon aria-hidden="true" className="!size-4 text-gold" />
                    {me.credits}
                    <span className="sr-only">{t.creditsUnit(me.credits)}</span>
                  </Badge>
                  <Badge
                    variant="outline"
                    data-testid="header-plan"
                    className="px-1.5 py-0 text-[0.65rem] leading-4 sm:px-2 sm:py-0.5 sm:text-xs"
                    title={s.plan}
                  >
                    <span className="sr-only">{s.plan}: </span>
                    {planLabel(me.plan)}
                  </Badge>
                </div>
              </>
            ) : null}
            <ThemeSwitcher />
            <Button
              variant="ghost"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              aria-label={t.logout}
              className="min-w-11 px-3"
            >
              {logout.isPending ? <Spinner /> : <LogOutIcon />}
              <span className="hidden sm:inline">{logout.isPending ? t.loggingOut : t.logout}</span>
            </Button>
          </div>
        </div>
      </header>

      <div className="flex flex-1">
        <aside
          data-collapsed={!sidebar.expanded}
          className={cn(
            'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-border/60 bg-background/60 backdrop-blur transition-[width] duration-200 motion-reduce:transition-none md:flex',
            sidebar.expanded ? 'w-64' : 'w-12',
          )}
        >
          <SidebarNav collapsed={!sidebar.expanded} showFavorites />
        </aside>

        <Sheet open={sidebar.drawerOpen} onOpenChange={sidebar.setDrawerOpen}>
          <SheetContent side="left" className="w-72 gap-0 p-0 pt-4">
            <div className="border-b px-4 pr-14 pb-4">
              <SheetTitle className="truncate">{me ? displayName(me) : s.productTitle}</SheetTitle>
              <SheetDescription className="mt-1 flex items-center gap-2">
                {me ? (
                  <Badge variant="outline" title={s.plan}>
                    {planLabel(me.plan)}
                  </Badge>
                ) : null}
                <span className="truncate">{me?.email}</span>
              </SheetDescription>
            </div>
            <SidebarNav
              collapsed={false}
              showFavorites={false}
              onNavigate={() => sidebar.setDrawerOpen(false)}
            />
          </SheetContent>
        </Sheet>

        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8">
          <div className="mx-auto w-full max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
