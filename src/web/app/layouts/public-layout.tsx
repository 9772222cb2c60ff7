import { Link, Outlet } from 'react-router';
import { navTexts as t } from '../../../shared/messages/public-pages';
import { Logo } from '../../components/brand/logo';
import { PublicHeader } from './public-header';

const footerLinks = [
  { to: '/home', label: t.home },
  { to: '/sobre', label: t.about },
  { to: '/planos', label: t.plans },
  { to: '/login', label: t.login },
];

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <PublicHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-border/60">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-center">
          <div className="space-y-3">
            <Logo />
            <p className="max-w-md text-sm text-muted-foreground">{t.disclaimer}</p>
          </div>
          <nav aria-label="Rodapé" className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
            {footerLinks.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="inline-flex min-h-11 items-center px-2 hover:text-foreground"
              >
                {link.label}
              </Link>
            ))}
          </nav>
          <p className="text-xs text-muted-foreground md:col-span-2">{t.footer}</p>
        </div>
      </footer>
    </div>
  );
}
