import {
  CoinsIcon,
  CrownIcon,
  LogInIcon,
  LogOutIcon,
  SettingsIcon,
  ShieldAlertIcon,
  ShieldXIcon,
  WalletIcon,
  type LucideIcon,
  ActivityIcon,
} from 'lucide-react';
import { cn } from '../../../lib/utils';
import { actionLabel, actionTone, type ActionTone } from '../lib/log-action';

const icons: Record<string, LucideIcon> = {
  login: LogInIcon,
  failed_login: ShieldAlertIcon,
  logout: LogOutIcon,
  add_credits: CoinsIcon,
  change_plan: CrownIcon,
  confirm_pix: WalletIcon,
  reject_pix: ShieldXIcon,
  settings_update: SettingsIcon,
  block_user: ShieldXIcon,
};

const toneClasses: Record<ActionTone, string> = {
  green: 'bg-bull/15 text-bull',
  blue: 'bg-sky-500/15 text-sky-600 dark:text-sky-400',
  red: 'bg-bear/15 text-bear',
  grey: 'bg-muted text-muted-foreground',
};

/** Icon and name of a logged action, coloured as SPEC.md section 4 says. */
export function LogActionLabel({ action }: { action: string }) {
  const Icon = icons[action.toLowerCase()] ?? ActivityIcon;
  return (
    <span
      data-tone={actionTone(action)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap',
        toneClasses[actionTone(action)],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {actionLabel(action)}
    </span>
  );
}
