import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { describeLogDetails } from './log-details';

// SPEC.md section 9: session id 20 characters, admin id 8, details 50. The ellipsis only marks a
// cut: a value that fits is shown whole, so the reader never hunts for a missing tail.
export const truncation = { sessionId: 20, adminId: 8, details: 50 } as const;

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Details in pt-BR words (log-details.ts), cut at 50 characters; 'N/A' when there are none. */
export function detailsText(details: Record<string, unknown> | null | undefined): string {
  const text = describeLogDetails(details);
  return text ? truncate(text, truncation.details) : t.notAvailable;
}

/** Who acted: the username, else the id's first 8 characters, else 'Sistema' (no admin). */
export function adminName(log: { admin_username: string | null; admin_id: string | null }): string {
  if (log.admin_username) return log.admin_username;
  if (log.admin_id) return truncate(log.admin_id, truncation.adminId);
  return t.system;
}
