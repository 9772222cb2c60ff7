import { readFileSync } from 'node:fs';

export const serverLogPath = process.env.E2E_PORT
  ? `e2e/artifacts/server-${process.env.E2E_PORT}.log`
  : 'e2e/artifacts/server.log';
export const e2eAdminPassword = 'e2e-admin-password';

export const mailLogPath = process.env.E2E_PORT
  ? `e2e/artifacts/mail-${process.env.E2E_PORT}.jsonl`
  : 'e2e/artifacts/mail.jsonl';

// The text before each link in the e-mails of src/server/features/auth/auth-emails.ts.
const linkLabels: Record<string, string> = {
  password_reset: 'Redefinir senha',
  email_confirmation: 'Confirmar email',
};

/**
 * The e2e server delivers its e-mails over SMTP to the catcher of global-setup.ts, which writes
 * them to mailLogPath. Waits for the newest link of `kind` sent to `to`.
 */
export async function waitForEmailLink(to: string, kind: string, timeoutMs = 10_000): Promise<string> {
  const label = linkLabels[kind];
  if (!label) throw new Error(`no link label known for ${kind} e-mails`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = readFileSync(mailLogPath, 'utf8').split('\n').filter(Boolean).reverse();
    for (const line of lines) {
      const mail = JSON.parse(line) as { to: string; text: string };
      const link = mail.to === to ? new RegExp(`${label}: (\\S+)`).exec(mail.text)?.[1] : undefined;
      if (link) return link;
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} e-mail for ${to} in ${mailLogPath}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;
}
