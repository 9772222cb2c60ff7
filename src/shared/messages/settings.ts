// Texts of the user settings page (SPEC.md sections 2, 5, 8 and 9).
export const settingsMessages = {
  title: 'Configurações',
  subtitle: 'Preferências da sua conta, salvas no servidor e neste aparelho.',
  tabs: {
    appearance: 'Aparência',
    notifications: 'Notificações',
    analysis: 'Análise',
    plan: 'Operação',
    performance: 'Desempenho',
    backup: 'Backup',
  },
  themeTitle: 'Tema',
  themeText: 'Escolha como a VTX Análise aparece neste aparelho.',
  themes: { light: 'Claro', dark: 'Escuro', system: 'Sistema' },
  notificationsLabel: 'Notificações na tela',
  notificationsText:
    'Avisos na tela quando uma análise termina e quando uma compra adiciona créditos, e o recibo por email de cada pagamento creditado. Erros aparecem sempre.',
  timeframeLabel: 'Timeframe padrão',
  timeframeText: 'Usado na análise quando o print não deixa o timeframe claro.',
  timeframes: { '1h': '1 hora', '4h': '4 horas', '1d': '1 dia', '1w': '1 semana' },
  accuracyLabel: 'Precisão da análise',
  // Issue 15: the setting moves how much agreement a buy or sell signal needs, not the time taken.
  accuracyText:
    'Quanta concordância entre as evidências do gráfico é exigida para um sinal de compra ou venda. Rápida sinaliza com menos confirmação; Detalhada exige mais e responde Aguardar com mais frequência. O tempo da análise é o mesmo.',
  accuracies: { fast: 'Rápida', balanced: 'Equilibrada', detailed: 'Detalhada' },
  brokerLabel: 'Corretora de opções binárias',
  brokerText:
    'Define o payout padrão das análises de Binárias e OTC. O payout impresso no print, quando lido, vale mais.',
  payoutLabel: 'Payout (%)',
  payoutText:
    'Quanto uma operação vencedora paga sobre o valor apostado. Com ele calculamos o equilíbrio (taxa de acerto mínima) e o valor esperado.',
  capitalLabel: 'Capital da conta (R$)',
  capitalText: 'Usado só para calcular o tamanho da posição. Deixe 0 para não mostrar.',
  riskLabel: 'Risco por operação (%)',
  riskText:
    'Quanto do capital você aceita perder se o stop for atingido. Traders costumam usar de 0,5 a 2 %.',
  invalidCapital: 'Capital inválido: informe um valor em reais, 0 ou mais.',
  invalidRisk: 'Risco inválido: informe de 0,1 a 10 %.',
  cacheLabel: 'Cache local',
  cacheText:
    'Guarda neste aparelho o aplicativo e suas últimas análises e favoritos, para abri-los mesmo sem internet. Desligado, nada fica guardado.',
  autoAnalysisLabel: 'Análise automática',
  autoAnalysisText: 'Começa a análise assim que o print é enviado, sem clicar em Analisar.',
  save: 'Salvar configurações',
  saving: 'Salvando...',
  saved: 'Configurações salvas',
  saveFailed: 'Erro ao salvar configurações',
  savedOffline: 'Salvas neste aparelho; serão enviadas ao servidor quando a conexão voltar.',
  backupTitle: 'Backup dos seus dados',
  backupText:
    'Exporte favoritos, histórico de análises e configurações para um arquivo JSON, ou importe um backup.',
  export: 'Exportar dados',
  import: 'Importar backup',
  exported: 'Dados exportados',
  exportFailed: 'Erro ao exportar dados',
  chooseFile: 'Escolher arquivo de backup',
  importing: 'Importando...',
  exporting: 'Exportando...',
  unsaved: 'Alterações não salvas',
  exportedText: (file: string) => `Arquivo ${file} salvo.`,
  imported: 'Dados importados',
  importedText: (favorites: number) =>
    favorites === 0
      ? 'Configurações restauradas.'
      : `Configurações restauradas e ${favorites} ${favorites === 1 ? 'favorito restaurado' : 'favoritos restaurados'}.`,
  importFailed: 'Erro na importação',
  invalidBackup: 'Arquivo de backup inválido',
  backupNote:
    'A importação aplica as configurações e marca de novo como favoritas as análises do arquivo que ainda existem na sua conta. Análises não são recriadas.',
} as const;
