import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import n from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Server features talk to each other through their index.ts (a process that needs less than the
// whole feature, like the analysis worker, through worker.ts; tests through test-support);
// everything else in a feature folder is its own business.
const serverFeatures = readdirSync('src/server/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverTopLevel = readdirSync('src/server').filter((name) => name !== 'features');
const featureBoundaries = serverFeatures.map((feature) => ({
  target: [
    ...serverTopLevel.map((name) => `./src/server/${name}`),
    ...serverFeatures.filter((other) => other !== feature).map((other) => `./src/server/features/${other}`),
  ],
  from: `./src/server/features/${feature}/**`,
  except: [
    `**/src/server/features/${feature}/{index,worker}.ts`,
    `**/src/server/features/${feature}/test-support{.ts,/**}`,
  ],
  message: `Import the ${feature} feature through its index.ts.`,
}));

// The chart engine is one module with one entry: outside src/server/analysis/engine only its
// index.ts is imported (stages, parameters and helpers are the engine's own business).
const engineEntry = {
  target: [
    './src/web',
    './src/shared',
    ...readdirSync('src/server')
      .filter((name) => name !== 'analysis')
      .map((name) => `./src/server/${name}`),
  ],
  from: './src/server/analysis/engine',
  except: ['./index.ts'],
  message: 'Import the chart engine through src/server/analysis/engine/index.ts.',
};

// Inside the engine the reading stages run in this order, and no stage imports a later one
// (docs/architecture.md): text, scale, plot, candles, then what uses a reading (the verdict and
// the decision in decision/, evidence/, picture/).
const readingStages = ['text', 'scale', 'plot', 'candles'];
const afterReading = ['decision', 'evidence', 'picture'];
const stageOrder = readingStages.map((stage, i) => ({
  target: `./src/server/analysis/engine/${stage}`,
  from: [...readingStages.slice(i + 1), ...afterReading].map(
    (later) => `./src/server/analysis/engine/${later}`,
  ),
  message: `The ${stage} stage runs before these: it may not import them.`,
}));
// The same on the web side: a feature is reached through its index.ts; the router (src/web/app)
// may also load a feature's pages from routes/, lazily, so each page stays its own chunk.
// src/web/components and src/web/lib sit below every feature and import none.
const webFeatures = readdirSync('src/web/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webBoundaries = webFeatures.flatMap((feature) => [
  {
    target: webFeatures.filter((other) => other !== feature).map((other) => `./src/web/features/${other}`),
    from: `./src/web/features/${feature}/**`,
    except: [`**/src/web/features/${feature}/index.ts`],
    message: `Import the ${feature} feature through its index.ts.`,
  },
  {
    target: './src/web/app',
    from: `./src/web/features/${feature}/**`,
    except: [`**/src/web/features/${feature}/index.ts`, `**/src/web/features/${feature}/routes/**`],
    message: `Import the ${feature} feature through its index.ts (or a page from its routes/).`,
  },
]);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'data/**',
      'node_modules/**',
      '.scratch/**',
      'src/server/db/migrations/**',
      'e2e/artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, n },
    // Without a resolver that knows .ts, import-x cannot see where an import leads and the zones
    // below would pass everything.
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Direction of dependencies: app → features → shared. shared imports nothing of ours,
      // the web never reaches into the server and vice versa.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/server', './src/web'] },
            { target: './src/web', from: './src/server' },
            { target: './src/server', from: './src/web' },
            ...featureBoundaries,
            engineEntry,
            ...stageOrder,
            { target: ['./src/web/components', './src/web/lib'], from: './src/web/features' },
            ...webBoundaries,
          ],
        },
      ],
    },
  },
  {
    // Only env.ts reads the environment; everything else gets a parsed, typed config.
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts', 'src/web/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts', 'src/server/**/*.test.ts', 'src/server/test/**'],
    rules: { 'n/no-process-env': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
