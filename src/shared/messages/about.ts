// The about page (SPEC.md section 2): what the AI actually does, stated plainly.
export const aboutTexts = {
  title: 'Sobre',
  eyebrow: 'Nossa tecnologia',
  heading: 'Como a VTX Análise lê o seu gráfico',
  lead: 'Sem caixa-preta: o motor padrão da VTX Análise trabalha direto sobre a imagem que você envia, mede o que está no gráfico e mostra de onde vem cada conclusão.',
  stepsTitle: 'Da imagem ao sinal, passo a passo',
  steps: [
    {
      title: 'Leitura dos pixels',
      text: 'O motor localiza a área de plotagem do print, reconhece as cores dos candles de alta e de baixa e extrai abertura, máxima, mínima e fechamento de cada candle. O eixo de preços é lido para converter pixels em cotações.',
    },
    {
      title: 'Tendência',
      text: 'A inclinação da reta de mínimos quadrados dos fechamentos, normalizada pelo ATR (a volatilidade média), diz se o mercado sobe, cai ou anda de lado. As médias móveis exponenciais de 9 e 21 períodos confirmam ou contestam essa leitura.',
    },
    {
      title: 'Suportes e resistências',
      text: 'Topos e fundos relevantes (swing points) são agrupados em zonas de preço. Quanto mais vezes o preço respeitou uma zona, mais peso ela recebe.',
    },
    {
      title: 'Padrões de candles',
      text: 'Engolfos, martelos, estrelas cadentes, dojis e outras formações clássicas são identificados nos últimos candles, sempre no contexto da tendência e das zonas.',
    },
    {
      title: 'Indicadores',
      text: 'RSI, MACD e Bandas de Bollinger são calculados sobre os candles extraídos, como faria a sua plataforma, para medir força, momento e esticamento do preço.',
    },
    {
      title: 'Sinal e confiança',
      text: 'Cada evidência vota. Quando tendência, zonas, padrões e indicadores concordam, o sinal sai com confiança alta; quando se contradizem, a confiança cai e a recomendação pode ser aguardar.',
    },
  ],
  honestyTitle: 'O que a análise é, e o que ela não é',
  honesty: [
    'Uma probabilidade não é conhecimento do futuro. Uma confiança de 75% significa que as evidências do gráfico apontam na mesma direção, não que o preço vai obedecer.',
    'A qualidade da leitura depende do print: gráficos nítidos, com candles visíveis e o eixo de preços à mostra, dão resultados melhores.',
    'Por padrão o seu print é analisado pelo nosso próprio motor, no nosso servidor, sem passar por serviços de terceiros. Se a plataforma for configurada para usar um modelo de visão externo, a resposta dele passa pelas mesmas verificações de formato e de coerência antes de chegar a você.',
    'As análises têm caráter educacional e não constituem recomendação de investimento. Opere com gestão de risco e só com o que você pode perder.',
  ],
  ctaTitle: 'Veja na prática',
  ctaText: 'Crie sua conta gratuita e envie seu primeiro gráfico.',
  startFree: 'Começar grátis',
  login: 'Entrar',
  backHome: 'Voltar para a página inicial',
} as const;
