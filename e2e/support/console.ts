import type { Page } from '@playwright/test';

/**
 * Everything a developer would see in red in the browser console: console.error lines (which
 * include Chromium's "Failed to load resource: … 401"), uncaught exceptions, and API answers
 * of 400 and up. Start it before the first navigation.
 */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`exception: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) {
      errors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return {
    errors,
    clear: () => errors.splice(0, errors.length),
  };
}
