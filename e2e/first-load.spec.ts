import { expect, test, type Browser } from '@playwright/test';
import { e2ePort } from '../playwright.config';
import { kb, measureFirstLoad, type FirstLoad, type RouteToMeasure } from './support/first-load';
import { uniqueEmail } from './support/server';

// Issue 15: the login page's scripts ≤ 150 KB and the dashboard's ≤ 250 KB gzip, served
// precompressed (brotli to browsers that take it). Measured in Chromium with an empty cache.
const baseURL = `http://localhost:${e2ePort}`;
const password = 'senha-primeira-carga';

const login: RouteToMeasure = {
  path: '/login',
  ready: (page) => page.getByRole('button', { name: 'Entrar', exact: true }),
};

async function dashboardRoute(browser: Browser): Promise<RouteToMeasure> {
  const email = uniqueEmail('first-load');
  const context = await browser.newContext({ baseURL });
  const created = await context.request.post('/api/auth/register', {
    data: { name: 'Carga', email, password },
  });
  expect(created.status()).toBe(201);
  await context.close();
  return {
    path: '/dashboard',
    ready: (page) => page.getByRole('heading', { name: 'Olá, Carga' }),
    signIn: async (request) => {
      const response = await request.post('/api/auth/login', { data: { email, password } });
      expect(response.status()).toBe(200);
    },
  };
}

test.describe('first load', () => {
  test('scripts and styles arrive precompressed: brotli by default, gzip when only gzip is offered', async ({
    browser,
  }) => {
    // The build leaves files under 1 KB uncompressed (the headers would cost more than it saves).
    const encodings = (load: FirstLoad) =>
      new Set(load.files.filter((file) => file.decoded >= 1024).map((file) => file.encoding));
    const asBrowser = await measureFirstLoad(browser, baseURL, login);
    expect(asBrowser.files.some((file) => file.path.endsWith('.css'))).toBe(true);
    expect(encodings(asBrowser)).toEqual(new Set(['br']));
    const gzipOnly = await measureFirstLoad(browser, baseURL, login, 'gzip');
    expect(encodings(gzipOnly)).toEqual(new Set(['gzip']));
    expect(asBrowser.jsBytes).toBeLessThan(gzipOnly.jsBytes);
    expect(gzipOnly.jsBytes).toBeLessThan(gzipOnly.jsDecodedBytes / 2.5);
  });

  test('the login page needs at most 150 KB of gzip JS, the dashboard at most 250 KB', async ({
    browser,
  }) => {
    const loginLoad = await measureFirstLoad(browser, baseURL, login, 'gzip');
    const dashboardLoad = await measureFirstLoad(browser, baseURL, await dashboardRoute(browser), 'gzip');
    console.log(
      `first load (gzip JS): /login ${kb(loginLoad.jsBytes)} KB in ${loginLoad.jsFiles} files, ` +
        `/dashboard ${kb(dashboardLoad.jsBytes)} KB in ${dashboardLoad.jsFiles} files`,
    );
    expect(loginLoad.jsBytes).toBeLessThanOrEqual(150 * 1024);
    expect(dashboardLoad.jsBytes).toBeLessThanOrEqual(250 * 1024);
    // The login page must not pull the validation library or the dialog kit with it.
    expect(loginLoad.jsFiles).toBeLessThan(dashboardLoad.jsFiles);
  });
});
