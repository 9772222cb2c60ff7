import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBehaviour =
  | { kind: 'quote'; c: number; pc: number }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'zeros' };

export interface FakeRequest {
  symbol: string;
  token: string | null;
  at: number;
}

/**
 * A local HTTP server answering like Finnhub's GET /api/v1/quote: a JSON quote {c,d,dp,h,l,o,pc}
 * for known symbols, 401 without a token, and whatever misbehaviour a test asks for per symbol.
 */
export async function startFakeFinnhub(options: { token: string }) {
  const behaviours = new Map<string, FakeBehaviour>();
  const requests: FakeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const symbol = url.searchParams.get('symbol') ?? '';
    const token = (req.headers['x-finnhub-token'] as string | undefined) ?? url.searchParams.get('token');
    requests.push({ symbol, token, at: Date.now() });
    const json = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if (url.pathname !== '/api/v1/quote') return json(404, '{"error":"not found"}');
    if (token !== options.token) return json(401, '{"error":"Invalid API key"}');
    const behaviour = behaviours.get(symbol) ?? { kind: 'quote', c: 100 + symbol.length, pc: 100 };
    switch (behaviour.kind) {
      case 'quote': {
        const d = behaviour.c - behaviour.pc;
        const body = {
          c: behaviour.c,
          d,
          dp: (d / behaviour.pc) * 100,
          h: behaviour.c + 1,
          l: behaviour.pc - 1,
          o: behaviour.pc,
          pc: behaviour.pc,
          t: 1,
        };
        return json(200, JSON.stringify(body));
      }
      case 'slow': {
        const timer = setTimeout(
          () => json(200, '{"c":1,"d":0,"dp":0,"h":1,"l":1,"o":1,"pc":1}'),
          behaviour.delayMs,
        );
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'status':
        return json(behaviour.status, behaviour.status === 429 ? '{"error":"API limit reached."}' : 'oops');
      case 'malformed':
        return json(200, '{"c": 1.2, "d": ');
      case 'zeros':
        return json(200, '{"c":0,"d":null,"dp":null,"h":0,"l":0,"o":0,"pc":0,"t":0}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    behave(symbol: string, behaviour: FakeBehaviour) {
      behaviours.set(symbol, behaviour);
    },
    reset() {
      behaviours.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
