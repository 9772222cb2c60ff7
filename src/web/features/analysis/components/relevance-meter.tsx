import type { Sector } from '../../../../shared/analysis';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { cn } from '../../../lib/utils';
import { relevanceView } from '../lib/relevance';
import { toneBar, toneText } from '../lib/result-format';
import { PercentBar } from './percent-bar';

/** Share of the sector's vocabulary kinds in the text (SPEC.md section 5), with suggestions when low. */
export function RelevanceMeter({ text, sector }: { text: string; sector: Sector }) {
  const view = relevanceView(text, sector);
  if (!view) return null;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="text-muted-foreground">{t.relevance}</span>
        <span className={cn('font-semibold tabular-nums', toneText[view.tone])}>{view.score}%</span>
      </div>
      <PercentBar
        label={t.relevance}
        value={view.score}
        valueText={t.relevanceHint(view.score)}
        className="h-1.5"
        fillClassName={cn('transition-[width] duration-300', toneBar[view.tone])}
      />
      {view.suggestions.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t.suggestions}{' '}
          {view.suggestions.map((keyword, index) => (
            <span key={keyword}>
              <span className="font-medium text-foreground">{keyword}</span>
              {index < view.suggestions.length - 1 ? ', ' : '.'}
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
