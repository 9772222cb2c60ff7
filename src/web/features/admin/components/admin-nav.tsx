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
import { SidebarItem } from '../../../components/sidebar-item';
import { cn } from '../../../lib/utils';

const items: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/admin', label: t.nav.overview, icon: LayoutDashboardIcon, end: true },
  { to: '/admin/users', label: t.nav.users, icon: UsersIcon },
  { to: '/admin/payments', label: t.nav.payments, icon: CreditCardIcon },
  { to: '/admin/logs', label: t.nav.logs, icon: ScrollTextIcon },
  { to: '/admin/settings', label: t.nav.settings, icon: SettingsIcon },
];

/** Visão Geral, Usuários, Pagamentos, Logs, Configurações (SPEC.md section 2). */
export function AdminNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return (
    <Tooltip.Provider delayDuration={300}>
      <nav
        aria-label={t.navLabel}
        className={cn('grid content-start gap-1 py-3', collapsed ? 'px-0.5' : 'px-2')}
      >
        {items.map((item) => (
          <SidebarItem key={item.to} {...item} collapsed={collapsed} onNavigate={onNavigate} />
        ))}
      </nav>
    </Tooltip.Provider>
  );
}
