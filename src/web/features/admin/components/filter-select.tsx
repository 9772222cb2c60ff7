import { useId } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { Label } from '../../../components/ui/label';

// A native <select>: keyboard, screen readers and the phone's own picker work without extra code.
export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-background/70 pr-10 pl-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/60 md:text-sm"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
      </div>
    </div>
  );
}

/** A list's filters, declared as a list: each a select bound to one key of the filter state. */
export type FilterFields<K extends string> = readonly {
  name: K;
  label: string;
  options: readonly { value: string; label: string }[];
}[];

export function FilterSelects<K extends string>({
  fields,
  values,
  onChange,
}: {
  fields: FilterFields<K>;
  values: Record<K, string>;
  onChange: (name: K) => (value: string) => void;
}) {
  return fields.map((field) => (
    <FilterSelect
      key={field.name}
      label={field.label}
      value={values[field.name]}
      options={field.options}
      onChange={onChange(field.name)}
    />
  ));
}
