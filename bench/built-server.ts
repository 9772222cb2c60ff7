/**
 * The built server (dist/server/main.js) as the browser benchmarks run it: a free loopback
 * port, the environment each benchmark chooses, and a wait until /api/health answers.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const serverEntry = join(root, 'dist/server/main.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Runs `npm run build` when there is no built server yet. */
export function buildIfMissing(): void {
  if (!existsSync(serverEntry)) spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
}

/**
 * Starts the built server with `env` (PORT included) and resolves once it answers on `port`;
 * `entry` runs another build (a copy of an earlier commit's dist, for before/after runs).
 */
export async function startBuiltServer(
  port: number,
  env: NodeJS.ProcessEnv,
  entry = serverEntry,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const up = await fetch(`http://localhost:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    if (Date.now() > deadline) throw new Error('the server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
