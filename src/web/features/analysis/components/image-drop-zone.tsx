import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { ImageUpIcon, RefreshCwIcon, Trash2Icon } from 'lucide-react';
import { analysisScreenTexts as t } from '../../../../shared/messages/analysis-screens';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import type { ImageState } from '../hooks/use-image-upload';
import { acceptAttribute, formatBytes } from '../lib/image-file';

/** 'Trocar' and 'Remover' under the preview: short text, the full action for screen readers. */
function ImageAction(props: {
  variant: 'outline' | 'ghost';
  onClick: () => void;
  disabled?: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant={props.variant}
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.label}
      className="flex-1 px-3"
    >
      {props.children}
    </Button>
  );
}

/**
 * The drop area is a real button (Enter/Space open the picker); dropping works on the whole
 * zone in every state, so a new screenshot can replace the current one by dragging too.
 */
export function ImageDropZone({
  image,
  disabled,
  onFile,
  onRemove,
}: {
  image: ImageState;
  disabled: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const openPicker = () => input.current?.click();

  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      // Where the shell's skip link lands (issue 26, item 9).
      data-skip-target
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'grid gap-3 rounded-lg transition-shadow',
        dragging && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
      )}
    >
      <input
        ref={input}
        type="file"
        accept={acceptAttribute}
        aria-label={t.fileInputLabel}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      {image.status === 'loaded' ? (
        <figure className="grid gap-3">
          <div className="overflow-hidden rounded-lg border bg-muted/40">
            <img
              src={image.previewUrl}
              alt={t.previewAlt}
              className="mx-auto max-h-72 w-full object-contain"
            />
          </div>
          <figcaption className="flex min-w-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-muted-foreground">
            <span className="min-w-0 truncate font-medium text-foreground">{image.file.name}</span>
            <span className="tabular-nums">
              {image.optimized
                ? t.optimizedNote(formatBytes(image.originalBytes), formatBytes(image.file.size))
                : formatBytes(image.file.size)}
            </span>
          </figcaption>
          <div className="flex flex-wrap gap-2">
            <ImageAction variant="outline" onClick={openPicker} disabled={disabled} label={t.replaceImage}>
              <RefreshCwIcon aria-hidden="true" />
              {t.replaceShort}
            </ImageAction>
            <ImageAction variant="ghost" onClick={onRemove} disabled={disabled} label={t.removeImage}>
              <Trash2Icon aria-hidden="true" />
              {t.removeShort}
            </ImageAction>
          </div>
        </figure>
      ) : (
        <button
          type="button"
          onClick={openPicker}
          disabled={disabled || image.status === 'optimizing'}
          aria-describedby={hintId}
          className={cn(
            'flex min-h-52 w-full cursor-pointer flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-input bg-muted/30 p-6 text-center transition-colors hover:border-primary/60 hover:bg-primary/5 disabled:cursor-default',
            dragging && 'border-primary bg-primary/10',
          )}
        >
          {image.status === 'optimizing' ? (
            <>
              <Spinner className="size-8 text-primary" />
              <span className="font-medium" role="status">
                {t.optimizing}
              </span>
            </>
          ) : (
            <>
              <span className="grid size-14 place-items-center rounded-full bg-primary/15 text-primary">
                <ImageUpIcon aria-hidden="true" className="size-7" />
              </span>
              <span className="font-semibold">{dragging ? t.dropActive : t.dropIdle}</span>
              <span id={hintId} className="text-sm text-muted-foreground">
                {t.dropFormats}
              </span>
            </>
          )}
        </button>
      )}
    </div>
  );
}
