// Texts of the market strip and the top movers (SPEC.md sections 2 and 9).
export const marketTexts = {
  /** The scrolling strip's own name: its section is already named by the caption. */
  stripLabel: 'Faixa de cotações',
  moversTitle: 'Destaques do dia',
  gainers: 'Maiores altas',
  losers: 'Maiores baixas',
  noMovers: 'Sem variações no momento.',
  updatedAt: (time: string) => `Atualizado às ${time}`,
} as const;
