// Bundles the server (our code only; packages stay in node_modules) and ships the migrations beside it.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

// One list for this build and the tests' bundle (src/server/test/server-bundle.ts): the API and
// worker processes, the admin script, and the engine's and the verification's thread scripts.
const entryPoints = JSON.parse(readFileSync(new URL('./server-entries.json', import.meta.url), 'utf8'));

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('Server bundled into dist/server');
