import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAnalysis } from '../features/analysis/test-support';
import { registerUser } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, testDatabaseKinds } from '../test/test-database';
import { exportDatabase, restoreDatabase, BackupMismatchError } from './backup';
import type { DatabaseHandle } from './database';

describe.each(testDatabaseKinds)('backup and restore on %s', (kind) => {
  let app: TestApp;
  let target: DatabaseHandle;
  beforeAll(async () => {
    app = await createTestApp(kind);
    target = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await app?.close();
    await target?.close();
  });

  it('round-trips every table, images and ledger included, into a fresh database', async () => {
    const { client } = await registerUser(app);
    expect((await postAnalysis(client)).statusCode).toBe(200);
    const { sessionId } = (await client.post('/api/checkout', { planType: 'vtx_100_credits' })).json();
    await client.post(`/api/sandbox-checkout/${sessionId}/pay`);

    const original = await exportDatabase(app.db);
    expect(original.tables.user!.length).toBeGreaterThanOrEqual(2);
    expect(original.tables.analysis_history!.length).toBe(1);

    const counts = await restoreDatabase(target.db, JSON.parse(JSON.stringify(original)));
    expect(counts.credit_transactions).toBe(original.tables.credit_transactions!.length);
    const copy = await exportDatabase(target.db);
    expect(copy.tables).toEqual(original.tables);
  });

  it('puts a database back as it was, all or nothing', async () => {
    const before = await exportDatabase(app.db);
    await registerUser(app);
    await restoreDatabase(app.db, before);
    expect((await exportDatabase(app.db)).tables.user).toEqual(before.tables.user);

    const broken = { ...before, tables: { ...before.tables, credit_transactions: [{ id: 'not-a-uuid' }] } };
    await expect(restoreDatabase(app.db, broken)).rejects.toThrow();
    expect((await exportDatabase(app.db)).tables.user).toEqual(before.tables.user);
    await expect(restoreDatabase(app.db, { ...before, migrations: 1 })).rejects.toBeInstanceOf(
      BackupMismatchError,
    );
  });
});
