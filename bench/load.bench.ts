/**
 * npm run bench:load — the real server (dist/server/main.js) as a child process on a free
 * loopback port with a fresh PGlite data directory:
 *   1. GET /api/me (session cookie) at a steady 1 000 requests/s (open loop, the target), then with
 *      autocannon's bursty fixed-rate mode,
 *   2. GET /api/market (public) at maximum throughput (autocannon),
 *   3. POST /api/analyses (multipart, local engine) at a steady 8/s (the target) and then at maximum
 *      throughput, while GET /api/health is sampled every 50 ms from outside: its latency bounds
 *      how long the server's event loop was blocked (nothing is added to the server for this).
 * Prints a table and writes the figures into the "Load" section of docs/benchmarks.md.
 * Not part of `npm test`. Expects `npm run build` (runs it only if dist/server/main.js is missing).
 */
import autocannon from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, closeSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from './built-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'dist/server/main.js');
const docPath = join(root, 'docs/benchmarks.md');
const chartPath = join(root, 'src/server/analysis/engine/fixtures/charts/green-red-btc.png');
const ADMIN_PASSWORD = 'bench-admin-password-123';

const ME_RATE = 1000;
const ME_SECONDS = 10;
const MARKET_SECONDS = 10;
const ANALYSIS_SECONDS = 15;
const ANALYSIS_RATE = 8;
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

interface OpenLoopResult {
  ok: number;
  non2xx: number;
  failed: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Open-loop load: request i is due at start + i / rate and leaves then (or as soon as a socket is
 * free), whatever the server's pace; its latency runs from the due instant to the last byte.
 */
async function openLoop(options: {
  url: string;
  rate: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: Buffer;
}): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(options.url);
  const total = Math.round(options.rate * options.seconds);
  const latencies: number[] = [];
  let ok = 0;
  let non2xx = 0;
  let failed = 0;
  const inFlight: Array<Promise<void>> = [];
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: options.method ?? 'GET',
          headers: {
            ...options.headers,
            ...(options.body ? { 'content-length': String(options.body.length) } : {}),
          },
          agent,
          timeout: 60_000,
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            latencies.push(performance.now() - due);
            if (response.statusCode && response.statusCode < 300) ok++;
            else non2xx++;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failed++;
        resolve();
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.end(options.body);
    });
  const start = performance.now();
  let sent = 0;
  while (sent < total) {
    const dueCount = Math.min(total, Math.floor(((performance.now() - start) * options.rate) / 1000) + 1);
    while (sent < dueCount) {
      inFlight.push(send(start + (sent * 1000) / options.rate));
      sent++;
    }
    await new Promise((r) => setImmediate(r));
    if (sent < total) await sleep(Math.max(0, start + (sent * 1000) / options.rate - performance.now()));
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ok,
    non2xx,
    failed,
    seconds: Math.max(seconds, options.seconds),
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    max: latencies.at(-1) ?? NaN,
  };
}

interface HealthSamples {
  samples: number[];
  max: number;
  failures: number;
}

/** GET /api/health every HEALTH_EVERY_MS until stopped. */
function probeHealth(base: string): { stop(): Promise<HealthSamples> } {
  let sampling = true;
  const samples: number[] = [];
  let failures = 0;
  const done = (async () => {
    while (sampling) {
      const next = performance.now() + HEALTH_EVERY_MS;
      const t0 = performance.now();
      try {
        const r = await fetch(`${base}/api/health`);
        await r.arrayBuffer();
        if (r.ok) samples.push(performance.now() - t0);
        else failures++;
      } catch {
        failures++;
      }
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
    }
  })();
  return {
    async stop() {
      sampling = false;
      await done;
      samples.sort((a, b) => a - b);
      return { samples, max: samples.at(-1) ?? NaN, failures };
    },
  };
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
    // The load user's licence is bought through the sandbox checkout.
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    // One user stands for the whole load: the engine's throughput is measured, not the per-user
    // limits (2 in flight, 10 a minute by default), which would answer most requests 429.
    ANALYSIS_USER_IN_FLIGHT: '1000',
    ANALYSIS_USER_PER_MINUTE: '100000',
    // (analyses timed out on a loaded box are not refusals, but keep the bench clear of the rule)
    ANALYSIS_USER_REFUSED_PER_HOUR: '100000',
  };
  // BENCH_LOAD_CPU_PROF=DIR writes the server's CPU profiles (main thread and engine workers) into
  // DIR when it stops: where the event loop spends the time the health probe measures.
  const profileDir = process.env.BENCH_LOAD_CPU_PROF;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: root,
    env,
    stdio: ['ignore', logFd, logFd],
  });
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

  // 1. GET /api/me at a steady 1 000/s (the target), then autocannon's bursty "fixed rate".
  await openLoop({ url: `${base}/api/me`, headers: { cookie }, rate: ME_RATE, seconds: 3 }); // warm-up
  loads.me = load();
  const meSteady = await openLoop({
    url: `${base}/api/me`,
    headers: { cookie },
    rate: ME_RATE,
    seconds: ME_SECONDS,
  });
  const meBurst = await run({
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

  // 3. POST /api/analyses at a steady 8/s (the target), /api/health sampled meanwhile.
  loads.analyses = load();
  const cpu0 = await cpuSeconds(pid);
  const steadyProbe = probeHealth(base);
  const anSteady = await openLoop({
    url: `${base}/api/analyses`,
    method: 'POST',
    headers: analysisHeaders,
    body,
    rate: ANALYSIS_RATE,
    seconds: ANALYSIS_SECONDS,
  });
  const steadyHealth = await steadyProbe.stop();
  const cpu1 = await cpuSeconds(pid);

  // 4. POST /api/analyses at maximum throughput (capacity), /api/health sampled meanwhile.
  loads.analysesMax = load();
  const benchLoop = monitorEventLoopDelay({ resolution: 10 });
  benchLoop.enable();
  const maxProbe = probeHealth(base);
  const anMax = await run({
    url: `${base}/api/analyses`,
    method: 'POST',
    headers: analysisHeaders,
    body,
    connections: ANALYSIS_CONNECTIONS,
    duration: ANALYSIS_SECONDS,
    timeout: 60,
  });
  const maxHealth = await maxProbe.stop();
  benchLoop.disable();
  loads.end = load();
  const after = await me();

  // ---------------------------------------------------------------- report
  idle.sort((a, b) => a - b);
  const anSteadyDone = anSteady.ok;
  const anSteadyRate = anSteadyDone / anSteady.seconds;
  const cpuPerAnalysis =
    cpu0 !== null && cpu1 !== null && anSteadyDone > 0 ? ((cpu1 - cpu0) * 1000) / anSteadyDone : null;
  const anMax2xx = anMax['2xx'];
  const anMaxRate = anMax2xx / (anMax.duration || ANALYSIS_SECONDS);
  const meOk = meSteady.p99 <= 20 && meSteady.failed === 0 && meSteady.ok >= ME_RATE * ME_SECONDS * 0.99;
  const anOk = anSteadyRate >= ANALYSIS_RATE * 0.97 && anSteady.failed === 0;
  const loopOk = steadyHealth.samples.length > 0 && steadyHealth.max <= 50 && steadyHealth.failures === 0;
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const healthRow = (label: string, h: HealthSamples, target: string) => [
    label,
    `${h.samples.length} samples`,
    '—',
    ms(quantile(h.samples, 0.5)),
    `${ms(quantile(h.samples, 0.99))} (max ${ms(h.max)})`,
    `${h.failures} / —`,
    target,
  ];

  const rows: string[][] = [
    ['Endpoint', 'Load', 'Requests/s', 'p50', 'p99 (max)', 'Errors / non-2xx', 'Target'],
    [
      'GET /api/me (session)',
      `steady ${ME_RATE}/s (open loop), ${ME_SECONDS} s`,
      `${(meSteady.ok / meSteady.seconds).toFixed(0)}`,
      ms(meSteady.p50),
      `${ms(meSteady.p99)} (max ${ms(meSteady.max)})`,
      `${meSteady.failed} / ${meSteady.non2xx}`,
      `p99 ≤ 20 ms at 1 000/s: ${verdict(meOk)}`,
    ],
    [
      'GET /api/me (session), autocannon bursts',
      `autocannon "overallRate" ${ME_RATE}/s, 50 conn., ${ME_SECONDS} s`,
      `${meBurst.requests.p50} (mean ${meBurst.requests.average.toFixed(0)})`,
      ms(meBurst.latency.p50),
      `${ms(meBurst.latency.p99)} (max ${ms(meBurst.latency.max)})`,
      `${meBurst.errors} / ${meBurst.non2xx}`,
      '—',
    ],
    [
      'GET /api/market (public)',
      `max, 50 conn., ${MARKET_SECONDS} s`,
      `${marketRes.requests.p50} (mean ${marketRes.requests.average.toFixed(0)})`,
      ms(marketRes.latency.p50),
      `${ms(marketRes.latency.p99)} (max ${ms(marketRes.latency.max)})`,
      `${marketRes.errors} / ${marketRes.non2xx}`,
      '—',
    ],
    [
      'POST /api/analyses (local engine)',
      `steady ${ANALYSIS_RATE}/s (open loop), ${ANALYSIS_SECONDS} s`,
      `${anSteadyRate.toFixed(1)} analyses/s (${anSteadyDone} in ${anSteady.seconds.toFixed(1)} s)`,
      ms(anSteady.p50),
      `${ms(anSteady.p99)} (max ${ms(anSteady.max)})`,
      `${anSteady.failed} / ${anSteady.non2xx}`,
      `sustains ≥ 8/s: ${verdict(anOk)}`,
    ],
    healthRow(
      `GET /api/health every ${HEALTH_EVERY_MS} ms during the steady analyses`,
      steadyHealth,
      `loop never blocked > 50 ms (probe max ≤ 50 ms): ${verdict(loopOk)}`,
    ),
    [
      'POST /api/analyses (local engine), capacity',
      `max, ${ANALYSIS_CONNECTIONS} conn., ${ANALYSIS_SECONDS} s`,
      `${anMaxRate.toFixed(1)} analyses/s (${anMax2xx} in ${anMax.duration.toFixed(1)} s)`,
      ms(anMax.latency.p50),
      `${ms(anMax.latency.p99)} (max ${ms(anMax.latency.max)})`,
      `${anMax.errors} / ${anMax.non2xx}`,
      '—',
    ],
    healthRow(
      `GET /api/health every ${HEALTH_EVERY_MS} ms at full analysis capacity`,
      maxHealth,
      '— (CPU saturated)',
    ),
    healthRow(
      'GET /api/health on the idle server (probe cost)',
      { samples: idle, max: idle.at(-1) ?? NaN, failures: 0 },
      '—',
    ),
  ];
  const table = rows
    .map((r, i) => `| ${r.join(' | ')} |` + (i === 0 ? `\n|${r.map(() => '---').join('|')}|` : ''))
    .join('\n');

  console.log(
    `\nLoad benchmark — Node ${process.version}, ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'})`,
  );
  console.log(
    `load average (1/5/15 min): start ${loads.start}; /api/me ${loads.me}; market ${loads.market}; analyses ${loads.analyses}; max analyses ${loads.analysesMax}; end ${loads.end}`,
  );
  console.table(
    rows.slice(1).map((r) => ({
      endpoint: r[0],
      'req/s': r[2],
      p50: r[3],
      'p99 (max)': r[4],
      'err/non2xx': r[5],
      target: r[6],
    })),
  );
  const recorded = after.analysisCount - beforeRun.analysisCount;
  console.log(
    `analyses recorded by the server: ${recorded} (steady ${anSteadyDone} + autocannon ${anMax2xx} 2xx, up to ${ANALYSIS_CONNECTIONS} more in flight at the stop); credits ${before.credits} → ${after.credits}`,
  );
  if (cpuPerAnalysis !== null)
    console.log(`server CPU per analysis at the steady rate (all threads): ${cpuPerAnalysis.toFixed(1)} ms`);
  console.log(
    `bench process event-loop delay during the capacity run: p99 ${(benchLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(benchLoop.max / 1e6).toFixed(1)} ms`,
  );

  const section = `## Load

\`npm run bench:load\` (\`bench/load.bench.ts\`): the built server (\`dist/server/main.js\`,
NODE_ENV=production, one log line per request at \`info\` into a file, PGlite in a fresh temporary
data directory, local chart engine with its default pool of ${Math.max(1, availableParallelism() - 1)} worker thread(s)) as a child
process on a loopback port, loaded from a second process on the same machine. One user with a
session cookie and a lifetime licence (bought through the sandbox checkout). Every run follows an
unmeasured warm-up (3 s, or 5 analyses).

Two kinds of load. **Steady (open loop)** — the targets: requests leave at evenly spaced instants
(1 000/s = one every millisecond) on keep-alive connections, whatever the server's pace, and each
latency is counted from the instant the request was *due*, so a stalled server is charged for the
queue it causes (no coordinated omission). **autocannon** — capacity and bursts: closed loop at
maximum throughput; its "overallRate" mode gives each of the 50 connections a quota per second,
which they spend back to back as soon as the second starts, so its 1 000/s row measures 1 000
requests arriving in a burst at the top of every second (latency is then mostly queueing inside
the burst). requests/s for autocannon rows is the median of the per-second counts.

Event loop, measured from outside with nothing added to the server: GET /api/health (no database,
no I/O) is sent every ${HEALTH_EVERY_MS} ms during the analysis runs; its latency is an upper bound on how long the
loop was blocked (it includes the probe's own round trip, shown on the idle server in the last row,
and, with the load generator on the same 2 cores, time the server was not scheduled at all).

Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), Node ${process.version}, one run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Load average (1 / 5 / 15 min) — start ${loads.start}; before /api/me ${loads.me}; before
market ${loads.market}; before steady analyses ${loads.analyses}; before capacity run ${loads.analysesMax}; end ${loads.end}.

${table}

Cross-checks: the server recorded ${recorded} analyses (steady run ${anSteadyDone}, autocannon ${anMax2xx} successful answers,
up to ${ANALYSIS_CONNECTIONS} more in flight when autocannon stopped); credits ${before.credits} → ${after.credits} (licence holders are not debited).${
    cpuPerAnalysis !== null
      ? ` Server CPU per analysis at the steady rate (all threads, from /proc): ${cpuPerAnalysis.toFixed(1)} ms.`
      : ''
  } The load generator's own event-loop delay during the capacity run: p99 ${(benchLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(benchLoop.max / 1e6).toFixed(1)} ms.

Targets: /api/me p99 ≤ 20 ms at a steady 1 000 requests/s — ${verdict(meOk)}; analyses sustained at
${ANALYSIS_RATE}/s — ${verdict(anOk)}; event loop never blocked more than 50 ms while they run — ${verdict(loopOk)}.
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
