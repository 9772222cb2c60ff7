import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text formats worth compressing; images and fonts (woff2) are compressed already.
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this a compressed copy saves less than the headers it costs.
const minBytes = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a .br (quality 11) and a .gz (level 9) copy beside every text file of the build, once,
 * at build time; the server hands them out by Accept-Encoding (@fastify/static `preCompressed`),
 * so no request pays for compression. A copy that would not be smaller is left out.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vtx-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async writeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (!compressible.test(path) || (await stat(path)).size < minBytes) continue;
        jobs.push(
          (async () => {
            const source = await readFile(path);
            const [br, gzipped] = await Promise.all([
              brotli(source, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${path}.br`, br);
            if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
