import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  amount_total: number;
  currency: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
}

/**
 * A local HTTP server answering the two Stripe API calls we make, in Stripe's wire format
 * (form-encoded requests, JSON answers, bearer key), so the official SDK can be tested offline.
 */
export async function startFakeStripe(): Promise<{
  port: number;
  sessions: Map<string, FakeCheckoutSession>;
  close(): Promise<void>;
}> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const byIdempotencyKey = new Map<string, FakeCheckoutSession>();
  let counter = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
        res.end(JSON.stringify(body));
      };
      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        if (idempotencyKey && byIdempotencyKey.has(idempotencyKey))
          return send(200, byIdempotencyKey.get(idempotencyKey));
        const form = new URLSearchParams(raw);
        counter += 1;
        const id = `cs_test_${counter.toString().padStart(6, '0')}`;
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const session: FakeCheckoutSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${id}`,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('currency') ?? 'usd',
          payment_status: 'unpaid',
          status: 'open',
          metadata,
          client_reference_id: form.get('client_reference_id'),
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
        return send(200, session);
      }
      if (req.method === 'GET' && req.url === '/v1/balance') {
        return send(200, {
          object: 'balance',
          available: [{ amount: 0, currency: 'brl' }],
          pending: [],
          livemode: false,
        });
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.url ?? '');
      if (req.method === 'GET' && retrieve?.[1]) {
        const session = sessions.get(retrieve[1]);
        if (!session)
          return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
        return send(200, session);
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
