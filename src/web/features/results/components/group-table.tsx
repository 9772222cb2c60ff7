import type { ScoreboardGroup } from '../../../../shared/verification';
import { resultsTexts as t } from '../../../../shared/messages/results-screens';

const pct = (x: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(x);

/** One grouping of the scoreboard (by sector, rule, timeframe or broker) as a small table. */
export function GroupTable({ title, groups }: { title: string; groups: ScoreboardGroup[] }) {
  return (
    <section className="grid content-start gap-2 rounded-lg border bg-card p-4">
      <h2 className="text-sm font-semibold">{title}</h2>
      {groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noOutcomes}</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th className="py-1 font-medium">{t.group}</th>
              <th className="py-1 text-right font-medium">{t.hitRate}</th>
              <th className="hidden py-1 text-right font-medium sm:table-cell">90 %</th>
              <th className="py-1 text-right font-medium">n</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.key} className="border-t">
                <td className="max-w-[10rem] truncate py-1.5" title={g.label}>
                  {g.label}
                </td>
                <td className="py-1.5 text-right font-semibold tabular-nums">
                  {g.rate === null ? '–' : `${pct(g.rate)} %`}
                </td>
                <td className="hidden py-1.5 text-right text-xs text-muted-foreground tabular-nums sm:table-cell">
                  {g.interval ? `${pct(g.interval[0])}–${pct(g.interval[1])} %` : '–'}
                </td>
                <td className="py-1.5 text-right tabular-nums">{pct(g.n)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
