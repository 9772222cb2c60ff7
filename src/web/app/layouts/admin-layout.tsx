import { Link, useNavigate } from 'react-router';
import { ShieldCheckIcon } from 'lucide-react';
import { formatDateTime } from '../../../shared/format';
import { adminScreenTexts as t } from '../../../shared/messages/admin-screens';
import { LogoMark } from '../../components/brand/logo';
import {
  AdminNav,
  useAdminLogout,
  useAdminMe,
  useAdminSessionWatch,
  useForgetAdminDataAfterLogout,
} from '../../features/admin';
import { ShellFrame } from './shell/shell-frame';
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
    <ShellFrame
      sidebar={sidebar}
      toggle={{ label: t.toggleSidebar }}
      brand={
        <Link to="/admin" className="flex min-w-0 items-center gap-2 rounded-md">
          <LogoMark className="size-8" />
          <span className="truncate font-bold tracking-tight">{t.productTitle}</span>
        </Link>
      }
      account={
        admin ? (
          <span
            className="flex min-w-0 items-center gap-1.5 text-sm font-medium"
            title={`${t.signedInAs} · ${t.sessionUntil(formatDateTime(admin.expiresAt))}`}
          >
            <ShieldCheckIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <span className="sr-only">{t.signedInAs}: </span>
            <span className="max-w-28 truncate sm:max-w-48">{admin.username}</span>
          </span>
        ) : null
      }
      logout={{
        mutate: () => logout.mutate(),
        isPending: logout.isPending,
        label: t.logout,
        pendingLabel: t.loggingOut,
      }}
      nav={({ collapsed, onNavigate }) => <AdminNav collapsed={collapsed} onNavigate={onNavigate} />}
      drawer={{
        title: t.productTitle,
        descriptionClassName: 'mt-1 grid gap-0.5',
        description: admin ? (
          <>
            <span className="truncate">{admin.username}</span>
            <span className="text-xs">{t.sessionUntil(formatDateTime(admin.expiresAt))}</span>
          </>
        ) : null,
      }}
      contentClassName="mx-auto grid w-full max-w-7xl gap-6"
    />
  );
}
