// Bundles the server (our code only; packages stay in node_modules) and ships the migrations beside it.
import { build } from 'esbuild';
import { cpSync, existsSync, rmSync } from 'node:fs';

const entryPoints = {
  main: 'src/server/main.ts',
  worker: 'src/server/worker.ts',
  'create-admin': 'src/server/scripts/create-admin.ts',
  // the verification's thread (issue 24), started beside the engine's by the API process
  'verify-worker': 'src/server/analysis/engine/verify-worker.ts',
};
if (existsSync('src/server/analysis/engine/worker.ts'))
  entryPoints['engine-worker'] = 'src/server/analysis/engine/worker.ts';

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
