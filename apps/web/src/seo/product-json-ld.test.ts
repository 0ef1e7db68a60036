import type { Product } from '@buildright/api';
import { describe, expect, it } from 'vitest';
import { productBreadcrumbJsonLd, productJsonLd } from './product-json-ld.ts';
import { structuredDataIssues } from './structured-data-issues.ts';

const PUBLIC_URL = 'https://shop.example';

const product: Product = {
  id: 7,
  name: 'Hydraulic Breaker HB-200',
  description: '<p>Breaks rock &amp; concrete.</p><ul><li>200 kg class</li></ul>',
  price: '1299.00',
  salePrice: '999.5',
  category: 'Attachments',
  categoryId: 3,
  stock: 4,
  imageUrl: '/demo-images/legacy.svg',
  images: [
    { url: '/uploads/second.webp', order: 1 },
    { url: '', order: 2 },
    { url: '/demo-images/first.svg', order: 0 },
  ],
  sku: 'BR-001007',
  isActive: true,
  fitment: { universal: true },
};

/** What Google's product rules ask for that this shop has no data for (no reviews, no GTINs). */
const dataTheShopDoesNotHave = new Set([
  'aggregateRating',
  'review',
  'brand',
  'gtin',
  'gtin8',
  'gtin12',
  'gtin13',
  'gtin14',
  'isbn',
  'mpn',
  'color',
  'material',
  'pattern',
  'size',
  'audience',
  'hasCertification',
  'inProductGroupWithID',
  'isVariantOf',
  'subjectOf',
  'priceValidUntil',
]);

describe('Product structured data', () => {
  it('is a valid schema.org Product with an Offer, by Google’s rich-result rules', async () => {
    const issues = await structuredDataIssues('Product', productJsonLd(product, PUBLIC_URL));
    expect(issues.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
    const missing = issues.flatMap((issue) => issue.fieldNames ?? []);
    expect(missing.filter((field) => !dataTheShopDoesNotHave.has(field))).toEqual([]);
  });

  it('offers the unit price as a decimal string in USD, new, at the product’s own address', () => {
    const data = productJsonLd(product, PUBLIC_URL);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Hydraulic Breaker HB-200',
      description: 'Breaks rock & concrete. 200 kg class',
      sku: 'BR-001007',
      url: 'https://shop.example/equipment/7',
      offers: {
        '@type': 'Offer',
        price: '999.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        sku: 'BR-001007',
        url: 'https://shop.example/equipment/7',
      },
    });
  });

  it('lists the gallery in display order as absolute urls', () => {
    expect(productJsonLd(product, PUBLIC_URL).image).toEqual([
      'https://shop.example/demo-images/first.svg',
      'https://shop.example/uploads/second.webp',
    ]);
    expect(productJsonLd({ ...product, images: [] }, PUBLIC_URL).image).toEqual([
      'https://shop.example/demo-images/legacy.svg',
    ]);
  });

  it('is out of stock at zero units, and priced at the regular price without a sale', () => {
    const data = productJsonLd({ ...product, stock: 0, salePrice: null }, PUBLIC_URL);
    expect(data.offers).toMatchObject({
      price: '1299.00',
      availability: 'https://schema.org/OutOfStock',
    });
  });
});

describe('Product rating', () => {
  it('carries the published reviews as an aggregateRating, valid by Google’s rules', async () => {
    const data = productJsonLd(product, PUBLIC_URL, { average: '4.8', count: 127 });
    expect(data).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.8',
        reviewCount: 127,
        bestRating: 5,
        worstRating: 1,
      },
    });
    const issues = await structuredDataIssues('Product', data);
    expect(issues.filter((issue) => issue.severity === 'ERROR')).toEqual([]);
  });

  it('claims no rating for a product without published reviews', () => {
    const data = productJsonLd(product, PUBLIC_URL, { average: null, count: 0 });
    expect(data).not.toHaveProperty('aggregateRating');
  });
});

describe('product breadcrumb', () => {
  it('leads from the catalogue through the category to the product', async () => {
    const data = productBreadcrumbJsonLd(product, PUBLIC_URL);
    expect(await structuredDataIssues('BreadcrumbList', data)).toEqual([]);
    expect(data.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Equipment',
        item: 'https://shop.example/equipment',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Attachments',
        item: 'https://shop.example/equipment?category=3',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Hydraulic Breaker HB-200',
        item: 'https://shop.example/equipment/7',
      },
    ]);
  });
});
