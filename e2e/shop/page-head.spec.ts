import type { Page } from '@playwright/test';
import { test as base } from '../support/test.ts';
import { expect, test } from './test.ts';
import { findProduct } from './helpers.ts';

/** What search engines and link previews read in the head, and the JSON-LD blocks. */
async function headOf(page: Page) {
  const head = page.locator('head');
  return {
    titles: await head.locator('title').allTextContents(),
    descriptions: await head
      .locator('meta[name="description"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
    canonicals: await head
      .locator('link[rel="canonical"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ogTitles: await head.locator('meta[property="og:title"]').count(),
    structuredData: (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).map((json) => JSON.parse(json) as { '@type': string; [key: string]: unknown }),
  };
}

base.describe('the head of a page drawn by the server, before any JavaScript', () => {
  base.use({ javaScriptEnabled: false });

  base('a product page names itself, its address and its offer', async ({ page, baseURL }) => {
    const product = await findProduct(page.request, (p) => p.stock > 0, 'product in stock');
    await page.goto(`/equipment/${product.id}`);
    const head = await headOf(page);

    expect(head.titles).toEqual([`${product.name} | BuildRight Equipment`]);
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]!.length).toBeGreaterThan(20);
    expect(head.canonicals).toEqual([`${baseURL}/equipment/${product.id}`]);
    expect(head.ogTitles).toBe(1);
    await expect(page.locator('meta[property="product:price:currency"]')).toHaveAttribute(
      'content',
      'USD',
    );

    const offered = head.structuredData.find((data) => data['@type'] === 'Product');
    expect(offered).toMatchObject({
      name: product.name,
      sku: product.sku,
      url: `${baseURL}/equipment/${product.id}`,
      offers: {
        '@type': 'Offer',
        price: product.salePrice ?? product.price,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(head.structuredData.map((data) => data['@type'])).toContain('BreadcrumbList');
  });

  base('the home page describes the shop and how to reach it', async ({ page, baseURL }) => {
    await page.goto('/');
    const head = await headOf(page);
    expect(head.canonicals).toEqual([`${baseURL}/`]);
    expect(head.structuredData).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'BuildRight Equipment' }),
    ]);
  });
});

test.describe('the head once the browser has taken the page over', () => {
  test('follows client-side navigation, one of each tag at a time', async ({ page, baseURL }) => {
    const product = await findProduct(page.request, () => true, 'product');
    await page.goto(`/equipment/${product.id}`);
    // React takes over the tags the server sent rather than adding its own beside them.
    const landed = await headOf(page);
    expect(landed.titles).toEqual([`${product.name} | BuildRight Equipment`]);
    expect(landed.descriptions).toHaveLength(1);
    expect(landed.canonicals).toEqual([`${baseURL}/equipment/${product.id}`]);
    expect(landed.ogTitles).toBe(1);
    expect(landed.structuredData).toHaveLength(2);

    await page.getByRole('link', { name: 'Back to Equipment' }).click();
    await expect(page).toHaveTitle('All Equipment | BuildRight Equipment');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/equipment`,
    );
    const catalogue = await headOf(page);
    expect(catalogue.titles).toHaveLength(1);
    expect(catalogue.descriptions).toHaveLength(1);
    expect(catalogue.ogTitles).toBe(1);
    expect(catalogue.structuredData).toEqual([]);

    const next = page.locator('.product-card-link').first();
    const name = (await next.textContent())!;
    await next.click();
    await expect(page).toHaveTitle(`${name} | BuildRight Equipment`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`^${baseURL}/equipment/\\d+$`),
    );
    const nextProduct = await headOf(page);
    expect(nextProduct.descriptions).toHaveLength(1);
    expect(nextProduct.structuredData.map((data) => data['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
  });
});
