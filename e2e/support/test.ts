import { test as base } from '@playwright/test';
import { serverPort } from './servers.ts';

export { expect } from '@playwright/test';

/** Playwright's test, talking to the shop server of the worker it runs on. */
export const test = base.extend({
  // Playwright reads what a fixture needs from this pattern: the base URL needs no fixture.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${serverPort(testInfo.parallelIndex)}`);
  },
});
