import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';

// The first stylesheet holds only the Mantine styles of the pages the server draws
// (apps/web/src/styles/mantine-first-screen.css); the rest loads later. A component added to
// those pages without its styles there would look broken until then: adding every Mantine style
// must change nothing on them.
const manifest = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url)),
    'utf8',
  ),
) as Record<string, { file: string; css?: string[] }>;
// A module of styles only is built into a stylesheet of its own.
const allStylesChunk = manifest['src/styles/mantine-all.ts'];
const allStyles = [allStylesChunk?.file, ...(allStylesChunk?.css ?? [])].filter((file) =>
  file?.endsWith('.css'),
);

// What decides how a page looks, for every element but the home hero's slides (they change by time).
const properties = [
  'display',
  'position',
  'inset',
  'width',
  'height',
  'margin',
  'padding',
  'gap',
  'flex-direction',
  'align-items',
  'justify-content',
  'color',
  'background-color',
  'background-image',
  'border',
  'border-radius',
  'box-shadow',
  'outline',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'text-decoration-line',
  'opacity',
  'overflow',
  'z-index',
  'visibility',
  'cursor',
];
const computedStyles = (page: Page) =>
  page.evaluate(
    (names) =>
      [...document.querySelectorAll('body *:not(.hero-slide)')].map((element) => {
        const style = getComputedStyle(element);
        const values = names.map((name) => `${name}: ${style.getPropertyValue(name)}`);
        return `${element.tagName.toLowerCase()}.${element.className} { ${values.join('; ')} }`;
      }),
    properties,
  );

for (const path of ['/', '/equipment', '/equipment/1', '/about', '/contact', '/privacy-policy']) {
  test(`${path} is whole with the first stylesheet`, async ({ page }) => {
    expect(allStyles.length).toBeGreaterThan(0);
    await page.goto(path);
    // The header's account button settles once the session is known.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // What the browser reads after the server's page, as the product's related rows, has come.
    await page.waitForLoadState('networkidle');
    const before = await computedStyles(page);
    for (const file of allStyles) await page.addStyleTag({ url: `/${file}` });
    const after = await computedStyles(page);
    expect(after.filter((style, index) => style !== before[index])).toEqual([]);
  });
}
