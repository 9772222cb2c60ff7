import { Writable } from 'node:stream';
import { crc32 } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisMessages } from '../../shared/messages/analysis';
import { authMessages } from '../../shared/messages/auth';
import { postAnalysis, chartFixture } from '../features/analysis/test-support';
import { registerUser, TestClient, uniqueEmail } from '../test/http';
import { createTestApp, type TestApp } from '../test/test-app';
import { loggerOptions } from '../lib/logger';
import { parseEnv } from '../env';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes that declare a 20 000 × 20 000 image: a decompression bomb's header. */
function pngBombHeader(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('security headers, cookies and errors (http)', () => {
  let app: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(data, _encoding, done) {
        logLines.push(String(data));
        done();
      },
    });
    const options = loggerOptions(parseEnv({ LOG_LEVEL: 'trace' })) as pino.LoggerOptions;
    app = await createTestApp('pglite', {}, { logger: pino({ ...options, level: 'trace' }, sink) });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('sends a strict CSP and the usual hardening headers, without HSTS over plain http', async () => {
    const response = await app.server.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('never writes a password to the log', async () => {
    const password = 'senha-Secreta-987';
    const email = uniqueEmail('logs');
    const client = new TestClient(app, '10.60.0.1');
    await client.post('/api/auth/register', { name: 'Logada', email, password });
    await client.post('/api/auth/login', { email, password: `${password}-errada` });
    await client.post('/api/auth/login', { email, password });
    await client.post('/api/admin/login', { username: 'admin', password: app.adminPassword });
    const text = logLines.join('');
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(password);
    expect(text).not.toContain(app.adminPassword);
  });

  it('rate-limits password-reset requests per address', async () => {
    const email = uniqueEmail('reset');
    let last;
    for (let attempt = 0; attempt < 4; attempt++) {
      last = await new TestClient(app, `10.61.0.${attempt}`).post('/api/auth/forgot-password', { email });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error.message).toBe(authMessages.tooManyAttempts);
  });

  describe('uploads are judged by their content', () => {
    it.each([
      [
        'an HTML page with a PNG signature',
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]),
        415,
        analysisMessages.notAnImage,
      ],
      [
        'an SVG with a script',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        analysisMessages.notAnImage,
      ],
      ['a 20 000 × 20 000 PNG bomb', pngBombHeader(), 413, analysisMessages.tooManyPixels],
    ])('refuses %s before charging, in pt-BR', async (_name, image, status, message) => {
      const { client, user } = await registerUser(app);
      const response = await postAnalysis(client, { image });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toBe(message);
      expect((await client.get('/api/me')).json().credits).toBe(user.credits);
    });

    it('treats a PNG/HTML polyglot as the picture it is and never serves its bytes back', async () => {
      const { client } = await registerUser(app);
      const payload = '<html><script>alert("polyglot")</script></html>';
      const response = await postAnalysis(client, {
        image: Buffer.concat([chartFixture, Buffer.from(payload)]),
      });
      expect([200, 422]).toContain(response.statusCode);
      if (response.statusCode === 200) {
        const image = await client.get(response.json().analysis.imageUrl);
        expect(image.headers['content-type']).toBe('image/png');
        expect(image.rawPayload.includes(Buffer.from(payload))).toBe(false);
      }
    });
  });
});

describe('behind HTTPS', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', { NODE_ENV: 'production', PUBLIC_URL: 'https://vtx.example.com' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('adds HSTS and marks session cookies Secure', async () => {
    const client = new TestClient(app, '10.62.0.1');
    const response = await client.post(
      '/api/auth/register',
      { name: 'Segura', email: uniqueEmail('https'), password: 'segredo' },
      { origin: 'https://vtx.example.com' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    const cookie = response.cookies.find((c) => c.name.endsWith('vtx.session_token'));
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});
