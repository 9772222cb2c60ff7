import { useState } from 'react';
import { RotateCwIcon, WrenchIcon } from 'lucide-react';
import { siteStatusTexts as t } from '../../../shared/messages/site-status';
import { Logo } from '../../components/brand/logo';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { PageTitle } from '../../components/page-title';

/** Full page, in place of the app, while Modo de Manutenção is on. */
export function MaintenanceScreen({ onRetry }: { onRetry: () => Promise<boolean> }) {
  const [checking, setChecking] = useState(false);
  const [stillDown, setStillDown] = useState(false);

  const retry = async () => {
    setChecking(true);
    const back = await onRetry();
    setChecking(false);
    setStillDown(!back);
  };

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center">
      <PageTitle title={t.pageTitle} />
      <Logo />
      <div className="grid size-20 place-items-center rounded-full bg-gold/15">
        <WrenchIcon aria-hidden="true" className="size-10 text-gold" />
      </div>
      <div className="grid max-w-md gap-2">
        <h1 className="text-2xl font-bold">{t.heading}</h1>
        <p className="text-muted-foreground">{t.text}</p>
      </div>
      <Button size="lg" onClick={() => void retry()} disabled={checking}>
        {checking ? <Spinner /> : <RotateCwIcon />}
        {checking ? t.checking : t.retry}
      </Button>
      <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {stillDown && !checking ? t.stillDown : ''}
      </p>
    </main>
  );
}
