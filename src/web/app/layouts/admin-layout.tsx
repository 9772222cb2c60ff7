import { Link, Outlet, useNavigate } from 'react-router';
import { LogOutIcon, PanelLeftIcon, ShieldCheckIcon } from 'lucide-react';
import { adminScreenTexts as t } from '../../../shared/messages/admin-screens';
import { LogoMark } from '../../components/brand/logo';
import { ThemeSwitcher } from '../../components/theme/theme-switcher';
import { Button } from '../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../components/ui/sheet';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/utils';
import {
  AdminNav,
  useAdminLogout,
  useAdminMe,
  useAdminSessionWatch,
  useForgetAdminDataAfterLogout,
} from '../../features/admin';
import { useSidebar } from './shell/use-sidebar';

/** The back-office frame (SPEC.md section 2): header with the admin and logout, collapsible sidebar. */
export function AdminLayout() {
  const navigate = useNavigate();
  const { data: admin } = useAdminMe();
  const sidebar = useSidebar();
  useAdminSessionWatch();
  useForgetAdminDataAfterLogout();
  const logout = useAdminLogout({ leave: () => navigate('/admin/login', { replace: true }) });

  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-xl">
        <div className="flex h-16 items-center justify-between gap-2 px-2 sm:px-4">
          <div className="flex min-w-0 items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              onClick={sidebar.toggle}
              aria-label={t.toggleSidebar}
              aria-expanded={sidebar.isMobile ? sidebar.drawerOpen : sidebar.expanded}
            >
              <PanelLeftIcon className="size-5" />
            </Button>
            <Link to="/admin" className="flex min-w-0 items-center gap-2 rounded-md">
              <LogoMark className="size-8" />
              <span className="truncate font-bold tracking-tight">{t.productTitle}</span>
            </Link>
          </div>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            {admin ? (
              <span className="flex min-w-0 items-center gap-1.5 text-sm font-medium" title={t.signedInAs}>
                <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
                <span className="sr-only">{t.signedInAs}: </span>
                <span className="max-w-28 truncate sm:max-w-48">{admin.username}</span>
              </span>
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
          className={cn(
            'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-border/60 bg-background/60 transition-[width] duration-200 motion-reduce:transition-none md:flex',
            sidebar.expanded ? 'w-64' : 'w-12',
          )}
        >
          <AdminNav collapsed={!sidebar.expanded} />
        </aside>

        <Sheet open={sidebar.drawerOpen} onOpenChange={sidebar.setDrawerOpen}>
          <SheetContent side="left" className="w-72 gap-0 p-0 pt-4">
            <div className="border-b px-4 pr-14 pb-4">
              <SheetTitle className="truncate">{t.productTitle}</SheetTitle>
              <SheetDescription className="mt-1 truncate">{admin?.username}</SheetDescription>
            </div>
            <AdminNav collapsed={false} onNavigate={() => sidebar.setDrawerOpen(false)} />
          </SheetContent>
        </Sheet>

        <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8">
          <div className="mx-auto grid w-full max-w-7xl gap-6">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
