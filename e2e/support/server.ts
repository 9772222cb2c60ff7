import { readFileSync } from 'node:fs';

export const serverLogPath = process.env.E2E_PORT
  ? `e2e/artifacts/server-${process.env.E2E_PORT}.log`
  : 'e2e/artifacts/server.log';
export const e2eAdminPassword = 'e2e-admin-password';

/**
 * Without SMTP the server stores e-mails in its outbox and prints each link in the log: exactly
 * what an operator on a fresh machine would read. Waits for the newest link of `kind` sent to `to`.
 */
export async function waitForEmailLink(to: string, kind: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = readFileSync(serverLogPath, 'utf8').split('\n').reverse();
    for (const line of lines) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { kind?: string; to?: string; link?: string };
      if (entry.kind === kind && entry.to === to && entry.link) return entry.link;
    }
    if (Date.now() > deadline) throw new Error(`no ${kind} e-mail for ${to} in ${serverLogPath}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;
}
