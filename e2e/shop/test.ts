import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/**
 * The server sends shop pages already drawn, and they stay inert until React takes them over:
 * wait for that (or for a hand-over to the admin site) before using the page.
 */
async function untilInteractive(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.interactive === 'true' ||
      location.pathname.startsWith('/admin-dashboard'),
  );
}

/** Playwright's test, with a page whose goto() and reload() return once the shop is live. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilInteractive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilInteractive(page);
      return response;
    };
    await use(page);
  },
});
