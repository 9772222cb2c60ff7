import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium (npx playwright install cannot download browsers here)
// against the production build started by e2e/global-setup.ts.
// E2E_PORT lets two suites run side by side (each with its own server, log and build copy).
export const e2ePort = Number(process.env.E2E_PORT) || 3210;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Generous: CI shares 2 cores between the server, Chromium and the test runner.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
