// 'Status do Sistema' in the admin overview: names and details of the measured checks.
export const systemStatusTexts = {
  database: 'Banco de dados',
  databasePglite: 'PGlite embutido: consulta de teste respondida',
  databasePostgres: 'PostgreSQL: consulta de teste respondida',
  analysis: 'Análise de gráficos',
  analysisDone: (provider: string, model: string) =>
    provider === 'local'
      ? `Análise de teste concluída pelo motor local (${model})`
      : `Análise de teste concluída (${model}; o modelo de visão não é consultado no teste)`,
  analysisAnswered: (provider: string, model: string) =>
    provider === 'local'
      ? `Motor local (${model}) respondeu à análise de teste`
      : `Motor local respondeu à análise de teste (${model}; o modelo de visão não é consultado no teste)`,
  queue: 'Fila de análises',
  queueDepth: ({ waiting, active }: { waiting: number; active: number }) =>
    `${waiting} ${waiting === 1 ? 'análise aguardando' : 'análises aguardando'}, ${active} em andamento`,
  queueInline: 'Não configurada: cada processo analisa os gráficos que recebe (ANALYSIS_QUEUE=inline)',
  payments: 'Pagamentos com cartão',
  stripeReached: 'Stripe respondeu e aceitou a chave',
  paymentsSandbox: 'Stripe não configurado: checkout de teste (sandbox), sem cobranças reais',
  paymentsNone: 'Não configurado: cartão indisponível, apenas PIX',
  email: 'Email',
  smtpVerified: 'Servidor SMTP conectado e autenticado',
  emailOutbox: 'SMTP não configurado: emails ficam na caixa de saída (email_outbox)',
  timedOut: 'Sem resposta dentro do tempo limite',
  failed: 'Falhou',
  failedWith: (code: string) => `Falhou (${code})`,
  unconfigured: 'Não configurado',
} as const;
