import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/**
 * A signed-in page's heading: the tab's title, the h1 and a line under it. `documentTitle` names
 * the tab when the h1 is personal (the dashboard's greeting).
 */
export function PageHeader({
  title,
  description,
  documentTitle = title,
}: {
  title: string;
  description: ReactNode;
  documentTitle?: string;
}) {
  return (
    <div className="grid gap-1">
      <PageTitle title={documentTitle} />
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
    </div>
  );
}
