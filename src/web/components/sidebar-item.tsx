import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Tooltip } from 'radix-ui';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/utils';

export interface SidebarItemProps {
  to: string;
  label: string;
  icon: LucideIcon;
  collapsed: boolean;
  end?: boolean;
  onNavigate?: () => void;
  trailing?: ReactNode;
}

/** One link of a signed-in sidebar (the dashboard's and the back office's), icon-only when collapsed. */
export function SidebarItem({
  to,
  label,
  icon: Icon,
  collapsed,
  end,
  onNavigate,
  trailing,
}: SidebarItemProps) {
  const link = (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      aria-label={collapsed ? label : undefined}
      className={({ isActive }) =>
        cn(
          'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
          isActive && 'bg-primary/15 text-foreground [&>svg]:text-primary',
          collapsed && 'size-11 justify-center px-0',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {collapsed ? null : <span className="min-w-0 flex-1 truncate">{label}</span>}
      {collapsed ? null : trailing}
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
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
