import type { SystemSettings } from '../../../shared/settings';
import type { Database } from '../../lib/database';
import { getSystemSettings, saveSystemSettings } from '../settings';
import { recordAdminAction } from './admin-log';

/** 'Salvar Configurações': persists and logs what changed (old → new per field). */
export async function updateSettingsAsAdmin(
  db: Database,
  options: { settings: SystemSettings; adminId: string; ip: string },
): Promise<SystemSettings> {
  return db.transaction(async (tx) => {
    const before = await getSystemSettings(tx);
    const saved = await saveSystemSettings(tx, { settings: options.settings, updatedBy: options.adminId });
    const changes = Object.fromEntries(
      (Object.keys(saved) as Array<keyof SystemSettings>)
        .filter((key) => before[key] !== saved[key])
        .map((key) => [key, { from: before[key], to: saved[key] }]),
    );
    await recordAdminAction(tx, {
      action: 'settings_update',
      adminId: options.adminId,
      ip: options.ip,
      details: { changes },
    });
    return saved;
  });
}
