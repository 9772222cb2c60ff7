import { build, type BuildOptions } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import serverBuild from '../../../scripts/server-build.json';
import { createEnginePool, type EnginePool, type EnginePoolOptions } from '../analysis/engine';
import { cacheDir, hashSources, repositoryRoot } from './disk-cache';

/*
 * The suites that start real server processes (crash-safety, multi-process) start them from the
 * server bundled as `npm run build` bundles it (scripts/build-server.mjs: our code in one file per
 * entry, packages left in node_modules, the migrations beside it), which is also how production
 * runs them. Started with `--import tsx` instead, every process transformed and resolved some 400
 * source files: about 6 s of CPU per process to import the app against 2.4 s from the bundle
 * (measured at load 12), and each engine thread paid the same again inside it.
 *
 * The bundle lives under node_modules/.cache/vtx-tests (so the packages resolve from the
 * repository's node_modules), named by a hash of the server and shared sources: a fresh clone
 * builds it once, in about a second.
 */

let bundle: Promise<string> | undefined;

/** The folder holding main.js, worker.js, create-admin.js and the thread scripts of these sources. */
export function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    const key = hashSources(['src/server', 'src/shared', 'scripts/server-build.json'], (path) =>
      /\/(fixtures|accuracy)$|\.test\.ts$/.test(path),
    );
    const folder = join(cacheDir, `server-${key}`);
    if (existsSync(join(folder, 'main.js'))) return folder;
    // Built aside and renamed into place: a file running at the same time builds its own and
    // the first rename wins (a rename onto a folder that is already there fails).
    const partial = `${folder}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(cacheDir, { recursive: true });
    await build({
      ...(serverBuild.options as BuildOptions),
      entryPoints: serverBuild.entryPoints,
      absWorkingDir: repositoryRoot,
      outdir: partial,
    });
    cpSync(join(repositoryRoot, 'src/server/db/migrations'), join(partial, 'migrations'), {
      recursive: true,
    });
    try {
      renameSync(partial, folder);
    } catch {
      rmSync(partial, { recursive: true, force: true });
    }
    pruneOlderBundles(folder);
    return folder;
  })();
  return bundle;
}

// Every edit of the server makes a new bundle (1.4 MB); one of other sources built over an hour
// ago (or a partial one a killed run left) serves no running test.
const staleBundleMs = 60 * 60_000;

function pruneOlderBundles(current: string): void {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (!name.startsWith('server-') || path === current) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > staleBundleMs) rmSync(path, { recursive: true, force: true });
    } catch {
      // removed meanwhile by another run
    }
  }
}

/** The engine thread's script from that bundle, for createEnginePool's workerUrl. */
export async function bundledEngineWorker(): Promise<URL> {
  return pathToFileURL(join(await serverBundle(), 'engine-worker.js'));
}

/** An engine pool whose threads run that bundle's script: about half the CPU to start one. */
export async function bundledEnginePool(options: Omit<EnginePoolOptions, 'workerUrl'>): Promise<EnginePool> {
  return createEnginePool({ ...options, workerUrl: await bundledEngineWorker() });
}
