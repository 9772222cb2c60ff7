import { emailLayout as layout } from '../../lib/email-layout';
import type { EmailMessage } from '../../lib/mailer';

export function passwordResetEmail(options: { to: string; name: string; link: string }): EmailMessage {
  const lines = [
    `Olá, ${options.name}!`,
    'Recebemos um pedido para redefinir a senha da sua conta VTX Análise.',
    'O link abaixo vale por 1 hora e pode ser usado uma única vez. Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  ];
  return {
    to: options.to,
    subject: 'Redefinição de senha - VTX Análise',
    kind: 'password_reset',
    link: options.link,
    text: `${lines.join('\n\n')}\n\nRedefinir senha: ${options.link}\n`,
    html: layout('Redefinir sua senha', lines, { label: 'Redefinir senha', link: options.link }),
  };
}

export function confirmationEmail(options: { to: string; name: string; link: string }): EmailMessage {
  const lines = [
    `Olá, ${options.name}!`,
    'Falta pouco: confirme seu email para ativar sua conta VTX Análise.',
    'Se você não criou esta conta, ignore este email.',
  ];
  return {
    to: options.to,
    subject: 'Confirme seu email - VTX Análise',
    kind: 'email_confirmation',
    link: options.link,
    text: `${lines.join('\n\n')}\n\nConfirmar email: ${options.link}\n`,
    html: layout('Confirme seu email', lines, { label: 'Confirmar email', link: options.link }),
  };
}

/**
 * Sent instead of a confirmation when someone registers an address that already has an account
 * (with e-mail confirmation on, the answer on screen is the same either way).
 */
export function existingAccountEmail(options: {
  to: string;
  name: string;
  loginLink: string;
  resetLink: string;
}): EmailMessage {
  const lines = [
    `Olá, ${options.name}!`,
    'Alguém tentou criar uma nova conta VTX Análise com este email, que já tem uma conta.',
    `Se foi você, entre com sua senha. Esqueceu? Peça um novo link em ${options.resetLink}. Se não foi você, ignore este email: nada mudou na sua conta.`,
  ];
  return {
    to: options.to,
    subject: 'Você já tem uma conta - VTX Análise',
    kind: 'existing_account',
    link: options.loginLink,
    text: `${lines.join('\n\n')}\n\nEntrar: ${options.loginLink}\n`,
    html: layout('Você já tem uma conta', lines, { label: 'Entrar', link: options.loginLink }),
  };
}
