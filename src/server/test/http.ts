import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/** Keeps cookies between requests, like a browser tab. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    private readonly app: TestApp,
    private readonly ip = '10.0.0.1',
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.server.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now()) ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  /** A request with a prepared body (multipart uploads). */
  async raw(method: 'POST' | 'PUT', url: string, payload: Buffer, headers: Record<string, string>) {
    return this.app.server.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: { ...(this.cookies.size > 0 ? { cookie: this.cookieHeader } : {}), ...headers },
      payload,
    });
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body ?? {}, headers);
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function registerUser(
  app: TestApp,
  options: { name?: string; email?: string; password?: string } = {},
) {
  const client = new TestClient(
    app,
    `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  );
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'senha-segura';
  const response = await client.post('/api/auth/register', {
    name: options.name ?? 'Usuária Teste',
    email,
    password,
  });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { client, email, password, user: response.json().user as { id: string; credits: number } };
}
