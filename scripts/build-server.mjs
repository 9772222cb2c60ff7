// Bundles the server (our code only; packages stay in node_modules) and ships the migrations beside it.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

// How the server is bundled, shared with the tests' bundle (src/server/test/server-bundle.ts) and
// bench:memory: the API and worker processes, the admin script, the engine's and the verification's
// thread scripts, and esbuild's options (our code only; packages stay in node_modules).
const serverBuild = JSON.parse(readFileSync(new URL('./server-build.json', import.meta.url), 'utf8'));

rmSync('dist/server', { recursive: true, force: true });
await build({
  ...serverBuild.options,
  entryPoints: serverBuild.entryPoints,
  outdir: 'dist/server',
  sourcemap: true,
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('Server bundled into dist/server');
