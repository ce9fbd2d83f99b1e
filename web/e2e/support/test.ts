import { test as base, expect } from '@playwright/test';

/** Playwright's test, failing any test during which the page threw an uncaught error, closing the contexts it opened. */
export const test = base.extend<{ pageErrors: Error[]; closeContexts: undefined }>({
  // Contexts a test opened itself (a second member, a guest) close with it: left open, their pages go on
  // animating and polling and slow every later test of the worker.
  closeContexts: [
    async ({ browser, context }, use) => {
      const kept = new Set([...browser.contexts(), context]);
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !kept.has(c))
          .map((c) => c.close().catch(() => undefined)),
      );
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(
        errors.map((e) => e.message),
        'uncaught errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
