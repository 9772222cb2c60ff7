import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import n from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', '.scratch/**', 'src/server/db/migrations/**', 'e2e/artifacts/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, n },
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
