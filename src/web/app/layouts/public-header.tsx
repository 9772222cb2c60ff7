import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { MenuIcon } from 'lucide-react';
import { navTexts as t } from '../../../shared/messages/public-pages';
import { Logo } from '../../components/brand/logo';
import { ThemeSwitcher } from '../../components/theme/theme-switcher';
import { Button } from '../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet';
import { cn } from '../../lib/utils';
import { useMe } from '../../lib/session';

const links = [
  { to: '/sobre', label: t.about },
  { to: '/planos', label: t.plans },
];

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );
}

export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const { data: me } = useMe();
  const account = me ? { to: '/dashboard', label: t.dashboard } : { to: '/login', label: t.login };

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/75 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/home" className="rounded-md" aria-label="VTX Análise, página inicial">
          <Logo />
        </Link>
        <nav aria-label="Principal" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} className={navClass}>
              {link.label}
            </NavLink>
          ))}
          <ThemeSwitcher />
          <Button asChild className="ml-2">
            <Link to={account.to}>{account.label}</Link>
          </Button>
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          <ThemeSwitcher />
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t.openMenu}>
                <MenuIcon className="size-6" />
              </Button>
            </SheetTrigger>
            <SheetContent side="right">
              <SheetTitle>{t.menuTitle}</SheetTitle>
              <SheetDescription className="sr-only">VTX Análise</SheetDescription>
              <nav aria-label="Principal" className="mt-2 grid gap-1">
                {[{ to: '/home', label: t.home }, ...links].map((link) => (
                  <NavLink key={link.to} to={link.to} className={navClass} onClick={() => setOpen(false)}>
                    {link.label}
                  </NavLink>
                ))}
                <Button asChild className="mt-4">
                  <Link to={account.to} onClick={() => setOpen(false)}>
                    {account.label}
                  </Link>
                </Button>
              </nav>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
