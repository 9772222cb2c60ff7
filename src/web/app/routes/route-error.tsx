import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { AlertOctagonIcon, RotateCwIcon } from 'lucide-react';
import { errorTexts as t } from '../../../shared/messages/public-pages';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/page-title';
import { NotFoundRoute } from './not-found';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <main role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <PageTitle title={t.title} />
      <AlertOctagonIcon aria-hidden="true" className="size-14 text-bear" />
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      <p className="max-w-md text-muted-foreground">{t.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCwIcon />
          {t.reload}
        </Button>
        <Button asChild size="lg" variant="outline">
          {/* A full page load: the router itself may be what broke. */}
          <Link to="/" reloadDocument>
            {t.home}
          </Link>
        </Button>
      </div>
    </main>
  );
}
