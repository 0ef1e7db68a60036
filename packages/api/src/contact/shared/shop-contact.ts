/** How customers reach the shop: the footer, the contact page, structured data and documents. */
export const SHOP_CONTACT = {
  email: 'info@buildright.example',
  phone: '+1 (503) 555-0142',
  phoneHref: '+15035550142',
  hours: 'Monday to Friday, 8:00 AM to 5:00 PM PST',
  location: 'Portland, Oregon, USA',
} as const;

export const SHOP_NAME = 'BuildRight Equipment';
