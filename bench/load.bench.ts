/**
 * npm run bench:load — the real server (dist/server/main.js) as a child process on a free
 * loopback port with a fresh PGlite data directory, measured with autocannon:
 *   1. GET /api/me (session cookie) at a fixed 1 000 requests/s,
 *   2. GET /api/market (public) at maximum throughput,
 *   3. POST /api/analyses (multipart, local engine) with a few connections, while GET /api/health
 *      is sampled every 50 ms from outside: its latency bounds how long the server's event loop
 *      was blocked (nothing is added to the server for this).
 * Prints a table and writes the figures into the "Load" section of docs/benchmarks.md.
 * Not part of `npm test`. Expects `npm run build` (runs it only if dist/server/main.js is missing).
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, closeSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'dist/server/main.js');
const docPath = join(root, 'docs/benchmarks.md');
const chartPath = join(root, 'src/server/analysis/engine/fixtures/charts/green-red-btc.png');
const ADMIN_PASSWORD = 'bench-admin-password-123';

const ME_RATE = 1000;
const ME_SECONDS = 10;
const MARKET_SECONDS = 10;
const ANALYSIS_SECONDS = 15;
const ANALYSIS_CONNECTIONS = 4;
const HEALTH_EVERY_MS = 50;

// ---------------------------------------------------------------- helpers

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '—');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Process CPU seconds (all threads: the engine workers included) from /proc; null elsewhere. */
async function cpuSeconds(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks (100/s)
  } catch {
    return null;
  }
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

// ---------------------------------------------------------------- server lifecycle

let child: ChildProcess | null = null;
let dataDir: string | null = null;

async function stopServer(): Promise<void> {
  const c = child;
  child = null;
  if (c && c.exitCode === null && c.signalCode === null) {
    const exited = new Promise<void>((r) => c.once('exit', () => r()));
    c.kill('SIGTERM');
    const done = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!done) {
      c.kill('SIGKILL');
      await Promise.race([exited, sleep(2000)]);
    }
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => {});
  dataDir = null;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopServer().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  if (!existsSync(serverEntry)) {
    console.log('dist/server/main.js missing: running npm run build…');
    const b = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('npm run build failed');
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  dataDir = await mkdtemp(join(tmpdir(), 'vtx-bench-load-'));
  const logPath = join(dataDir, 'server.log');
  const logFd = openSync(logPath, 'a');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(dataDir, 'data'),
    PUBLIC_URL: base,
    ADMIN_PASSWORD,
  };
  child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  const exitEarly = new Promise<never>((_, reject) =>
    child!.once('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}); log: ${logPath}`)),
    ),
  );
  exitEarly.catch(() => {});

  // Wait for /api/health (bounded: 120 × 500 ms).
  let up = false;
  for (let i = 0; i < 120 && !up; i++) {
    if (child?.exitCode !== null) await exitEarly;
    try {
      up = (await fetch(`${base}/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!up) await sleep(500);
  }
  if (!up) throw new Error(`server did not answer /api/health within 60 s; log: ${logPath}`);

  // A user with a session and a lifetime licence (licence holders are never debited).
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Load',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password-123',
    }),
  });
  const setCookies = reg.headers.getSetCookie();
  const session = setCookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('vtx.session_token='));
  if (reg.status !== 201 || !session) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const cookie = setCookies.map((c) => c.split(';')[0]!).join('; ');
  const json = { 'content-type': 'application/json', cookie };
  const checkout = await fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ planType: 'vtx_lifetime' }),
  });
  if (!checkout.ok) throw new Error(`checkout failed: ${checkout.status} ${await checkout.text()}`);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const pay = await fetch(`${base}/api/sandbox-checkout/${encodeURIComponent(sessionId)}/pay`, {
    method: 'POST',
  });
  if (!pay.ok) throw new Error(`sandbox pay failed: ${pay.status} ${await pay.text()}`);
  const me = async () =>
    (await (await fetch(`${base}/api/me`, { headers: { cookie } })).json()) as {
      licence: unknown;
      analysisCount: number;
      credits: number;
    };
  const before = await me();
  console.log(`user ready: licence ${JSON.stringify(before.licence)}, credits ${before.credits}`);

  // Multipart body for the analyses.
  const image = await readFile(chartPath);
  const boundary = '----vtxbenchload7d3f';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="sector"\r\n\r\nforex\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="green-red-btc.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const analysisHeaders = { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` };
  // Warm-up: the engine worker's first analyses pay JIT warm-up.
  for (let i = 0; i < 5; i++) {
    const r = await fetch(`${base}/api/analyses`, { method: 'POST', headers: analysisHeaders, body });
    if (!r.ok) throw new Error(`analysis failed: ${r.status} ${await r.text()}`);
    await r.arrayBuffer();
  }

  const beforeRun = await me();
  const pid = child?.pid;
  const loads: Record<string, string> = { start: load() };

  // 1. GET /api/me at a fixed rate.
  await run({
    url: `${base}/api/me`,
    headers: { cookie },
    connections: 50,
    overallRate: ME_RATE,
    duration: 3,
  }); // warm-up
  loads.me = load();
  const meRes = await run({
    url: `${base}/api/me`,
    headers: { cookie },
    connections: 50,
    overallRate: ME_RATE,
    duration: ME_SECONDS,
  });

  // 2. GET /api/market at maximum throughput.
  await run({ url: `${base}/api/market`, connections: 50, duration: 3 }); // warm-up
  loads.market = load();
  const marketRes = await run({ url: `${base}/api/market`, connections: 50, duration: MARKET_SECONDS });

  // Health latency on an idle server: what the probe itself costs.
  const idle: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t0 = performance.now();
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    idle.push(performance.now() - t0);
    await sleep(HEALTH_EVERY_MS);
  }

  // 3. POST /api/analyses, with /api/health sampled every 50 ms meanwhile.
  loads.analyses = load();
  const cpu0 = await cpuSeconds(pid);
  const benchLoop = monitorEventLoopDelay({ resolution: 10 });
  benchLoop.enable();
  let sampling = true;
  const health: number[] = [];
  let healthFailures = 0;
  const sampler = (async () => {
    const maxSamples = Math.ceil(((ANALYSIS_SECONDS + 5) * 1000) / HEALTH_EVERY_MS);
    for (let i = 0; i < maxSamples && sampling; i++) {
      const next = performance.now() + HEALTH_EVERY_MS;
      const t0 = performance.now();
      try {
        const r = await fetch(`${base}/api/health`);
        await r.arrayBuffer();
        if (r.ok) health.push(performance.now() - t0);
        else healthFailures++;
      } catch {
        healthFailures++;
      }
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
    }
  })();
  const anRes = await run({
    url: `${base}/api/analyses`,
    method: 'POST',
    headers: analysisHeaders,
    body,
    connections: ANALYSIS_CONNECTIONS,
    duration: ANALYSIS_SECONDS,
    timeout: 60,
  });
  sampling = false;
  await sampler;
  benchLoop.disable();
  const cpu1 = await cpuSeconds(pid);
  loads.end = load();
  const after = await me();

  // ---------------------------------------------------------------- report
  health.sort((a, b) => a - b);
  idle.sort((a, b) => a - b);
  const analyses2xx = anRes['2xx'];
  const analysesPerS = analyses2xx / (anRes.duration || ANALYSIS_SECONDS);
  const cpuPerAnalysis =
    cpu0 !== null && cpu1 !== null && analyses2xx > 0 ? ((cpu1 - cpu0) * 1000) / analyses2xx : null;
  const healthMax = health.at(-1) ?? NaN;
  const healthP99 = quantile(health, 0.99);
  const meOk =
    meRes.latency.p99 <= 20 &&
    meRes.requests.average >= ME_RATE * 0.95 &&
    meRes.non2xx === 0 &&
    meRes.errors === 0;
  const anOk = analysesPerS >= 8 && anRes.non2xx === 0 && anRes.errors === 0;
  const loopOk = health.length > 0 && healthMax <= 50 && healthFailures === 0;
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');

  const rows: string[][] = [
    [
      'Endpoint',
      'Load',
      'Requests/s (median of 1 s, mean)',
      'p50',
      'p99',
      'Errors (of which timeouts) / non-2xx',
      'Target',
    ],
    [
      'GET /api/me (session)',
      `fixed ${ME_RATE}/s, 50 conn., ${ME_SECONDS} s`,
      `${meRes.requests.p50} (${meRes.requests.average.toFixed(0)})`,
      ms(meRes.latency.p50),
      ms(meRes.latency.p99),
      `${meRes.errors} (${meRes.timeouts} timeouts) / ${meRes.non2xx}`,
      `p99 ≤ 20 ms at 1 000/s: ${verdict(meOk)}`,
    ],
    [
      'GET /api/market (public)',
      `max, 50 conn., ${MARKET_SECONDS} s`,
      `${marketRes.requests.p50} (${marketRes.requests.average.toFixed(0)})`,
      ms(marketRes.latency.p50),
      ms(marketRes.latency.p99),
      `${marketRes.errors} (${marketRes.timeouts} timeouts) / ${marketRes.non2xx}`,
      '—',
    ],
    [
      'POST /api/analyses (local engine)',
      `max, ${ANALYSIS_CONNECTIONS} conn., ${ANALYSIS_SECONDS} s`,
      `${analysesPerS.toFixed(1)} analyses/s (${analyses2xx} in ${anRes.duration.toFixed(1)} s)`,
      ms(anRes.latency.p50),
      ms(anRes.latency.p99),
      `${anRes.errors} (${anRes.timeouts} timeouts) / ${anRes.non2xx}`,
      `≥ 8/s: ${verdict(anOk)}`,
    ],
    [
      'GET /api/health every 50 ms during the analyses',
      `${health.length} samples`,
      '—',
      ms(quantile(health, 0.5)),
      `${ms(healthP99)} (max ${ms(healthMax)})`,
      `${healthFailures} / —`,
      `loop never blocked > 50 ms (max ≤ 50 ms): ${verdict(loopOk)}`,
    ],
    [
      'GET /api/health on the idle server (probe cost)',
      `${idle.length} samples`,
      '—',
      ms(quantile(idle, 0.5)),
      `${ms(quantile(idle, 0.99))} (max ${ms(idle.at(-1) ?? NaN)})`,
      '—',
      '—',
    ],
  ];
  const table = rows
    .map((r, i) => `| ${r.join(' | ')} |` + (i === 0 ? `\n|${r.map(() => '---').join('|')}|` : ''))
    .join('\n');

  console.log(
    `\nLoad benchmark — Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'})`,
  );
  console.log(
    `load average (1/5/15 min): start ${loads.start}; /api/me ${loads.me}; market ${loads.market}; analyses ${loads.analyses}; end ${loads.end}`,
  );
  console.table(
    rows
      .slice(1)
      .map((r) => ({
        endpoint: r[0],
        'req/s (median, mean)': r[2],
        p50: r[3],
        p99: r[4],
        'err/non2xx': r[5],
        target: r[6],
      })),
  );
  console.log(
    `analyses recorded by the server during the run: ${after.analysisCount - beforeRun.analysisCount} (autocannon 2xx: ${analyses2xx}, up to ${ANALYSIS_CONNECTIONS} more in flight at the stop); credits ${before.credits} → ${after.credits}`,
  );
  if (cpuPerAnalysis !== null)
    console.log(`server CPU per analysis (all threads): ${cpuPerAnalysis.toFixed(1)} ms`);
  console.log(
    `bench process event-loop delay during the analyses: p99 ${(benchLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(benchLoop.max / 1e6).toFixed(1)} ms`,
  );

  const section = `## Load

\`npm run bench:load\` (\`bench/load.bench.ts\`): the built server (\`dist/server/main.js\`,
NODE_ENV=production, request logging at \`info\` into a file, PGlite in a fresh temporary data
directory, local chart engine with its default pool of ${Math.max(1, availableParallelism() - 1)} worker thread(s)) as a child
process on a loopback port, loaded with autocannon from a second process on the same machine.
One user with a session cookie and a lifetime licence (bought through the sandbox checkout).
Each autocannon run follows an unmeasured warm-up (3 s, or 5 analyses). Latencies are autocannon's
per-request figures; requests/s is the median of the per-second counts (mean in brackets). The
event-loop delay is measured from outside, with nothing added to the server: GET /api/health
(no database, no I/O) is sent every ${HEALTH_EVERY_MS} ms during the analysis run, and its latency is an upper
bound on how long the loop was blocked (it includes the probe's own round trip, shown on the idle
server in the last row).

Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, one run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Load average (1 / 5 / 15 min) — start ${loads.start}; before /api/me ${loads.me}; before
market ${loads.market}; before analyses ${loads.analyses}; end ${loads.end}. The box is shared with other
sessions' work, and the load generator runs on the same 2 cores as the server, so these figures
are pessimistic.

${table}

Cross-checks: the server recorded ${after.analysisCount - beforeRun.analysisCount} analyses during the run for autocannon's ${analyses2xx} successful
answers (up to ${ANALYSIS_CONNECTIONS} more were in flight when autocannon stopped); credits ${before.credits} → ${after.credits} (licence holders are not debited).${
    cpuPerAnalysis !== null
      ? ` Server CPU per analysis (all threads, from /proc): ${cpuPerAnalysis.toFixed(1)} ms.`
      : ''
  } The load generator's own event-loop delay during the analysis run: p99 ${(benchLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(benchLoop.max / 1e6).toFixed(1)} ms.

Targets: /api/me p99 ≤ 20 ms at 1 000 requests/s — ${verdict(meOk)}; at least 8 analyses/s —
${verdict(anOk)}; event loop never blocked more than 50 ms during analyses — ${verdict(loopOk)}.
`;
  const doc = await readFile(docPath, 'utf8');
  const existing = /^## Load\n[\s\S]*?(?=^## |(?![\s\S]))/m;
  const next = existing.test(doc)
    ? doc.replace(existing, `${section}\n`)
    : `${doc.replace(/\n*$/, '\n')}\n${section}`;
  await writeFile(docPath, next.replace(/\n+$/, '\n'));
  console.log(`\nwrote the Load section of ${docPath}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopServer();
}
