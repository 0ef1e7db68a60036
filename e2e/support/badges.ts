import { expect, type Page } from '@playwright/test';

/** Every badge on the page reads whole: none clipped to "PRO…" or "OUT OF S…". */
export async function expectBadgesWhole(page: Page) {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Badge-root')]
      .filter((badge) => badge.getBoundingClientRect().width > 0)
      .filter((badge) => {
        const label = badge.querySelector('.mantine-Badge-label');
        const badgeBox = badge.getBoundingClientRect();
        const labelBox = label?.getBoundingClientRect();
        return (
          !label ||
          label.scrollWidth > label.clientWidth + 1 ||
          labelBox!.right > badgeBox.right + 1
        );
      })
      .map((badge) => badge.textContent),
  );
  expect(clipped).toEqual([]);
}
