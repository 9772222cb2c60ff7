// Texts of the analysis screen's failure panel and of the upload check (issue 15, items 3 and 4).
export const analysisFailureTexts = {
  title: 'A análise não foi concluída',
  whatHappened: 'O que aconteceu',
  whatToDo: 'O que fazer',
  creditKept: 'Nenhum crédito foi usado: uma análise que não termina não desconta do seu saldo.',
  defaultAdvice:
    'Confira se a imagem é o print de um gráfico de candles, com as velas visíveis, e tente novamente.',
  plansAdvice: 'Adquira créditos ou uma licença para continuar analisando.',
  retry: 'Tentar novamente',
  seePlans: 'Ver planos',
  // The browser could not draw the file: a text renamed .png, a truncated download.
  unreadableImage: 'O arquivo não pôde ser lido como imagem. Envie um print em JPG, PNG ou WEBP.',
} as const;
