/**
 * npm run bench:first-load — what a visitor's browser downloads on a cold first visit to each
 * route: the built server (dist/server/main.js, production, fresh PGlite data directory) on a
 * free loopback port, Debian's Chromium through Playwright, one fresh context (empty cache) per
 * route and encoding. Sizes are Resource Timing's encodedBodySize (response bodies as they came
 * over the wire), added up for scripts and stylesheets. Prints a table and writes the "First
 * load" section of docs/benchmarks.md. Expects `npm run build` (runs it when dist is missing).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { kb, measureFirstLoad, type FirstLoad, type RouteToMeasure } from '../e2e/support/first-load';
import { buildIfMissing, freePort, root, startBuiltServer } from './built-server';

const docPath = join(root, 'docs/benchmarks.md');
const adminPassword = 'bench-admin-password-123';
const password = 'senha-da-medicao';
const runs = 3;

function startServer(port: number, dataDir: string) {
  return startBuiltServer(port, {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_PASSWORD: adminPassword,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
}

async function main() {
  buildIfMissing();
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'vtx-first-load-'));
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const email = `medicao.${Date.now().toString(36)}@example.com`;
    const created = await fetch(`${baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL },
      body: JSON.stringify({ name: 'Medição', email, password }),
    });
    if (created.status !== 201) throw new Error(`register answered ${created.status}`);
    const asUser = async (request: Parameters<NonNullable<RouteToMeasure['signIn']>>[0]) => {
      const response = await request.post('/api/auth/login', { data: { email, password } });
      if (!response.ok()) throw new Error(`login answered ${response.status()}`);
    };
    const asAdmin = async (request: Parameters<NonNullable<RouteToMeasure['signIn']>>[0]) => {
      const response = await request.post('/api/admin/login', {
        data: { username: 'admin', password: adminPassword },
      });
      if (!response.ok()) throw new Error(`admin login answered ${response.status()}`);
    };
    const heading = (name: string | RegExp) => (page: Parameters<RouteToMeasure['ready']>[0]) =>
      page.getByRole('heading', { name });
    const routes: RouteToMeasure[] = [
      { path: '/login', ready: (page) => page.getByRole('button', { name: 'Entrar', exact: true }) },
      { path: '/registro', ready: (page) => page.getByRole('button', { name: /Criar Conta/ }) },
      { path: '/home', ready: (page) => page.getByRole('heading', { level: 1 }) },
      { path: '/sobre', ready: (page) => page.getByRole('heading', { level: 1 }) },
      { path: '/dashboard', ready: heading('Olá, Medição'), signIn: asUser },
      { path: '/dashboard/forex', ready: heading('Forex'), signIn: asUser },
      { path: '/dashboard/settings', ready: (page) => page.getByRole('tab').first(), signIn: asUser },
      { path: '/admin/login', ready: (page) => page.getByRole('button', { name: 'Entrar' }) },
      { path: '/admin/users', ready: (page) => page.getByRole('heading', { level: 1 }), signIn: asAdmin },
    ];

    const rows: { route: string; gzip: FirstLoad; br: FirstLoad }[] = [];
    for (const route of routes) {
      // The median of a few runs: sizes do not move, the time to ready does.
      const gzipRuns: FirstLoad[] = [];
      const brRuns: FirstLoad[] = [];
      for (let run = 0; run < runs; run += 1) {
        gzipRuns.push(await measureFirstLoad(browser, baseURL, route, 'gzip, deflate'));
        brRuns.push(await measureFirstLoad(browser, baseURL, route));
      }
      const median = (loads: FirstLoad[]) =>
        [...loads].sort((a, b) => a.readyMs - b.readyMs)[Math.floor(loads.length / 2)]!;
      rows.push({ route: route.path, gzip: median(gzipRuns), br: median(brRuns) });
      const last = rows.at(-1)!;
      console.log(
        `${route.path.padEnd(20)} JS gzip ${kb(last.gzip.jsBytes).padStart(6)} KB  brotli ${kb(last.br.jsBytes).padStart(6)} KB  ` +
          `uncompressed ${kb(last.br.jsDecodedBytes).padStart(6)} KB  files ${last.br.jsFiles}  CSS br ${kb(last.br.cssBytes)} KB  ready ${last.br.readyMs} ms`,
      );
    }

    const version = browser.version();
    const table = rows
      .map(
        ({ route, gzip, br }) =>
          `| \`${route}\` | ${kb(gzip.jsBytes)} KB | ${kb(br.jsBytes)} KB | ${kb(br.jsDecodedBytes)} KB | ${br.jsFiles} | ${kb(gzip.cssBytes)} / ${kb(br.cssBytes)} KB | ${br.readyMs} ms |`,
      )
      .join('\n');
    const section = `## First load

\`npm run bench:first-load\` (\`bench/first-load.bench.ts\`): the built server (production, fresh PGlite
data directory) on a loopback port and Chromium ${version} (Debian's, through Playwright), one fresh
browser context per route and run, so the cache is empty. Sizes are the response bodies as they came
over the wire (Resource Timing's \`encodedBodySize\`) of every script and stylesheet the route fetched
until the network was idle; signed-in routes sign in through the API first, without loading a page.
"gzip" offers the browser gzip only (\`Accept-Encoding: gzip, deflate\`); "brotli" is what Chromium
negotiates by itself. The server hands out .br and .gz copies written at build time
(\`scripts/vite-precompress.ts\`, brotli quality 11, gzip level 9; files under 1 KB stay plain) through
@fastify/static's \`preCompressed\`. "Ready" is navigation start to the route's main element being
visible on the loopback (no network latency), median of ${runs} runs. Targets (issue 15): login ≤ 150 KB gzip,
dashboard ≤ 250 KB gzip; \`e2e/first-load.spec.ts\` fails above them.

| Route | JS gzip | JS brotli | JS uncompressed | JS files | CSS gzip / brotli | Ready |
|---|---|---|---|---|---|---|
${table}

Before this work (a7c2867) the server sent everything uncompressed and /login downloaded 770 KB of
scripts and styles, 585 KB of it one \`index\` chunk (184 KB gzip).

Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, 2 shared cores.
What keeps /login small: libraries in their own chunks by who needs them (react, router, query, forms, zod),
every other route loaded on navigation, the login form checked by the shared schema loaded on the first
submit (zod stays out of the first download), the theme menu and the tooltip and dialog kit loaded when
first used, the payment-return handler only on a return address.
`;
    const doc = await readFile(docPath, 'utf8');
    const existing = /^## First load\n[\s\S]*?(?=^## |(?![\s\S]))/m;
    const next = existing.test(doc)
      ? doc.replace(existing, `${section}\n`)
      : `${doc.replace(/\n*$/, '\n')}\n${section}`;
    await writeFile(docPath, next.replace(/\n+$/, '\n'));
    console.log(`\nwrote the First load section of ${docPath}`);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
