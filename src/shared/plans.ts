// The one catalogue of offers (SPEC.md section 3). The server charges from here; the client only
// ever sends a plan id.
export const planIds = ['vtx_100_credits', 'vtx_500_credits', 'vtx_annual', 'vtx_lifetime'] as const;
export type PlanId = (typeof planIds)[number];

export interface PlanOffer {
  id: PlanId;
  name: string;
  priceCents: number;
  /** Shown after the price, e.g. '/ano'. */
  period: string | null;
  description: string;
  features: string[];
  popular: boolean;
  badge: string | null;
  icon: 'zap' | 'star' | 'crown' | 'infinity';
  grant: { kind: 'credits'; credits: number } | { kind: 'licence'; licence: 'annual' | 'lifetime' };
}

export const plans: readonly PlanOffer[] = [
  {
    id: 'vtx_100_credits',
    name: '100 Créditos',
    priceCents: 9700,
    period: null,
    description: 'Ideal para começar a operar com análises de IA.',
    features: ['100 análises com IA', 'Todos os mercados', 'Créditos nunca expiram'],
    popular: false,
    badge: null,
    icon: 'zap',
    grant: { kind: 'credits', credits: 100 },
  },
  {
    id: 'vtx_500_credits',
    name: '500 Créditos',
    priceCents: 29700,
    period: null,
    description: 'O melhor custo por análise para quem opera todo dia.',
    features: [
      '500 análises com IA',
      'Todos os mercados',
      'Créditos nunca expiram',
      'Economia de 39% por análise',
    ],
    popular: true,
    badge: 'MAIS POPULAR',
    icon: 'star',
    grant: { kind: 'credits', credits: 500 },
  },
  {
    id: 'vtx_annual',
    name: 'Licença Anual',
    priceCents: 59700,
    period: '/ano',
    description: 'Análises ilimitadas durante 12 meses.',
    features: ['Análises ilimitadas por 12 meses', 'Todos os mercados', 'Suporte 24/7'],
    popular: false,
    badge: null,
    icon: 'crown',
    grant: { kind: 'licence', licence: 'annual' },
  },
  {
    id: 'vtx_lifetime',
    name: 'Licença Vitalícia',
    priceCents: 149700,
    period: null,
    description: 'Pagamento único, análises ilimitadas para sempre.',
    features: [
      'Análises ilimitadas para sempre',
      'Todos os mercados',
      'Suporte prioritário',
      'Todas as atualizações futuras',
    ],
    popular: false,
    badge: 'MELHOR VALOR',
    icon: 'infinity',
    grant: { kind: 'licence', licence: 'lifetime' },
  },
];

export function findPlan(id: string): PlanOffer | undefined {
  return plans.find((plan) => plan.id === id);
}

/** Plan values an administrator can set, with their labels (SPEC.md section 3). */
export const adminPlanLabels: Record<string, string> = {
  free: 'Free',
  premium: 'Premium',
  vtx_100_credits: '100 Créditos VTX',
  vtx_500_credits: '500 Créditos VTX',
  vtx_annual: 'VTX Anual',
  vtx_lifetime: 'VTX Lifetime',
};

/** The label of a plan of the list, or undefined: own keys only, never '__proto__' or 'toString'. */
export function adminPlanLabel(value: string): string | undefined {
  return Object.hasOwn(adminPlanLabels, value) ? adminPlanLabels[value] : undefined;
}

/** Credit packs by size: the label names the largest pack bought, never a smaller later one. */
const packRank: Partial<Record<string, number>> = { vtx_100_credits: 1, vtx_500_credits: 2 };

/**
 * The plan a user is labelled with after buying a credit pack (issue 26, item 5): 500 then 100
 * stays '500 Créditos VTX'. Free, premium or an unknown label gives way to any pack.
 */
export function planAfterPack(current: string, pack: PlanId): string {
  return (packRank[current] ?? 0) > (packRank[pack] ?? 0) ? current : pack;
}
