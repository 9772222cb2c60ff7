export const analyticsMessages = {
  tooManyPageViews: 'Muitas visualizações de página em pouco tempo. Tente novamente em um minuto.',
} as const;
