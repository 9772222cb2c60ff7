import { Link, useNavigate } from 'react-router';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CoinsIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Me } from '../../../shared/auth';
import { dashboardTexts as t } from '../../../shared/messages/dashboard';
import { shellTexts as s } from '../../../shared/messages/shell';
import { Logo } from '../../components/brand/logo';
import { Badge } from '../../components/ui/badge';
import { disableOfflineCache, enableOfflineCache } from '../../lib/offline-cache';
import { meQueryOptions } from '../../lib/session';
import { useForgetDataAfterLogout, useLogout } from '../../features/auth';
import { displayName, planLabel } from '../../features/dashboard';
import { useUserSettings } from '../../lib/user-settings';
import { SidebarNav } from './shell/app-sidebar';
import { OnlineBadge } from './shell/online-badge';
import { ShellFrame } from './shell/shell-frame';
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
    <ShellFrame
      sidebar={sidebar}
      className="bg-[radial-gradient(ellipse_at_top,color-mix(in_oklch,var(--primary)_10%,transparent),transparent_60%)]"
      toggle={{
        label: s.toggleSidebar,
        'aria-keyshortcuts': 'Control+B Meta+B',
        title: `${s.toggleSidebar} (${s.toggleHint})`,
      }}
      brand={
        <>
          <Link
            to="/dashboard"
            className="flex min-w-0 overflow-hidden rounded-md"
            aria-label={`${s.productTitle}, dashboard`}
          >
            <Logo className="min-w-0 [&>span:last-child]:truncate [&>span:last-child]:text-base sm:[&>span:last-child]:text-lg" />
          </Link>
          {/* Its own box beside the title (shrink-0), so the dot never lands on a letter. */}
          <OnlineBadge className="shrink-0 px-1.5 sm:ml-1 sm:px-2" />
        </>
      }
      account={me ? <Account me={me} /> : null}
      logout={{
        mutate: () => logout.mutate(),
        isPending: logout.isPending,
        label: t.logout,
        pendingLabel: t.loggingOut,
      }}
      asideClassName="backdrop-blur"
      nav={({ collapsed, inDrawer, onNavigate }) => (
        <SidebarNav collapsed={collapsed} showFavorites={!inDrawer} onNavigate={onNavigate} />
      )}
      drawer={{
        title: me ? displayName(me) : s.productTitle,
        descriptionClassName: 'mt-1 flex items-center gap-2',
        description: (
          <>
            {me ? (
              <Badge variant="outline" title={s.plan}>
                {planLabel(me.plan)}
              </Badge>
            ) : null}
            <span className="truncate">{me?.email}</span>
          </>
        ),
      }}
      contentClassName="mx-auto w-full max-w-6xl"
    />
  );
}

function Account({ me }: { me: Me }) {
  return (
    <>
      <span className="hidden max-w-40 truncate text-sm font-medium md:inline">{displayName(me)}</span>
      {/* Phones show the credits only (the plan is in the drawer): Sair must fit at 360 px. */}
      <div className="flex items-center gap-2">
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
          className="hidden px-2 py-0.5 text-xs whitespace-nowrap sm:inline-flex"
          title={s.plan}
        >
          <span className="sr-only">{s.plan}: </span>
          {planLabel(me.plan)}
        </Badge>
      </div>
    </>
  );
}
