import { ChevronDownIcon, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

export interface MenuChoice<V> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** An outlined button that drops down a headed list of choices; picking one calls `onChoose`. */
export function ChoiceMenu<V extends string | number>({
  icon: Icon,
  iconClassName,
  label,
  heading,
  size,
  disabled,
  choices,
  onChoose,
}: {
  icon: LucideIcon;
  iconClassName: string;
  label: string;
  heading: string;
  size: 'sm' | 'default';
  disabled: boolean;
  choices: readonly MenuChoice<V>[];
  onChoose: (value: V) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size={size} disabled={disabled}>
          <Icon aria-hidden="true" className={iconClassName} />
          {label}
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{heading}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {choices.map((choice) => (
          <DropdownMenuItem
            key={choice.value}
            disabled={choice.disabled}
            onSelect={() => onChoose(choice.value)}
          >
            {choice.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
