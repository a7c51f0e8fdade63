import type { ConsoleMessage, Page } from '@playwright/test';

/** Collects console errors and uncaught page errors for a test to assert on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
