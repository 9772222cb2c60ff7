// Texts of the verification feature (issue 24): "Conferir resultado" and the scoreboards.
export const verificationMessages = {
  notFound: 'Análise não encontrada.',
  nothingToVerify: 'Esta análise não tem sinal nem gatilho para conferir.',
  notDone: 'Só uma análise concluída pode ser conferida.',
  noImage: 'Envie o print tirado depois da expiração.',
  rateLimited: 'Muitas conferências em pouco tempo. Aguarde alguns minutos e tente de novo.',
  unreadable: 'Não foi possível ler as velas do print enviado.',
  notSameChart: 'Não é o mesmo gráfico',
  outcome: {
    win: 'Acerto',
    loss: 'Erro',
    draw: 'Empate',
    pending: 'Aguardando expiração',
    unverifiable: 'Não verificável',
  },
  notFired: 'Gatilho não disparou',
  signalKey: 'Sinal',
  triggerKey: (n: number) => `Gatilho ${n}`,
} as const;
