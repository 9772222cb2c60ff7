import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LogOutIcon, PanelLeftIcon } from 'lucide-react';
import { shellTexts } from '../../../../shared/messages/shell';
import { ThemeSwitcher } from '../../../components/theme/theme-switcher';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../components/ui/sheet';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import type { useSidebar } from './use-sidebar';

interface ShellFrameProps {
  sidebar: ReturnType<typeof useSidebar>;
  className?: string;
  /** The sidebar button's label and any extra attributes (shortcut hint). */
  toggle: { label: string } & Omit<ComponentProps<typeof Button>, 'onClick'>;
  /** The logo link and anything beside it on the left of the header. */
  brand: ReactNode;
  /** Who is signed in, shown before the theme switcher. */
  account: ReactNode;
  logout: { mutate: () => void; isPending: boolean; label: string; pendingLabel: string };
  /** The navigation, in the desktop sidebar (collapsed or not) and in the phone drawer. */
  nav: (options: { collapsed: boolean; inDrawer: boolean; onNavigate?: () => void }) => ReactNode;
  asideClassName?: string;
  drawer: { title: ReactNode; description: ReactNode; descriptionClassName?: string };
  contentClassName: string;
}

/**
 * The signed-in frames (the user's dashboard and the back office, SPEC.md section 2): a sticky
 * header with the sidebar button, brand, account, theme and logout; a collapsible sidebar that is
 * a drawer on phones; the page. Each layout says only what differs.
 */
export function ShellFrame({
  sidebar,
  className,
  toggle: { label: toggleLabel, ...toggleProps },
  brand,
  account,
  logout,
  nav,
  asideClassName,
  drawer,
  contentClassName,
}: ShellFrameProps) {
  return (
    <div className={cn('flex min-h-dvh flex-col overflow-x-clip', className)}>
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-xl">
        <div className="flex h-16 items-center justify-between gap-2 px-2 sm:px-4">
          <div className="flex min-w-0 items-center gap-0.5 sm:gap-1">
            <Button
              variant="ghost"
              size="icon"
              onClick={sidebar.toggle}
              aria-label={toggleLabel}
              aria-expanded={sidebar.isMobile ? sidebar.drawerOpen : sidebar.expanded}
              {...toggleProps}
            >
              <PanelLeftIcon className="size-5" />
            </Button>
            {brand}
          </div>
          {/* Never shrinks: Sair must stay inside the bar at 360 px (the brand gives way instead). */}
          <div className="flex shrink-0 items-center gap-0.5 sm:gap-2">
            {account}
            <ThemeSwitcher />
            <LogoutButton logout={logout} place="header" />
          </div>
        </div>
      </header>

      <div className="flex flex-1">
        <aside
          data-collapsed={!sidebar.expanded}
          className={cn(
            'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-border/60 bg-background/60 transition-[width] duration-200 motion-reduce:transition-none md:flex',
            asideClassName,
            sidebar.expanded ? 'w-64' : 'w-12',
          )}
        >
          {nav({ collapsed: !sidebar.expanded, inDrawer: false })}
        </aside>

        <Sheet open={sidebar.drawerOpen} onOpenChange={sidebar.setDrawerOpen}>
          <SheetContent side="left" className="w-72 gap-0 p-0 pt-4">
            <div className="border-b px-4 pr-14 pb-4">
              <SheetTitle className="truncate">{drawer.title}</SheetTitle>
              <SheetDescription className={drawer.descriptionClassName ?? 'mt-1 truncate'}>
                {drawer.description}
              </SheetDescription>
            </div>
            {nav({ collapsed: false, inDrawer: true, onNavigate: () => sidebar.setDrawerOpen(false) })}
            <div className="border-t p-2">
              <LogoutButton logout={logout} place="drawer" />
            </div>
          </SheetContent>
        </Sheet>

        <main id="conteudo" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8">
          <div className={contentClassName}>
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}

/**
 * The first Tab stop: past the header and the sidebar (19 Tabs on a sector page) to the page's
 * main control, the element a page marks with data-skip-target (the drop zone), else the page.
 */
function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('conteudo');
    const target = main?.querySelector<HTMLElement>('[data-skip-target]');
    // Its first button (the zone itself, or 'Trocar' once a print is loaded), not the hidden input.
    const control = target?.querySelector<HTMLElement>('button:not([disabled])');
    const destination = control ?? target ?? main;
    if (!destination) return;
    event.preventDefault();
    destination.focus();
    destination.scrollIntoView({ block: 'center' });
  };
  return (
    <a
      href="#conteudo"
      onClick={skip}
      className="sr-only rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      {shellTexts.skipToContent}
    </a>
  );
}

/** Sair, in the header (an icon on phones, named for screen readers) and at the foot of the drawer. */
function LogoutButton({ logout, place }: { logout: ShellFrameProps['logout']; place: 'header' | 'drawer' }) {
  const text = logout.isPending ? logout.pendingLabel : logout.label;
  const compact = place === 'header';
  return (
    <Button
      variant="ghost"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      aria-label={compact ? logout.label : undefined}
      className={compact ? 'min-w-11 px-3' : 'w-full justify-start px-3'}
    >
      {logout.isPending ? <Spinner /> : <LogOutIcon />}
      <span className={compact ? 'hidden sm:inline' : undefined}>{text}</span>
    </Button>
  );
}
