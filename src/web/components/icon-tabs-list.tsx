import type { LucideIcon } from 'lucide-react';
import { TabsList, TabsTrigger } from './ui/tabs';

export interface IconTab {
  value: string;
  icon: LucideIcon;
  label: string;
}

/** A history page's tabs: icon and label, full width on a phone, as wide as needed above. */
export function IconTabsList({ tabs }: { tabs: readonly IconTab[] }) {
  return (
    <TabsList className="w-full sm:w-fit">
      {tabs.map(({ value, icon: Icon, label }) => (
        <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}
