// Texts of the auth feature, copied exactly from SPEC.md sections 5 and 8.
export const authMessages = {
  emailRequired: 'Por favor, digite seu email!',
  emailInvalid: 'Por favor, digite um email válido!',
  passwordRequired: 'Por favor, digite sua senha!',
  nameRequired: 'Por favor, digite seu nome completo!',
  newPasswordRequired: 'Por favor, digite uma senha!',
  passwordTooShortForm: 'A senha deve ter pelo menos 6 caracteres!',

  invalidCredentials: 'Email ou senha incorretos. Verifique suas credenciais.',
  emailNotConfirmed: 'Email não confirmado. Verifique seu email para confirmar a conta.',
  tooManyAttempts: 'Muitas tentativas de login. Tente novamente em alguns minutos.',
  /** The spec's text, saying when: a lockout that ends in `seconds`. */
  loginLockedOut: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
  },
  loginFailed: 'Erro no login',
  emailTaken: 'Este email já está cadastrado. Tente fazer login ou use outro email.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres.',
  emailInvalidService: 'Email inválido. Verifique o formato do email.',
  registrationDisabled: 'Cadastro temporariamente desabilitado. Tente novamente mais tarde.',
  registrationFailed: 'Erro no cadastro',
  confirmationPending: 'Cadastro realizado! Verifique seu email para confirmar a conta antes de fazer login.',

  loginScreenFallback: 'Erro ao fazer login. Verifique suas credenciais.',
  registerScreenFallback: 'Erro ao criar conta. Tente novamente.',
  loginSuccess: 'Login realizado com sucesso!',
  registerSuccess: 'Cadastro realizado com sucesso! Redirecionando...',

  resetEmailFailed: 'Erro ao enviar email de recuperação. Tente novamente.',
  resetEmailSent: 'Email de recuperação enviado com sucesso!',
  resetTokenInvalid: 'Link de redefinição inválido ou expirado. Solicite um novo email.',
  resetLinkUsedOrExpired:
    'Este link de redefinição já foi usado ou expirou (cada link vale por 1 hora e uma única vez). Solicite um novo email.',
  resetDone: 'Senha redefinida com sucesso! Faça login com a nova senha.',
  confirmTokenInvalid: 'Link de confirmação inválido ou expirado.',
  emailConfirmed: 'Email confirmado! Você já pode fazer login.',

  logoutTitle: 'Logout realizado',
  logoutDescription: 'Você foi desconectado com sucesso.',
  unauthenticated: 'Você precisa estar logado para continuar.',
} as const;
