import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The script a worker thread of the engine starts with. In the esbuild bundle this code lives in
 * dist/server/main.js (or worker.js) next to the bundled worker script; from source (vitest, tsx)
 * it is the .ts file beside this one. On Node 20 `execArgv: ['--import', 'tsx']` does not reach
 * a worker's module loader, so a tiny ESM bootstrap registers tsx's hooks inside the worker first
 * and then imports the source file.
 */
export function workerEntry(files: { bundled: string; source: string }): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL(`./${files.bundled}`, import.meta.url);
  const require = createRequire(import.meta.url);
  const api = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const target = new URL(`./${files.source}`, import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(target)});`;
  return new URL('data:text/javascript,' + encodeURIComponent(code));
}
