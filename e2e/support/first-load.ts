import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** What a cold visit downloaded, as Chromium's Resource Timing reports it. */
export interface FirstLoad {
  path: string;
  /** Compressed bytes on the wire (response bodies only), per kind. */
  jsBytes: number;
  cssBytes: number;
  /** The same files uncompressed. */
  jsDecodedBytes: number;
  jsFiles: number;
  /** Every script and stylesheet with its Content-Encoding and sizes. */
  files: { path: string; encoding: string; encoded: number; decoded: number }[];
  /** Navigation start to the page's ready element being visible. */
  readyMs: number;
}

export interface RouteToMeasure {
  path: string;
  /** A selector that is visible once the page has rendered (a heading, the form). */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** Signs the context in through the API first (no page loaded, so the cache stays cold). */
  signIn?: (request: Page['request']) => Promise<void>;
}

export const userPassword = 'senha-da-medicao';

/**
 * Opens `route` in a fresh browser context (empty cache), waits until the page is ready and the
 * network has settled, and adds up the scripts and stylesheets it fetched. `acceptEncoding`
 * narrows what the browser offers (e.g. 'gzip' to measure the gzip copies).
 */
export async function measureFirstLoad(
  browser: Browser,
  baseURL: string,
  route: RouteToMeasure,
  acceptEncoding?: string,
): Promise<FirstLoad> {
  const options: BrowserContextOptions = { baseURL, viewport: { width: 1280, height: 800 }, locale: 'pt-BR' };
  if (acceptEncoding) options.extraHTTPHeaders = { 'accept-encoding': acceptEncoding };
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    if (route.signIn) await route.signIn(page.request);
    const encodingOf = new Map<string, string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (/\.(js|css)$/.test(url.pathname)) {
        encodingOf.set(url.pathname, response.headers()['content-encoding'] ?? 'identity');
      }
    });
    const started = Date.now();
    await page.goto(route.path);
    await route.ready(page).first().waitFor({ state: 'visible' });
    const readyMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const resource = entry as PerformanceResourceTiming;
        return {
          path: new URL(resource.name).pathname,
          encoded: resource.encodedBodySize,
          decoded: resource.decodedBodySize,
        };
      }),
    );
    const result: FirstLoad = {
      path: route.path,
      jsBytes: 0,
      cssBytes: 0,
      jsDecodedBytes: 0,
      jsFiles: 0,
      files: [],
      readyMs,
    };
    for (const entry of entries) {
      const isJs = entry.path.endsWith('.js');
      if (!isJs && !entry.path.endsWith('.css')) continue;
      if (isJs) {
        result.jsBytes += entry.encoded;
        result.jsDecodedBytes += entry.decoded;
        result.jsFiles += 1;
      } else {
        result.cssBytes += entry.encoded;
      }
      result.files.push({ ...entry, encoding: encodingOf.get(entry.path) ?? 'unknown' });
    }
    return result;
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
