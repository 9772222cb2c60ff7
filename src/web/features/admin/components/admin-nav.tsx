import { NavLink } from 'react-router';
import { Tooltip } from 'radix-ui';
import {
  CreditCardIcon,
  LayoutDashboardIcon,
  ScrollTextIcon,
  SettingsIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { cn } from '../../../lib/utils';

const items: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/admin', label: t.nav.overview, icon: LayoutDashboardIcon, end: true },
  { to: '/admin/users', label: t.nav.users, icon: UsersIcon },
  { to: '/admin/payments', label: t.nav.payments, icon: CreditCardIcon },
  { to: '/admin/logs', label: t.nav.logs, icon: ScrollTextIcon },
  { to: '/admin/settings', label: t.nav.settings, icon: SettingsIcon },
];

function NavItem({
  item,
  collapsed,
  onNavigate,
}: {
  item: (typeof items)[number];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { icon: Icon } = item;
  const link = (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      aria-label={collapsed ? item.label : undefined}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
          isActive && 'bg-primary/15 text-foreground [&>svg]:text-primary',
          collapsed && 'size-11 justify-center px-0',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {collapsed ? null : <span className="truncate">{item.label}</span>}
    </NavLink>
  );
  if (!collapsed) return link;
  // Collapsed to icons: the name still shows on hover and keyboard focus.
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded-md bg-popover px-2.5 py-1.5 text-xs font-medium text-popover-foreground shadow-md"
        >
          {item.label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** Visão Geral, Usuários, Pagamentos, Logs, Configurações (SPEC.md section 2). */
export function AdminNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return (
    <Tooltip.Provider delayDuration={300}>
      <nav
        aria-label={t.navLabel}
        className={cn('grid content-start gap-1 py-3', collapsed ? 'px-0.5' : 'px-2')}
      >
        {items.map((item) => (
          <NavItem key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </nav>
    </Tooltip.Provider>
  );
}
