import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2ePort } from '../playwright.config';
import { startMailCatcher } from './support/mail-catcher';
import { mailLogPath, serverLogPath, e2eAdminPassword } from './support/server';

/** Builds the app once and starts it as `npm start` would, on a fresh PGlite data directory. */
export default async function globalSetup() {
  const { execSync } = await import('node:child_process');
  if (!process.env.E2E_SKIP_BUILD) execSync('npm run build', { stdio: 'inherit' });
  mkdirSync('e2e/artifacts', { recursive: true });
  // E2E_DIST_DIR: run a private copy of the build, so another suite's rebuild cannot swap files
  // under this server. Keep it below the repository so packages still resolve from node_modules.
  const distDir = process.env.E2E_DIST_DIR ?? 'dist';
  if (distDir !== 'dist') {
    rmSync(distDir, { recursive: true, force: true });
    cpSync('dist', distDir, { recursive: true });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vtx-e2e-'));
  const log = openSync(serverLogPath, 'w');
  const mail = await startMailCatcher(mailLogPath);
  const child = spawn(process.execPath, [join(distDir, 'server/main.js')], {
    env: {
      ...process.env,
      PORT: String(e2ePort),
      PUBLIC_URL: `http://localhost:${e2ePort}`,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: e2eAdminPassword,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // Every spec signs up and browses from 127.0.0.1: one address for dozens of "people".
      ADDRESS_LIMIT_FACTOR: '50',
      // The payment specs buy through the sandbox checkout (a staging setup).
      PAYMENT_PROVIDER: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      // E-mails go over SMTP to a local catcher that writes them to a file the specs read.
      SMTP_URL: mail.url,
    },
    stdio: ['ignore', log, log],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early; see ${serverLogPath}`);
    try {
      const response = await fetch(`http://localhost:${e2ePort}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start; see ${serverLogPath}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    await mail.close();
  };
}
