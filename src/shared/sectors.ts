// The seven markets, apart from the analysis contract so the router can list their pages without
// pulling the result schemas into the first download.
export const SECTORS = ['binary', 'otc', 'forex', 'crypto', 'stocks', 'commodities', 'indices'] as const;
