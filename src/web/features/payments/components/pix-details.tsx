import { formatBRL } from '../../../../shared/format';
import { paymentScreenTexts as t } from '../../../../shared/messages/payment-screens';
import type { PixQuote } from '../../../../shared/payments';

/** Plan name, price, plan id and reference: what support needs to match the transfer. */
export function PixDetails({ quote }: { quote: PixQuote }) {
  return (
    <section aria-labelledby="pix-details" className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
      <h3 id="pix-details" className="font-semibold">
        {t.detailsTitle}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-muted-foreground">{t.detailPlan}</dt>
        <dd className="text-right font-medium">{quote.planName}</dd>
        <dt className="text-muted-foreground">{t.detailPrice}</dt>
        <dd className="text-right font-bold tabular-nums">{formatBRL(quote.amountCents)}</dd>
        <dt className="text-muted-foreground">{t.detailPlanId}</dt>
        <dd className="text-right font-mono text-xs break-all">{quote.planType}</dd>
        <dt className="text-muted-foreground">{t.detailReference}</dt>
        <dd className="text-right font-mono text-xs break-all">{quote.reference}</dd>
      </dl>
    </section>
  );
}
