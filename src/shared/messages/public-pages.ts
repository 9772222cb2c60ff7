// Texts of the public pages (home, plans, about), the 404 page and the error screen.
export const navTexts = {
  about: 'Sobre',
  plans: 'Planos',
  login: 'Entrar',
  dashboard: 'Dashboard',
  openMenu: 'Abrir menu',
  menuTitle: 'Menu',
  home: 'Início',
  footer: '© 2024 VTX Análise. Todos os direitos reservados.',
  disclaimer:
    'Análises geradas por IA têm caráter educacional e não constituem recomendação de investimento.',
} as const;

export const homeTexts = {
  title: 'Análise de gráficos com IA',
  eyebrow: 'Inteligência artificial para traders',
  headlineStart: 'Revolucione seus trades com',
  headlineHighlight: 'Inteligência Artificial',
  lead: 'Envie o print do seu gráfico e receba em segundos tendência, suportes e resistências, padrões de candles e um sinal de entrada com o nível de confiança.',
  start: 'Começar Agora',
  seePlans: 'Ver Planos',
  marketCaption: 'Mais de 250 Opções de Ativos',
  marketSubcaption: 'Forex, criptomoedas, ações, commodities e índices.',
  demoData: 'dados demonstrativos',
  stepsTitle: 'Como funciona',
  steps: [
    {
      title: 'Envie o print',
      text: 'Capture a tela da sua corretora em qualquer timeframe e envie em JPG, PNG ou WEBP.',
    },
    {
      title: 'A IA lê o gráfico',
      text: 'Os candles são extraídos da imagem e passam por tendência, suportes, resistências, padrões e indicadores.',
    },
    {
      title: 'Receba o sinal',
      text: 'Direção sugerida, pontos de entrada, stop e alvo, com a confiança e os motivos por trás dela.',
    },
  ],
  sectorsTitle: 'Sete mercados em um só lugar',
  sectors: ['Opções Binárias', 'Mercado OTC (24h)', 'Forex', 'Crypto', 'Ações', 'Commodities', 'Índices'],
  ctaTitle: 'Sua primeira análise é por nossa conta',
  ctaText: 'Crie sua conta gratuita e receba crédito para testar a análise com IA.',
  ctaButton: 'Criar Conta Gratuita',
  ctaClosedText: 'Novos cadastros estão pausados no momento. Já tem uma conta? Entre e continue analisando.',
  ctaClosedButton: 'Entrar',
} as const;

export const plansTexts = {
  title: 'Planos',
  heading: 'Escolha o plano ideal para você',
  listHeading: 'Planos disponíveis',
  lead: 'Pague uma vez, sem mensalidade. Créditos nunca expiram; licenças liberam análises ilimitadas.',
  choose: 'Escolher plano',
  oneOff: 'pagamento único',
  perYear: 'por ano',
  back: 'Voltar',
  paymentSoon: 'Pagamento disponível em breve',
  paymentNote:
    'Pagamento por cartão ou PIX. No cartão os créditos entram assim que o pagamento é aprovado; no PIX, quando um administrador confirma o recebimento.',
  /** the note while the server has PIX off (GET /api/payments/methods) */
  paymentNoteCardOnly: 'Pagamento por cartão: os créditos entram assim que o pagamento é aprovado.',
} as const;

export const notFoundTexts = {
  title: 'Página não encontrada',
  code: '404',
  heading: 'Oops! Page not found',
  back: 'Voltar ao início',
} as const;

export const errorTexts = {
  title: 'Algo deu errado',
  heading: 'Algo deu errado',
  text: 'Ocorreu um erro inesperado ao carregar esta página. Tente recarregar; se continuar, volte ao início.',
  reload: 'Recarregar',
  home: 'Ir para o início',
  loading: 'Carregando',
} as const;
