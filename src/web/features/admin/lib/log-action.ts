import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';

export type ActionTone = 'green' | 'blue' | 'red' | 'grey';

// SPEC.md section 4: login green, add_credits blue, block_user red, others grey, compared without
// case. failed_login is red too: a refused sign-in is what an administrator scans the log for.
const tones: Record<string, ActionTone> = {
  login: 'green',
  add_credits: 'blue',
  block_user: 'red',
  failed_login: 'red',
};

export function actionTone(action: string): ActionTone {
  return tones[action.toLowerCase()] ?? 'grey';
}

export function actionLabel(action: string): string {
  return t.actionLabels[action.toLowerCase()] ?? action;
}

/** The actions the server records (filter menu), in the order an admin thinks of them. */
export const logActions = [
  'login',
  'failed_login',
  'logout',
  'add_credits',
  'change_plan',
  'confirm_pix',
  'reject_pix',
  'settings_update',
] as const;
