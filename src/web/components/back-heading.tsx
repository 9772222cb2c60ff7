import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { Button } from './ui/button';

/** A dashboard sub-page's heading: 'Voltar' to /dashboard, the title, and an optional line under it. */
export function BackHeading({ back, title, text }: { back: string; title: string; text?: ReactNode }) {
  const heading = (
    <div className="flex flex-wrap items-center gap-3">
      <Button asChild variant="ghost" className="px-3">
        <Link to="/dashboard">
          <ArrowLeftIcon aria-hidden="true" />
          {back}
        </Link>
      </Button>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
    </div>
  );
  if (text === undefined) return heading;
  return (
    <div className="grid gap-2">
      {heading}
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
}
