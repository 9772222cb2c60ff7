// Texts of the results screens (issue 24): "Conferir resultado", "Meus resultados", /resultados.
export const resultsTexts = {
  verify: 'Conferir resultado',
  verifying: 'Conferindo…',
  verifyHint: 'Envie o print do mesmo gráfico tirado depois da expiração. Não gasta crédito.',
  verifyFailed: 'Não foi possível conferir o resultado.',
  verified: 'Resultado conferido.',
  outcome: {
    win: 'Acerto',
    loss: 'Erro',
    draw: 'Empate',
    pending: 'Aguardando',
    unverifiable: 'Não verificável',
  },
  notFired: 'Gatilho não disparou',
  callName: (key: string) => (key === 'sinal' ? 'Sinal' : `Gatilho ${Number(key.slice(8)) + 1}`),
  myTitle: 'Meus resultados',
  myText: 'Seus sinais conferidos pelos prints que você enviou depois da expiração.',
  myLink: 'Meus resultados',
  wins: 'Acertos',
  losses: 'Erros',
  draws: 'Empates',
  pending: 'Aguardando',
  hitRate: 'Taxa de acerto',
  interval: (lo: number, hi: number) => `intervalo de 90 %: ${fmt(lo)}–${fmt(hi)} %`,
  noOutcomes: 'Nenhum resultado conferido ainda.',
  moneyTitle: 'Resultado em R$',
  moneyHint: (stake: string, payout: number, calls: number) =>
    `${calls} operaç${calls === 1 ? 'ão' : 'ões'} de opções com entrada de ${stake} e payout de ${payout} %`,
  tradesTitle: 'Operações em R',
  inR: (r: number) => `${r > 0 ? '+' : ''}${fmt(r)} R`,
  tradesHint: (trades: number, risk: string | null, inBRL: string | null) =>
    `${trades} operaç${trades === 1 ? 'ão' : 'ões'} de compra e venda; 1 R é o risco de cada uma (alvo paga o risco-retorno do plano, stop custa 1 R)` +
    (risk && inBRL
      ? `. Com o seu risco de ${risk} por operação: ${inBRL}.`
      : '. Informe capital e risco nas configurações para ver em R$.'),
  tradesUnpriced: (n: number) => `${n} acerto${n === 1 ? '' : 's'} sem risco-retorno no plano, fora da soma.`,
  recentTitle: 'Sinais conferidos',
  emptyMine:
    'Abra o histórico, escolha uma análise com sinal ou gatilho e use "Conferir resultado" com o print de depois da expiração.',
  publicTitle: 'Resultados verificados',
  publicText:
    'Cada sinal aqui foi conferido pelo print do próprio gráfico tirado depois da expiração, nunca por resultado informado. O peso de cada usuário é limitado para que ninguém domine os números.',
  publicLink: 'Ver resultados verificados',
  total: 'Todos os sinais verificados',
  n: (n: number) => `n = ${fmt(n)}`,
  users: (n: number, cap: number) =>
    `${n} usuário${n === 1 ? '' : 's'}; no máximo ${cap} sinais de cada um por número`,
  bySector: 'Por mercado',
  byRule: 'Por regra',
  byTimeframe: 'Por timeframe',
  byBroker: 'Por corretora',
  group: 'Grupo',
  calibrationTitle: 'Calibração',
  calibrationText: 'Probabilidade mostrada (faixas) contra a frequência observada de acertos.',
  shown: 'Mostrada',
  observed: 'Observada',
  band: (from: number, to: number) => `${from}–${to} %`,
  updated: (when: string) => `Atualizado em ${when}`,
  loadError: 'Não foi possível carregar os resultados.',
  retry: 'Tentar de novo',
  adminTitle: 'Sinais verificados',
  adminShare: (verified: number, made: number) =>
    `${verified} de ${made} análises com sinal ou gatilho conferidas`,
} as const;

function fmt(x: number): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(x);
}
