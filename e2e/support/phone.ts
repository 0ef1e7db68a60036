import { expect, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

/**
 * Nothing drawn inside `element` reaches past the screen's edges, so none of it waits behind a
 * sideways scroll. A table's header row, read by screen readers but not drawn, does not count.
 */
export async function expectWithinScreen(element: Locator) {
  await expect(element).toBeVisible();
  const outside = await element.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    return [root, ...root.querySelectorAll('*')]
      .filter((node) => !node.closest('thead'))
      .filter((node) => {
        const box = node.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map((node) => `${node.tagName.toLowerCase()} "${node.textContent?.slice(0, 40)}"`);
  });
  expect(outside, `drawn past the edge of a ${PHONE.width} px screen`).toEqual([]);
}

/** The text is drawn whole between the screen's left and right edges. */
export async function expectOnScreen(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, await element.innerText()).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, await element.innerText()).toBeLessThanOrEqual(width);
}
