import type { ServerMode } from '../../../../shared/admin';
import { adminScreenTexts as t } from '../../../../shared/messages/admin-screens';
import { Badge } from '../../../components/ui/badge';

/**
 * How the server runs, under the overview's title: a server that is not in production, or that
 * takes test cards, says so where the administrator looks first.
 */
export function ServerModeBadges({ mode }: { mode: ServerMode }) {
  const live = mode.environment === 'production';
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={t.modeLabel} data-testid="server-mode">
      <Badge variant={live ? 'bull' : 'bear'}>{t.environmentNames[mode.environment]}</Badge>
      <Badge variant={mode.card === 'sandbox' ? 'bear' : 'outline'}>{t.cardModes[mode.card]}</Badge>
      <Badge variant={mode.pix ? 'outline' : 'bear'}>{t.pixMode(mode.pix)}</Badge>
    </div>
  );
}
