import { adminLogs } from '../../db/schema';
import type { Executor } from '../../lib/database';

export type AdminAction =
  | 'login'
  | 'failed_login'
  | 'logout'
  | 'add_credits'
  | 'change_plan'
  | 'confirm_pix'
  | 'reject_pix'
  | 'settings_update';

/** Records an admin action; pass the transaction so the log lands with the change it describes. */
export async function recordAdminAction(
  db: Executor,
  entry: {
    action: AdminAction;
    adminId: string | null;
    ip: string | null;
    targetUserId?: string | null;
    details?: object;
  },
): Promise<void> {
  await db.insert(adminLogs).values({
    action: entry.action,
    adminId: entry.adminId,
    ipAddress: entry.ip,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
  });
}
