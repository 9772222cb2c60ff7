import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStaticWeb } from './static-web';

// A build as scripts/vite-precompress.ts leaves it: each text file with its .br and .gz copies.
const script = `console.log(${JSON.stringify('VTX '.repeat(500))});`;
const page = `<!doctype html><html lang="pt-BR"><body>${'<p>VTX Análise</p>'.repeat(100)}</body></html>`;

describe('static web build', () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'vtx-static-'));
    await mkdir(join(root, 'assets'));
    for (const [path, text] of [
      ['assets/app-abc123.js', script],
      ['index.html', page],
    ] as const) {
      await writeFile(join(root, path), text);
      await writeFile(join(root, `${path}.br`), brotliCompressSync(text));
      await writeFile(join(root, `${path}.gz`), gzipSync(text));
    }
    app = Fastify();
    await registerStaticWeb(app, root);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves the brotli copy to a browser that accepts it', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('serves gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the app page on client-side routes too, never cached for long', async () => {
    for (const url of ['/', '/login', '/dashboard/forex']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
    }
  });

  it('answers an unknown page with 404 and the app (which shows its not-found page)', async () => {
    for (const url of ['/rota-inexistente', '/dashboard/nada', '/admin/x/y', '/login/extra']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(page);
    }
    for (const url of [
      '/dashboard/forex/',
      '/admin/payments?status=paid',
      '/checkout/sandbox/cs_1',
      '/reset-password?token=x',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
  });
});
