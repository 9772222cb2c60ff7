import { useId, useRef, useState } from 'react';
import { ImagePlusIcon, XIcon } from 'lucide-react';
import { planScreenTexts as t } from '../../../../shared/messages/plan-screens';
import { Button } from '../../../components/ui/button';
import { acceptAttribute, formatBytes, imageFileError } from '../lib/image-file';

/**
 * The optional second print (issue 22): the same asset on a higher timeframe, whose trend and
 * levels join the evidence. Sent as it is: the server checks its bytes like the chart's.
 */
export function HigherPrintField({
  file,
  onFile,
  disabled,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  return (
    <div className="grid gap-1.5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptAttribute}
          className="sr-only"
          aria-label={t.higherLabel}
          disabled={disabled}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!picked) return;
            const problem = imageFileError(picked);
            setError(problem);
            if (!problem) onFile(picked);
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <ImagePlusIcon aria-hidden="true" />
          {file ? t.higherChange : t.higherAdd}
        </Button>
        {file ? (
          <span className="flex min-w-0 items-center gap-1 text-muted-foreground">
            <span className="truncate" data-testid="higher-print-name">
              {file.name} · {formatBytes(file.size)}
            </span>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              aria-label={t.higherRemove}
              title={t.higherRemove}
              onClick={() => onFile(null)}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </span>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">{t.higherHint}</p>
      )}
    </div>
  );
}
