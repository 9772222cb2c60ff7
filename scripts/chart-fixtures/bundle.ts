import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * The in-page half of the generator (browser/*.ts) bundled into one classic script. Bundling
 * keeps those modules ordinary, typed and linted instead of strings passed to page.evaluate.
 */
let cached: string | null = null;

export async function browserBundle(): Promise<string> {
  if (cached) return cached;
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./browser/entry.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  cached = out.outputFiles[0]!.text;
  return cached;
}
