import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestClient } from '../../test/http';

export const chartFixture = readFileSync(
  fileURLToPath(new URL('../../analysis/engine/fixtures/charts/green-red-btc.png', import.meta.url)),
);

/** Builds a multipart/form-data body by hand, exactly as a browser's FormData would send it. */
export function multipartBody(
  parts: Array<{ name: string; value: string | Buffer; filename?: string; type?: string }>,
) {
  const boundary = `----vtx${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const header = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(header),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postAnalysis(
  client: TestClient,
  options: { image?: Buffer; sector?: string; specification?: string; filename?: string } = {},
) {
  const parts: Parameters<typeof multipartBody>[0] = [{ name: 'sector', value: options.sector ?? 'forex' }];
  if (options.specification !== undefined)
    parts.push({ name: 'specification', value: options.specification });
  if (options.image !== undefined || !('image' in options)) {
    parts.push({
      name: 'image',
      value: options.image ?? chartFixture,
      filename: options.filename ?? 'grafico.png',
      type: 'image/png',
    });
  }
  const body = multipartBody(parts);
  return client.raw('POST', '/api/analyses', body.payload, { 'content-type': body.contentType });
}
