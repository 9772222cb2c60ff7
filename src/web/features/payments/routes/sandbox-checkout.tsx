import { useParams } from 'react-router';
import { FlaskConicalIcon, LockIcon } from 'lucide-react';
import { formatBRL } from '../../../../shared/format';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import { Logo } from '../../../components/brand/logo';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSandboxCheckout } from '../api/get-sandbox-checkout';
import { SandboxCardForm } from '../components/sandbox-card-form';

/**
 * /checkout/sandbox/:id — the default card provider's hosted page. It stands in for Stripe's, so
 * it lives outside the app shell and says loudly that nothing is charged.
 */
export function SandboxCheckoutRoute() {
  const { id = '' } = useParams();
  const checkout = useSandboxCheckout(id);

  return (
    <div className="min-h-dvh bg-muted/30">
      <PageTitle title={t.sandboxTitle} />
      <div
        role="note"
        className="flex items-start justify-center gap-2 bg-amber-400 px-4 py-3 text-center text-sm font-semibold text-black"
      >
        <FlaskConicalIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t.sandboxBanner}
          <span className="block font-normal sm:inline sm:before:content-['_·_']">{t.sandboxBannerText}</span>
        </span>
      </div>
      <main className="mx-auto grid w-full max-w-md gap-6 px-4 py-8">
        <div className="flex items-center justify-between gap-2">
          <Logo />
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <LockIcon aria-hidden="true" className="size-3.5" />
            {t.sandboxTitle}
          </span>
        </div>
        <h1 className="sr-only">{t.sandboxTitle}</h1>
        {checkout.isPending ? (
          <Skeleton className="h-96 w-full rounded-xl" />
        ) : checkout.isError ? (
          <p role="alert" className="rounded-xl border bg-card p-6 text-center">
            {t.sandboxNotFound}
          </p>
        ) : (
          <section
            aria-label={t.sandboxProduct}
            className="grid gap-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
          >
            <div className="grid gap-1">
              <p className="text-sm text-muted-foreground">{t.sandboxProduct}</p>
              <p className="text-lg font-semibold">{checkout.data.description}</p>
              <p className="text-3xl font-black tabular-nums">{formatBRL(checkout.data.amountCents)}</p>
            </div>
            <SandboxCardForm checkout={checkout.data} />
          </section>
        )}
      </main>
    </div>
  );
}
