import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './database';
import { createMailer } from './mailer';

describe('mailer', () => {
  let database: DatabaseHandle;
  let smtp: SMTPServer;
  const received: Array<{ to: string; data: string }> = [];
  let port = 0;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database?.close();
  });

  const message = {
    to: 'cliente@example.com',
    subject: 'Redefinição de senha - VTX Análise',
    text: 'Olá! Link: http://localhost/reset',
    html: '<p>Olá!</p>',
    kind: 'password_reset',
  };

  it('delivers over SMTP and records the delivery', async () => {
    const mailer = createMailer({
      db: database.db,
      logger: pino({ level: 'silent' }),
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'VTX <nao-responda@vtx.test>',
      logLinks: false,
    });
    expect(mailer.mode).toBe('smtp');
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe('cliente@example.com');
    expect(received[0]!.data).toContain('Subject: =?UTF-8?');
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.at(-1)).toMatchObject({ status: 'sent', kind: 'password_reset' });
  });

  it('without SMTP stores the message in the outbox', async () => {
    const mailer = createMailer({
      db: database.db,
      logger: pino({ level: 'silent' }),
      from: 'VTX <x@y.z>',
      logLinks: true,
    });
    expect(mailer.mode).toBe('outbox');
    await mailer.send({ ...message, to: 'outro@example.com' });
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.at(-1)).toMatchObject({ status: 'stored', toAddress: 'outro@example.com' });
  });

  it('records a failed delivery and reports it', async () => {
    const mailer = createMailer({
      db: database.db,
      logger: pino({ level: 'silent' }),
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'VTX <x@y.z>',
      logLinks: false,
    });
    await expect(mailer.send({ ...message, to: 'falha@example.com' })).rejects.toThrow();
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.at(-1)).toMatchObject({ status: 'failed', toAddress: 'falha@example.com' });
  });
});
