import { resultsTexts as t } from '../../../../shared/messages/results-screens';
import { useAdminResults } from '../api/results-api';
import { HitRateFigure } from './hit-rate';

/** The admin overview's verification figures: hit rate, n, and the share of calls verified at all. */
export function AdminResultsCard() {
  const figures = useAdminResults();
  if (!figures.data) return null;
  const d = figures.data;
  return (
    <section className="grid content-start gap-2 rounded-lg border bg-card p-4">
      <h2 className="text-sm font-semibold">{t.adminTitle}</h2>
      <HitRateFigure rate={d.total} />
      <p className="text-xs text-muted-foreground">
        {t.adminShare(d.callsVerified, d.callsMade)}
        {d.shareVerified !== null ? ` (${d.shareVerified} %)` : ''} · {t.users(d.users, d.userCap)}
      </p>
    </section>
  );
}
