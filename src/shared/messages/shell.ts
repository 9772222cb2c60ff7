// Texts of the signed-in shell: sidebar, header badges (SPEC.md section 2).
export const shellTexts = {
  productTitle: 'VTX Análise',
  navLabel: 'Menu do dashboard',
  skipToContent: 'Pular para o conteúdo',
  toggleSidebar: 'Alternar menu lateral',
  toggleHint: 'Ctrl/⌘ + B',
  dashboard: 'Dashboard',
  marketsGroup: 'Mercados',
  favoritesGroup: 'Favoritos',
  favoritesCount: (n: number) => `${n} ${n === 1 ? 'análise favorita' : 'análises favoritas'}`,
  plans: 'Planos',
  settings: 'Configurações',
  history: 'Histórico de análises',
  payments: 'Meus pagamentos',
  about: 'Sobre',
  online: 'Online',
  offline: 'Offline',
  offlineHint: 'Sem conexão: algumas ações ficam indisponíveis até a internet voltar.',
  plan: 'Plano',
} as const;

/** The seven market sectors in sidebar order, with their routes. */
export const sectorNav = [
  { sector: 'binary', to: '/dashboard/binary', label: 'Opções Binárias' },
  { sector: 'otc', to: '/dashboard/otc', label: 'Mercado OTC (24h)' },
  { sector: 'forex', to: '/dashboard/forex', label: 'Forex' },
  { sector: 'crypto', to: '/dashboard/crypto', label: 'Crypto' },
  { sector: 'stocks', to: '/dashboard/stocks', label: 'Ações' },
  { sector: 'commodities', to: '/dashboard/commodities', label: 'Commodities' },
  { sector: 'indices', to: '/dashboard/indices', label: 'Índices' },
] as const;

export const sectorLabels: Record<string, string> = Object.fromEntries(
  sectorNav.map((s) => [s.sector, s.label]),
);
