import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { redirectSignedIn, requireUser, rootRedirect } from './guards';

const me = { id: 'u1', name: 'Ana', email: 'ana@x.com' };

/** GET /api/auth/session as the server answers it: the user, or null when signed out. */
function serveSession(signedIn: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/auth/session');
      return Response.json({ user: signedIn ? me : null });
    }),
  );
}

async function redirectOf(run: () => Promise<unknown>) {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route guards', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends visitors without a session from the dashboard to /login', async () => {
    serveSession(false);
    expect(await redirectOf(requireUser(createQueryClient()))).toBe('/login');
  });

  it('lets a signed-in user through and keeps the session cached', async () => {
    serveSession(true);
    const queryClient = createQueryClient();
    expect(await redirectOf(requireUser(queryClient))).toBeNull();
    expect(queryClient.getQueryData(['me'])).toEqual(me);
  });

  it('sends signed-in users away from the login pages, and shows them when the API is down', async () => {
    serveSession(true);
    expect(await redirectOf(redirectSignedIn(createQueryClient()))).toBe('/dashboard');
    serveSession(false);
    expect(await redirectOf(redirectSignedIn(createQueryClient()))).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await redirectOf(redirectSignedIn(createQueryClient()))).toBeNull();
  });

  it('keeps the query string when / redirects to /login', () => {
    const args = {
      request: new Request('http://x/?emailConfirmed=1'),
      params: {},
      context: {},
    } as unknown as LoaderFunctionArgs;
    const response = rootRedirect(args);
    expect(response.headers.get('Location')).toBe('/login?emailConfirmed=1');
  });
});
