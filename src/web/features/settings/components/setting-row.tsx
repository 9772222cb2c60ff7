import { useState, type ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';

/** A labelled switch whose whole row is the touch target (≥ 44 px high). */
export function SwitchRow({
  id,
  label,
  description,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-14 cursor-pointer items-center justify-between gap-4 rounded-lg border bg-background/40 px-4 py-3"
    >
      <span className="grid gap-0.5">
        <span className="font-medium">{label}</span>
        <span className="text-sm text-muted-foreground">{description}</span>
      </span>
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
    </label>
  );
}

/** A set of mutually exclusive choices as large radio pills (friendlier than a select on phones). */
export function ChoiceGroup<T extends string>({
  name,
  label,
  description,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  description?: ReactNode;
  value: T;
  options: { value: T; label: string; icon?: ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-medium">{label}</legend>
      {description ? <p className="-mt-1 mb-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-4 text-sm font-medium transition-colors has-[:checked]:border-primary has-[:checked]:bg-primary/15 has-[:checked]:text-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring hover:bg-accent"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A labelled number the trader types in pt-BR ("1,5"): the value changes only when the text
 * parses and passes `check`; otherwise the row says what is wrong and keeps the last good value.
 */
export function NumberRow({
  id,
  label,
  description,
  value,
  check,
  onChange,
  step = 'any',
  min,
  max,
}: {
  id: string;
  label: string;
  description: string;
  value: number;
  /** null when the number is fine, else the pt-BR message */
  check: (value: number) => string | null;
  onChange: (value: number) => void;
  step?: number | 'any';
  min?: number;
  max?: number;
}) {
  const [text, setText] = useState(() => formatNumber(value));
  const [error, setError] = useState<string | null>(null);
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <p className="-mt-1 text-sm text-muted-foreground">{description}</p>
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        step={step}
        min={min}
        max={max}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="max-w-48 tabular-nums"
        onChange={(event) => {
          setText(event.target.value);
          const parsed = Number(event.target.value.trim().replace(/\./g, '').replace(',', '.'));
          const problem =
            event.target.value.trim() === '' || Number.isNaN(parsed) ? check(NaN) : check(parsed);
          setError(problem);
          if (!problem) onChange(parsed);
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function formatNumber(value: number): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, useGrouping: false }).format(value);
}
