import type { EmailMessage } from '../../lib/mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], action: { label: string; link: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`).join('');
  return `<!doctype html><html lang="pt-BR"><body style="margin:0;background:#0b1120;font-family:Arial,sans-serif;color:#e2e8f0">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#111827;border-radius:12px;padding:32px">
<tr><td><h1 style="margin:0 0 24px;font-size:22px;color:#22c55e">VTX Análise</h1>
<h2 style="margin:0 0 16px;font-size:18px;color:#f8fafc">${escapeHtml(title)}</h2>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.link)}" style="background:#16a34a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:12px;color:#94a3b8;word-break:break-all">Se o botão não funcionar, copie e cole este endereço no navegador: ${escapeHtml(action.link)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

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
