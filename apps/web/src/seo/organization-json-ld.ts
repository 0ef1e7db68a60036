import type { Organization, WithContext } from 'schema-dts';
import { SHOP_CONTACT } from '@buildright/api/shared';
import { SHOP_NAME } from './page-text.ts';
import { absoluteUrl } from './public-url.tsx';

/** The shop's logo, served from the build's public folder. */
const SHOP_LOGO = '/favicon.svg';

/** The shop itself, with how to reach it: the home page's structured data. */
export function organizationJsonLd(publicUrl: string): WithContext<Organization> {
  const contact = { email: SHOP_CONTACT.email, telephone: SHOP_CONTACT.phoneHref };
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    url: absoluteUrl(publicUrl, '/'),
    logo: absoluteUrl(publicUrl, SHOP_LOGO),
    ...contact,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      availableLanguage: 'English',
      ...contact,
    },
  };
}
