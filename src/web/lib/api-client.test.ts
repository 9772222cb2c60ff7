import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage } from './api-client';

function respond(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the JSON body on success', async () => {
    respond(200, JSON.stringify({ ok: true }));
    await expect(api.post('/auth/logout')).resolves.toEqual({ ok: true });
  });

  it('carries code, message and fields of an error body', async () => {
    respond(
      400,
      JSON.stringify({
        error: { code: 'VALIDATION', message: 'Dados inválidos', fields: { email: 'Email inválido' } },
      }),
    );
    const error = await api.post('/auth/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      fromServer: true,
      fields: { email: 'Email inválido' },
    });
    expect(errorMessage(error, 'fallback')).toBe('Dados inválidos');
  });

  it('falls back to a Portuguese message when the body is not JSON', async () => {
    respond(502, '<html>Bad gateway</html>', 'text/html');
    const error = await api.get('/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: null, fromServer: false });
    expect((error as ApiError).message).toMatch(/conectar ao servidor/);
    expect(
      errorMessage(
        new ApiError({ status: 500, code: null, message: 'x', fromServer: false }),
        'Erro no login',
      ),
    ).toBe('Erro no login');
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/me')).rejects.toMatchObject({ status: 0 });
  });
});
