import type { ChartAnalysis } from '../../../../shared/analysis';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { cn } from '../../../lib/utils';
import { ResultPanel } from './result-panel';

const voteColour = (vote: number) =>
  vote > 0.05 ? 'text-bull' : vote < -0.05 ? 'text-bear' : 'text-muted-foreground';

/** The rule that decided and the evidence groups, one vote each. */
export function ResultEvidence({ result }: { result: ChartAnalysis }) {
  const a = result.avaliacao;
  if (!a) return null;
  return (
    <ResultPanel id="evidence" title={t.evidenceTitle}>
      <p className="text-sm">
        <span className="text-muted-foreground">{t.ruleTitle}: </span>
        <span className="font-medium">{a.motivo}</span>
      </p>
      <ul className="grid gap-2">
        {a.grupos.map((g) => (
          <li key={g.nome} className="grid gap-0.5 rounded-md bg-muted/50 p-2.5 text-sm">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{g.nome}</span>
              <span className={cn('text-xs font-semibold', voteColour(g.voto))}>{t.groupVote(g.voto)}</span>
            </p>
            <p className="text-xs text-muted-foreground">{g.itens.join(' · ')}</p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t.evidenceNote}</p>
    </ResultPanel>
  );
}
