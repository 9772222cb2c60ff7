import { lazy, Suspense, useState } from 'react';
import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '../ui/button';
import { useTheme } from './theme-context';

const loadMenu = () => import('./theme-menu');
const ThemeMenu = lazy(async () => ({ default: (await loadMenu()).ThemeMenu }));

export function ThemeSwitcher() {
  const { resolvedTheme } = useTheme();
  // Until first used, a plain button stands in for the menu's trigger (same look, same name).
  const [wanted, setWanted] = useState(false);
  const CurrentIcon = resolvedTheme === 'dark' ? MoonIcon : SunIcon;
  const button = (props: { onClick?: () => void }) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Alterar tema"
      aria-haspopup="menu"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      {...props}
    >
      <CurrentIcon className="size-5" />
    </Button>
  );
  if (!wanted) return button({ onClick: () => setWanted(true) });
  return (
    <Suspense fallback={button({})}>
      <ThemeMenu trigger={button({})} defaultOpen />
    </Suspense>
  );
}
