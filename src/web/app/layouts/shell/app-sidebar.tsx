import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import {
  BarChart3Icon,
  BitcoinIcon,
  CandlestickChartIcon,
  Clock3Icon,
  EuroIcon,
  GemIcon,
  HistoryIcon,
  InfoIcon,
  LayoutDashboardIcon,
  ReceiptIcon,
  SettingsIcon,
  StarIcon,
  TimerIcon,
  WheatIcon,
  type LucideIcon,
} from 'lucide-react';
import { sectorLabels, sectorNav, shellTexts as t } from '../../../../shared/messages/shell';
import { useFavoriteAnalyses } from '../../../features/analysis';
import { SidebarItem } from '../../../components/sidebar-item';
import { cn } from '../../../lib/utils';

const accountItems = [
  { to: '/dashboard/historico', label: t.history, icon: HistoryIcon },
  { to: '/dashboard/pagamentos', label: t.payments, icon: ReceiptIcon },
  { to: '/dashboard/planos', label: t.plans, icon: GemIcon },
  { to: '/dashboard/settings', label: t.settings, icon: SettingsIcon },
  // The public about page, outside the signed-in frame (SPEC.md section 2).
  { to: '/sobre', label: t.about, icon: InfoIcon },
];

const sectorIcons: Record<string, LucideIcon> = {
  binary: TimerIcon,
  otc: Clock3Icon,
  forex: EuroIcon,
  crypto: BitcoinIcon,
  stocks: CandlestickChartIcon,
  commodities: WheatIcon,
  indices: BarChart3Icon,
};

function GroupLabel({ children, collapsed }: { children: ReactNode; collapsed: boolean }) {
  if (collapsed) return <div aria-hidden="true" className="mx-2 my-2 h-px bg-border" />;
  return (
    <p className="flex items-center justify-between px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-muted-foreground/80 uppercase">
      {children}
    </p>
  );
}

/** First 3 favourites with the count; hidden until the history API answers with some. */
function FavoritesGroup({ onNavigate }: { onNavigate?: () => void }) {
  const { data } = useFavoriteAnalyses(3);
  if (!data || data.total === 0) return null;
  return (
    <section aria-label={t.favoritesGroup}>
      <GroupLabel collapsed={false}>
        <span>{t.favoritesGroup}</span>
        <span
          className="rounded-full bg-gold/15 px-2 py-0.5 text-[0.7rem] text-gold tabular-nums"
          aria-label={t.favoritesCount(data.total)}
        >
          {data.total}
        </span>
      </GroupLabel>
      <ul className="grid gap-0.5">
        {data.items.slice(0, 3).map((analysis) => (
          <li key={analysis.id}>
            <SidebarItem
              to={`/dashboard/${analysis.sector}?analysis=${encodeURIComponent(analysis.id)}`}
              label={[analysis.symbol ?? sectorLabels[analysis.sector] ?? analysis.sector, analysis.signal]
                .filter(Boolean)
                .join(' · ')}
              icon={StarIcon}
              collapsed={false}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SidebarNav({
  collapsed,
  showFavorites,
  onNavigate,
}: {
  collapsed: boolean;
  showFavorites: boolean;
  onNavigate?: () => void;
}) {
  return (
    <Tooltip.Provider delayDuration={300}>
      <nav aria-label={t.navLabel} className="flex min-h-0 flex-1 flex-col">
        <div className={cn('flex-1 overflow-y-auto overflow-x-hidden py-2', collapsed ? 'px-0.5' : 'px-2')}>
          <SidebarItem
            to="/dashboard"
            end
            label={t.dashboard}
            icon={LayoutDashboardIcon}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
          <GroupLabel collapsed={collapsed}>{t.marketsGroup}</GroupLabel>
          <ul className="grid gap-0.5">
            {sectorNav.map((item) => (
              <li key={item.to}>
                <SidebarItem
                  to={item.to}
                  label={item.label}
                  icon={sectorIcons[item.sector] ?? BarChart3Icon}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </ul>
          {showFavorites && !collapsed ? <FavoritesGroup onNavigate={onNavigate} /> : null}
        </div>
        <div className={cn('grid gap-0.5 border-t py-2', collapsed ? 'px-0.5' : 'px-2')}>
          {accountItems.map((item) => (
            <SidebarItem key={item.to} {...item} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        </div>
      </nav>
    </Tooltip.Provider>
  );
}
