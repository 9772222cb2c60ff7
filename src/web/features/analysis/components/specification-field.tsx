import { useEffect, useId, useState } from 'react';
import type { Sector } from '../../../../shared/analysis';
import { maxSpecificationChars } from '../../../../shared/analyses';
import { analysisMessages as m } from '../../../../shared/messages/analysis';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/utils';
import { readSpecification, specificationSaveDelayMs, writeSpecification } from '../lib/saved-specification';
import { countWords, limitSpecification, wordWarningAbove } from '../lib/specification';
import { RelevanceMeter } from './relevance-meter';

function storage() {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The saved text of this sector, kept in localStorage 300 ms after the last keystroke. */
export function useSavedSpecification(sector: Sector) {
  const [text, setText] = useState(() => readSpecification(storage(), sector));
  useEffect(() => {
    const timer = window.setTimeout(
      () => writeSpecification(storage(), sector, text),
      specificationSaveDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [sector, text]);
  return [text, setText] as const;
}

export function SpecificationField({
  sector,
  value,
  onChange,
  disabled,
}: {
  sector: Sector;
  value: string;
  onChange: (text: string) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [wordLimitHit, setWordLimitHit] = useState(false);
  const words = countWords(value);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t.specLabel}</Label>
      <textarea
        id={id}
        value={value}
        disabled={disabled}
        maxLength={maxSpecificationChars}
        rows={4}
        placeholder={t.specPlaceholder}
        aria-invalid={wordLimitHit || undefined}
        aria-describedby={`${id}-counter${wordLimitHit ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          const limited = limitSpecification(event.target.value);
          setWordLimitHit(limited.tooManyWords);
          onChange(limited.text);
        }}
        className="min-h-28 w-full resize-y rounded-md border border-input bg-background/70 px-3 py-2 text-base shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/60 disabled:opacity-60 aria-invalid:border-destructive md:text-sm"
      />
      <div id={`${id}-counter`} className="flex items-center justify-between gap-2 text-xs tabular-nums">
        <span className={cn('text-muted-foreground', words > wordWarningAbove && 'font-semibold text-bear')}>
          {t.wordCount(words)}
        </span>
        <span className="text-muted-foreground">{t.charCount(value.length)}</span>
      </div>
      {wordLimitHit ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {m.tooManyWords}
        </p>
      ) : null}
      <RelevanceMeter text={value} sector={sector} />
    </div>
  );
}
