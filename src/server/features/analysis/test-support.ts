import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestClient } from '../../test/http';
import type { TestApp } from '../../test/test-app';

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

interface AnalysisForm {
  image?: Buffer;
  sector?: string;
  specification?: string;
  /** the analysis page's picks: the chart's timeframe and the option's payout */
  chartTimeframe?: string;
  payout?: string;
  /** the optional second print of a higher timeframe */
  higherImage?: Buffer;
  filename?: string;
}

/** The upload form: the sector, the specification when given, and the chart unless `image` is set to undefined. */
function analysisForm(options: AnalysisForm) {
  const parts: Parameters<typeof multipartBody>[0] = [{ name: 'sector', value: options.sector ?? 'forex' }];
  if (options.specification !== undefined)
    parts.push({ name: 'specification', value: options.specification });
  if (options.chartTimeframe !== undefined)
    parts.push({ name: 'chartTimeframe', value: options.chartTimeframe });
  if (options.payout !== undefined) parts.push({ name: 'payout', value: options.payout });
  if (options.image !== undefined || !('image' in options)) {
    parts.push({
      name: 'image',
      value: options.image ?? chartFixture,
      filename: options.filename ?? 'grafico.png',
      type: 'image/png',
    });
  }
  if (options.higherImage)
    parts.push({ name: 'higherImage', value: options.higherImage, filename: 'h4.png', type: 'image/png' });
  return multipartBody(parts);
}

export async function postAnalysis(client: TestClient, options: AnalysisForm = {}) {
  const body = analysisForm(options);
  return client.raw('POST', '/api/analyses', body.payload, { 'content-type': body.contentType });
}

/**
 * Sends the upload over a real socket, so that `cancel()` closes the connection half way, as the
 * browser does when the user presses 'Cancelar' (an injected request cannot be cut off).
 */
export async function startCancellableAnalysis(app: TestApp, client: TestClient, options: AnalysisForm = {}) {
  const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const body = analysisForm(options);
  const abort = new AbortController();
  const response = fetch(`${address}/api/analyses`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader, 'content-type': body.contentType },
    body: body.payload,
    signal: abort.signal,
  });
  return { response, cancel: () => abort.abort() };
}
