import { authMessages } from './auth';

// Texts of the back office (SPEC.md section 8, admin part).
export const adminMessages = {
  usernameRequired: 'Por favor, digite o usuário!',
  passwordRequired: 'Por favor, digite a senha!',
  loginErrorTitle: 'Erro no login',
  invalidCredentials: 'Credenciais inválidas',
  loginSuccess: 'Login realizado com sucesso',
  connectionError: 'Erro de conexão com o banco de dados',
  internalError: 'Erro interno do servidor',
  sessionRequired: 'Sessão de administrador expirada. Faça login novamente.',
  adminOnly: 'Acesso restrito a administradores.',
  tooManyAttempts: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
  loginLockedOut: authMessages.loginLockedOut,
  loadUsersError: 'Erro ao carregar usuários',
  loadTransactionsError: 'Erro ao carregar transações do usuário',
  addCreditsError: 'Erro ao adicionar créditos',
  creditsAddedTitle: 'Créditos adicionados',
  creditsAdded: (n: number) => `${n} créditos adicionados com sucesso`,
  invalidCreditAmount: 'Quantidade de créditos inválida. Use 10, 25, 50, 100, 250, 500 ou 1000.',
  overMaxCredits: (max: number, pending = 0) =>
    pending > 0
      ? `O usuário ultrapassaria o máximo de ${max} créditos permitido nas configurações (contando ${pending} créditos de pagamentos pendentes).`
      : `O usuário ultrapassaria o máximo de ${max} créditos permitido nas configurações.`,
  idempotencyKeyRequired:
    'Identificador da operação ausente ou inválido. Recarregue a página e tente novamente.',
  idempotencyKeyReused:
    'Esta operação já foi registrada com outros dados. Recarregue a página e tente novamente.',
  changePlanError: 'Erro ao alterar plano do usuário.',
  planChangedTitle: 'Plano alterado',
  planChanged: (oldLabel: string, newLabel: string) =>
    `Plano alterado de ${oldLabel} para ${newLabel} com sucesso.`,
  samePlan: 'O usuário já está neste plano.',
  invalidPlan: 'Plano inválido.',
  userNotFound: 'Usuário não encontrado.',
  paymentNotFound: 'Pagamento não encontrado.',
  onlyPendingPix: 'Apenas pagamentos PIX pendentes podem ser confirmados ou recusados.',
  pixConfirmedTitle: 'Pagamento confirmado',
  pixConfirmed: 'O pagamento PIX foi confirmado e creditado ao usuário.',
  pixRejectedTitle: 'Pagamento recusado',
  pixRejected: 'O pagamento PIX foi marcado como recusado.',
  settingsSavedTitle: 'Configurações salvas',
  settingsSaved: 'As configurações foram atualizadas com sucesso',
  settingsResetTitle: 'Configurações resetadas',
  settingsReset: 'As configurações foram restauradas para os valores padrão',
  invalidSearch: 'Busca inválida.',
} as const;
