import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT } from '@buildright/api/shared';
import { organizationJsonLd } from './organization-json-ld.ts';
import { structuredDataIssues } from './structured-data-issues.ts';

const PUBLIC_URL = 'https://shop.example';

describe('Organization structured data', () => {
  it('names the shop, its address, logo and how to reach it', async () => {
    const data = organizationJsonLd(PUBLIC_URL);
    expect(await structuredDataIssues('Organization', data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'BuildRight Equipment',
      url: 'https://shop.example/',
      logo: 'https://shop.example/favicon.svg',
      email: SHOP_CONTACT.email,
      telephone: SHOP_CONTACT.phoneHref,
      contactPoint: { '@type': 'ContactPoint', email: SHOP_CONTACT.email },
    });
  });
});
