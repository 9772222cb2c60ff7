import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { maintenanceStore, setMaintenance } from './maintenance';
import { createQueryClient } from './query-client';

const maintenance = new ApiError({
  status: 503,
  code: 'MAINTENANCE',
  message: 'Sistema em manutenção. Tente novamente em alguns minutos.',
  fromServer: true,
});

describe('maintenance through the central error handling', () => {
  afterEach(() => setMaintenance(false));

  it('a query answered 503 MAINTENANCE switches the app to the maintenance screen, without retrying', async () => {
    const client = createQueryClient();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => {
          calls += 1;
          throw maintenance;
        },
        retry: client.getDefaultOptions().queries?.retry,
      })
      .catch(() => undefined);
    expect(maintenanceStore.get()).toBe(true);
    expect(calls).toBe(1);
  });

  it('a mutation answered 503 MAINTENANCE does too; other errors do not', async () => {
    const client = createQueryClient();
    const run = (error: Error) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(error) })
        .execute(undefined)
        .catch(() => undefined);
    await run(new ApiError({ status: 500, code: 'INTERNAL', message: 'x', fromServer: true }));
    expect(maintenanceStore.get()).toBe(false);
    await run(maintenance);
    expect(maintenanceStore.get()).toBe(true);
  });

  it('notifies subscribers once per change', () => {
    let notified = 0;
    const off = maintenanceStore.subscribe(() => (notified += 1));
    setMaintenance(true);
    setMaintenance(true);
    setMaintenance(false);
    off();
    expect(notified).toBe(2);
  });
});
