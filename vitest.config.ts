import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './src/server/test/longest-first-sequencer.js';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One process runs file after file: a fresh process per file cost ~0.5 s each on an idle
    // 2-core box (several on a loaded one), and what test files build once (the PGlite template,
    // the stub's engine output, the OCR models) then stays loaded. Files share no state beyond
    // that: each builds its own app and database, and global stubs are undone after each file.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on the 2-core box, so the API
    // suites (mostly waiting on scrypt, PGlite and child processes) ran one after another. Every
    // file builds its own app and database (PostgreSQL ones under a random name) and the shared
    // caches are written atomically, so two files can run side by side.
    maxWorkers: 2,
    // The files known to be long start first, so that the two workers end together (see the file).
    sequence: { sequencer: LongestFirstSequencer },
    unstubGlobals: true,
    // Finds the PostgreSQL server the PostgreSQL-only suites run on (see the file).
    globalSetup: ['src/server/test/global-setup.ts'],
  },
});
