// Texts of plans, checkout and PIX (SPEC.md section 8 where it gives them).
export const paymentMessages = {
  invalidPlan: 'Plano inválido. Escolha um dos planos disponíveis.',
  sessionMissing: 'Sessão de pagamento não informada.',
  invalidReference: 'Referência de pagamento inválida.',
  invalidPage: 'Página inválida.',
  loginRequiredTitle: 'Login necessário',
  loginRequired: 'Você precisa estar logado para adquirir créditos.',
  processingTitle: 'Processando pagamento...',
  processing: 'Redirecionando para o checkout',
  noCheckoutUrl: 'URL de checkout não foi recebida',
  checkoutErrorTitle: 'Erro no checkout',
  checkoutError: 'Erro ao processar pagamento. Tente novamente.',
  pixRegisterErrorTitle: 'Erro ao registrar pagamento',
  pixRegisterError: 'Por favor, entre em contato com o suporte.',
  pixCopied: 'Código PIX copiado!',
  pixRegistered: 'Pagamento registrado!',
  // Issue 15: PIX is credited when an administrator confirms the receipt, not at a set hour.
  pixTiming:
    'Os créditos do PIX entram quando um administrador confirma o recebimento do pagamento. Depois de pagar, envie o comprovante e acompanhe o estado em Meus pagamentos.',
  /** SPEC.md sections 2 and 9: when a PIX payment is credited. */
  pixSchedule:
    'PIX pago até 23:59 é confirmado e creditado no mesmo dia; depois desse horário, os créditos entram a partir das 6h da manhã seguinte.',
  pixRegisteredText: 'Aguardando a confirmação do recebimento por um administrador.',
  pixRegisteredAction: 'Ver meus pagamentos',
  verifying: 'Verificando pagamento...',
  verifyFailedAdvice:
    'Não conseguimos confirmar seu pagamento. Se o valor foi debitado, entre em contato com o suporte.',
  paymentNotFound: 'Pagamento não encontrado.',
  paymentPending: 'Pagamento ainda não confirmado. Aguarde alguns instantes.',
  paymentFailed: 'O pagamento não foi aprovado.',
  paymentExpired: 'A sessão de pagamento expirou. Inicie uma nova compra.',
  paymentCancelled: 'O pagamento foi cancelado. Nenhuma cobrança foi feita.',
  paymentAlreadyDecided: 'Este pagamento já foi processado.',
  creditsAdded: (credits: number, planName: string) => `${credits} créditos adicionados (${planName}).`,
  licenceActivated: (planName: string) => `${planName} ativada com sucesso!`,
  alreadyCredited: (credits: number, planName: string, when: string) =>
    `Este pagamento já foi creditado em ${when}: ${credits} créditos (${planName}). Seu saldo já inclui esses créditos.`,
  alreadyActivated: (planName: string, when: string) =>
    `Este pagamento já foi confirmado em ${when}: ${planName} já está ativa na sua conta.`,
  overCreditLimit: (max: number, pending = 0) =>
    pending > 0
      ? `Esta compra ultrapassaria o limite de ${max} créditos por usuário, contando ${pending} créditos de pagamentos ainda pendentes. Aguarde a confirmação deles ou use seus créditos antes de comprar mais.`
      : `Esta compra ultrapassaria o limite de ${max} créditos por usuário. Use seus créditos antes de comprar mais.`,
  tooManyPendingPix: (max: number) =>
    `Você já tem ${max} pagamentos PIX aguardando confirmação. Aguarde a confirmação deles antes de registrar outro.`,
  pixReferenceUnknown: 'Referência PIX inválida ou expirada. Gere um novo código PIX e tente novamente.',
  tooManyPixQuotes: 'Muitos códigos PIX gerados. Tente novamente em alguns minutos.',
  referenceTaken: 'Esta referência de pagamento já foi registrada.',
  webhookSignature: 'Assinatura do webhook inválida.',
  providerUnavailable: 'O provedor de pagamento não respondeu. Tente novamente em instantes.',
  sandboxNotOpen: 'Esta sessão de pagamento não está mais aberta.',
  cardUnavailable: 'Pagamento com cartão indisponível no momento. Use o PIX.',
  /** the same, when PIX is off as well: nothing to point the buyer to */
  cardUnavailableAlone: 'Pagamento com cartão indisponível no momento.',
  pixUnavailable: 'Pagamento por PIX indisponível no momento.',
} as const;
