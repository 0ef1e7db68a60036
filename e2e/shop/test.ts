import { test as base } from '../support/test.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsAdmin } from './helpers.ts';

export { expect } from '../support/test.ts';
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

/**
 * Playwright's test, with a page whose goto() and reload() return once the shop is live, and
 * `staff`: requests signed in as the demo admin, for setting up what a test needs.
 */
export const test = base.extend<{ staff: APIRequestContext }>({
  staff: async ({ playwright, baseURL }, use) => {
    const staff = await playwright.request.newContext({ baseURL });
    await signInAsAdmin(staff);
    await use(staff);
    await staff.dispose();
  },
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
