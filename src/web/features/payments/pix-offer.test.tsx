import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paymentMessages as m } from '../../../shared/messages/payments';
import { paymentScreenTexts as t } from '../../../shared/messages/payment-screens';
import { plansTexts } from '../../../shared/messages/public-pages';
import type { PaymentMethods } from '../../../shared/payments';
import { paymentMethodsQueryOptions } from './api/get-payment-methods';
import { PaymentsProvider } from './components/payments-provider';
import { DashboardPlansRoute } from './routes/dashboard-plans';
import { PublicPlansRoute } from './routes/public-plans';

/**
 * The plans pages as the server's answer to GET /api/payments/methods leaves them: with PIX off
 * (production with the demo PIX receiver) no PIX button, method row or PIX-only note.
 */
function renderPage(page: ReactNode, methods: PaymentMethods): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(paymentMethodsQueryOptions().queryKey, methods);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <PaymentsProvider>{page}</PaymentsProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// React escapes text this way in markup.
const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const pixOnly = [t.payByPix, m.pixTiming, m.pixSchedule, t.cardUnavailableText, plansTexts.paymentNote];
const dashboard = <DashboardPlansRoute creditCard={<p>saldo</p>} />;

describe('plans pages with PIX off', () => {
  it('show no PIX button, PIX method or PIX note on /dashboard/planos and /planos', () => {
    for (const card of ['stripe', 'unavailable'] as const) {
      for (const page of [dashboard, <PublicPlansRoute key="public" />]) {
        const html = renderPage(page, { card, pix: false });
        for (const text of pixOnly) expect(html).not.toContain(escaped(text));
      }
    }
    expect(renderPage(<PublicPlansRoute />, { card: 'stripe', pix: false })).toContain(
      escaped(plansTexts.paymentNoteCardOnly),
    );
    expect(renderPage(dashboard, { card: 'unavailable', pix: false })).toContain(
      escaped(t.cardUnavailableAloneText),
    );
  });

  it('show them all while PIX is on', () => {
    const html = renderPage(dashboard, { card: 'unavailable', pix: true });
    for (const text of [t.payByPix, m.pixTiming, m.pixSchedule, t.cardUnavailableText]) {
      expect(html).toContain(escaped(text));
    }
    expect(renderPage(<PublicPlansRoute />, { card: 'stripe', pix: true })).toContain(
      escaped(plansTexts.paymentNote),
    );
  });
});
