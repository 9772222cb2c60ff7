import { Link } from 'react-router';
import { notFoundTexts as t } from '../../../shared/messages/public-pages';
import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/page-title';

export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <PageTitle title={t.title} />
      <p className="bg-gradient-to-br from-primary to-sky-400 bg-clip-text text-8xl font-black tracking-tighter text-transparent">
        {t.code}
      </p>
      <h1 className="text-xl font-semibold">{t.heading}</h1>
      <Button asChild size="lg">
        <Link to="/">{t.back}</Link>
      </Button>
    </main>
  );
}
