import type { ReactNode } from 'react';
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
