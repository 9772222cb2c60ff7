import type { Me } from '../../../shared/auth';
import type { UserRow } from '../../db/schema';
import { isLicenceActive } from '../credits';

/** The signed-in user as the API shows it (never the password, role or ban fields). */
export function toMe(row: UserRow, now = new Date()): Me {
  const kind = row.licenceKind === 'annual' || row.licenceKind === 'lifetime' ? row.licenceKind : null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    plan: row.plan,
    credits: row.credits,
    analysisCount: row.analysisCount,
    licence: {
      kind,
      expiresAt: row.licenceExpiresAt ? row.licenceExpiresAt.toISOString() : null,
      active: isLicenceActive(row, now),
    },
    createdAt: row.createdAt.toISOString(),
  };
}
