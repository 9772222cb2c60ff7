import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { startServer, type RunningServer } from './start-server';

/** The real server as `node dist/server/main.js` runs it in production, on a loopback port. */
describe('start-up in production (PGlite, real port)', () => {
  const lines: string[] = [];
  let running: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vtx-start-'));
    const sink = new Writable({
      write(data, _encoding, done) {
        lines.push(String(data));
        done();
      },
    });
    running = await startServer(
      parseEnv({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://vtx.example.com',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'senha-do-admin-de-teste',
        ENGINE_WORKERS: '1',
      }),
      { logDestination: sink },
    );
  }, 120_000);
  afterAll(async () => {
    await running?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const messages = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });

  // Issue 14, item 1: the log says how payments are taken.
  it('states the payment mode in the start-up log', () => {
    const mode = messages().find((entry) => entry.msg.startsWith('Payment mode:'));
    expect(mode?.msg).toMatch(/no card provider/);
    expect(mode?.level).toBe(40);
  });

  // Issue 14, item 10: without SMTP in production, say that e-mails are not delivered.
  it('warns that e-mails stay in the outbox without SMTP', () => {
    const warning = messages().find((entry) => entry.msg.startsWith('SMTP_URL is not set'));
    expect(warning?.msg).toMatch(/email_outbox/);
    expect(warning?.level).toBe(40);
  });

  it('serves HTTP on the port it reports', async () => {
    const response = await fetch(`http://127.0.0.1:${running.port}/api/health`);
    expect(response.status).toBe(200);
  });
});
